import type { Page } from 'playwright-core';
import {
  ADMIN_SCHEDULE_API,
  BOOKING_MESSAGES,
  StudentBookingSchema,
  adminLessonWaivePath,
  type Schedule,
} from '@lezioni/contracts';
import { LOCAL_DEFAULTS } from '@lezioni/local-platform';
import {
  newStudent,
  openBrowser,
  openStudentAndTeacher,
  registerThroughUi,
  type Session,
} from '@lezioni/local-platform/browser';
import { confirmEmailThroughMail } from '@lezioni/local-platform/mail';
import { reloadUntil, visible } from '@lezioni/local-platform/wait';
import { callApi } from './support/api';
import { bookOnCalendar } from './support/calendar';

const TEACHER_NAME = process.env.ADMIN_NAME ?? LOCAL_DEFAULTS.ADMIN_NAME;
/** Her week for this test: every day from 07:00 to 22:00 in Rome, 10 minutes between lessons. */
const EVERY_DAY: Schedule = {
  timeZone: 'Europe/Rome',
  bufferMinutes: 10,
  autoApproveReturning: false,
  week: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '07:00', end: '22:00' })),
  dates: [],
};
const figure = (page: Page, title: string) => page.getByRole('region', { name: title });
/** The number under "Credits left", alone: a match inside the figure's text could be another number. */
const creditsLeft = (page: Page) => figure(page, 'Credits left').getByRole('paragraph');

/** The student orders the 5-lesson package by bank transfer and the teacher confirms it: 5 credits. */
async function buyFiveLessons(student: Page, teacher: Page, email: string): Promise<void> {
  await student.goto('/packages');
  await (await visible(student.getByRole('button', { name: 'Pay by bank transfer: 5-Lesson Package' }))).click();
  await (await visible(student.getByRole('button', { name: 'Yes, place the order' }))).click();
  await visible(student.getByText('Awaiting payment').first());

  await teacher.goto('/admin-dashboard/payments');
  const order = teacher.getByRole('row').filter({ hasText: email });
  await (await visible(order.getByRole('button', { name: 'Confirm' }))).click();
  await (await visible(teacher.getByRole('button', { name: 'Yes, confirm' }))).click();
  await visible(teacher.getByRole('row').filter({ hasText: email }).getByText('Paid'));
}

/** The student's lessons and requests as the API answers them. */
const bookingsOf = async (page: Page) =>
  StudentBookingSchema.array().parse((await callApi(page, 'GET', '/api/my-bookings')).body);
