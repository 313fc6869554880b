import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LearningFile, LessonNote, Material, StudentBooking, TeacherStudentView, User } from '@lezioni/contracts';
import { TIME_ZONE_COOKIE } from '@lezioni/contracts/values';
import { startTidyCalFake } from '@lezioni/tidycal-fake';
import { eventually } from '@lezioni/service-kit/testing';
import {
  ADMIN,
  logInThroughUi,
  newStudent,
  openBrowser,
  registerThroughUi,
  type Session,
} from '@lezioni/local-platform/browser';
import { callApi } from './support/api';
import { seriousAxeViolations } from './support/axe';
import { rateByKey } from './support/review';
import { confirmEmailThroughMail } from '@lezioni/local-platform/mail';
import { startPlatform, stopPlatform, type RunningPlatform } from '@lezioni/local-platform/platform';
import { collectErrors, textAsSent } from './support/rendered-page';
import { visible } from '@lezioni/local-platform/wait';

/**
 * Tomorrow as a due date, `YYYY-MM-DD` in `timeZone`: the student's chosen zone, where the pages
 * count days (from 23:00 to 05:00 UTC, Rome's browser is a day ahead of New York's calendar).
 */
const tomorrowIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    Date.now() + 24 * 3_600_000,
  );

/** A calendar day, `YYYY-MM-DD`, as an English page writes it: "December 10, 2026". */
const dayInWords = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });

