import type { ErrorCode } from '@lezioni/contracts';
import { UI_MESSAGES } from '@lezioni/contracts/values';
import { isRequestError, toast, translateText } from '@lezioni/web-kit';

/** A failed call's toast on the sign-in screens (spec §8): the page's title over the chosen text. */
export function toastFailure(title: string, description: string): void {
  toast({ variant: 'destructive', title, description });
}

/** The text users read for a failed call (the base query's, spec §8, translated), else `fallback`. */
export function requestMessageOr(error: unknown, fallback: string): string {
  return (isRequestError(error) && error.message) || fallback;
}

const codeOf = (error: unknown): ErrorCode | undefined => (isRequestError(error) ? error.code : undefined);

/** Forgot-password failures by the answer's code (spec §8), in the current language. */
export function forgotPasswordFailureText(error: unknown): string {
  switch (codeOf(error)) {
    case 'rate_limited':
      return translateText(UI_MESSAGES.forgotTooMany);
    // The email is the request's only field.
    case 'bad_input':
      return translateText(UI_MESSAGES.forgotInvalidEmail);
    default:
      return translateText(UI_MESSAGES.forgotFailed);
  }
}

/** Reset-password failures by the answer's code (spec §8), in the current language. */
export function resetPasswordFailureText(error: unknown): string {
  switch (codeOf(error)) {
    case 'reset_token_expired':
      return translateText(UI_MESSAGES.resetExpired);
    case 'reset_token_invalid':
      return translateText(UI_MESSAGES.resetInvalid);
    case 'rate_limited':
      return translateText(UI_MESSAGES.forgotTooMany);
    // The new password broke a rule, which the server's text names ('Password must be…').
    case 'bad_input':
      return requestMessageOr(error, translateText(UI_MESSAGES.resetFailed));
    default:
      return translateText(UI_MESSAGES.resetFailed);
  }
}

const VERIFY_FAILURE_TEXTS: Partial<Record<ErrorCode, string>> = {
  verify_token_expired: UI_MESSAGES.verifyExpired,
  verify_token_invalid: UI_MESSAGES.verifyInvalid,
  rate_limited: UI_MESSAGES.forgotTooMany,
};

/** Address confirmation failures by the answer's code, in the current language. */
export function verifyEmailFailureText(error: unknown): string {
  const code = codeOf(error);
  return translateText((code && VERIFY_FAILURE_TEXTS[code]) || UI_MESSAGES.verifyFailed);
}
