/**
 * The request-error catalogue of spec §8: for each status, the default text and whether the
 * server's own message is shown instead when it sent one.
 */
export const ERROR_CATALOGUE: Readonly<Record<number, { message: string; keepsServerMessage: boolean }>> = {
  400: { message: 'The request could not be processed. Please check your input.', keepsServerMessage: true },
  401: { message: 'Invalid email or password. Please try again.', keepsServerMessage: true },
  403: { message: "You don't have permission to access this resource.", keepsServerMessage: true },
  404: { message: 'The requested resource was not found.', keepsServerMessage: true },
  409: { message: 'This resource already exists.', keepsServerMessage: true },
  429: { message: 'Too many requests. Please try again later.', keepsServerMessage: true },
  500: { message: 'Something went wrong on our end. Please try again later.', keepsServerMessage: false },
  502: { message: 'Service temporarily unavailable. Please try again later.', keepsServerMessage: false },
  503: { message: 'Service temporarily unavailable. Please try again later.', keepsServerMessage: false },
};
const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred.';

/** The text a user sees for a failed request (spec §8), given the status and the server's message if any. */
export function messageForStatus(status: number, serverMessage?: string | null): string {
  const entry = ERROR_CATALOGUE[status];
  const server = serverMessage?.trim();
  if (entry && !entry.keepsServerMessage) return entry.message;
  return server || entry?.message || UNEXPECTED_ERROR_MESSAGE;
}

/**
 * The stable codes of error answers (`{ error, code }`): pages choose their texts by code, never by
 * matching the wording of `error`, which may change.
 */
export const ERROR_CODES = [
  'bad_input',
  'invalid_json',
  'body_too_large',
  'not_signed_in',
  'invalid_credentials',
  'forbidden',
  'not_found',
  'email_taken',
  'rate_limited',
  'reset_token_invalid',
  'reset_token_expired',
  'verify_token_invalid',
  'verify_token_expired',
  'file_not_yours',
  'file_too_large',
  'file_type_not_allowed',
  'no_file',
  'order_already_pending',
  'order_not_pending',
  'unknown_package',
  'internal',
  'unavailable',
  'upstream_not_deployed',
  'cross_site_request',
  'unsupported_media_type',
  'unreadable_body',
  'request_timeout',
  'headers_too_large',
  'read_only',
  'room_closed',
  'card_payments_unavailable',
  'withdrawal_consent_required',
  'checkout_failed',
  'refund_not_available',
  'refund_not_pending',
  'bad_signature',
  'note_changed',
  'note_vocabulary_full',
  'note_boards_full',
  'slot_taken',
  'slot_not_free',
  'no_credits',
  'request_not_pending',
  'lesson_not_cancellable',
  'lesson_not_movable',
  'nothing_to_waive',
  'waitlist_full',
  'offer_lapsed',
  'series_not_running',
  'push_endpoint_not_allowed',
  'page_too_large',
  'page_update_invalid',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** Texts our servers answer with. */
export const SERVER_MESSAGES = {
  notSignedIn: 'Please sign in to continue.',
  invalidCredentials: 'Invalid email or password.',
  emailTaken: 'An account with this email already exists.',
  forbidden: "You don't have permission to access this resource.",
  notFound: 'The requested resource was not found.',
  invalidJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  crossSiteRequest: 'This request came from another site and was refused.',
  unsupportedMediaType: "The request body's type or encoding is not supported.",
  unreadableBody: 'The request body could not be read.',
  requestTimeout: 'The request took too long to arrive.',
  headersTooLarge: 'The request headers are too large.',
  readOnly: 'The queue dashboard is read-only.',
  tooManyAttempts: 'Too many attempts. Please try again in 15 minutes.',
  tooManyRequests: 'Too many requests. Please try again later.',
  resetTokenInvalid: 'This reset link is invalid or has already been used.',
  resetTokenExpired: 'This reset link has expired.',
  resetEmailSent: 'If an account exists for this email, a reset link is on its way.',
  passwordReset: 'Your password has been reset.',
  verifyTokenInvalid: 'This confirmation link is invalid or has already been used.',
  verifyTokenExpired: 'This confirmation link has expired.',
  emailVerified: 'Your email address is confirmed.',
  emailAlreadyVerified: 'Your email address is already confirmed.',
  verificationEmailSent: 'A new confirmation link is on its way to your inbox.',
  internal: ERROR_CATALOGUE[500]!.message,
  unavailable: ERROR_CATALOGUE[503]!.message,
} as const;

const inUnits = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * The sign-in refusal naming the real wait (limits end at different times: a per-network window,
 * an account's delay of seconds), rounded up, so trying again then is never too early.
 */
export function tooManyLoginAttemptsMessage(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const wait = seconds < 60 ? inUnits(seconds, 'second') : inUnits(Math.ceil(seconds / 60), 'minute');
  return `Too many login attempts. Please try again in ${wait}.`;
}

/** Feature-specific texts of spec §8, shown by the pages. */
export const UI_MESSAGES = {
  loginFailedTitle: 'Login Failed',
  loginFailedFallback: 'Invalid email or password',
  loginSuccessTitle: 'Welcome back!',
  loginSuccessDescription: 'You have been successfully logged in.',
  registrationFailedTitle: 'Registration Failed',
  registrationFailedFallback: 'Failed to create account',
  forgotErrorTitle: 'Error',
  forgotTooMany: 'Too many attempts. Please try again in 15 minutes.',
  forgotInvalidEmail: 'Please enter a valid email address.',
  forgotFailed: 'Failed to send password reset email.',
  resetFailedTitle: 'Reset Failed',
  resetNoToken: 'Invalid reset token.',
  resetExpired: 'Your reset link has expired. Please request a new one.',
  resetInvalid: 'This reset link is invalid. Please request a new one.',
  resetFailed: 'Failed to reset password.',
  confirmEmailTitle: 'Confirm your email to see your lessons',
  confirmEmailDescription:
    'We sent a link to your address. Lessons you book and the credits they use appear here once you follow it.',
  sendLinkAgain: 'Send the link again',
  sendLinkFailed: 'Failed to send the link. Please try again later.',
  verifyNoToken: 'This confirmation link is missing its token.',
  verifyExpired: 'Your confirmation link has expired. Sign in and send a new one from your dashboard.',
  verifyInvalid: 'This confirmation link is invalid or has already been used. Sign in to send a new one.',
  verifyFailed: 'Failed to confirm your email address.',
  sendMessageFailed: 'Failed to send message',
  sendMessageRetry: 'Please try again',
  startConversationFailed: 'Failed to start conversation',
  getUserFailed: 'Failed to get user',
  adminAccessDenied: 'Access denied. Admin privileges required.',
  bookingUnavailable: 'Booking Calendar Unavailable',
  videoBlocked: 'Video content is blocked by your browser or network settings.',
} as const;
