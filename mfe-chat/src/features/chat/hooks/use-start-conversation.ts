import { UI_MESSAGES } from '@lezioni/contracts/values';
import { toast, translateText, useCreateConversationMutation } from '@lezioni/web-kit';

/** A student's 'Start Conversation' (POST /api/conversations); the list then reloads with it. */
export function useStartConversation() {
  const [createConversation, { isLoading }] = useCreateConversationMutation();

  const start = async () => {
    try {
      await createConversation().unwrap();
    } catch (error) {
      console.error('Starting a conversation failed', error);
      toast({ title: translateText(UI_MESSAGES.startConversationFailed), variant: 'destructive' });
    }
  };

  return { start, isStarting: isLoading };
}
