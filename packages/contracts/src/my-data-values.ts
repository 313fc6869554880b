/**
 * A student's own data: its paths and texts, besides its schemas (my-data.ts).
 * No zod: pages load it (values.ts).
 */

export const MY_DATA_PATHS = {
  /** auth, under /api/me: the profile. */
  profile: '/api/me/export',
  /** chat, under /api/conversations: the student's conversation and the files they uploaded. */
  messages: '/api/conversations/export',
  /** booking-proxy, under /api/my-bookings: lessons, orders and the credits ledger. */
  lessons: '/api/my-bookings/export',
  /** learning, under /api/learning: shared lesson notes, levels, materials shared with the student, the review deck. */
  learning: '/api/learning/me/export',
} as const;
/** auth: POST with the password; the account is anonymised and every session revoked. */
export const DELETE_ACCOUNT_PATH = '/api/me/delete';

/** What the teacher's chat list (and booking-proxy's copy) shows where a deleted student's name was. */
export const DELETED_STUDENT_NAME = 'Deleted student';

export const MY_DATA_TEXTS = {
  title: 'Your data',
  downloadTitle: 'Download my data',
  downloadDescription:
    'One JSON file with your profile, your messages (with the list of your attachments), your lessons (when you were in their rooms, and their shared pages), orders and credits, the lesson notes, levels and materials your teacher shared with you.',
  downloadButton: 'Download my data',
  downloadFailed: 'Your data could not be downloaded. Please try again.',
  deleteTitle: 'Delete my account',
  deleteWarning:
    'This cannot be undone. Your account is closed and you are signed out everywhere. Your messages and attachments are deleted; the teacher sees "Deleted student" in their place. Orders and credit records are kept, without your name and email, because accounting law requires it.',
  deletePasswordLabel: 'Your password',
  deleteButton: 'Delete my account',
  deleteConfirmTitle: 'Delete your account for good?',
  deleteFailed: 'Your account could not be deleted. Please try again.',
  wrongPassword: 'The password is not correct.',
  teacherCannotDelete: "The teacher's account cannot be deleted here.",
  deleted: 'Your account has been deleted.',
} as const;
