import type {
  AnsweredLessonRequest,
  Conversation,
  CreditRecord,
  HomeworkItem,
  Role,
  SharedMaterial,
  StudentBooking,
  WaitlistOffer,
} from '@lezioni/contracts';
import {
  CREDIT_EXPIRING_HIGH_DAYS,
  CREDIT_EXPIRING_MAX_DAYS,
  HOMEWORK_DUE_SOON_HOURS,
  MATERIAL_SHARED_NEW_DAYS,
  UPCOMING_CLASS_HIGH_HOURS,
  UPCOMING_CLASS_SOON_HOURS,
  UPCOMING_CLASS_WINDOW_HOURS,
  lessonRoomPath,
} from '@lezioni/contracts/values';
import { calendarDayOf, dayEndOf, formatLessonTime } from '@lezioni/web-kit';

/** Derived notification of spec §3: built in the browser from other data, never stored. */
export type NotificationType =
  | 'message'
  | 'credit_expired'
  | 'credit_expiring'
  | 'upcoming_class'
  | 'booking_reminder'
  | 'homework_due'
  | 'material_shared'
  | 'review_due'
  | 'waitlist_offer'
  | 'request_answered';
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
  /**
   * How many unread things it stands for in the bell's badge: a message notification its messages,
   * as the chat widget's badge counts them (one count for the same messages); any other, 1.
   */
  count: number;
};

/**
 * The data notifications are derived from. Each source is absent until loaded, or for a role that
 * does not fetch it (credits, homework and materials: students only).
 */
export type NotificationSources = {
  conversations?: readonly Conversation[];
  credits?: readonly CreditRecord[];
  bookings?: readonly StudentBooking[];
  homework?: readonly HomeworkItem[];
  materials?: readonly SharedMaterial[];
  /** When the earliest card of the student's review deck is due; null without cards (issue 45). */
  reviewDueAt?: string | null;
  /** The student's requests the teacher answered lately, or that expired (issue 44). */
  answeredRequests?: readonly AnsweredLessonRequest[];
  /** The times held for a student on the waitlist (issue 44). */
  waitlistOffers?: readonly WaitlistOffer[];
};

/**
 * What the texts are written with: `t`, the shell's texts in the reader's language, and the names
 * they need (students read the teacher's name, spec §6).
 */
export type NotificationTexts = {
  t: (key: string, values?: Record<string, unknown>) => string;
  teacherName: string;
};

type RuleContext = { now: Date; role: Role; texts: NotificationTexts };
type UnreadNotification = Omit<DerivedNotification, 'read' | 'count'> & { count?: number };
type NotificationRule = (sources: NotificationSources, context: RuleContext) => UnreadNotification[];

/** message (spec §9): one per conversation with unread messages; high priority; leads to the chat. */
const messageRule: NotificationRule = ({ conversations = [] }, { now, role, texts: { t, teacherName } }) =>
  conversations
    .filter((conversation) => conversation.unreadCount > 0)
    .map((conversation) => ({
      id: `message:${conversation.id}`,
      type: 'message',
      title: t('notifications.message.title', { count: conversation.unreadCount }),
      description: t('notifications.message.from', {
        name: role === 'admin' ? conversation.studentName.trim() || t('notifications.message.aStudent') : teacherName,
      }),
      timestamp: conversation.lastMessageAt ?? now.toISOString(),
      actionUrl: '/chat',
      priority: 'high',
      count: conversation.unreadCount,
    }));

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Time left is counted in whole units rounded up: 1 ms to 24 h is "1 day", 24 h + 1 ms is "2 days";
 * 61 minutes is "2 hours". So a credit is expiring from CREDIT_EXPIRING_MAX_DAYS × 24 h before its
 * expiry until the expiry itself, and a window's edges read as their own number.
 */
const unitsLeft = (untilMs: number, unitMs: number) => Math.ceil(untilMs / unitMs);

/**
 * credit_expiring (spec §9): a record with credits left expires in 1 to 7 days; high at 3 days or
 * less. credit_expired: its expiry has passed (at the expiry instant itself it can no longer pay)
 * while credits remain; the server keeps such records 30 days.
 */
