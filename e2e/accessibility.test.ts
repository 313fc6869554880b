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
import { reloadUntil } from '@lezioni/local-platform/wait';

/** Opens `path`, waits for its <h1> (the page is drawn, remotes included), and asks axe. */
async function violationsOn(session: Session, path: string): Promise<string[]> {
  await session.page.goto(path);
  await session.page.getByRole('heading', { level: 1 }).first().waitFor();
  await session.page.waitForLoadState('networkidle');
  return seriousAxeViolations(session.page);
}

describe('accessibility (axe, WCAG 2.2 AA: no serious or critical violation)', () => {
  let session: Session;
  beforeAll(async () => (session = await openBrowser()));
  afterAll(() => session.close());

  it.each([
    '/',
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password?token=x',
    '/verify-email',
    '/privacy',
    '/terms',
    '/nope',
    '/error/500',
    '/chat',
  ])('when a visitor opens %s, then axe finds nothing serious', async (path) => {
    expect(await violationsOn(session, path)).toEqual([]);
  });

  it('when a student goes through the signed-in pages, then axe finds nothing serious on any', async () => {
    await registerThroughUi(session.page, newStudent());
    const found: Record<string, string[]> = {};
    for (const path of [
      '/student-dashboard',
      '/booking',
      '/book-lesson',
      '/packages',
      '/progress',
      '/materials',
      '/review',
      '/chat',
      '/',
    ]) {
      found[path] = await violationsOn(session, path);
    }
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((path) => [path, []])));
  });

  it('when the teacher opens her dashboard with a lesson booked, then axe finds nothing serious', async () => {
    // A lesson of its own, not one left by another test file: its status tags are what must read well.
    const student = newStudent();
    const visitor = await openBrowser();
    const teacher = await openBrowser();
    try {
      await registerThroughUi(visitor.page, student);
      // A proven student's lesson, with the teacher's unpaid tag: no credit pays for it.
      await confirmEmailThroughMail(visitor.page, student.email);
      await bookOnCalendar({ email: student.email, name: student.name });
      await logInThroughUi(teacher.page, ADMIN.email, ADMIN.password);
      await teacher.page.waitForURL('**/admin-dashboard');
      await teacher.page.goto('/admin-dashboard/bookings');
      await reloadUntil(teacher.page, teacher.page.getByRole('row').filter({ hasText: student.email }), 'Confirmed');
      const found: Record<string, string[]> = {};
      // Issue 26's pages (a student's own page: teacher-students.test.ts), and issue 44's Schedule tab.
      for (const path of [
        '/admin-dashboard/bookings',
        '/admin-dashboard/students',
        '/admin-dashboard/materials',
        '/admin-dashboard/schedule',
      ]) {
        found[path] = await violationsOn(teacher, path);
      }
      expect(found).toEqual(Object.fromEntries(Object.keys(found).map((path) => [path, []])));
    } finally {
      await Promise.all([visitor.close(), teacher.close()]);
    }
  });
});
