import type { RuntimeConfig, StudentBooking } from '@lezioni/contracts';

/** The deployment's settings as the dashboard's tests give them. */
export const DASHBOARD_CONFIG = {
  teacherName: 'Chiara Lombardi',
  teacherAvatarUrl: '',
  videoId: 'v',
  bookingPageUrl: 'https://booking.example/chiara',
  bookingDashboardUrl: '',
  isDemoCalendar: false,
  bookingCalendar: 'tidycal',
  productionHost: 'lezioni.example',
  remotes: {},
} satisfies RuntimeConfig;

/** A 50-minute 'Conversation lesson' of the student's calendar, as GET /api/my-bookings lists it. */
export const lesson = (
  id: string,
  status: StudentBooking['status'],
  scheduledAt = '2024-05-01T10:00:00Z',
  meetingUrl: string | null = null,
): StudentBooking => ({
  id,
  status,
  scheduledAt,
  endsAt: new Date(Date.parse(scheduledAt) + 50 * 60_000).toISOString(),
  durationMinutes: 50,
  bookingTypeName: 'Conversation lesson',
  meetingUrl,
});
