/** Session storage key the generic error page reads its message from, once (spec §2). */
export const ERROR_MESSAGE_STORAGE_KEY = 'error_message';

/** Path of the error page for a status; the message, if any, travels in session storage. */
export function errorPagePath(status: number | string, message?: string): string {
  if (message) sessionStorage.setItem(ERROR_MESSAGE_STORAGE_KEY, message);
  return `/error/${status}`;
}

/** Reads the stored error message and removes it, so a reload shows the default text. */
export function takeStoredErrorMessage(): string | undefined {
  const message = sessionStorage.getItem(ERROR_MESSAGE_STORAGE_KEY) ?? undefined;
  sessionStorage.removeItem(ERROR_MESSAGE_STORAGE_KEY);
  return message;
}
