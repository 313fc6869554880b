import type { Page } from 'playwright-core';
import type { Material, User } from '@lezioni/contracts';
import { eventually } from '@lezioni/service-kit/testing';
import { callApi } from './support/api';
import {
  ADMIN,
  FAKE_MEDIA_FLAGS,
  logInThroughUi,
  openBrowser,
  registerThroughUi,
  type Session,
} from '@lezioni/local-platform/browser';
import { seriousAxeViolations } from './support/axe';
import { bookOnCalendar } from './support/calendar';
import { confirmEmailThroughMail } from '@lezioni/local-platform/mail';
import { hidden, reloadUntil, visible } from '@lezioni/local-platform/wait';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** A 100-character name (the longest allowed) with one long unbroken word, as real double surnames can be. */
const LONG_NAME = 'Mariavittoria Castelfrancodisopra-Montebellodellabattaglia Bartolomei Santangelo della Rovere';

/** An address of 250 characters: 64 before the @, labels of up to 63 after it (zod's email rule). */
function longEmail(): string {
  const unique = `${Date.now()}`;
  const local = `giulia.${unique}.`.padEnd(64, 'x');
  return `${local}@${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.example.it`.slice(0, 250 - 11) + '.example.it';
}

/** What a teacher pastes into a lesson note or a material: a long sentence with an unbroken word. */
const LONG_WORD = 'precipitevolissimevolmente-sovramontanamente'.repeat(3);
const LONG_TEXT = `Ripassa il congiuntivo con ${LONG_WORD} e scrivi dieci frasi sulle tue vacanze in montagna`;

type Offence = { documentWidth: number; viewportWidth: number; offScreen: string[] };

/**
 * What a user would notice at this width: the document wider than the window (the page pans
 * sideways, header and all), or a control they can see but not reach because it lies left or right
 * of the window (a table scrolling sideways inside the page counts: its far buttons are off-screen).
 * Controls hidden on purpose (display, visibility, opacity 0, a 1 px visually-hidden box) are not
 * controls anyone sees.
 */
function widthOffences(page: Page): Promise<Offence> {
  return page.evaluate(() => {
    const viewportWidth = document.documentElement.clientWidth;
    const selector =
      'a[href], button, input, select, textarea, summary, [role="button"], [role="tab"], [role="link"], [tabindex]:not([tabindex="-1"])';
    const offScreen: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      let box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.right <= 0) {
        // Parked left of the page until focused, as a skip link is: judged where focus brings it.
        element.focus({ preventScroll: true });
        box = element.getBoundingClientRect();
        element.blur();
      }
      if (box.left < -1 || box.right > viewportWidth + 1) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        offScreen.push(
          `<${element.tagName.toLowerCase()}> "${name}" at ${Math.round(box.left)}–${Math.round(box.right)}`,
        );
      }
    }
    return { documentWidth: document.documentElement.scrollWidth, viewportWidth, offScreen };
  });
}

/** Opens `path` at `viewport`, waits for its heading and quiet network, and reports what overflows. */
async function offencesAt(session: Session, path: string, viewport: typeof PHONE, ready?: () => Promise<unknown>) {
  await session.page.setViewportSize(viewport);
  await session.page.goto(path);
  await session.page.getByRole('heading', { level: 1 }).first().waitFor();
  await session.page.waitForLoadState('networkidle');
  await ready?.();
  return widthOffences(session.page);
}

const fits = (offence: Offence) => offence.documentWidth <= offence.viewportWidth && offence.offScreen.length === 0;

/** Every page of `paths` at both widths; the result lists only what does not fit. */
async function misfits(session: Session, paths: string[], ready?: (path: string) => Promise<unknown>) {
  const found: Record<string, Offence> = {};
  for (const viewport of [PHONE, DESKTOP]) {
    for (const path of paths) {
      const offence = await offencesAt(session, path, viewport, ready && (() => ready(path)));
      if (!fits(offence)) found[`${path} at ${viewport.width} px`] = offence;
    }
  }
  return found;
}

