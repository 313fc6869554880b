import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { LessonNote, LessonPage } from '@lezioni/contracts';
import { startTidyCalFake } from '@lezioni/tidycal-fake';
import { startCoturn, type Coturn } from '@lezioni/local-platform/coturn';
import {
  ADMIN,
  FAKE_MEDIA_FLAGS,
  logInThroughUi,
  newStudent,
  openBrowser,
  registerThroughUi,
  type Session,
} from '@lezioni/local-platform/browser';
import { callApi } from './support/api';
import { seriousAxeViolations } from './support/axe';
import { kilobytes, scriptsFetchedBy, SIGNED_IN_BUDGET_KB } from './support/first-load';
import { rateByKey } from './support/review';
import { confirmEmailThroughMail } from '@lezioni/local-platform/mail';
import { startPlatform, stopPlatform, type RunningPlatform } from '@lezioni/local-platform/platform';
import {
  cutSignallingAndCall,
  KEEP_EVENT_SOURCES,
  KEEP_PEER_CONNECTIONS,
  otherVideoTime,
  seesOtherVideo,
  selectedCandidateType,
} from '@lezioni/local-platform/lesson-room';
import { visible } from '@lezioni/local-platform/wait';

/**
 * From now on, every text the page's status lines show, in order, noted by the page itself: a state
 * that lasts less than a check's poll (a restart on a quick machine) is still seen.
 */
const recordStatuses = (page: Page) =>
  page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { roomStatuses: string[] }).roomStatuses = seen;
    const note = () => {
      const text = [...document.querySelectorAll('[role="status"]')].map((status) => status.textContent).join(' | ');
      if (seen.at(-1) !== text) seen.push(text);
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
    note();
  });

/** Until the page's status lines have shown `text` since recordStatuses (a busy machine takes its time to notice a cut). */
const hasShownStatus = (page: Page, text: string) =>
  page.waitForFunction(
    (wanted) => (window as unknown as { roomStatuses: string[] }).roomStatuses.some((seen) => seen.includes(wanted)),
    text,
    { timeout: 60_000 },
  );

async function joinFromLobby(page: Page): Promise<void> {
  await (await visible(page.getByRole('button', { name: 'Join', exact: true }))).click();
  await visible(page.getByRole('toolbar', { name: 'Call controls' }));
}

/**
 * A student with a lesson starting in five minutes (on a demo calendar written before the platform
 * starts: its booking page refuses lessons that soon) and the teacher, each in a Chromium of their
 * own with a fake camera and microphone, hold the lesson in the platform's room.
 */
/** What the student writes on the shared page while her network is cut. */
const OFFLINE_LINE = ' Scritto senza rete.';

