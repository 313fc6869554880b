import type { Conversation, Role } from '@lezioni/contracts';

/** Derived notification of spec §3: built in the browser from other data, never stored. */
export type NotificationType = 'message' | 'credit_expired' | 'credit_expiring' | 'upcoming_class' | 'booking_reminder';
export type NotificationPriority = 'high' | 'medium' | 'low';

export type DerivedNotification = {
  id: string;
  type: NotificationType;
  title: string;
  description: string;
  /** ISO time the notification is about; newest first within a priority. */
  timestamp: string;
  read: boolean;
  actionUrl: string;
  priority: NotificationPriority;
};

/**
 * The data notifications are derived from. Each source is absent until loaded (or for a role that
 * does not fetch it). The credit and lesson rules of spec §9 add their sources (my-credits,
 * my-bookings) here, beside their rule in RULES.
 */
export type NotificationSources = { conversations?: readonly Conversation[] };

/** Names the texts need: students read the teacher's name (spec §6). */
export type NotificationNames = { teacherName: string };

type RuleContext = { now: Date; role: Role; names: NotificationNames };
type NotificationRule = (sources: NotificationSources, context: RuleContext) => Omit<DerivedNotification, 'read'>[];

/** message (spec §9): one per conversation with unread messages; high priority; leads to the chat. */
const messageRule: NotificationRule = ({ conversations = [] }, { now, role, names }) =>
  conversations
    .filter((conversation) => conversation.unreadCount > 0)
    .map((conversation) => ({
      id: `message:${conversation.id}`,
      type: 'message',
      title: `${conversation.unreadCount} new ${conversation.unreadCount === 1 ? 'message' : 'messages'}`,
      description:
        role === 'admin' ? `From ${conversation.studentName.trim() || 'Student'}` : `From ${names.teacherName}`,
      timestamp: conversation.lastMessageAt ?? now.toISOString(),
      actionUrl: '/chat',
      priority: 'high',
    }));

const RULES: readonly NotificationRule[] = [messageRule];

const PRIORITY_RANK: Record<NotificationPriority, number> = { high: 0, medium: 1, low: 2 };

const byPriorityThenNewest = (a: DerivedNotification, b: DerivedNotification) =>
  PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] || b.timestamp.localeCompare(a.timestamp);

/**
 * Every notification the sources call for at `now`, unread, sorted by priority and then newest first
 * (spec §9). Pure: the bell keeps the read marks.
 */
export function deriveNotifications(
  sources: NotificationSources,
  now: Date,
  role: Role,
  names: NotificationNames,
): DerivedNotification[] {
  return RULES.flatMap((rule) => rule(sources, { now, role, names }))
    .map((notification) => ({ ...notification, read: false }))
    .sort(byPriorityThenNewest);
}
