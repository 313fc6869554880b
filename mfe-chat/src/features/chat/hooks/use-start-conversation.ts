import { UI_MESSAGES } from '@lezioni/contracts/values';
import { toast, useCreateConversationMutation } from '@lezioni/web-kit';

/** A student's 'Start Conversation' (POST /api/conversations); the list then reloads with it. */
export function useStartConversation() {
  const [createConversation, { isLoading }] = useCreateConversationMutation();

  const start = async () => {
    try {
      await createConversation().unwrap();
    } catch (error) {
      console.error('Starting a conversation failed', error);
      toast({ title: UI_MESSAGES.startConversationFailed, variant: 'destructive' });
    }
  };

  return { start, isStarting: isLoading };
}
