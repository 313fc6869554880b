import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { freePort } from '@lezioni/service-kit/testing';
import { startTidyCalFake } from '@lezioni/tidycal-fake';
import {
  ADMIN,
  FAKE_MEDIA_FLAGS,
  logInThroughUi,
  newStudent,
  openBrowser,
  registerThroughUi,
  type Session,
} from './support/browser';
import { seriousAxeViolations } from './support/axe';
import { confirmEmailThroughMail } from './support/mail';
import { startPlatform, stopPlatform, type RunningPlatform } from './support/platform';
import { visible } from './support/wait';

/** True once the other side's video plays: it has a size and its time advances. */
async function seesOtherVideo(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const video = document.querySelector<HTMLVideoElement>('.lesson-stage video:not(.lesson-self)');
      return Boolean(video && video.videoWidth > 0 && video.currentTime > 0.5);
    },
    undefined,
    { timeout: 30_000 },
  );
}

async function joinFromLobby(page: Page): Promise<void> {
  await (await visible(page.getByRole('button', { name: 'Join', exact: true }))).click();
  await visible(page.getByRole('toolbar', { name: 'Call controls' }));
}

/** Resolves once a STUN binding request to 127.0.0.1:`port` is answered (asked again until it is). */
async function answersStun(port: number): Promise<void> {
  const socket = createSocket('udp4');
  // A binding request: type 0x0001, no attributes, the magic cookie, a random transaction id.
  const request = Buffer.concat([Buffer.from([0, 1, 0, 0, 0x21, 0x12, 0xa4, 0x42]), randomBytes(12)]);
  const answered = new Promise<void>((resolve) => socket.once('message', () => resolve()));
  const ask = () => socket.send(request, port, '127.0.0.1');
  ask();
  const retry = setInterval(ask, 200);
  try {
    await answered;
  } finally {
    clearInterval(retry);
    socket.close();
  }
}

/** coturn on loopback as the runbook deploys it (use-auth-secret), loopback peers allowed for the test. */
async function startTurnServer(secret: string): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    'turnserver',
    [
      '--listening-ip=127.0.0.1',
      '--relay-ip=127.0.0.1',
      `--listening-port=${port}`,
      '--use-auth-secret',
      `--static-auth-secret=${secret}`,
      '--realm=lezioni',
      '--allow-loopback-peers',
      '--no-cli',
      '--no-tls',
      '--no-dtls',
    ],
    { stdio: 'ignore' },
  );
  await answersStun(port);
  return { url: `turn:127.0.0.1:${port}?transport=udp`, process: child };
}

/**
 * A student with a lesson starting in five minutes (on a demo calendar written before the platform
 * starts: its booking page refuses lessons that soon) and the teacher, each in a Chromium of their
 * own with a fake camera and microphone, hold the lesson in the platform's room.
 */
