import {
  ADMIN,
  logInThroughUi,
  newStudent,
  openBrowser,
  registerThroughUi,
  type Session,
} from '@lezioni/local-platform/browser';
import { visible } from '@lezioni/local-platform/wait';
import { kilobytes, scriptsFetchedBy, SIGNED_IN_BUDGET_KB, type Script } from './support/first-load';

/**
 * What each page may cost a first visit in JavaScript, compressed as sent (issue 43): a signed-in
 * page's shell, remote and texts within SIGNED_IN_BUDGET_KB; a visitor's page only its start script
 * until the first gesture. A page added later joins its role's list here; the lobby of a lesson that
 * exists is measured in e2e/lesson-room, which has one.
 */
const VISITOR_BUDGET_KB = 3;

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const VISITOR_PAGES = ['/', '/it/', '/login', '/register', '/privacy-policy'];
const STUDENT_PAGES = [
  '/student-dashboard',
  '/booking',
  '/packages',
  '/book-lesson',
  '/chat',
  '/progress',
  '/materials',
  '/review',
  `/lesson/${NO_SUCH_ID}`,
];
const TEACHER_PAGES = [
  '/admin-dashboard',
  '/admin-dashboard/students',
  `/admin-dashboard/students/${NO_SUCH_ID}`,
  '/admin-dashboard/materials',
  '/admin-dashboard/schedule',
  '/admin-dashboard/messages',
  '/admin-dashboard/payments',
  '/chat',
];

/** The scripts a first visit to `path` fetches (nothing cached) until the network is idle, without a gesture. */
async function scriptsOfFirstVisit(session: Session, path: string): Promise<Script[]> {
  const page = await session.context.newPage();
  try {
    const scripts = await scriptsFetchedBy(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    return scripts.fetched();
  } finally {
    await page.close();
  }
}

describe("each page's first load within its JavaScript budget", () => {
  let visitor: Session;
  let student: Session;
  let teacher: Session;

  beforeAll(async () => {
    [visitor, student, teacher] = await Promise.all([openBrowser(), openBrowser(), openBrowser()]);
    await registerThroughUi(student.page, newStudent());
    await logInThroughUi(teacher.page, ADMIN.email, ADMIN.password);
    await teacher.page.waitForURL('**/admin-dashboard');
  }, 2 * 60_000);

  afterAll(() => Promise.all([visitor?.close(), student?.close(), teacher?.close()]));

  it.each(VISITOR_PAGES)(
    `when a visitor first opens %s, then it fetches at most ${VISITOR_BUDGET_KB} KB of script`,
    async (path) => {
      const scripts = await scriptsOfFirstVisit(visitor, path);

      expect(kilobytes(scripts)).toBeLessThanOrEqual(VISITOR_BUDGET_KB);
    },
  );

  const SIGNED_IN_PAGES = [
    ...STUDENT_PAGES.map((path) => ['a student', path] as const),
    ...TEACHER_PAGES.map((path) => ['the teacher', path] as const),
  ];
  it.each(SIGNED_IN_PAGES)(
    `when %s first opens %s, then it fetches at most ${SIGNED_IN_BUDGET_KB} KB of script`,
    async (who, path) => {
      const scripts = await scriptsOfFirstVisit(who === 'a student' ? student : teacher, path);

      expect(kilobytes(scripts)).toBeGreaterThan(0);
      expect(kilobytes(scripts)).toBeLessThanOrEqual(SIGNED_IN_BUDGET_KB);
    },
  );

  it('when a page shows a form, then zod and the schemas arrive only once the form is touched', async () => {
    const page = await student.context.newPage();
    const scripts = await scriptsFetchedBy(page);
    await page.goto('/student-dashboard', { waitUntil: 'networkidle' });
    const zone = page.getByRole('form', { name: 'Your time zone' }).getByLabel('Time zone');
    await visible(zone);
    const beforeTouch = scripts.fetched().map((script) => script.url);

    const schemas = page.waitForResponse((answer) => /\/form-schemas\.[0-9a-f]+\.js$/.test(answer.url()));
    await zone.focus();
    await schemas;

    expect(beforeTouch.filter((url) => url.includes('form-schemas'))).toEqual([]);
    await page.close();
  });
});
