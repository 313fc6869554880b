import { useEffect, useMemo, useRef, useState } from 'react';
import type { User } from '@lezioni/contracts';
import {
  playChime,
  useConversations,
  useGetConfigQuery,
  useMyBookings,
  useMyCredits,
  useMyMaterials,
  useMyWaitlist,
  useTexts,
  useAnsweredRequests,
} from '@lezioni/web-kit';
import { SHELL_TEXTS } from '../../texts';
import { deriveNotifications, type DerivedNotification, type NotificationSources } from './derive-notifications';

type ReadMarks = { sources: NotificationSources; ids: ReadonlySet<string> };

const NO_READ_MARKS: ReadonlySet<string> = new Set();

/**
 * The signed-in user's notifications with their read marks, and the actions on them (spec §4).
 * Marks belong to the source data they were made on: when a source refreshes with new data, the
 * list is rebuilt and every notification is unread again. A chime plays when the unread count rises.
 */
export function useNotifications(user: User) {
  const isStudent = user.role !== 'admin';
  const conversations = useConversations(true);
  const credits = useMyCredits(isStudent);
  const bookings = useMyBookings();
  const learning = useMyMaterials(isStudent);
  const waitlist = useMyWaitlist(isStudent);
  const answered = useAnsweredRequests(isStudent);
  const { data: config } = useGetConfigQuery();
  const teacherName = config?.teacherName ?? '';
  const { t } = useTexts(SHELL_TEXTS);

  // The list itself, not the answer: a poll that only moves X-Synced-At keeps the read marks.
  const bookingList = bookings.data?.bookings;
  const homework = learning.data?.homework;
  const materials = learning.data?.materials;
  const reviewDueAt = learning.data?.reviewDueAt;
  const waitlistOffers = waitlist.data?.offers;
  const answeredRequests = answered.data?.answered;
  const sources = useMemo<NotificationSources>(
    () => ({
      conversations: conversations.data,
      credits: credits.data,
      bookings: bookingList,
      homework,
      materials,
      reviewDueAt,
      waitlistOffers,
      answeredRequests,
    }),
    [conversations.data, credits.data, bookingList, homework, materials, reviewDueAt, waitlistOffers, answeredRequests],
  );
  // "Now" is when the newest data arrived: the derivation stays pure, the list is rebuilt with the
  // data, and each poll moves time on (a lesson enters its 24-hour window, a credit expires).
  const derivedAt = Math.max(
    conversations.fulfilledTimeStamp ?? 0,
    credits.fulfilledTimeStamp ?? 0,
    bookings.fulfilledTimeStamp ?? 0,
    learning.fulfilledTimeStamp ?? 0,
    waitlist.fulfilledTimeStamp ?? 0,
    answered.fulfilledTimeStamp ?? 0,
  );
  const derived = useMemo(
    () => deriveNotifications(sources, new Date(derivedAt), user.role, { t, teacherName }),
    // t changes with the language: the texts are written anew in it.
    [sources, derivedAt, user.role, t, teacherName],
  );

  const [readMarks, setReadMarks] = useState<ReadMarks>({ sources, ids: NO_READ_MARKS });
  const readIds = readMarks.sources === sources ? readMarks.ids : NO_READ_MARKS;
  const notifications: DerivedNotification[] = derived.map((notification) =>
    readIds.has(notification.id) ? { ...notification, read: true } : notification,
  );
  const unreadCount = notifications.reduce(
    (sum, notification) => sum + (notification.read ? 0 : notification.count),
    0,
  );

  // The chime waits for every source to answer once (or fail), so a slower source's notifications
  // are not taken for news when the page opens.
  const hasSettled = (source: { data?: unknown; isError: boolean }) => source.data !== undefined || source.isError;
  const isLoaded =
    hasSettled(conversations) &&
    hasSettled(bookings) &&
    (!isStudent || (hasSettled(credits) && hasSettled(learning) && hasSettled(waitlist) && hasSettled(answered)));
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
