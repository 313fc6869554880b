import type { Page } from 'playwright-core';
import { BOOKING_MESSAGES } from '@lezioni/contracts';
import { LOCAL_DEFAULTS } from '../infra/local/defaults';
import { newStudent, openStudentAndTeacher, type Session } from './support/browser';
import { confirmEmailThroughMail } from './support/mail';
import { reloadUntil, visible } from './support/wait';

const TEACHER_NAME = process.env.ADMIN_NAME ?? LOCAL_DEFAULTS.ADMIN_NAME;
const figure = (page: Page, title: string) => page.getByRole('region', { name: title });
/** The number under "Credits left", alone: a match inside the figure's text could be another number. */
const creditsLeft = (page: Page) => figure(page, 'Credits left').getByRole('paragraph');

/** A student buys lessons, the teacher confirms the payment and sees the lesson the student books. */
describe('lessons and credits between a student and the teacher', () => {
  let student: Session;
  let teacher: Session;
  const account = newStudent();
  beforeAll(async () => {
    ({ student, teacher } = await openStudentAndTeacher(account));
    // Lessons and credits follow a proven address only.
    await confirmEmailThroughMail(student.page, account.email);
  });
  afterAll(async () => {
    await Promise.all([student?.close(), teacher?.close()]);
  });

  it('when the student orders a package and the teacher confirms the payment, then the student has its credits', async () => {
    await student.page.goto('/packages');
    await (await visible(student.page.getByRole('button', { name: 'Pay by bank transfer: 5-Lesson Package' }))).click();
    await (await visible(student.page.getByRole('button', { name: 'Yes, place the order' }))).click();
    await visible(student.page.getByText('Awaiting payment').first());

    await teacher.page.goto('/admin-dashboard/payments');
    const order = teacher.page.getByRole('row').filter({ hasText: account.email });
    await (await visible(order.getByRole('button', { name: 'Confirm' }))).click();
    await (await visible(teacher.page.getByRole('button', { name: 'Yes, confirm' }))).click();
    await visible(teacher.page.getByRole('row').filter({ hasText: account.email }).getByText('Paid'));

    await student.page.goto('/book-lesson');
    await reloadUntil(student.page, creditsLeft(student.page), /^5$/);
  });

  it('when the student opens the booking page, then the calendar is framed, and where it is blocked the direct booking page is offered', async () => {
    await student.page.goto('/booking');
    const calendar = await visible(student.page.getByTitle(`Booking calendar of ${TEACHER_NAME}`));
    const frame = await calendar.contentFrame();
    await visible(frame.getByRole('heading', { name: 'Book a lesson' }));
    await visible(student.page.getByRole('link', { name: `Chat with ${TEACHER_NAME}` }));

    // As an ad blocker or a company firewall would: the calendar's address never answers.
    await student.page.route('**/booking-page?*', (route) => route.abort('blockedbyclient'));
    await student.page.reload();

    await visible(student.page.getByRole('heading', { name: 'Booking Calendar Unavailable' }));
    await student.page.unroute('**/booking-page?*');
  });

  it('when the student books a lesson on the demo calendar, then it spends a credit, shows as upcoming, and the teacher sees it with her figures', async () => {
    await student.page.goto('/booking');
    await visible(student.page.getByText(BOOKING_MESSAGES.demoCalendar, { exact: true }));
    const calendar = await visible(student.page.getByTitle(`Booking calendar of ${TEACHER_NAME}`));
    const frame = await calendar.contentFrame();
    // The week's slots (each labelled by its day), not the demo's lesson in a few minutes.
    const times = frame.locator('button[name="startsAt"][aria-label]');
    await visible(times.first());
    expect([await frame.getByLabel('Name').inputValue(), await frame.getByLabel('Email').inputValue()]).toEqual([
      account.name,
      account.email,
    ]);

    await times.first().click();

    await visible(frame.getByRole('heading', { name: 'Your lesson is booked' }));

    await student.page.goto('/student-dashboard');
    const upcoming = student.page.getByRole('region', { name: 'Upcoming Lessons' });
    await reloadUntil(student.page, upcoming, /50 min/);
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
});
