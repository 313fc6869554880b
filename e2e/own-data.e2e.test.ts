import { readFileSync } from 'node:fs';
import { LEARNING_SKILLS, MY_DATA_TEXTS, type MyDataFile } from '@lezioni/contracts';
import {
  logInThroughUi,
  newStudent,
  openBrowser,
  registerThroughUi,
  type Session,
} from '@lezioni/local-platform/browser';
import { visible } from '@lezioni/local-platform/wait';

describe("a student's own data", () => {
  let session: Session;
  beforeEach(async () => (session = await openBrowser()));
  afterEach(() => session.close());

  it('when a student downloads their data and deletes the account, then the file holds their profile and the old password no longer signs in', async () => {
    const { page } = session;
    const student = newStudent();
    await registerThroughUi(page, student);

    await page.getByRole('link', { name: MY_DATA_TEXTS.title }).click();
    await page.waitForURL('**/student-dashboard/data');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: MY_DATA_TEXTS.downloadButton }).click(),
    ]);
    const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as MyDataFile;
    expect(download.suggestedFilename()).toMatch(/^lezioni-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(file.profile).toMatchObject({ name: student.name, email: student.email, role: 'student' });
    expect(file.chat).toEqual({ messages: [], attachments: [] });
    expect(file.learning).toMatchObject({ notes: [], materials: [] });
    expect(file.learning.levels.map((level) => level.current)).toEqual(LEARNING_SKILLS.map(() => null));

    await visible(page.getByText(MY_DATA_TEXTS.deleteWarning));
    await page.getByLabel(MY_DATA_TEXTS.deletePasswordLabel).fill(student.password);
    await page.getByRole('button', { name: MY_DATA_TEXTS.deleteButton }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect((await page.request.get('/api/me')).status()).toBe(401);

    await logInThroughUi(page, student.email, student.password);
    await visible(page.getByRole('alert').filter({ hasText: 'Login Failed' }));
  });
});
