import { ROOM_TEXTS, roomWindow, type StudentBooking } from '@lezioni/contracts';
import {
  ADMIN,
  logInThroughUi,
  newStudent,
  openBrowser,
  registerThroughUi,
  type Session,
} from '@lezioni/local-platform/browser';
import { seriousAxeViolations } from './support/axe';
import { bookOnCalendar } from './support/calendar';
import { confirmEmailThroughMail } from '@lezioni/local-platform/mail';
import { collectErrors, textAsSent } from './support/rendered-page';
import { reloadUntil, visible } from '@lezioni/local-platform/wait';

/** "Wed, 1 May, 12:00" as a browser in `timeZone` shows the lesson (web-kit's formatDateTime). */
const lessonTimeIn = (startsAt: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(startsAt));

/** Signed-in pages arrive rendered on the server with the visitor's data (issue 24, ARCHITECTURE D29). */
describe('signed-in pages rendered on the server', () => {
  const account = newStudent();
  let tokyo: Session;
  let newYork: Session;
  let startsAt = '';

  beforeAll(async () => {
    [tokyo, newYork] = await Promise.all([
      openBrowser(undefined, { timezoneId: 'Asia/Tokyo' }),
      openBrowser(undefined, { timezoneId: 'America/New_York' }),
    ]);
    await registerThroughUi(tokyo.page, account);
    // The dashboard lists the lessons of a proven address only.
    await confirmEmailThroughMail(tokyo.page, account.email);
    ({ startsAt } = await bookOnCalendar({ name: account.name, email: account.email }));
    await logInThroughUi(newYork.page, account.email, account.password);
    await newYork.page.waitForURL('**/student-dashboard');
  }, 2 * 60_000);

  afterAll(() => Promise.all([tokyo?.close(), newYork?.close()]));

  it("when a student opens their dashboard, then its HTML already shows their name and their lesson at the time of the browser's own zone, named, and the page takes it over without an error", async () => {
    const tokyoTime = lessonTimeIn(startsAt, 'Asia/Tokyo');
    const newYorkTime = lessonTimeIn(startsAt, 'America/New_York');
    await tokyo.page.goto('/student-dashboard');
    await reloadUntil(tokyo.page, tokyo.page.getByRole('main'), tokyoTime);
    const errors = collectErrors(tokyo.page);

    const inTokyo = await textAsSent(tokyo.page, '/student-dashboard');
    const inNewYork = await textAsSent(newYork.page, '/student-dashboard');

    expect(inTokyo.hasAnswers).toBe(true);
    expect(inTokyo.text).toContain(`Ciao, ${account.name.split(' ')[0]}`);
    // The zone is named with the time (issue 27).
    expect(inTokyo.text).toContain(`${tokyoTime} (Asia/Tokyo)`);
    expect(inNewYork.text).toContain(`${newYorkTime} (America/New_York)`);
    expect(tokyoTime).not.toBe(newYorkTime);
    // Hydrated: the app answers a click on the page's own button.
    await tokyo.page.getByRole('link', { name: 'Lesson Packages' }).click();
    await tokyo.page.waitForURL('**/packages');
    await visible(tokyo.page.getByRole('heading', { level: 1, name: /Lesson Packages/ }));
    expect(errors).toEqual([]);
    expect(await seriousAxeViolations(tokyo.page)).toEqual([]);
  });

  it("when a student opens the booking page of the teacher's own calendar, then it arrives rendered with its heading", async () => {
    const sent = await textAsSent(tokyo.page, '/booking');

    // Her free times are asked for from a window every render of the visit shares (it once moved
    // with each render, and the page was never rendered on the server).
    expect(sent.hasAnswers).toBe(true);
    expect(sent.text).toContain('Chat with');
  });

  it('when a signed-in page arrives rendered, then the browser asks the API for none of what it was rendered with', async () => {
    // A tab of its own: no earlier page there is still asking for its data.
    const page = await tokyo.context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) asked.push(pathname);
    });

    await page.goto('/progress');
    await visible(page.getByRole('heading', { level: 1, name: 'My progress' }));
    await page.waitForLoadState('networkidle');
    await page.close();

    // The live stream, and the chat list it refetches when it opens, are the page's only calls.
    expect(asked.filter((path) => !['/api/events', '/api/conversations'].includes(path))).toEqual([]);
  });

  it('when a student opens the room of a lesson not open yet, then its HTML already says so and when it opens, and the page takes it over without asking for the room again', async () => {
    const page = await tokyo.context.newPage();
    const bookings = (await (await page.request.get('/api/my-bookings')).json()) as StudentBooking[];
    const lesson = bookings.find((booking) => new Date(booking.scheduledAt).getTime() === Date.parse(startsAt))!;
    const { opensAt } = roomWindow({ startsAt: new Date(startsAt), durationMinutes: lesson.durationMinutes });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const errors = collectErrors(page);

    const sent = await textAsSent(page, `/lesson/${lesson.id}`);
    await visible(page.getByRole('heading', { level: 1, name: 'Not open yet' }));
    await page.waitForLoadState('networkidle');

    expect(sent.hasAnswers).toBe(true);
    expect(sent.text).toContain(ROOM_TEXTS.roomNotOpenYet);
    expect(sent.text).toContain(lessonTimeIn(opensAt.toISOString(), 'Asia/Tokyo'));
    expect(asked.filter((path) => path.startsWith('/api/lessons/'))).toEqual([]);
    expect(errors).toEqual([]);
    // Hydrated: its link moves within the app, without loading another document.
    const documents: string[] = [];
    page.on('request', (request) => request.resourceType() === 'document' && documents.push(request.url()));
    await page.getByRole('link', { name: 'Torna a Casa (Go Home)' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.close();
    expect(documents).toEqual([]);
  });

  it('when the teacher types into a rendered search box before the page is taken over, then the search runs on what she typed', async () => {
    const teacher = await openBrowser();
    try {
      const { page } = teacher;
      await logInThroughUi(page, ADMIN.email, ADMIN.password);
      await page.waitForURL('**/admin-dashboard');
      // The app's entry waits until she has typed: the page is the server's HTML alone until then.
      let release: () => void = () => undefined;
      const typed = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/main\.js/, async (route) => {
        await typed;
        await route.continue();
      });
      const emailPart = account.email.split('@')[0]!.slice(-10);

      await page.goto('/admin-dashboard/students', { waitUntil: 'domcontentloaded' });
      await page.getByLabel('Search by name or email').pressSequentially(emailPart);
      release();

      await page.waitForURL((url) => url.searchParams.get('q') === emailPart);
      // Other test files' students share the name: the search leaves this one alone in the list.
      await visible(
        page.getByRole('navigation', { name: 'Pages of students' }).getByText('1 student', { exact: true }),
      );
      await visible(page.getByRole('table', { name: 'Student directory' }).getByRole('link', { name: account.name }));
      expect(await page.getByLabel('Search by name or email').inputValue()).toBe(emailPart);
    } finally {
      await teacher.close();
    }
  });
});
