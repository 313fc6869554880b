/** Text PostgreSQL can store: it refuses NUL characters, which nothing legitimate sends. */
export const withoutNul = (text: string) => text.replaceAll('\u0000', '');
