import { UI_MESSAGES } from '@lezioni/contracts/values';
import { isRequestError, toast, translateText } from '@lezioni/web-kit';
import { useSendMessageMutation } from '@lezioni/web-kit';
import { useUploadFileMutation } from '../api';
import { buildSendRequest } from '../chat-logic';

// The server explains why it refused a file (too large, wrong type) and when a per-user limit is
// used up (429, at either step); other failures just ask to retry.
const FILE_REFUSED_STATUSES = [400, 413, 415];
const TOO_MANY_REQUESTS = 429;

/**
 * Sends to `conversationId`: an attached file is uploaded first, then sent as a 'file' message with
 * the text as its caption (spec §2). Failures end in the spec's toast (§8). Resolves to whether the
 * message went out, so the composer keeps what was typed when it did not.
 */
export function useSendMessage(conversationId: string | undefined) {
  const [uploadFile, upload] = useUploadFileMutation();
  const [sendMessage, send] = useSendMessageMutation();

  const sendWith = async (text: string, file?: File): Promise<boolean> => {
    if (!conversationId) return false;
    let stage: 'upload' | 'send' = 'upload';
    try {
      const uploaded = file ? await uploadFile(file).unwrap() : undefined;
      const message = buildSendRequest(text, uploaded);
      if (!message) return false;
      stage = 'send';
      await sendMessage({ conversationId, message }).unwrap();
      return true;
    } catch (error) {
      console.error(`Sending a message failed at ${stage}`, error);
      const isExplained =
        isRequestError(error) &&
        (error.status === TOO_MANY_REQUESTS || (stage === 'upload' && FILE_REFUSED_STATUSES.includes(error.status)));
      toast({
        title: translateText(UI_MESSAGES.sendMessageFailed),
        description: isExplained ? error.message : translateText(UI_MESSAGES.sendMessageRetry),
        variant: 'destructive',
      });
      return false;
    }
  };

  return { send: sendWith, isSending: upload.isLoading || send.isLoading };
}
