import { randomUUID } from 'node:crypto';
import { openBookingTestDepsForFile } from '../../testing/booking-test-deps';
import { HOUR_MS } from '../../testing/test-rows';

const t = openBookingTestDepsForFile();
const MINUTE_MS = 60_000;
const start = new Date('2027-03-02T09:00:00Z');

/** A 50-minute request of a fresh student starting `minutesAfter` the test's hour, with 10 minutes of buffer after it. */
const add = (minutesAfter: number, bufferMinutes = 10) => {
  const startsAt = new Date(start.getTime() + minutesAfter * MINUTE_MS);
  const id = `lz-${randomUUID()}`;
  return t.deps.lessonRequests.add({
    id,
    lessonId: id,
    studentId: randomUUID(),
    startsAt,
    endsAt: new Date(startsAt.getTime() + 50 * MINUTE_MS),
    durationMinutes: 50,
    createdAt: new Date(start.getTime() - 48 * HOUR_MS),
    bufferMinutes,
  });
};

describe('the time a request holds, as PostgreSQL keeps it (lesson_requests_one_holder_per_time)', () => {
  it('when a second request reaches into the first one or its buffer, then PostgreSQL refuses it; one that starts after the buffer is held', async () => {
    expect(await add(0)).toBe(true);
    expect(await add(30)).toBe(false);
    expect(await add(55)).toBe(false);
    expect(await add(-55)).toBe(false);
    expect(await add(60)).toBe(true);
    expect(await add(-60)).toBe(true);
  });

  it('when a request was declined, then its time can be held again', async () => {
    const id = `lz-${randomUUID()}`;
    const startsAt = new Date(start.getTime() + 24 * HOUR_MS);
    const request = {
      id,
      lessonId: id,
      studentId: randomUUID(),
      startsAt,
      endsAt: new Date(startsAt.getTime() + 25 * MINUTE_MS),
    };
    await t.deps.lessonRequests.add({ ...request, durationMinutes: 25, createdAt: start, bufferMinutes: 0 });
    await t.deps.lessonRequests.decide(id, 'declined', start);

    const againId = `lz-${randomUUID()}`;
    const again = await t.deps.lessonRequests.add({
      ...request,
      id: againId,
      lessonId: againId,
      durationMinutes: 25,
      createdAt: start,
      bufferMinutes: 0,
    });

    expect(again).toBe(true);
  });
});
