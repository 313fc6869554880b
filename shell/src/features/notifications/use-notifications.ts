import { useEffect, useMemo, useRef, useState } from 'react';
import type { User } from '@lezioni/contracts';
import { playChime, useConversations, useGetConfigQuery } from '@lezioni/web-kit';
import { deriveNotifications, type DerivedNotification, type NotificationSources } from './derive-notifications';

type ReadMarks = { sources: NotificationSources; ids: ReadonlySet<string> };

const NO_READ_MARKS: ReadonlySet<string> = new Set();

/**
 * The signed-in user's notifications with their read marks, and the actions on them (spec §4).
 * Marks belong to the source data they were made on: when a source refreshes with new data, the
 * list is rebuilt and every notification is unread again. A chime plays when the unread count rises.
 */
export function useNotifications(user: User) {
  const conversations = useConversations(true);
  const { data: config } = useGetConfigQuery();
  const teacherName = config?.teacherName ?? '';

  const sources = useMemo<NotificationSources>(() => ({ conversations: conversations.data }), [conversations.data]);
  // "Now" is when the data arrived: the derivation stays pure, and the list is rebuilt with the data.
  const derivedAt = conversations.fulfilledTimeStamp ?? 0;
  const derived = useMemo(
    () => deriveNotifications(sources, new Date(derivedAt), user.role, { teacherName }),
    [sources, derivedAt, user.role, teacherName],
  );

  const [readMarks, setReadMarks] = useState<ReadMarks>({ sources, ids: NO_READ_MARKS });
  const readIds = readMarks.sources === sources ? readMarks.ids : NO_READ_MARKS;
  const notifications: DerivedNotification[] = derived.map((notification) =>
    readIds.has(notification.id) ? { ...notification, read: true } : notification,
  );
  const unreadCount = notifications.filter((notification) => !notification.read).length;

  const isLoaded = conversations.data !== undefined;
  const previousUnreadCount = useRef<number | null>(null);
  useEffect(() => {
    if (!isLoaded) return;
    // The first count is where the page starts, not news.
    if (previousUnreadCount.current !== null && unreadCount > previousUnreadCount.current) playChime();
    previousUnreadCount.current = unreadCount;
  }, [isLoaded, unreadCount]);

  return {
    notifications,
    unreadCount,
    markRead: (id: string) => setReadMarks({ sources, ids: new Set([...readIds, id]) }),
    markAllRead: () => setReadMarks({ sources, ids: new Set(derived.map((notification) => notification.id)) }),
  };
}
