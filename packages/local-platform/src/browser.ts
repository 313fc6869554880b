import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { LOCAL_DEFAULTS } from './defaults';
import { noteHydration } from './wait';

export const ADMIN = {
  email: process.env.ADMIN_EMAIL ?? LOCAL_DEFAULTS.ADMIN_EMAIL,
  password: process.env.ADMIN_PASSWORD ?? LOCAL_DEFAULTS.ADMIN_PASSWORD,
};

function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through jest -c jest.e2e.config.js');
  return url;
}

export type Session = { context: BrowserContext; page: Page; close: () => Promise<void> };

/**
 * Chromium's own camera and microphone (a test pattern and a beep) and no permission prompt: what
 * the lesson room's tests need (NOTES.md, WebRTC in headless Chromium).
 */
export const FAKE_MEDIA_FLAGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

/** A fresh Chromium profile per test file: no cookie or storage survives between files. */
export async function openBrowser(
  viewport = { width: 1280, height: 900 },
  { extraFlags = [], timezoneId, locale }: { extraFlags?: string[]; timezoneId?: string; locale?: string } = {},
): Promise<Session> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'lezioni-e2e-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS, ...extraFlags],
    baseURL: baseUrl(),
    viewport,
    ...(timezoneId && { timezoneId }),
    // The browser's language (navigator.languages and Accept-Language): English unless a test says.
    locale: locale ?? 'en-US',
  });
  await noteHydration(context);
  const page = context.pages()[0] ?? (await context.newPage());
  // What went wrong inside the page goes to the test's output, with where and when: a failing step
  // then shows its cause (a React error, a failed script) instead of only a missing element.
  // Failed loads are left out: tests provoke 401s and 404s on purpose.
  const where = () => `${page.url()} at ${new Date().toISOString()}`;
  // One line each on stderr: console.warn would add a stack trace of Playwright's own.
  page.on('pageerror', (error) => process.stderr.write(`page error on ${where()}: ${error.message}\n`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      process.stderr.write(`console error on ${where()}: ${message.text()}\n`);
  });
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

let studentCounter = 0;

/** A unique student for this run, registered through the UI. */
export function newStudent() {
  studentCounter += 1;
  const id = `${Date.now()}${studentCounter}`;
  return { name: `Giulia Rossi${studentCounter}`, email: `giulia.${id}@example.com`, password: 'Secret123' };
}

export async function registerThroughUi(page: Page, student: ReturnType<typeof newStudent>): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Full Name').fill(student.name);
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/student-dashboard');
}

export async function logInThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** `account` registered in one browser and the teacher signed in, on her dashboard, in another. */
export async function openStudentAndTeacher(
  account: ReturnType<typeof newStudent>,
): Promise<{ student: Session; teacher: Session }> {
  const [student, teacher] = await Promise.all([openBrowser(), openBrowser()]);
  await registerThroughUi(student.page, account);
  await logInThroughUi(teacher.page, ADMIN.email, ADMIN.password);
  await teacher.page.waitForURL('**/admin-dashboard');
  return { student, teacher };
}