/** The day (YYYY-MM-DD) and time (HH:MM) of `instant` on the clock of `timeZone`. */
function wallClockOf(instant: string, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The Proof of the teacher's own calendar (issue 44), walked in two browsers and a third for another
 * student: her week, a request she approves, a move, a late cancellation that keeps its credit (and
 * her waiving it), the waitlist giving a freed time to another student, and a weekly series.
 */
describe('lessons and credits between a student and the teacher', () => {
  let student: Session;
  let teacher: Session;
  /** A second student, for the waitlist. */
  let other: Session | undefined;
  const account = newStudent();
  /** The lesson the student asked for and the teacher approved. */
  let lessonId = '';
  /** Her week as this run found it, put back at the end. */
  let before: Schedule;
  beforeAll(async () => {
    ({ student, teacher } = await openStudentAndTeacher(account));
    before = (await callApi<Schedule>(teacher.page, 'GET', ADMIN_SCHEDULE_API)).body;
    // Lessons and credits follow a proven address only.
    await confirmEmailThroughMail(student.page, account.email);
  });
  afterAll(async () => {
    if (teacher && before) await callApi(teacher.page, 'PUT', ADMIN_SCHEDULE_API, before);
    await Promise.all([student?.close(), teacher?.close(), other?.close()]);
  });

  it('when the student orders a package and the teacher confirms the payment, then the student has its credits', async () => {
    await buyFiveLessons(student.page, teacher.page, account.email);

    await student.page.goto('/book-lesson');
    await reloadUntil(student.page, creditsLeft(student.page), /^5$/);
  });

  it("when the student asks for one of the teacher's free times and she approves it on her dashboard, then it is a lesson: a credit spent, upcoming for the student", async () => {
    await callApi(teacher.page, 'PUT', ADMIN_SCHEDULE_API, EVERY_DAY).then(({ status }) => expect(status).toBe(200));
    await student.page.goto('/booking');
    await visible(student.page.getByRole('link', { name: `Chat with ${TEACHER_NAME}` }));
    await visible(student.page.getByRole('radio', { name: '50 minutes', checked: true }));
    // Each time is a button named by its full date, time and length; the first one of the list.
    const firstTime = student.page.getByRole('button', { name: /, 50 minutes$/ }).first();
    const lessonName = (await (await visible(firstTime)).getAttribute('aria-label')) ?? (await firstTime.innerText());
    await firstTime.click();
    await visible(student.page.getByRole('heading', { name: 'Ask for this lesson?' }));
    await student.page.getByRole('button', { name: 'Send request' }).click();

    await visible(student.page.getByText(`Request sent. ${TEACHER_NAME} will confirm it.`));
    await visible(student.page.getByRole('button', { name: `Withdraw the request for ${lessonName}` }));

    await teacher.page.goto('/admin-dashboard/bookings');
    const requests = await visible(teacher.page.getByRole('region', { name: 'Requests awaiting your answer' }));
    await visible(requests.getByText(account.email));
    await requests.getByRole('button', { name: new RegExp(`^Approve ${account.name}'s lesson`) }).click();
    await visible(teacher.page.getByText('Lesson approved'));

    await student.page.goto('/student-dashboard');
    const upcoming = student.page.getByRole('region', { name: 'Upcoming Lessons' });
    await reloadUntil(student.page, upcoming, /50 min/);
    lessonId = (await bookingsOf(student.page)).find((booking) => booking.status === 'scheduled')!.id;
    expect(await upcoming.getByText('Awaiting approval').count()).toBe(0);
    await student.page.goto('/book-lesson');
    await reloadUntil(student.page, creditsLeft(student.page), /^4$/);

    await teacher.page.goto('/admin-dashboard/bookings');
    const lesson = teacher.page.getByRole('row').filter({ hasText: account.email });
    await visible(lesson.getByText('Confirmed'));
    for (const card of ['Monthly Revenue', 'Total Lessons', 'Active Students', 'Total Bookings']) {
      await visible(teacher.page.getByRole('group', { name: card }));
    }
    await visible(teacher.page.getByRole('group', { name: 'Monthly Revenue' }).getByText(/€\s?100|100[.,]00\s?€/));
    await visible(teacher.page.getByText(/Calendar synced/));
    await visible(teacher.page.getByText(BOOKING_MESSAGES.demoCalendarForTeacher));
    await teacher.page.getByRole('tab', { name: 'Students' }).click();
    // Only the selected tab's panel is drawn, but the filter keeps this about what is on screen.
    await visible(teacher.page.getByText(account.email).filter({ visible: true }).first());
  });

  it('when the student moves the lesson to another free time and she approves it, then the lesson is there, its credit still spent', async () => {
    const [lesson] = await bookingsOf(student.page);
    await student.page.goto('/student-dashboard');
    await (await visible(student.page.getByRole('button', { name: /^Move lesson: / }).first())).click();
    // A time a few hours on from the first ones: the free times of the lesson's length.
    const newTime = student.page.getByRole('button', { name: /, 50 minutes$/ }).nth(8);
    await (await visible(newTime)).click();
    await student.page.getByRole('button', { name: 'Send request' }).click();
    await visible(student.page.getByText(/^Request sent\. Your lesson stays at /));

    await teacher.page.goto('/admin-dashboard/bookings');
    const requests = await visible(teacher.page.getByRole('region', { name: 'Requests awaiting your answer' }));
    await visible(requests.getByText(/^Moving their lesson from /));
    await requests.getByRole('button', { name: new RegExp(`^Approve ${account.name}'s lesson`) }).click();
    await visible(teacher.page.getByText('Lesson approved'));

    const [moved] = await bookingsOf(student.page);
    expect(moved).toMatchObject({ id: lesson!.id, status: 'scheduled' });
    expect(Date.parse(moved!.scheduledAt)).toBeGreaterThan(Date.parse(lesson!.scheduledAt));
    await student.page.goto('/book-lesson');
    await reloadUntil(student.page, creditsLeft(student.page), /^4$/);
  });

  it('when the student cancels a lesson less than 24 hours ahead, then the page says the credit is kept and it is, until the teacher gives it back', async () => {
    // The demo TidyCal's lesson in a few minutes: the built-in calendar books 24 hours ahead at least.
    const { startsAt } = await bookOnCalendar({ name: account.name, email: account.email, isSoon: true });
    await student.page.goto('/book-lesson');
    await reloadUntil(student.page, creditsLeft(student.page), /^3$/);
    const soon = (await bookingsOf(student.page)).find(({ scheduledAt }) => scheduledAt === startsAt)!;

    await student.page.goto('/student-dashboard');
    await (await visible(student.page.getByRole('button', { name: /^Cancel lesson: / }).first())).click();
    await visible(
      student.page.getByText('It starts in less than 24 hours: under the terms the credit is not returned.'),
    );
    await student.page.getByRole('button', { name: 'Yes, cancel the lesson' }).click();
    await visible(student.page.getByText('Lesson cancelled. The credit was not returned.'));
    await student.page.goto('/book-lesson');
    await reloadUntil(student.page, creditsLeft(student.page), /^3$/);

    // Her Bookings tab shows the latest lessons only (other tests' lie further ahead): her call, as its button makes it.
    expect((await bookingsOf(student.page)).find(({ id }) => id === soon.id)?.status).toBe('cancelled');
    expect((await callApi(teacher.page, 'POST', adminLessonWaivePath(soon.id))).body).toMatchObject({
      creditBack: true,
    });
    await student.page.goto('/book-lesson');
    await reloadUntil(student.page, creditsLeft(student.page), /^4$/);
  });

  it('when another student waits for the hours of that lesson and it is cancelled, then the freed time is offered to her, she takes it and the teacher approves it', async () => {
    other = await openBrowser();
    const waiting = newStudent();
    await registerThroughUi(other.page, waiting);
    await confirmEmailThroughMail(other.page, waiting.email);
    await buyFiveLessons(other.page, teacher.page, waiting.email);
    const lesson = (await bookingsOf(student.page)).find(({ id }) => id === lessonId)!;

    await other.page.goto('/booking');
    const panel = await visible(other.page.getByRole('form', { name: 'Tell me if a time frees up' }));
    const zone = /\(([^)]+)\)\.$/.exec(
      await panel.getByText(/^The day and hours are in your time zone/).innerText(),
    )![1]!;
    const from = wallClockOf(lesson.scheduledAt, zone);
    await panel.getByLabel('Day').fill(from.date);
    await panel.getByLabel('From').fill(from.time);
    await panel.getByLabel('To').fill(wallClockOf(lesson.endsAt, zone).time);
    await panel.getByRole('button', { name: 'Tell me' }).click();
    await visible(other.page.getByText('You are on the waitlist. You will be told when a time frees up.'));

    // Days ahead: the student's credit comes back, and the time is free for the waitlist.
    expect((await callApi(student.page, 'POST', `/api/my-bookings/${lessonId}/cancel`)).body).toMatchObject({
      creditBack: true,
    });
    await other.page.goto('/booking');
    const take = other.page.getByRole('button', { name: /^Take this time: / });
    await reloadUntil(
      other.page,
      other.page.getByRole('region', { name: 'A time has freed up for you' }),
      /Held for you until/,
    );
    await take.click();
    await visible(other.page.getByText(`Request sent. ${TEACHER_NAME} will confirm it.`));

    await teacher.page.goto('/admin-dashboard/bookings');
    const requests = await visible(teacher.page.getByRole('region', { name: 'Requests awaiting your answer' }));
    await requests.getByRole('button', { name: new RegExp(`^Approve ${waiting.name}'s lesson`) }).click();
    await visible(teacher.page.getByText('Lesson approved'));
    const [taken] = await bookingsOf(other.page);
    expect(taken).toMatchObject({ status: 'scheduled', scheduledAt: lesson.scheduledAt });
  });

  it('when the student asks for a weekly lesson and the teacher approves the series once, then the next weeks are booked as their credits allow', async () => {
    await student.page.goto('/booking');
    // The page arrives rendered; the time is chosen once the app has it.
    // A time further on, clear of the lessons above.
    const time = student.page.getByRole('button', { name: /, 50 minutes$/ }).nth(30);
    await (await visible(time)).click();
    await student.page.getByRole('checkbox', { name: 'Every week at this time' }).check();
    await student.page.getByRole('button', { name: 'Send request' }).click();
    await visible(student.page.getByText(`Weekly lesson asked for. ${TEACHER_NAME} will confirm it.`));

    await teacher.page.goto('/admin-dashboard/bookings');
    const series = await visible(teacher.page.getByRole('region', { name: 'Weekly lessons awaiting your answer' }));
    await series.getByRole('button', { name: new RegExp(`^Approve ${account.name}'s weekly lesson`) }).click();
    await visible(teacher.page.getByText('Weekly lesson approved'));

    // Five credits: five weeks, a week apart (her clock keeps the time; no clock change within them).
    const weekly = (await bookingsOf(student.page)).filter(({ status }) => status === 'scheduled');
    expect(weekly).toHaveLength(5);
    const starts = weekly.map(({ scheduledAt }) => Date.parse(scheduledAt)).sort((a, b) => a - b);
    expect(starts.slice(1).map((start, index) => start - starts[index]!)).toEqual([WEEK_MS, WEEK_MS, WEEK_MS, WEEK_MS]);
    await student.page.goto('/booking');
    await visible(student.page.getByText('Each week is booked while you have credits.'));
  });
});
