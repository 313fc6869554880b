/**
 * `npm run bench:slots`: what the teacher's free times cost booking-proxy to compute (issue 44 asks
 * for three months under 50 ms). A full week (Monday to Saturday, 08:00–20:00 in Rome), 300 lessons
 * spread over the three months, every lesson length, the whole horizon at once: the largest answer
 * `GET /api/availability/slots` gives. Prints the median and the slowest of RUNS runs each, after a
 * warm-up. A benchmark, never a test: figures vary with the machine and its load.
 */
import { performance } from 'node:perf_hooks';
import { LESSON_DURATIONS_MIN } from '@lezioni/contracts';
import { findFreeSlots, type Interval } from './free-slots';
import { localDateOf, nextDate, zonedTimeToUtc } from './wall-clock';

const RUNS = Number(process.env.RUNS ?? 50);
const ROME = 'Europe/Rome';
const DAY_MS = 24 * 60 * 60_000;
const now = new Date('2027-02-15T12:00:00.000Z');
const to = new Date(now.getTime() + 92 * DAY_MS);
const week = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '08:00', end: '20:00' }));

// 300 lessons: about four a working day, at 09:00, 11:00, 14:00 and 17:00, until there are 300.
const busy: Interval[] = [];
for (let date = localDateOf(now, ROME); busy.length < 300; date = nextDate(date)) {
  for (const time of ['09:00', '11:00', '14:00', '17:00']) {
    const startsAt = zonedTimeToUtc(date, time, ROME);
    if (busy.length < 300) busy.push({ startsAt, endsAt: new Date(startsAt.getTime() + 50 * 60_000) });
  }
}

console.log(`Free times over three months (Mon–Sat 08:00–20:00, ${busy.length} lessons), ${RUNS} runs each`);
for (const durationMinutes of LESSON_DURATIONS_MIN) {
  const run = () => findFreeSlots({ week, dates: [], timeZone: ROME }, { busy, durationMinutes, from: now, to, now });
  for (let i = 0; i < 5; i += 1) run();
  const times: number[] = [];
  let count = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    count = run().length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `  ${durationMinutes} min: ${count} free times, median ${ms(times[Math.floor(RUNS / 2)]!)}, slowest ${ms(times.at(-1)!)}`,
  );
}