describe('the lesson room', () => {
  let platform: RunningPlatform;
  let student: Session;
  let teacher: Session;
  let stranger: Session;
  let calendarDir: string;
  let turn: Awaited<ReturnType<typeof startTurnServer>> | undefined;
  const previousEnv = { baseUrl: process.env.E2E_BASE_URL, mailDir: process.env.E2E_MAIL_DIR };
  const account = newStudent();

  beforeAll(async () => {
    calendarDir = mkdtempSync(path.join(tmpdir(), 'lezioni-room-calendar-'));
    const calendarFile = path.join(calendarDir, 'demo-calendar.json');
    const calendar = await startTidyCalFake({ stateFile: calendarFile });
    calendar.addBooking({ email: account.email, name: account.name, startsAt: new Date(Date.now() + 5 * 60_000) });
    await calendar.close();
    const turnSecret = randomBytes(16).toString('hex');
    turn = await startTurnServer(turnSecret);
    // As the run's own platform (global-setup.ts): the demo calendar, synced every 2 s.
    platform = await startPlatform({
      TIDYCAL_API_TOKEN: '',
      TIDYCAL_SYNC_INTERVAL_S: '2',
      DEMO_CALENDAR_FILE: calendarFile,
      TURN_URLS: turn.url,
      TURN_SECRET: turnSecret,
    });
    // The browser and mail helpers read where the platform is from these.
    process.env.E2E_BASE_URL = platform.baseUrl;
    process.env.E2E_MAIL_DIR = platform.mailDir;
    [student, teacher, stranger] = await Promise.all([
      openBrowser(undefined, { extraFlags: FAKE_MEDIA_FLAGS }),
      openBrowser(undefined, { extraFlags: FAKE_MEDIA_FLAGS }),
      openBrowser(undefined, { extraFlags: FAKE_MEDIA_FLAGS }),
    ]);
    await registerThroughUi(student.page, account);
    await confirmEmailThroughMail(student.page, account.email);
    await logInThroughUi(teacher.page, ADMIN.email, ADMIN.password);
    await teacher.page.waitForURL('**/admin-dashboard');
  }, 8 * 60_000);

  afterAll(async () => {
    await Promise.all([student?.close(), teacher?.close(), stranger?.close()]);
    if (platform) await stopPlatform(platform);
    turn?.process.kill();
    rmSync(calendarDir, { recursive: true, force: true });
    process.env.E2E_BASE_URL = previousEnv.baseUrl;
    process.env.E2E_MAIL_DIR = previousEnv.mailDir;
  });

  let roomPath = '';

  it('when both join from their dashboards, then each sees the other, and mute shows on the other side', async () => {
    // The student's chat with the teacher, so that the room's chat has its conversation.
    await student.page.goto('/chat');
    await (await visible(student.page.getByRole('button', { name: 'Start Conversation' }))).click();

    await student.page.goto('/student-dashboard');
    const join = await visible(student.page.getByRole('link', { name: 'Join lesson' }));
    roomPath = (await join.getAttribute('href')) ?? '';
    expect(roomPath).toMatch(/^\/lesson\//);
    await join.click();
    await visible(student.page.getByRole('meter', { name: 'Microphone level' }));
    expect(await seriousAxeViolations(student.page)).toEqual([]);
    await joinFromLobby(student.page);
    await visible(student.page.getByRole('status').getByText(/^Waiting for /));

    await teacher.page.goto('/admin-dashboard/bookings');
    await (
      await visible(
        teacher.page.getByRole('row', { name: new RegExp(account.name) }).getByRole('link', { name: 'Join lesson' }),
      )
    ).click();
    await joinFromLobby(teacher.page);

    await Promise.all([seesOtherVideo(student.page), seesOtherVideo(teacher.page)]);
    await visible(student.page.getByRole('status').getByText('Connected'));

    await student.page.getByRole('button', { name: 'Mute' }).click();
    await visible(teacher.page.getByText(`${account.name} is muted`));
    expect(await seriousAxeViolations(teacher.page)).toEqual([]);
  });

  it('when the student writes in the room, then the message is in the chat history of both', async () => {
    await student.page.getByRole('textbox', { name: /^Message to / }).fill('Ciao! Mi sentite?');
    await student.page.getByRole('button', { name: 'Send' }).click();

    await visible(teacher.page.locator('.lesson-chat').getByText('Ciao! Mi sentite?'));
  });

  it('when another student opens the room, then the page and the API refuse them', async () => {
    await registerThroughUi(stranger.page, newStudent());
    await stranger.page.goto(roomPath);

    await visible(stranger.page.getByRole('heading', { name: 'Access restricted' }));
    const bookingId = roomPath.split('/').at(-1)!;
    const answer = await stranger.page.request.get(`/api/lessons/${bookingId}/room`);
    expect(answer.status()).toBe(403);
    const signal = await stranger.page.request.post(`/api/lessons/${bookingId}/signals`, {
      data: { type: 'media', isMicrophoneOn: true, isCameraOn: true },
    });
    expect(signal.status()).toBe(403);
  });

  it('when both rejoin forced through TURN (?ice=relay), then they see each other again over the relay', async () => {
    // Relay-only: the only candidates either side has are coturn's, so a playing video came through it.
    await Promise.all([student.page.goto(`${roomPath}?ice=relay`), teacher.page.goto(`${roomPath}?ice=relay`)]);
    await Promise.all([joinFromLobby(student.page), joinFromLobby(teacher.page)]);

    await Promise.all([seesOtherVideo(student.page), seesOtherVideo(teacher.page)]);
  });
});
