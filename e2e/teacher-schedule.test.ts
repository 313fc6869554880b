import type { Schedule, SlotsResponse } from '@lezioni/contracts';
import { ADMIN_SCHEDULE_API, AVAILABILITY_SLOTS_API } from '@lezioni/contracts/values';
import {
  ADMIN,
  logInThroughUi,
  newStudent,
  openBrowser,
  registerThroughUi,
  type Session,
} from '@lezioni/local-platform/browser';
import { visible } from '@lezioni/local-platform/wait';
import { callApi } from './support/api';
import { seriousAxeViolations } from './support/axe';

const PHONE = { width: 390, height: 844 };
const ROME = 'Europe/Rome';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar date `days` after `date` (both YYYY-MM-DD). */
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** Today on Rome's calendar. */
const romeToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: ROME }).format(new Date());
/** The first Tuesday at least `days` ahead: weeks away, clear of the lessons other tests book this week. */
function tuesdayAhead(days: number): string {
  let date = plusDays(romeToday(), days);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== 2) date = plusDays(date, 1);
  return date;
}
/** Rome's offset from UTC on `date`, as ISO 8601 writes it: "+01:00" or "+02:00". */
function romeOffset(date: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: ROME, timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${date}T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName')!.value;
  return name.replace('GMT', '') || '+00:00';
}
/** `time` on `date` in Rome, as an instant. */
const romeTime = (date: string, time: string) => new Date(`${date}T${time}:00${romeOffset(date)}`).getTime();
/** A date as the English page names it (web-kit's formatDay, in the browser's en-US). */
const dayName = (date: string) =>
  new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** The teacher's Schedule tab (issue 44, "Her week") and the free times it gives students. */
describe("the teacher's schedule", () => {
  const tuesday = tuesdayAhead(21);
  // The Tuesday after: a day off in place of its weekday's hours.
  const dayOff = plusDays(tuesday, 7);
  let teacher: Session;
  let student: Session;
  let before: Schedule | undefined;

  beforeAll(async () => {
    [teacher, student] = await Promise.all([openBrowser(PHONE), openBrowser()]);
    await registerThroughUi(student.page, newStudent());
    await logInThroughUi(teacher.page, ADMIN.email, ADMIN.password);
    await teacher.page.waitForURL('**/admin-dashboard');
    // Her week as this run found it, put back at the end; the test starts from an empty one.
    before = (await callApi<Schedule>(teacher.page, 'GET', ADMIN_SCHEDULE_API)).body;
    await callApi(teacher.page, 'PUT', ADMIN_SCHEDULE_API, { ...before, week: [], dates: [] });
  }, 2 * 60_000);

  afterAll(async () => {
    if (before && teacher) await callApi(teacher.page, 'PUT', ADMIN_SCHEDULE_API, before).catch(() => undefined);
    await Promise.all([student?.close(), teacher?.close()]);
  });

  it('when she sets Tuesday 09:00–12:00 and a day off on a phone and saves, then a reload shows both kept, and axe finds nothing serious', async () => {
    const { page } = teacher;
    await page.goto('/admin-dashboard/schedule');
    // The tab is drawn on the server: its buttons work once the page's scripts have taken it over.
    await page.waitForLoadState('networkidle');

    const tuesdayHours = page.getByRole('group', { name: 'Tuesday', exact: true });
    await (await visible(page.getByRole('button', { name: 'Add hours on Tuesday' }))).click();
    await tuesdayHours.getByLabel('From', { exact: true }).fill('09:00');
    await tuesdayHours.getByLabel('To', { exact: true }).fill('12:00');
    await page.getByLabel('Date', { exact: true }).fill(dayOff);
    await page.getByRole('button', { name: 'Add date' }).click();
    await visible(page.getByRole('group', { name: dayName(dayOff) }).getByText('Day off'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByText('Schedule saved'));

    await page.reload();
    await visible(tuesdayHours.getByLabel('From', { exact: true }));
    expect([
      await tuesdayHours.getByLabel('From', { exact: true }).inputValue(),
      await tuesdayHours.getByLabel('To', { exact: true }).inputValue(),
    ]).toEqual(['09:00', '12:00']);
    await visible(page.getByRole('group', { name: dayName(dayOff) }).getByText('Day off'));
    expect(await page.getByLabel('Time zone', { exact: true }).inputValue()).toBe(ROME);
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("when a student asks for that Tuesday's free times, then they start at 09:00 Rome time and end by 12:00; the day off has none", async () => {
    const slotsOn = async (date: string) => {
      const offset = romeOffset(date);
      const query = new URLSearchParams({
        from: `${date}T00:00:00${offset}`,
        to: `${plusDays(date, 1)}T00:00:00${romeOffset(plusDays(date, 1))}`,
        duration: '50',
      });
      return callApi<SlotsResponse>(student.page, 'GET', `${AVAILABILITY_SLOTS_API}?${query}`);
    };

    const [onTuesday, onDayOff] = await Promise.all([slotsOn(tuesday), slotsOn(dayOff)]);

    expect(onTuesday.status).toBe(200);
    const starts = onTuesday.body.slots.map(({ startsAt }) => Date.parse(startsAt));
    const ends = onTuesday.body.slots.map(({ endsAt }) => Date.parse(endsAt));
    expect(starts[0]).toBe(romeTime(tuesday, '09:00'));
    expect(Math.max(...ends)).toBeLessThanOrEqual(romeTime(tuesday, '12:00'));
    expect(onDayOff).toEqual({ status: 200, body: { slots: [] } });
  });
});