const creditRule: NotificationRule = ({ credits = [] }, { now, texts: { t } }) =>
  credits
    .filter((record) => record.remainingCredits > 0)
    .flatMap((record): UnreadNotification[] => {
      const count = record.remainingCredits;
      const msLeft = Date.parse(record.expiryDate) - now.getTime();
      if (msLeft <= 0) {
        return [
          {
            id: `credit_expired:${record.id}`,
            type: 'credit_expired',
            title: t('notifications.creditExpired.title', { count }),
            description: t('notifications.creditExpired.description'),
            timestamp: record.expiryDate,
            actionUrl: '/packages',
            priority: 'high',
          },
        ];
      }
      const daysLeft = unitsLeft(msLeft, DAY_MS);
      if (daysLeft > CREDIT_EXPIRING_MAX_DAYS) return [];
      return [
        {
          id: `credit_expiring:${record.id}`,
          type: 'credit_expiring',
          title: t('notifications.creditExpiring.title', {
            count,
            days: t('notifications.creditExpiring.days', { count: daysLeft }),
          }),
          description: t('notifications.creditExpiring.description', { count }),
          timestamp: record.expiryDate,
          actionUrl: '/book-lesson',
          priority: daysLeft <= CREDIT_EXPIRING_HIGH_DAYS ? 'high' : 'medium',
        },
      ];
    });

/**
 * upcoming_class (spec §9): a scheduled lesson starting within the next 24 hours; high at 2 hours or
 * less, "starting soon" at 1 hour or less. A lesson already under way is no longer upcoming.
 */
const upcomingClassRule: NotificationRule = ({ bookings = [] }, { now, texts: { t } }) =>
  bookings
    .filter((booking) => booking.status === 'scheduled')
    .flatMap((booking): UnreadNotification[] => {
      const msLeft = Date.parse(booking.scheduledAt) - now.getTime();
      if (msLeft <= 0 || msLeft > UPCOMING_CLASS_WINDOW_HOURS * HOUR_MS) return [];
      const hoursLeft = unitsLeft(msLeft, HOUR_MS);
      return [
        {
          id: `upcoming_class:${booking.id}`,
          type: 'upcoming_class',
          title:
            hoursLeft <= UPCOMING_CLASS_SOON_HOURS
              ? t('notifications.upcomingClass.soon')
              : t('notifications.upcomingClass.in', {
                  hours: t('notifications.upcomingClass.hours', { count: hoursLeft }),
                }),
          description: booking.bookingTypeName,
          timestamp: booking.scheduledAt,
          // Straight to the lesson's room (issue 23): it opens 10 minutes before the start.
          actionUrl: lessonRoomPath(booking.id),
          priority: hoursLeft <= UPCOMING_CLASS_HIGH_HOURS ? 'high' : 'medium',
        },
      ];
    });

/**
 * homework_due (issue 26): shared homework not done whose due day ends within the next
 * HOMEWORK_DUE_SOON_HOURS (so due today or tomorrow); high on its last day. Overdue homework is no
 * longer announced: the materials page marks it.
 */
const homeworkDueRule: NotificationRule = ({ homework = [] }, { now, texts: { t } }) =>
  homework.flatMap((item): UnreadNotification[] => {
    if (!item.dueDate || item.doneAt) return [];
    const dueEnd = dayEndOf(item.dueDate);
    const msLeft = dueEnd.getTime() - now.getTime();
    if (msLeft <= 0 || msLeft > HOMEWORK_DUE_SOON_HOURS * HOUR_MS) return [];
    // Days in the zone the pages write times in: the server's render and the browser agree.
    const isToday = item.dueDate === calendarDayOf(now);
    return [
      {
        id: `homework_due:${item.lessonId}`,
        type: 'homework_due',
        title: isToday ? t('notifications.homeworkDue.today') : t('notifications.homeworkDue.tomorrow'),
        description: item.text,
        timestamp: dueEnd.toISOString(),
        actionUrl: '/materials',
        priority: isToday ? 'high' : 'medium',
      },
    ];
  });

/**
 * material_shared (issue 26): a material shared in the last MATERIAL_SHARED_NEW_DAYS that the student
 * has not opened yet; opening it (on the materials page) ends it.
 */
