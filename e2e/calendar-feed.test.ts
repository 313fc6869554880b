import ICAL from 'ical.js';
import { CALENDAR_TEXTS, ROOM_TEXTS } from '@lezioni/contracts';
import { newStudent, openBrowser, registerThroughUi, type Session } from '@lezioni/local-platform/browser';
import { seriousAxeViolations } from './support/axe';
import { bookOnCalendar } from './support/calendar';
import { confirmEmailThroughMail } from '@lezioni/local-platform/mail';
import { reloadUntil, visible } from '@lezioni/local-platform/wait';

/** The lessons in a private calendar feed (issue 27), as a calendar app subscribed to it sees them. */
describe('lessons in the student’s own calendar', () => {
  const account = newStudent();
  let session: Session;
  let startsAt = '';

  beforeAll(async () => {
    session = await openBrowser();
    await registerThroughUi(session.page, account);
    await confirmEmailThroughMail(session.page, account.email);
    ({ startsAt } = await bookOnCalendar({ name: account.name, email: account.email }));
  }, 2 * 60_000);

  afterAll(() => session?.close());

  it('when a student adds their lessons to their calendar, then the address the dashboard gives serves their booked lesson to any calendar app, until they stop sharing it', async () => {
    const { page } = session;
    await page.goto('/student-dashboard');
    // Booked through the calendar: on the dashboard once the copy has synced.
    await reloadUntil(page, page.getByRole('main'), ROOM_TEXTS.joinLesson);

    await page.getByRole('button', { name: CALENDAR_TEXTS.add }).click();
    const address = await page.getByLabel(CALENDAR_TEXTS.address).inputValue();
    expect(await page.getByRole('link', { name: CALENDAR_TEXTS.open }).getAttribute('href')).toBe(
      address.replace(/^https?:/, 'webcal:'),
    );
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A calendar app has no session: a request of its own, without the browser's cookies.
    const file = await fetch(address);
    expect(file.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const events = new ICAL.Component(ICAL.parse(await file.text()))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => event.startDate.toJSDate().toISOString())).toEqual([new Date(startsAt).toISOString()]);

    await page.getByRole('button', { name: CALENDAR_TEXTS.stop }).click();
    await page
      .getByRole('group', { name: CALENDAR_TEXTS.stop })
      .getByRole('button', { name: CALENDAR_TEXTS.stop })
      .click();
    await visible(page.getByRole('button', { name: CALENDAR_TEXTS.add }));
    expect((await fetch(address)).status).toBe(404);
  });
});