describe('every page fits a 390 px phone and a 1280 px desktop, with long names and emails', () => {
  const student = { name: LONG_NAME, email: longEmail(), password: 'Secret123' };
  let visitor: Session;
  let studentSession: Session;
  let teacher: Session;
  let lessonPath = '';
  let studentPagePath = '';

  beforeAll(async () => {
    [visitor, studentSession, teacher] = await Promise.all([
      openBrowser(PHONE),
      openBrowser(PHONE, { extraFlags: FAKE_MEDIA_FLAGS }),
      openBrowser(PHONE, { extraFlags: FAKE_MEDIA_FLAGS }),
    ]);
    // The data a long name and address show up in: a proven student with a lesson, an order awaiting
    // payment, and a conversation with the teacher.
    await registerThroughUi(studentSession.page, student);
    await confirmEmailThroughMail(studentSession.page, student.email);
    // The latest lesson of all, so it is among the ones the Bookings tab lists whatever other tests booked.
    await bookOnCalendar({ name: student.name, email: student.email, isLatest: true });
    await studentSession.page.evaluate(() =>
      fetch('/api/packages/orders', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ packageId: 'five' }),
      }),
    );
    await studentSession.page.goto('/chat');
    await (await visible(studentSession.page.getByRole('button', { name: 'Start Conversation' }))).click();
    await studentSession.page.getByRole('textbox').last().fill(`Ciao! Sono ${student.name}, ${student.email}`);
    await studentSession.page.keyboard.press('Enter');

    await logInThroughUi(teacher.page, ADMIN.email, ADMIN.password);
    await teacher.page.waitForURL('**/admin-dashboard');
    await teacher.page.goto('/admin-dashboard/bookings');
    await reloadUntil(teacher.page, teacher.page.getByRole('table', { name: 'Recent bookings' }), student.name);
    const { bookings } = (await teacher.page.evaluate(() =>
      fetch('/api/admin/bookings').then((answer) => answer.json()),
    )) as { bookings: { id: string; contact: { email: string } }[] };
    const lessonId = bookings.find((booking) => booking.contact.email === student.email)!.id;
    lessonPath = `/lesson/${lessonId}`;
    // Long texts from the teacher on /progress and /materials: a shared note of the lesson (words,
    // homework) and a material. The learning service hears of the lesson a moment after the sync.
    const note = {
      covered: LONG_TEXT,
      vocabulary: [{ word: LONG_WORD, translation: LONG_TEXT.slice(0, 200), example: LONG_TEXT }],
      homework: { text: LONG_TEXT, dueDate: '2099-12-31' },
      revision: 0,
    };
    await eventually(
      async () => (await callApi(teacher.page, 'PUT', `/api/learning/lessons/${lessonId}/note`, note)).status === 200,
      { what: 'the learning service to know the lesson' },
    );
    const shared = await callApi(teacher.page, 'POST', `/api/learning/lessons/${lessonId}/note/share`);
    const material = await callApi<Material>(teacher.page, 'POST', '/api/learning/materials', {
      title: LONG_TEXT.slice(0, 200),
      url: `https://example.com/${LONG_WORD}`,
      tags: [LONG_WORD.slice(0, 50)],
    });
    const { user } = (await callApi<{ user: User }>(studentSession.page, 'GET', '/api/me')).body;
    const share = await callApi(teacher.page, 'POST', `/api/learning/materials/${material.body.id}/shares`, {
      studentIds: [user.id],
    });
    // Shared, so the pages below show the long texts.
    expect([shared.status, material.status, share.status]).toEqual([200, 201, 200]);
    // The teacher's page of the student, found as she would: by (part of) the address.
    const { items } = (await teacher.page.evaluate(
      (q) => fetch(`/api/admin/student-directory?q=${encodeURIComponent(q)}`).then((answer) => answer.json()),
      student.email.split('@')[0]!,
    )) as { items: { id: string }[] };
    studentPagePath = `/admin-dashboard/students/${items[0]!.id}`;
  }, 3 * 60_000);

  afterAll(() => Promise.all([visitor?.close(), studentSession?.close(), teacher?.close()]));

  it(
    'when a visitor opens each public page, then none is wider than the window nor hides a control sideways',
    async () => {
      const paths = [
        '/',
        '/login',
        '/register',
        '/forgot-password',
        '/reset-password',
        '/reset-password#token=x',
        '/verify-email',
        '/privacy-policy',
        '/terms',
        '/error/403',
        '/error/500',
        '/nope',
        '/booking',
        '/student-dashboard',
      ];

      expect(await misfits(visitor, paths)).toEqual({});
    },
    3 * 60_000,
  );

  it(
    'when the student opens each of their pages and the chat widget, then each fits',
    async () => {
      const paths = [
        '/student-dashboard',
        '/student-dashboard/data',
        '/booking',
        '/packages',
        '/book-lesson',
        '/progress',
        '/materials',
        '/review',
        '/chat',
        lessonPath,
      ];

      const found = await misfits(studentSession, paths);
      for (const viewport of [PHONE, DESKTOP]) {
        const offence = await offencesAt(studentSession, '/student-dashboard', viewport, () =>
          openChatWidget(studentSession.page),
        );
        if (!fits(offence)) found[`chat widget at ${viewport.width} px`] = offence;
      }

      expect(found).toEqual({});
    },
    3 * 60_000,
  );

  it(
    "when the teacher opens each dashboard tab, a student's page, the chat and the lesson room, then each fits",
    async () => {
      const paths = ['bookings', 'students', 'materials', 'schedule', 'messages', 'payments'].map(
        (tab) => `/admin-dashboard/${tab}`,
      );
      paths.push(studentPagePath, '/chat', lessonPath);

      const found = await misfits(teacher, paths);
      for (const viewport of [PHONE, DESKTOP]) {
        const offence = await offencesAt(teacher, '/admin-dashboard', viewport, () => openChatWidget(teacher.page));
        if (!fits(offence)) found[`chat widget at ${viewport.width} px`] = offence;
      }

      expect(found).toEqual({});
    },
    3 * 60_000,
  );

  it('when the teacher reads the Payments tab on a phone, then the long name and address are whole on hover, and axe finds nothing serious', async () => {
    const { page } = teacher;
    await offencesAt(teacher, '/admin-dashboard/payments', PHONE);

    const row = page.getByRole('row').filter({ has: page.getByTitle(student.email, { exact: true }) });
    await visible(row.getByRole('button', { name: 'Confirm' }));
    await visible(row.getByTitle(student.name, { exact: true }));
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('when the teacher opens the chat on a phone, then the message box is on screen without scrolling', async () => {
    const { page } = teacher;
    await offencesAt(teacher, '/chat', PHONE);

    const box = await (await visible(page.getByRole('textbox', { name: 'Message', exact: true }))).boundingBox();

    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
  });

  it('when the chat widget is opened, then its tooltip goes away and leaves the send box free', async () => {
    const { page } = studentSession;
    await page.setViewportSize(DESKTOP);
    await page.goto('/student-dashboard');
    await arriveWithPointer(page);
    await widgetButton(page).hover();
    await visible(page.getByRole('tooltip'));

    await widgetButton(page).click();

    await hidden(page.getByRole('tooltip'));
    await visible(page.getByRole('region', { name: 'Chat' }).getByRole('textbox'));
  });
});

const widgetButton = (page: Page) => page.getByRole('button', { name: /^(Chat with|Student messages)/ });

/** The widget loads at the visitor's first gesture on the page: a pointer moving over it is one. */
async function arriveWithPointer(page: Page): Promise<void> {
  await page.mouse.move(2, 2);
  await page.mouse.move(4, 4);
}

async function openChatWidget(page: Page): Promise<void> {
  await arriveWithPointer(page);
  await (await visible(widgetButton(page))).click();
  await visible(page.getByRole('region', { name: 'Chat' }));
}