/** A hydration that did not match the server's HTML (React's error #418 and its kin). */
const hydrationErrors = (errors: string[]) => errors.filter((error) => /#4(18|19|23|25)\b|hydrat/i.test(error));

/** The student's zone and the browser's sit on opposite sides of UTC: a day read as an instant would shift. */
const BROWSER_ZONE = 'Europe/Rome';
const STUDENT_ZONE = 'America/New_York';

const WORDS = [
  { word: 'la casa', translation: 'the house' },
  { word: 'il libro', translation: 'the book' },
];
const HOMEWORK = 'Write ten sentences with the passato prossimo';
const MATERIAL_TITLE = 'Esercizi sul passato prossimo';
const ATTACHMENT = 'Scheda: dieci verbi al passato prossimo.\n';

/**
 * A student (living in New York, on a browser set to Rome's time) with a lesson taken two hours ago (on a demo calendar written before the platform starts:
 * its booking page offers no past times); the teacher writes its note and shares a material through
 * the API (her pages are tested with the admin remote); the student finds both on /materials and
 * /progress, and the bell announces them.
 */
describe("the student's homework, materials and progress", () => {
  let platform: RunningPlatform;
  let student: Session;
  let teacher: Session;
  let calendarDir: string;
  let studentId = '';
  const previousEnv = { baseUrl: process.env.E2E_BASE_URL, mailDir: process.env.E2E_MAIL_DIR };
  const account = newStudent();

  beforeAll(async () => {
    calendarDir = mkdtempSync(path.join(tmpdir(), 'lezioni-learning-calendar-'));
    const calendarFile = path.join(calendarDir, 'demo-calendar.json');
    const calendar = await startTidyCalFake({ stateFile: calendarFile });
    calendar.addBooking({ email: account.email, name: account.name, startsAt: new Date(Date.now() - 2 * 3_600_000) });
    await calendar.close();
    platform = await startPlatform({
      TIDYCAL_API_TOKEN: '',
      TIDYCAL_SYNC_INTERVAL_S: '2',
      DEMO_CALENDAR_FILE: calendarFile,
    });
    process.env.E2E_BASE_URL = platform.baseUrl;
    process.env.E2E_MAIL_DIR = platform.mailDir;
    [student, teacher] = await Promise.all([openBrowser(undefined, { timezoneId: BROWSER_ZONE }), openBrowser()]);
    await registerThroughUi(student.page, account);
    // Lessons follow a proven address only.
    await confirmEmailThroughMail(student.page, account.email);
    studentId = (await callApi<{ user: User }>(student.page, 'GET', '/api/me')).body.user.id;
    expect((await callApi(student.page, 'PUT', '/api/me/time-zone', { timeZone: STUDENT_ZONE })).status).toBe(200);
    // The next page learns the choice and keeps it in the cookie: the pages after it are rendered
    // on the server for New York, and hydrated in a browser set to Rome.
    await student.page.goto('/student-dashboard');
    await eventually(
      async () =>
        (await student.context.cookies()).some(
          ({ name, value }) => name === TIME_ZONE_COOKIE && decodeURIComponent(value) === STUDENT_ZONE,
        ),
      { what: 'the page to keep the chosen zone' },
    );
    await logInThroughUi(teacher.page, ADMIN.email, ADMIN.password);
    await teacher.page.waitForURL('**/admin-dashboard');
  }, 8 * 60_000);

  afterAll(async () => {
    await Promise.all([student?.close(), teacher?.close()]);
    if (platform) await stopPlatform(platform);
    rmSync(calendarDir, { recursive: true, force: true });
    process.env.E2E_BASE_URL = previousEnv.baseUrl;
    process.env.E2E_MAIL_DIR = previousEnv.mailDir;
  });

  it('when the teacher shares a lesson note and a material, then the student sees them on /materials, marks the homework done and the teacher sees it done', async () => {
    let lessonId = '';
    await eventually(
      async () => {
        const { body } = await callApi<StudentBooking[]>(student.page, 'GET', '/api/my-bookings');
        lessonId = Array.isArray(body) && body[0] ? body[0].id : '';
        return lessonId !== '';
      },
      { what: 'the lesson to be synced' },
    );
    // The homework's attachment, uploaded as the note editor's "Attach a file" does.
    const attachment = await teacher.page.evaluate(async (content) => {
      const form = new FormData();
      form.append('file', new File([content], 'scheda.txt', { type: 'text/plain' }));
      const answer = await fetch('/api/learning/files', { method: 'POST', body: form });
      return (await answer.json()) as LearningFile;
    }, ATTACHMENT);
    const note = {
      covered: 'Il passato prossimo con essere e avere',
      vocabulary: WORDS,
      homework: { text: HOMEWORK, dueDate: tomorrowIn(STUDENT_ZONE), attachmentFileId: attachment.id },
      revision: 0,
    };
    // The learning service hears of the lesson from booking-proxy's events, a moment after the sync.
    await eventually(
      async () =>
        (await callApi<LessonNote>(teacher.page, 'PUT', `/api/learning/lessons/${lessonId}/note`, note)).status === 200,
      { what: 'the learning service to know the lesson' },
    );
    expect((await callApi(teacher.page, 'POST', `/api/learning/lessons/${lessonId}/note/share`)).status).toBe(200);
    const material = await callApi<Material>(teacher.page, 'POST', '/api/learning/materials', {
      title: MATERIAL_TITLE,
      url: 'https://docs.google.com/document/d/passato-prossimo',
      tags: ['grammar'],
    });
    expect(material.status).toBe(201);
    expect(
      (
        await callApi(teacher.page, 'POST', `/api/learning/materials/${material.body.id}/shares`, {
          studentIds: [studentId],
        })
      ).status,
    ).toBe(200);

    const errors = collectErrors(student.page);
    const sent = await textAsSent(student.page, '/materials');

    // The due day is the teacher's day, on the server's render and in the browser alike.
    const due = `Due ${dayInWords(note.homework.dueDate)}`;
    expect(sent.text).toContain(due);
    const bell = await visible(student.page.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ }));
    await bell.click();
    const panel = await visible(student.page.getByRole('dialog', { name: 'Notifications' }));
    await visible(panel.getByRole('link', { name: new RegExp(`New material: ${MATERIAL_TITLE}`) }));
    await visible(panel.getByRole('link', { name: /Homework due tomorrow/ }));
    await student.page.keyboard.press('Escape');
    const shared = student.page.getByRole('region', { name: 'Shared materials' });
    await visible(
      shared.getByRole('article', { name: MATERIAL_TITLE }).getByRole('link', { name: /^Open in Google Docs/ }),
    );
    await visible(
      student.page
        .getByRole('region', { name: 'Notes of past lessons' })
        .getByText('la casa: the house', { exact: false }),
    );
    expect(await seriousAxeViolations(student.page)).toEqual([]);
    const homework = student.page.getByRole('region', { name: 'Homework', exact: true }).getByRole('article');
    await visible(homework.getByText(HOMEWORK));
    await visible(homework.getByText(due));
    expect(hydrationErrors(errors)).toEqual([]);
    const [download] = await Promise.all([
      student.page.waitForEvent('download'),
      homework.getByRole('link', { name: `Download scheda.txt (${ATTACHMENT.length} bytes)` }).click(),
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe(ATTACHMENT);
    await homework.getByRole('button', { name: 'Mark done' }).click();
    await visible(homework.getByText('Done', { exact: true }));
    await visible(homework.getByRole('button', { name: 'Undo' }));

    for (const level of [
      { skill: 'speaking', level: 'A2', date: '2026-01-15' },
      { skill: 'speaking', level: 'B1' },
    ]) {
      expect((await callApi(teacher.page, 'POST', `/api/learning/students/${studentId}/levels`, level)).status).toBe(
        201,
      );
    }
    const view = await callApi<TeacherStudentView>(teacher.page, 'GET', `/api/learning/students/${studentId}`);
    expect(view.body.homework).toEqual([
      expect.objectContaining({ lessonId, text: HOMEWORK, doneAt: expect.any(String) }),
    ]);
  });

  it('when the student reviews the shared words from /progress by keyboard, then Space shows the answer, Good sends the word to a later day and Again keeps it today', async () => {
    const errors = collectErrors(student.page);
    const sent = await textAsSent(student.page, '/progress');
    await visible(student.page.getByRole('heading', { level: 1, name: 'My progress' }));
    expect(sent.text).toContain('A2 on January 15, 2026');
    const summary = await visible(student.page.getByRole('region', { name: 'Summary' }));
    expect(await summary.textContent()).toContain('Lessons taken1');
    const speaking = student.page.getByRole('region', { name: 'Speaking' });
    await visible(speaking.getByRole('heading', { name: 'Speaking: B1' }));
    const history = speaking.getByRole('list', { name: 'Speaking level history' }).getByRole('listitem');
    expect(await history.allTextContents()).toEqual(['A2 on January 15, 2026', expect.stringMatching(/^B1 on /)]);
    expect(hydrationErrors(errors)).toEqual([]);
    await visible(student.page.getByRole('list', { name: 'Your words' }).getByText('il libro', { exact: false }));
    expect(await seriousAxeViolations(student.page)).toEqual([]);

    // The words of the shared note are cards due now (issue 45): reviewed on /review, keys only.
    await student.page.getByRole('link', { name: 'Review them' }).focus();
    await student.page.keyboard.press('Enter');
    await student.page.waitForURL('**/review');
    await visible(student.page.getByRole('heading', { level: 1, name: 'Review words' }));
    const showAnswer = student.page.getByRole('button', { name: /^Show answer/ });
    const rateWith = (key: string) => rateByKey(student.page, key);

    // Italian first: the front is a word of the note, the answer its translation.
    await visible(showAnswer);
    const front = (await student.page.locator('.lz-student-review__front').textContent()) ?? '';
    const word = WORDS.find((item) => item.word === front)!;
    await student.page.keyboard.press('Space');
    await visible(student.page.getByText(word.translation, { exact: true }));
    expect(await rateWith('3')).toBeGreaterThan(20 * 60 * 60 * 1000);

    await visible(showAnswer);
    await student.page.keyboard.press('Space');
    await visible(student.page.getByRole('group', { name: 'How well did you know it?' }));
    expect(await rateWith('1')).toBeLessThan(60 * 60 * 1000);
    expect(await seriousAxeViolations(student.page)).toEqual([]);
  });

  it('when the student searches the words, then only the matching ones are listed', async () => {
    await student.page.goto('/progress');

    await student.page.getByRole('searchbox', { name: 'Search words' }).fill('house');

    const words = student.page.getByRole('list', { name: 'Your words' });
    await eventually(async () => (await words.getByRole('listitem').count()) === 1, {
      what: 'the search to narrow the list',
    });
    await visible(words.getByText('la casa', { exact: false }));
  });
});
