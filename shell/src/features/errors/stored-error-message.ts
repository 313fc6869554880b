/** Where the generic error page finds its message when none is passed (spec §2). */
const ERROR_MESSAGE_STORAGE_KEY = 'error_message';

/**
 * Reads the stored error message. Reading does not remove it: a first render may be thrown away and
 * done again (a full page load suspends while its code arrives), and the second must still find it.
 */
export function readStoredErrorMessage(): string | undefined {
  return sessionStorage.getItem(ERROR_MESSAGE_STORAGE_KEY) ?? undefined;
}

/** Removes the stored message once it is on screen, so a reload shows the default text. */
export function forgetStoredErrorMessage(): void {
  sessionStorage.removeItem(ERROR_MESSAGE_STORAGE_KEY);
}