const materialSharedRule: NotificationRule = ({ materials = [] }, { now, texts: { t, teacherName } }) =>
  materials
    .filter(
      (material) =>
        material.firstOpenedAt === null &&
        now.getTime() - Date.parse(material.sharedAt) <= MATERIAL_SHARED_NEW_DAYS * DAY_MS,
    )
    .map((material) => ({
      id: `material_shared:${material.id}`,
      type: 'material_shared',
      title: t('notifications.materialShared.title', { title: material.title }),
      description: t('notifications.materialShared.sharedBy', { name: teacherName }),
      timestamp: material.sharedAt,
      actionUrl: '/materials',
      priority: 'low',
    }));

/**
 * review_due (issue 45): cards of the review deck are due; low, one for the whole deck. It ends when
 * the deck's earliest card is due later (the student reviewed), as the materials answer says.
 */
const reviewDueRule: NotificationRule = ({ reviewDueAt }, { now, texts: { t } }) =>
  reviewDueAt && Date.parse(reviewDueAt) <= now.getTime()
    ? [
        {
          id: 'review_due',
          type: 'review_due',
          title: t('notifications.reviewDue.title'),
          description: t('notifications.reviewDue.description'),
          timestamp: reviewDueAt,
          actionUrl: '/review',
          priority: 'low',
        },
      ]
    : [];

/**
 * waitlist_offer (issue 44): a time freed within hours the student waits for, held for her until
 * `heldUntil`; high, as it lapses within hours. Leads to the booking page, where she takes it.
 */
const waitlistOfferRule: NotificationRule = ({ waitlistOffers = [] }, { now, texts: { t } }) =>
  waitlistOffers
    .filter((offer) => Date.parse(offer.heldUntil) > now.getTime())
    .map((offer) => ({
      id: `waitlist_offer:${offer.id}`,
      type: 'waitlist_offer',
      title: t('notifications.waitlistOffer.title'),
      description: t('notifications.waitlistOffer.description', {
        lesson: formatLessonTime(offer.startsAt),
        until: formatLessonTime(offer.heldUntil),
      }),
      timestamp: offer.startsAt,
      actionUrl: '/booking',
      priority: 'high',
    }));

/**
 * request_answered (issue 44): the teacher approved a request (a lesson, or a lesson moved), or
 * declined it, or it expired unanswered and its credit came back; as long as the server lists it.
 * An approval leads to the dashboard's lessons; the others, high, to the booking page for another time.
 */
const requestAnsweredRule: NotificationRule = ({ answeredRequests = [] }, { texts: { t, teacherName } }) =>
  answeredRequests.map((request) => {
    const kind = request.status === 'approved' ? (request.isMove ? 'moved' : 'approved') : request.status;
    return {
      id: `request_answered:${request.id}:${request.status}`,
      type: 'request_answered',
      title: t(`notifications.requestAnswered.${kind}.title`),
      description: t(`notifications.requestAnswered.${kind}.description`, {
        name: teacherName,
        lesson: formatLessonTime(request.startsAt),
      }),
      timestamp: request.answeredAt,
      actionUrl: request.status === 'approved' ? '/student-dashboard' : '/booking',
      priority: request.status === 'approved' ? 'medium' : 'high',
    };
  });

const RULES: readonly NotificationRule[] = [
  messageRule,
  creditRule,
  upcomingClassRule,
  homeworkDueRule,
  materialSharedRule,
  reviewDueRule,
  waitlistOfferRule,
  requestAnsweredRule,
];

const PRIORITY_RANK: Record<NotificationPriority, number> = { high: 0, medium: 1, low: 2 };

const byPriorityThenNewest = (a: DerivedNotification, b: DerivedNotification) =>
  PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] || b.timestamp.localeCompare(a.timestamp);

/**
 * Every notification the sources call for at `now`, unread, sorted by priority and then newest first
 * (spec §9), written with `texts`. Pure: the bell keeps the read marks.
 */
export function deriveNotifications(
  sources: NotificationSources,
  now: Date,
  role: Role,
  texts: NotificationTexts,
): DerivedNotification[] {
  return RULES.flatMap((rule) => rule(sources, { now, role, texts }))
    .map((notification) => ({ count: 1, ...notification, read: false }))
    .sort(byPriorityThenNewest);
}
