import type { RuntimeConfig } from '@lezioni/contracts';

/**
 * Books the first free lesson of `durationMinutes` (24 hours ahead or more) on the platform's calendar: `npm start`'s demo
 * calendar (the browser tests run without TIDYCAL_API_TOKEN), through its booking page's form, as a
 * student does in the frame on /booking. For tests where the booking is the setting, not the subject.
 */
export async function bookOnCalendar(input: {
  name: string;
  email: string;
  durationMinutes?: number;
  /** The last free time the calendar offers instead of the first: first in the teacher's latest bookings. */
  isLatest?: boolean;
  /** The demo's lesson in a few minutes instead: one that can no longer be cancelled with 24 hours' notice. */
  isSoon?: boolean;
}): Promise<{ startsAt: string }> {
  const baseUrl = process.env.E2E_BASE_URL;
  if (!baseUrl) throw new Error('E2E_BASE_URL is not set: run through jest -c jest.e2e.config.js');
  const { bookingPageUrl } = (await fetch(`${baseUrl}/api/config`).then((answer) => answer.json())) as RuntimeConfig;
  const duration = String(input.durationMinutes ?? 50);
  const page = await fetch(`${bookingPageUrl}?duration=${duration}`).then((answer) => answer.text());
  // The week's slots (each labelled by its day), not the demo's lesson in a few minutes.
  const offered = [...page.matchAll(/name="startsAt" value="([^"]+)" aria-label=/g)].map((match) => match[1]);
  const soon = /name="startsAt" value="([^"]+)">Book a lesson at /.exec(page)?.[1];
  const startsAt = input.isSoon ? soon : input.isLatest ? offered.at(-1) : offered[0];
  if (!startsAt) throw new Error('the calendar offered no free time');
  const answer = await fetch(bookingPageUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name: input.name, email: input.email, duration, startsAt }).toString(),
    redirect: 'manual',
  });
  if (answer.status !== 303) throw new Error(`the calendar refused the lesson: ${answer.status}`);
  return { startsAt };
}
