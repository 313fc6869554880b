// Only the email is kept: a password in localStorage is readable by any script on the page
// (ARCHITECTURE D4); the 30-day session cookie does the remembering.
const STORAGE_KEY = 'lezioni.rememberedEmail';

export function readRememberedEmail(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be disabled (private modes, policies): then nothing is remembered.
    return null;
  }
}

export function saveRememberedEmail(email: string | null): void {
  try {
    if (email) localStorage.setItem(STORAGE_KEY, email);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // See readRememberedEmail: remembering is a convenience, never a reason to fail a sign-in.
  }
}
