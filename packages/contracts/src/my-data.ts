import { z } from 'zod';
import { OrderSchema, StudentBookingSchema } from './booking';
import { LessonSeriesSchema } from './lesson-series';
import { WaitlistResponseSchema } from './waitlist';
import { MessageTypeSchema } from './chat';
import { LanguageSchema, RoleSchema } from './entities';
import {
  LessonNoteSchema,
  ReviewDirectionSchema,
  ReviewRatingSchema,
  SharedMaterialSchema,
  SkillLevelSchema,
} from './learning';
import { PushSubscriptionExportSchema } from './push';
import { VALIDATION_MESSAGES } from './validation-messages';

/**
 * A student's own data (the privacy policy's rights): "Download my data" and "Delete my account".
 * Each service answers its own part of the download under one of its own route-table prefixes
 * (upstreams.ts), and the page joins the parts into one file; deleting the account is auth's, and
 * the other services forget or anonymise their part from auth's `user.deleted` event.
 */
export const ProfileExportSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  /** The language the product speaks to them (pages, mails). */
  language: LanguageSchema,
  createdAt: z.string(),
  /** The devices they get push notifications on (D33): the push service's host and since when, never keys. */
  pushSubscriptions: z.array(PushSubscriptionExportSchema),
});
export type ProfileExport = z.infer<typeof ProfileExportSchema>;

/** One message of the student's conversation, either side's; an attachment by name and size only. */
export const ExportedMessageSchema = z.object({
  id: z.string(),
  from: z.enum(['student', 'teacher']),
  content: z.string(),
  messageType: MessageTypeSchema,
  fileName: z.string().nullable(),
  fileSize: z.number().int().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type ExportedMessage = z.infer<typeof ExportedMessageSchema>;
export const ExportedAttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
});
export const ChatExportSchema = z.object({
  messages: z.array(ExportedMessageSchema),
  /** Files the student uploaded (never the bytes: each can be downloaded from the chat). */
  attachments: z.array(ExportedAttachmentSchema),
});
export type ChatExport = z.infer<typeof ChatExportSchema>;

export const ExportedLedgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(['grant', 'consume', 'refund', 'forfeit', 'expire', 'withdraw', 'hold', 'release', 'waive']),
  credits: z.number().int(),
  lessonId: z.string().nullable(),
  createdAt: z.string(),
});
export type ExportedLedgerEntry = z.infer<typeof ExportedLedgerEntrySchema>;
/** One stay of the student in a lesson's room: when they joined and left (null: the stay was cut). */
export const ExportedRoomVisitSchema = z.object({
  lessonId: z.string(),
  joinedAt: z.string(),
  leftAt: z.string().nullable(),
});
/** What the two wrote on a lesson's shared page in its room, as it reads now. */
export const ExportedLessonPageSchema = z.object({
  lessonId: z.string(),
  text: z.string(),
  updatedAt: z.string(),
});
export const BookingExportSchema = z.object({
  lessons: z.array(StudentBookingSchema),
  orders: z.array(OrderSchema),
  ledger: z.array(ExportedLedgerEntrySchema),
  roomVisits: z.array(ExportedRoomVisitSchema),
  /** The shared pages of their lessons that were written on. */
  lessonPages: z.array(ExportedLessonPageSchema),
  /** Their weekly series not over. */
  series: z.array(LessonSeriesSchema),
  /** Their entries on the waitlist and the times held for them now. */
  waitlist: WaitlistResponseSchema,
});
export type BookingExport = z.infer<typeof BookingExportSchema>;

/** What the teacher shared with the student; her drafts are hers and are left out. */
export const LearningExportSchema = z.object({
  /** The shared notes of the student's lessons (covered, vocabulary, homework and its state), newest lesson first. */
  notes: z.array(LessonNoteSchema),
  /** Each skill's level and its history. */
  levels: z.array(SkillLevelSchema),
  /** Newest share first, with when the student opened each. */
  materials: z.array(SharedMaterialSchema),
  /** The review deck: each card's word, direction and FSRS schedule, with every rating given. */
  reviewCards: z.array(
    z.object({
      word: z.string(),
      direction: ReviewDirectionSchema,
      dueAt: z.string(),
      stability: z.number(),
      difficulty: z.number(),
      reps: z.number().int(),
      lapses: z.number().int(),
      lastReviewedAt: z.string().nullable(),
      reviews: z.array(z.object({ rating: ReviewRatingSchema, reviewedAt: z.string() })),
    }),
  ),
});
export type LearningExport = z.infer<typeof LearningExportSchema>;

/** The downloaded file: every service's part, as the page joins them. */
export type MyDataFile = {
  exportedAt: string;
  profile: ProfileExport;
  chat: ChatExport;
  booking: BookingExport;
  learning: LearningExport;
};

/** POST /api/me/delete: the account's password, asked again to delete it. */
export const DeleteAccountRequestSchema = z.object({
  password: z.string().min(1, VALIDATION_MESSAGES.deletePasswordMissing),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;
