import { randomUUID } from 'node:crypto';
import type { UserEvent } from '@lezioni/contracts';
import { uniqueEmail } from '@lezioni/service-kit/testing';
import { openBookingTestDepsForFile } from '../../testing/booking-test-deps';
import { DAY_MS, HOUR_MS } from '../../testing/test-rows';
import { listLatestBookings, listMyBookings } from '../../lessons/domain/bookings';
import { listCreditRecords } from '../../credits/domain/ledger';
import { applyUserEvent } from './students';
import { runSync } from '../../calendar/domain/sync';

const test = openBookingTestDepsForFile({ tidycal: {} });

/** auth's event about a student registered with `email`, proven or not. */
const accountEvent = (id: string, email: string, emailVerified: boolean, version: number): UserEvent => ({
  type: 'user.upserted',
  version,
  user: { id, name: 'Mallory Rossi', email, role: 'student', emailVerified },
  occurredAt: new Date().toISOString(),
});

/** What the address's owner sees of it: lessons, the teacher's unpaid badge, reminders, credits. */
async function whatLinksTo(studentId: string, email: string, now: Date) {
  const { bookings } = await listMyBookings(test.deps, { id: studentId, role: 'student' }, now);
  const latest = await listLatestBookings(test.deps, now);
  const reminders = (await test.mailJobs.getJobs(['delayed', 'waiting'])).filter((job) => job.data.to === email);
  const credits = await listCreditRecords(test.deps, studentId, now);
  return {
    lessons: bookings.length,
    unpaidBadges: latest.bookings.filter((booking) => booking.contact.email === email && booking.unpaid).length,
    reminders: reminders.length,
    creditsLeft: credits.reduce((sum, record) => sum + record.remainingCredits, 0),
  };
}

describe('bookings under an address nobody proved', () => {
  it('when a student registered with an address they have not confirmed, then its bookings are not theirs until they do', async () => {
    const now = new Date();
    const id = randomUUID();
    // A scheduler client's address, registered on the platform by someone else (or not confirmed yet).
    const email = uniqueEmail('client');
    await applyUserEvent(test.deps, accountEvent(id, email, false, 1));
    await test.grantLot(id, { credits: 2, grantedAt: now, expiresAt: new Date(now.getTime() + 90 * DAY_MS) });
    test.tidycal.addBooking({
      email,
      startsAt: new Date(now.getTime() + 72 * HOUR_MS),
      meetingUrl: 'https://meet.example/x',
    });
    test.tidycal.addBooking({ email, startsAt: new Date(now.getTime() + 96 * HOUR_MS) });

    await runSync(test.deps, now);
    const unproven = await whatLinksTo(id, email, now);
    await applyUserEvent(test.deps, accountEvent(id, email, true, 2));
    await runSync(test.deps, now);
    const proven = await whatLinksTo(id, email, now);

    expect(unproven).toEqual({ lessons: 0, unpaidBadges: 0, reminders: 0, creditsLeft: 2 });
    expect(proven).toEqual({ lessons: 2, unpaidBadges: 0, reminders: 2, creditsLeft: 0 });
  });
});
