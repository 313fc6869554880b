/**
 * Whether this tab was in the call of a room: a reload (or "Rejoin") comes straight back into it,
 * while arriving from elsewhere passes the lobby's device check. Per tab (sessionStorage), so a
 * second tab of the same room still starts in the lobby.
 */
const keyOf = (bookingId: string) => `lezioni:lesson-joined:${bookingId}`;

export function rememberJoined(bookingId: string): void {
  sessionStorage.setItem(keyOf(bookingId), '1');
}

export function forgetJoined(bookingId: string): void {
  sessionStorage.removeItem(keyOf(bookingId));
}

export function wasJoined(bookingId: string): boolean {
  return sessionStorage.getItem(keyOf(bookingId)) === '1';
}
