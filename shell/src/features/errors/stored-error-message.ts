/** Where the generic error page finds its message when none is passed (spec §2). */
const ERROR_MESSAGE_STORAGE_KEY = 'error_message';

/** Reads the stored error message and removes it, so a reload shows the default text. */
export function takeStoredErrorMessage(): string | undefined {
  const message = sessionStorage.getItem(ERROR_MESSAGE_STORAGE_KEY) ?? undefined;
  sessionStorage.removeItem(ERROR_MESSAGE_STORAGE_KEY);
  return message;
}
