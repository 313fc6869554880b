import { spawnSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import {
  ADMIN,
  FAKE_MEDIA_FLAGS,
  logInThroughUi,
  newStudent,
  openBrowser,
  registerThroughUi,
  type Session,
} from '@lezioni/local-platform/browser';
import { KEEP_PEER_CONNECTIONS, seesOtherVideo, selectedCandidateType } from '@lezioni/local-platform/lesson-room';
import { confirmEmailThroughMail } from '@lezioni/local-platform/mail';
import { reloadUntil, visible } from '@lezioni/local-platform/wait';
import { compose, containerOf, docker, restartedAndHealthy } from './compose';

const TEACHER_NAME = process.env.ADMIN_NAME!;
const composerOf = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const creditsLeft = (page: Page) => page.getByRole('region', { name: 'Credits left' }).getByRole('paragraph');

/**
 * The platform on containers, as `npm run compose:up` starts it (global-setup.ts), walked through
 * its published port: a student registers, confirms the address through the demo catcher, pays on
 * the demo checkout, books on the demo calendar, chats with the teacher and holds the lesson through
 * the composed coturn; a service container killed comes back by its restart policy; and after
 * compose:down and compose:up the student's account and messages are still there.
 */
describe('the platform on containers', () => {
  let student: Session;
  let teacher: Session;
  const account = newStudent();
  const message = `Ciao ${TEACHER_NAME}, a presto! ${account.email}`;

  beforeAll(async () => {
    [student, teacher] = await Promise.all([
      openBrowser(undefined, { extraFlags: FAKE_MEDIA_FLAGS }),
      openBrowser(undefined, { extraFlags: FAKE_MEDIA_FLAGS }),
    ]);
    await student.page.addInitScript(KEEP_PEER_CONNECTIONS);
  });
  afterAll(async () => {
    await Promise.all([student?.close(), teacher?.close()]);
  });

  it('when the image runs, then it runs as node, holds no build or test tool, and weighs under 250 MB', () => {
    const size = Number(docker(['image', 'inspect', '--format', '{{.Size}}', 'lezioni']));
    const tools = docker([
      'run',
      '--rm',
      '--network',
      'none',
      '--entrypoint',
      'node',
      'lezioni',
      '-e',
      "for (const name of ['typescript', 'webpack', 'jest', 'tsx', 'esbuild']) try { require.resolve(name, { paths: ['/app'] }); console.log(name); } catch {}",
    ]);

    expect(docker(['image', 'inspect', '--format', '{{.Config.User}}', 'lezioni'])).toBe('node');
    expect(tools).toBe('');
    expect(size).toBeLessThan(250 * 1000 * 1000);
  });

  it("when a visitor opens /, then its HTML arrives rendered with the running teacher's name, its Italian address named", async () => {
    const html = await (await fetch(`${process.env.E2E_BASE_URL}/`, { headers: { Accept: 'text/html' } })).text();
    const withoutScripts = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');

    expect(withoutScripts).toMatch(/<h1[^>]*>Speak Italian with Confidence<\/h1>/);
    expect(withoutScripts).toContain(TEACHER_NAME);
    expect(html).toMatch(/<link rel="alternate" hreflang="it" href="[^"]+\/it\/">/);
    // The page arrives whole: its one small script starts the app when needed.
    expect(html).toMatch(/<script defer src="\/page-start\.[0-9a-f]{8}\.js"/);
  });

  it('when a student registers, then the mail caught by the composed catcher confirms the address', async () => {
    await registerThroughUi(student.page, account);

    await confirmEmailThroughMail(student.page, account.email);
  });

  it('when the student pays on the demo checkout, then back on the platform the credits are there', async () => {
    await student.page.goto('/packages');
    await student.page.getByRole('checkbox', { name: /withdrawal period/ }).check();
    await student.page.getByRole('button', { name: 'Pay by card: 5-Lesson Package' }).click();
    await visible(student.page.getByRole('heading', { name: '5-Lesson Package' }));
    await student.page.getByRole('button', { name: 'Pay €100.00' }).click();
    // Back on APP_URL (localhost, the published port): the same host as this browser's.
    await student.page.waitForURL(/\/packages\?paid=/);

    await student.page.goto('/book-lesson');
    await reloadUntil(student.page, creditsLeft(student.page), /^5$/);
  });

  it('when the student books the demo lesson starting soon, then it shows on both dashboards with its room', async () => {
    await student.page.goto('/booking');
    const calendar = await visible(student.page.getByTitle(`Booking calendar of ${TEACHER_NAME}`));
    const frame = await calendar.contentFrame();
    await (await visible(frame.getByRole('button', { name: /^Book a lesson at / }))).click();
    await visible(frame.getByRole('heading', { name: 'Your lesson is booked' }));

    await student.page.goto('/student-dashboard');
    await reloadUntil(student.page, student.page.getByRole('region', { name: 'Upcoming Lessons' }), /50 min/);
    await logInThroughUi(teacher.page, ADMIN.email, ADMIN.password);
    await teacher.page.waitForURL('**/admin-dashboard');
  });

  it('when the student writes to the teacher, then she reads it in her chat', async () => {
    await student.page.goto('/chat');
    await (await visible(student.page.getByRole('button', { name: 'Start Conversation' }))).click();
    await (await visible(composerOf(student.page))).fill(message);
    await composerOf(student.page).press('Enter');
    await visible(student.page.getByRole('log', { name: /^Messages with/ }).getByText(message));

    await teacher.page.goto('/chat');
    await visible(teacher.page.getByRole('region', { name: `Conversation with ${account.name}` }));
    await visible(teacher.page.getByText(message));
  });

  it('when both join the lesson room forced through TURN, then each sees the other over the composed coturn', async () => {
    await student.page.goto('/student-dashboard');
    const join = await visible(student.page.getByRole('link', { name: 'Join lesson' }));
    const roomPath = (await join.getAttribute('href'))!;

    await Promise.all([student.page.goto(`${roomPath}?ice=relay`), teacher.page.goto(`${roomPath}?ice=relay`)]);
    for (const page of [student.page, teacher.page]) {
      await (await visible(page.getByRole('button', { name: 'Join', exact: true }))).click();
    }

    await Promise.all([seesOtherVideo(student.page), seesOtherVideo(teacher.page)]);
    expect(await selectedCandidateType(student.page)).toBe('relay');
  });

  it(
    'when the chat container dies, then its routes answer 503 JSON and the pages 200 meanwhile, and it comes back with every message',
    async () => {
      const chat = containerOf('chat');
      const pid = docker(['inspect', '--format', '{{.State.Pid}}', chat]);
      const killedAt = Math.floor(Date.now() / 1000);

      // A crash as the engine sees one (not `docker kill`, which counts as an operator's stop).
      expect(spawnSync('kill', ['-KILL', pid]).status).toBe(0);
      const whileDown = await student.page.request.get('/api/conversations');
      const page = await student.page.request.get('/');

      expect(whileDown.status()).toBe(503);
      expect(await whileDown.json()).toEqual(
        expect.objectContaining({ error: expect.any(String), code: expect.any(String) }),
      );
      expect(page.status()).toBe(200);
      // The engine restarts it at once, but "healthy" waits for a passing probe, one every 5 s: the
      // first may come before the service listens, and two took over 10 s on a busy machine.
      await restartedAndHealthy(chat, killedAt, 2 * 60_000);
      await student.page.goto('/chat');
      await visible(student.page.getByRole('log', { name: /^Messages with/ }).getByText(message));
    },
    4 * 60_000,
  );

  it(
    'when the platform is stopped with compose:down and started again, then the account and its messages are still there',
    async () => {
      await Promise.all([student.close(), teacher.close()]);
      compose('down');
      compose('up');
      student = await openBrowser();

      await logInThroughUi(student.page, account.email, account.password);
      await student.page.waitForURL('**/student-dashboard');
      await student.page.goto('/chat');
      await visible(student.page.getByRole('log', { name: /^Messages with/ }).getByText(message));
      await student.page.goto('/book-lesson');
      await reloadUntil(student.page, creditsLeft(student.page), /^4$/);
    },
    15 * 60_000,
  );
});
