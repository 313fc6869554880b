import { z } from 'zod';

/** Payloads of spec §3 and §7, as the browser sees them. */

export const RoleSchema = z.enum(['admin', 'student']);
export type Role = z.infer<typeof RoleSchema>;

export const UserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
});
export type User = z.infer<typeof UserSchema>;

/** Answer of GET /api/me, POST /api/login and POST /api/register. */
export const UserResponseSchema = z.object({ user: UserSchema });
export type UserResponse = z.infer<typeof UserResponseSchema>;

export const ConversationSchema = z.object({
  id: z.string(),
  studentName: z.string(),
  unreadCount: z.number().int().nonnegative(),
  lastMessageAt: z.string().nullable(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const CreateConversationResponseSchema = z.object({ id: z.string() });

export const MessageTypeSchema = z.enum(['text', 'file', 'file_upload', 'google_drive_file']);
export type MessageType = z.infer<typeof MessageTypeSchema>;

export const MessageSchema = z.object({
  id: z.string(),
  senderId: z.string(),
  content: z.string(),
  messageType: MessageTypeSchema,
  fileUrl: z.string().nullable().optional(),
  fileName: z.string().nullable().optional(),
  /** Bytes; shown in KB. */
  fileSize: z.number().int().nonnegative().nullable().optional(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof MessageSchema>;

export const SendMessageRequestSchema = z.object({
  content: z.string().trim().max(5000),
  messageType: z.enum(['text', 'file']).default('text'),
  fileUrl: z.string().optional(),
  fileName: z.string().optional(),
  fileSize: z.number().int().nonnegative().optional(),
});
export type SendMessageRequest = z.input<typeof SendMessageRequestSchema>;

export const CreditRecordSchema = z.object({
  id: z.string(),
  remainingCredits: z.number().int().nonnegative(),
  expiryDate: z.string(),
});
export type CreditRecord = z.infer<typeof CreditRecordSchema>;

export const StudentBookingSchema = z.object({
  id: z.string(),
  status: z.string(),
  scheduledAt: z.string(),
});
export type StudentBooking = z.infer<typeof StudentBookingSchema>;

export const AdminBookingSchema = z.object({
  id: z.string(),
  contact: z.object({ name: z.string(), email: z.string() }),
  booking_type: z.object({ name: z.string(), duration: z.number() }),
  starts_at: z.string(),
  status: z.string(),
  meeting_url: z.string().nullable(),
});
export type AdminBooking = z.infer<typeof AdminBookingSchema>;

export const AnalyticsSchema = z.object({
  monthlyRevenue: z.number(),
  totalLessons: z.number().int(),
  activeStudents: z.number().int(),
  totalBookings: z.number().int(),
});
export type Analytics = z.infer<typeof AnalyticsSchema>;

export const AdminStudentsSchema = z.object({
  platformStudents: z.array(UserSchema),
  tidyCalContacts: z.array(
    z.object({ id: z.string(), name: z.string(), email: z.string(), total_bookings: z.number().int() }),
  ),
});
export type AdminStudents = z.infer<typeof AdminStudentsSchema>;

export const LinkPreviewSchema = z.object({
  ok: z.boolean(),
  url: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  image: z.string().optional(),
  icon: z.string().optional(),
  site: z.string().optional(),
});
export type LinkPreview = z.infer<typeof LinkPreviewSchema>;

export const NotificationTypeSchema = z.enum([
  'message',
  'credit_expired',
  'credit_expiring',
  'upcoming_class',
  'booking_reminder',
]);
/** Derived in the browser from other data; never stored on the server. */
export type Notification = {
  id: string;
  type: z.infer<typeof NotificationTypeSchema>;
  title: string;
  description: string;
  timestamp: string;
  read: boolean;
  actionUrl: string;
  priority: 'high' | 'medium' | 'low';
};

/** GET /api/config (ARCHITECTURE D8): what the pages need from the deployment. */
export const RuntimeConfigSchema = z.object({
  teacherName: z.string(),
  teacherAvatarUrl: z.string(),
  videoId: z.string(),
  bookingPageUrl: z.string(),
  bookingDashboardUrl: z.string(),
  productionHost: z.string(),
  remotes: z.record(z.string(), z.string()),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

/** GET /api/status (admin only): readiness of each upstream. */
export const PlatformStatusSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  services: z.record(z.string(), z.enum(['ready', 'unavailable', 'not_deployed'])),
});
export type PlatformStatus = z.infer<typeof PlatformStatusSchema>;

/** The JSON shape of every error answer (ARCHITECTURE "Errors"). */
export const ErrorBodySchema = z.object({ error: z.string(), details: z.unknown().optional() });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
