import { useState } from 'react';
import type { Message } from '@lezioni/contracts';
import { MESSAGES_PAGE_SIZE } from '@lezioni/contracts/values';
import { useLazyGetOlderMessagesQuery } from '../api';

/** What the message list needs to load the page before the oldest message it shows. */
export type OlderMessages = {
  canLoadOlder: boolean;
  isLoadingOlder: boolean;
  /** Resolves once the page is loaded (or could not be: `hasFailed` says so). */
  loadOlder: () => Promise<void>;
  hasFailed: boolean;
};

/**
 * Pages back through a conversation whose latest page is `messages` (web-kit's cache, which the older
 * pages join). A conversation's start is known when a page comes back shorter than a full one; a
 * conversation that fits in one page has nothing older to ask for.
 */
export function useOlderMessages(conversationId: string | undefined, messages: readonly Message[] | undefined) {
  const [loadPage, { isFetching }] = useLazyGetOlderMessagesQuery();
  const [startReachedIn, setStartReachedIn] = useState<ReadonlySet<string>>(new Set());
  const [failedIn, setFailedIn] = useState<string>();
  const oldestId = messages?.[0]?.id;
  const canLoadOlder = Boolean(
    conversationId && oldestId && messages!.length >= MESSAGES_PAGE_SIZE && !startReachedIn.has(conversationId),
  );

  const loadOlder = async () => {
    if (!canLoadOlder || isFetching) return;
    const page = await loadPage({ conversationId: conversationId!, before: oldestId! })
      .unwrap()
      .catch(() => undefined);
    setFailedIn(page ? undefined : conversationId);
    if (page && page.length < MESSAGES_PAGE_SIZE) setStartReachedIn((reached) => new Set(reached).add(conversationId!));
  };

  return {
    canLoadOlder,
    isLoadingOlder: isFetching,
    loadOlder,
    hasFailed: failedIn === conversationId,
  } satisfies OlderMessages;
}
