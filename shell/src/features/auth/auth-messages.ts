import { UI_MESSAGES, type User } from '@lezioni/contracts';
import { isRequestError } from '@lezioni/web-kit';

/** The user-facing text of a failed call (already mapped by the base query), if any. */
export function requestMessage(error: unknown): string | undefined {
  return isRequestError(error) ? error.message : undefined;
}

/** Forgot-password failures by substring of the message (spec §8). */
export function forgotPasswordFailureText(message = ''): string {
  if (message.includes('Too many')) return UI_MESSAGES.forgotTooMany;
  if (message.includes('Invalid email')) return UI_MESSAGES.forgotInvalidEmail;
  return UI_MESSAGES.forgotFailed;
}

/** Reset-password failures by substring of the message (spec §8). */
export function resetPasswordFailureText(message = ''): string {
  if (message.toLowerCase().includes('expired')) return UI_MESSAGES.resetExpired;
  if (message.toLowerCase().includes('invalid')) return UI_MESSAGES.resetInvalid;
  if (message.includes('Too many')) return UI_MESSAGES.forgotTooMany;
  if (message.includes('Password must be')) return message;
  return UI_MESSAGES.resetFailed;
}

export function welcomeToast(user: User) {
  return { title: `Welcome, ${user.name}!`, description: 'Your account is ready. Benvenuto/a!' };
}