describe('the lesson room', () => {
  let platform: RunningPlatform;
  let student: Session;
  let teacher: Session;
  let stranger: Session;
  let calendarDir: string;
  let turn: Coturn | undefined;
  const previousEnv = { baseUrl: process.env.E2E_BASE_URL, mailDir: process.env.E2E_MAIL_DIR };
  const account = newStudent();

  beforeAll(async () => {
    calendarDir = mkdtempSync(path.join(tmpdir(), 'lezioni-room-calendar-'));
    const calendarFile = path.join(calendarDir, 'demo-calendar.json');
    const calendar = await startTidyCalFake({ stateFile: calendarFile });
    calendar.addBooking({ email: account.email, name: account.name, startsAt: new Date(Date.now() + 5 * 60_000) });
    await calendar.close();
    const turnSecret = randomBytes(16).toString('hex');
    turn = await startCoturn({ secret: turnSecret });
    // As the run's own platform (global-setup.ts): the demo calendar, synced every 2 s.
    platform = await startPlatform({
      TIDYCAL_API_TOKEN: '',
      TIDYCAL_SYNC_INTERVAL_S: '2',
      DEMO_CALENDAR_FILE: calendarFile,
      TURN_URLS: turn.urls.join(','),
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
    await student.page.addInitScript(KEEP_PEER_CONNECTIONS);
    await student.page.addInitScript(KEEP_EVENT_SOURCES);
    await registerThroughUi(student.page, account);
    await confirmEmailThroughMail(student.page, account.email);
    await logInThroughUi(teacher.page, ADMIN.email, ADMIN.password);
    await teacher.page.waitForURL('**/admin-dashboard');
  }, 8 * 60_000);

  afterAll(async () => {
    await Promise.all([student?.close(), teacher?.close(), stranger?.close()]);
    if (platform) await stopPlatform(platform);
    await turn?.close();
    rmSync(calendarDir, { recursive: true, force: true });
    process.env.E2E_BASE_URL = previousEnv.baseUrl;
    process.env.E2E_MAIL_DIR = previousEnv.mailDir;
  });

  let roomPath = '';

  it('when both join from their dashboards, then each sees the other, and mute shows on the other side', async () => {
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

  it(`when the student opens the room's lobby in a new tab, then its first load fetches at most ${SIGNED_IN_BUDGET_KB} KB of script`, async () => {
    const tab = await student.context.newPage();
    try {
      const scripts = await scriptsFetchedBy(tab);
      await tab.goto(roomPath);
      await visible(tab.getByRole('meter', { name: 'Microphone level' }));
      await tab.waitForLoadState('networkidle');

      // The lobby of this lesson, its camera open: the shared page's code (Yjs) comes at Join, the board's when opened.
      expect(kilobytes(scripts.fetched())).toBeGreaterThan(0);
      expect(kilobytes(scripts.fetched())).toBeLessThanOrEqual(SIGNED_IN_BUDGET_KB);
    } finally {
      await tab.close();
    }
  });

  it('when the student (who never opened the chat) writes in the room, then the message is in the chat history of both', async () => {
    await student.page.getByRole('textbox', { name: /^Message to / }).fill('Ciao! Mi sentite?');
    await student.page.getByRole('button', { name: 'Send' }).click();

    await visible(teacher.page.locator('.lz-lesson-chat').getByText('Ciao! Mi sentite?'));
  });

  it('when the student types on the shared page, then the teacher sees it within a second, and her answer comes back', async () => {
    const pageOf = (page: Page) => page.getByRole('textbox', { name: 'Lesson page', exact: true });
    /** Until the page's textarea holds `text` (the shared page is the room's only `.lz-lesson-page-text`). */
    const shows = (page: Page, text: string, timeout: number) =>
      page.waitForFunction(
        (wanted) => document.querySelector<HTMLTextAreaElement>('.lz-lesson-page-text')?.value.includes(wanted),
        text,
        { timeout },
      );
    /** Until the page has read the server's state: its textarea takes typing. */
    const isWritable = (page: Page) =>
      page.waitForFunction(() => {
        const area = document.querySelector<HTMLTextAreaElement>('.lz-lesson-page-text');
        return area !== null && !area.readOnly;
      });
    await Promise.all([visible(pageOf(student.page)), visible(pageOf(teacher.page))]);
    await Promise.all([isWritable(student.page), isWritable(teacher.page)]);

    await pageOf(student.page).pressSequentially('Il passato prossimo: ho mangiato');
    const typedAt = Date.now();
    await shows(teacher.page, 'Il passato prossimo: ho mangiato', 1_000);
    const seenAfterMs = Date.now() - typedAt;
    await pageOf(teacher.page).press('End');
    await pageOf(teacher.page).pressSequentially(' (mangiare)');
    await shows(student.page, 'ho mangiato (mangiare)', 1_000);

    expect(seenAfterMs).toBeLessThan(1_000);
    const bookingId = decodeURIComponent(roomPath.split('/').at(-1)!);
    const saved = await callApi<LessonPage>(student.page, 'GET', `/api/lessons/${encodeURIComponent(bookingId)}/page`);
    expect(saved).toMatchObject({
      status: 200,
      body: { text: 'Il passato prossimo: ho mangiato (mangiare)', isEditable: true },
    });
    expect(await seriousAxeViolations(student.page)).toEqual([]);
  });

  it('when the teacher draws a stroke on the whiteboard, then the student sees it before her pen lifts; saved as an image, it is in her note; the board fits a phone', async () => {
    const openBoard = async (page: Page) => {
      await page.getByRole('button', { name: 'Whiteboard', exact: true }).click();
      return visible(page.getByRole('img', { name: 'Whiteboard drawing' }));
    };
    /** Until the canvas shows the stroke's dark pixels: what it shows, not only what its text says. */
    const showsInk = (page: Page) =>
      page.waitForFunction(() => {
        const canvas = document.querySelector<HTMLCanvasElement>('.lz-board-canvas');
        const pixels = canvas?.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
        let inked = 0;
        for (let index = 0; index < pixels.length; index += 4) if (pixels[index]! < 128) inked += 1;
        return inked > 50;
      });
    const studentBoard = await openBoard(student.page);
    await studentBoard.scrollIntoViewIfNeeded();
    const board = await openBoard(teacher.page);
    await board.scrollIntoViewIfNeeded();
    const box = (await board.boundingBox())!;
    // A wide screen (1280 px) gives the open board half the room, not a 320 px column.
    expect(box.width).toBeGreaterThan(500);

    await teacher.page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.3);
    await teacher.page.mouse.down();
    await teacher.page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.6, { steps: 12 });
    // The pen is still down: the student already sees the stroke.
    await visible(student.page.getByText('1 stroke on the board'));
    await showsInk(student.page);
    await teacher.page.mouse.up();
    await visible(teacher.page.getByText('1 stroke on the board'));
    // Saved as an image into her note of the lesson, which lists it beside the call.
    await teacher.page.getByRole('button', { name: 'Save as image' }).click();
    await visible(teacher.page.getByRole('status').getByText('Saved in the lesson note.'));
    await visible(
      teacher.page.getByRole('region', { name: 'Lesson note' }).getByRole('img', { name: 'Whiteboard image 1' }),
    );
    await visible(student.page.getByText('1 stroke on the board'));
    expect(await seriousAxeViolations(student.page)).toEqual([]);

    // On a phone the board takes the width, at 16:10, and the page does not scroll sideways.
    const desktop = student.page.viewportSize()!;
    await student.page.setViewportSize({ width: 390, height: 844 });
    try {
      await studentBoard.scrollIntoViewIfNeeded();
      await student.page.waitForFunction(() => document.documentElement.scrollWidth <= 390);
      const phoneBox = (await studentBoard.boundingBox())!;
      expect(phoneBox.width).toBeGreaterThan(300);
      expect(phoneBox.x + phoneBox.width).toBeLessThanOrEqual(390);
      expect(phoneBox.width / phoneBox.height).toBeCloseTo(1.6, 1);
      expect(await studentBoard.evaluate((canvas) => getComputedStyle(canvas).touchAction)).toBe('none');
      await showsInk(student.page);
    } finally {
      await student.page.setViewportSize(desktop);
    }
  });

  it("when the teacher writes this lesson's note beside the call, then it is saved as the lesson's note", async () => {
    const note = teacher.page.getByRole('region', { name: 'Lesson note' });
    await (await visible(note.getByRole('textbox', { name: 'What was covered' }))).fill('Saluti e presentazioni');
    await visible(note.getByRole('status').getByText('Saved'));

    const bookingId = decodeURIComponent(roomPath.split('/').at(-1)!);
    const { status, body } = await callApi<LessonNote>(
      teacher.page,
      'GET',
      `/api/learning/lessons/${encodeURIComponent(bookingId)}/note`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ covered: 'Saluti e presentazioni', sharedAt: null });
    expect(await seriousAxeViolations(teacher.page)).toEqual([]);
  });

  it('when the teacher selects a word on the shared page and saves it with its translation, then it is in her note of the lesson', async () => {
    const bookingId = decodeURIComponent(roomPath.split('/').at(-1)!);
    const sharedPage = teacher.page.getByRole('region', { name: 'Lesson page' });
    await sharedPage.locator('.lz-lesson-page-text').evaluate((area: HTMLTextAreaElement) => {
      const at = area.value.indexOf('mangiato');
      area.focus();
      area.setSelectionRange(at, at + 'mangiato'.length);
    });
    await sharedPage.getByRole('button', { name: 'Save as a word' }).click();

    const form = await visible(teacher.page.getByRole('form', { name: 'Save a word to the lesson' }));
    expect(await form.getByLabel('Word', { exact: true }).inputValue()).toBe('mangiato');
    expect(await form.getByLabel('Example (optional)').inputValue()).toBe(
      'Il passato prossimo: ho mangiato (mangiare)',
    );
    await form.getByLabel('Translation').fill('eaten');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(teacher.page.getByText("Saved to the lesson's words."));

    // Her note beside the call shows it, and so does the note as stored.
    const note = teacher.page.getByRole('region', { name: 'Lesson note' });
    await teacher.page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLInputElement>('input')].some((input) => input.value === 'eaten'),
    );
    await visible(note.getByRole('group', { name: 'Word 1' }));
    const { body } = await callApi<LessonNote>(
      teacher.page,
      'GET',
      `/api/learning/lessons/${encodeURIComponent(bookingId)}/note`,
    );
    expect(body.vocabulary).toEqual([expect.objectContaining({ word: 'mangiato', translation: 'eaten' })]);
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

  it('when the student reloads the page during the call, then they are back in it without the lobby, and both see each other', async () => {
    await student.page.reload();

    await visible(student.page.getByRole('toolbar', { name: 'Call controls' }));
    await Promise.all([seesOtherVideo(student.page), seesOtherVideo(teacher.page)]);
    await visible(teacher.page.getByRole('status').getByText('Connected'));
    // The shared page is read again from the server.
    await student.page.waitForFunction(() =>
      document.querySelector<HTMLTextAreaElement>('.lz-lesson-page-text')?.value.includes('ho mangiato (mangiare)'),
    );
  });

  it("when the teacher's answer or offer is lost on the way, then the call still connects (she starts afresh)", async () => {
    let lost = 0;
    await teacher.page.route('**/api/lessons/*/signals', async (route) => {
      const signal = route.request().postDataJSON() as { type: string };
      if (signal.type === 'description' && lost === 0) {
        lost += 1;
        return route.abort('connectionreset');
      }
      return route.continue();
    });

    await student.page.reload();

    await Promise.all([seesOtherVideo(student.page), seesOtherVideo(teacher.page)]);
    await teacher.page.unroute('**/api/lessons/*/signals');
    expect(lost).toBe(1);
  });

  it('when both come back forced through TURN (?ice=relay), then they see each other again over the relay', async () => {
    // Relay-only: the only candidates either side has are coturn's, so a playing video came through it.
    await Promise.all([student.page.goto(`${roomPath}?ice=relay`), teacher.page.goto(`${roomPath}?ice=relay`)]);

    await Promise.all([seesOtherVideo(student.page), seesOtherVideo(teacher.page)]);
    expect(await selectedCandidateType(student.page)).toBe('relay');
  });

  // Its waits allow a minute each (Chromium notices a dead relay by its consent checks, within about
  // 30 s, then restarts ICE): the whole may take longer than the default minute, as CI once did.
  it('when the relay dies under the call and comes back, then an ICE restart connects them again', async () => {
    const playedBefore = await otherVideoTime(student.page);

    await Promise.all([recordStatuses(student.page), recordStatuses(teacher.page)]);
    // Every allocation of the call is lost with the process: the transport is cut under both sides.
    await turn!.restart();

    await Promise.all([hasShownStatus(student.page, 'Reconnecting…'), hasShownStatus(teacher.page, 'Reconnecting…')]);
    await Promise.all([
      student.page.getByRole('status').getByText('Connected').waitFor({ timeout: 60_000 }),
      teacher.page.getByRole('status').getByText('Connected').waitFor({ timeout: 60_000 }),
    ]);
    // Frames arrive again: two more seconds played than before the cut.
    await Promise.all([
      seesOtherVideo(student.page, { playedPastS: playedBefore + 2, timeoutMs: 60_000 }),
      seesOtherVideo(teacher.page, { playedPastS: 2, timeoutMs: 60_000 }),
    ]);
    expect(await selectedCandidateType(student.page)).toBe('relay');
  }, 150_000);

  // Offline, the student's POSTs and new streams fail; her open stream and her peer connections are
  // cut by hand, as a real cut breaks them (Chromium's offline mode spares WebRTC's traffic).
  it("when the student's network is cut for a few seconds, then both are back in the call within 10 s, without a reload", async () => {
    type Kept = { __peerConnections: RTCPeerConnection[]; notReloaded?: boolean };
    const peersBefore = await student.page.evaluate(() => {
      const page = window as unknown as Kept;
      page.notReloaded = true;
      return page.__peerConnections.length;
    });
    await Promise.all([recordStatuses(student.page), recordStatuses(teacher.page)]);

    await student.context.setOffline(true);
    await cutSignallingAndCall(student.page);
    await hasShownStatus(student.page, 'Reconnecting…');
    // What she writes on the page meanwhile is kept in her tab, and merges once she is back.
    const area = student.page.locator('.lz-lesson-page-text');
    await area.press('End');
    await area.pressSequentially(OFFLINE_LINE);
    await visible(student.page.getByRole('status').getByText(/^Offline: your changes are kept here/));
    await student.context.setOffline(false);

    // A fresh connection of the student's is up: the teacher's side followed it (a new fingerprint).
    await student.page.waitForFunction(
      (before) => {
        const peers = (window as unknown as Kept).__peerConnections;
        return peers.length > before && peers.at(-1)?.connectionState === 'connected';
      },
      peersBefore,
      { timeout: 10_000 },
    );
    await Promise.all([
      seesOtherVideo(student.page, { playedPastS: 1, timeoutMs: 10_000 }),
      seesOtherVideo(teacher.page, { playedPastS: 1, timeoutMs: 10_000 }),
    ]);
    await visible(student.page.getByRole('status').getByText('Connected'));
    await visible(teacher.page.getByRole('status').getByText('Connected'));
    await teacher.page.waitForFunction(
      (line) => document.querySelector<HTMLTextAreaElement>('.lz-lesson-page-text')?.value.endsWith(line),
      OFFLINE_LINE,
      { timeout: 10_000 },
    );
    expect(await student.page.evaluate(() => (window as unknown as Kept).notReloaded)).toBe(true);
  }, 90_000);

  it("when she shares her note and both leave, then the lesson's record holds the page, and the student's /review has the saved word: Good sends it to a later day, Again keeps it today", async () => {
    const note = teacher.page.getByRole('region', { name: 'Lesson note' });
    await note.getByRole('button', { name: 'Share with student' }).click();
    await visible(note.getByText('Shared', { exact: true }));
    for (const { page } of [student, teacher]) {
      await page.getByRole('toolbar', { name: 'Call controls' }).getByRole('button', { name: 'Leave' }).click();
      await visible(page.getByRole('heading', { name: 'You left the lesson' }));
    }

    // The lesson's record holds the page as the two left it (Materials lists it once the lesson has
    // begun, minutes from now: the student reads it from the same call).
    const bookingId = decodeURIComponent(roomPath.split('/').at(-1)!);
    const record = await callApi<LessonPage>(student.page, 'GET', `/api/lessons/${encodeURIComponent(bookingId)}/page`);
    expect(record).toMatchObject({
      status: 200,
      body: { text: `Il passato prossimo: ho mangiato (mangiare)${OFFLINE_LINE}` },
    });

    // The word saved in the room is due, both ways; rated by keyboard.
    // From the room, as she would: back to her dashboard, whose card counts the word's two sides.
    await student.page.getByRole('link', { name: 'Back to your dashboard' }).click();
    await visible(student.page.getByText('2 words to review.'));
    await student.page.getByRole('link', { name: 'Start reviewing' }).click();
    await visible(student.page.getByRole('heading', { level: 1, name: 'Review words' }));
    const showAnswer = student.page.getByRole('button', { name: /^Show answer/ });
    const rateWith = (key: string) => rateByKey(student.page, key);
    await visible(showAnswer);
    expect(await student.page.locator('.lz-student-review__front').textContent()).toBe('mangiato');
    await student.page.keyboard.press('Space');
    await visible(student.page.getByText('eaten', { exact: true }));
    expect(await rateWith('3')).toBeGreaterThan(20 * 60 * 60 * 1000);

    await visible(showAnswer);
    expect(await student.page.locator('.lz-student-review__front').textContent()).toBe('eaten');
    await student.page.keyboard.press('Space');
    expect(await rateWith('1')).toBeLessThan(60 * 60 * 1000);
  });
});
