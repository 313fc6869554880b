import type { Page } from 'playwright-core';
import type { StudentPageResponse } from '@lezioni/contracts';
import { newStudent, openStudentAndTeacher, type Session } from '@lezioni/local-platform/browser';
import { seriousAxeViolations } from './support/axe';
import { bookOnCalendar } from './support/calendar';
import { confirmEmailThroughMail } from '@lezioni/local-platform/mail';
import { eventually } from '@lezioni/service-kit/testing';
import { reloadUntil, visible } from '@lezioni/local-platform/wait';

/** The GET's status as the signed-in page's own fetch sees it. */
const statusOf = (page: Page, path: string) => page.evaluate((url) => fetch(url).then((answer) => answer.status), path);

/** The teacher's Students tab, a student's page with a lesson note, and the materials library (issue 26). */
describe("the teacher's students, lesson notes and materials", () => {
  const account = newStudent();
  // The unique part of the address: found by part of an email, not by a name other tests share.
  const emailPart = account.email.split('@')[0]!.slice(-10);
  const title = `Il congiuntivo ${Date.now()}`;
  let student: Session;
  let teacher: Session;
  let studentPath = '';

  beforeAll(async () => {
    ({ student, teacher } = await openStudentAndTeacher(account));
    // A proven address: the teacher's page lists the lessons of verified students only.
    await confirmEmailThroughMail(student.page, account.email);
    await bookOnCalendar({ name: account.name, email: account.email });
  }, 2 * 60_000);

  afterAll(() => Promise.all([student?.close(), teacher?.close()]));

  it('when the teacher types part of an email, then the student is found and their page opens; the search survives a reload', async () => {
    const { page } = teacher;
    await page.goto('/admin-dashboard/students');

    await page.getByLabel('Search by name or email').fill(emailPart);
    await page.waitForURL((url) => url.searchParams.get('q') === emailPart);
    // Other test files' students share the name: the search leaves this one alone in the list.
    const found = page.getByRole('navigation', { name: 'Pages of students' }).getByText('1 student', { exact: true });
    const link = page.getByRole('table', { name: 'Student directory' }).getByRole('link', { name: account.name });
    await visible(found);
    await page.reload();
    await visible(found);
    expect(await page.getByLabel('Search by name or email').inputValue()).toBe(emailPart);
    await link.click();

    await visible(page.getByRole('heading', { level: 1, name: account.name }));
    studentPath = new URL(page.url()).pathname;
    expect(studentPath).toMatch(/^\/admin-dashboard\/students\/[0-9a-f-]{36}$/);
  });

  it('when she writes a note with two words and homework, then it says "Saved", and shared, "Shared"', async () => {
    const { page } = teacher;
    await reloadUntil(
      page,
      page.locator('li').filter({ has: page.getByRole('button', { name: 'Write note' }) }),
      'No note yet',
    );
    // The lesson reaches the notes over booking-proxy's lesson events: wait until the service has it.
    const { lessons: studentLessons } = (await page.evaluate(
      (url) => fetch(url).then((answer) => answer.json()),
      `/api/admin/students/${studentPath.split('/').at(-1)}`,
    )) as StudentPageResponse;
    const lessonId = studentLessons.upcoming[0]!.id;
    await eventually(
      async () => (await statusOf(page, `/api/learning/lessons/${encodeURIComponent(lessonId)}/note`)) === 200,
      { what: 'the lesson to reach the learning service' },
    );

    await page.getByRole('button', { name: 'Write note' }).first().click();
    await page.getByLabel('What was covered').fill('Il congiuntivo presente dei verbi regolari.');
    for (const [index, [word, translation]] of [
      ['sperare', 'to hope'],
      ['credere', 'to believe'],
    ].entries()) {
      await page.getByRole('button', { name: 'Add word' }).click();
      const row = page.getByRole('group', { name: `Word ${index + 1}` });
      await row.getByLabel('Word', { exact: true }).fill(word!);
      await row.getByLabel('Translation').fill(translation!);
    }
    await page.getByLabel('Task').fill('Esercizi 3 e 4 a pagina 52.');
    await visible(page.getByRole('status').filter({ hasText: /^Saved$/ }));
    await page.getByRole('button', { name: 'Share with student' }).click();

    await visible(page.getByText('Shared', { exact: true }));
  });

  it('when she adds a link to the library and shares it with the student, then the library says so; stopping and sharing again round-trips', async () => {
    const { page } = teacher;
    await page.goto('/admin-dashboard/materials');

    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Tags (separated by commas)').fill('grammatica, B1');
    await page.getByLabel('Link (https://…)').fill('https://docs.google.com/document/d/abc123/edit');
    await page.getByRole('button', { name: 'Add to library' }).click();
    await page.getByRole('button', { name: `Share ${title}` }).click();
    const picker = page.getByRole('group', { name: `Share ${title}` });
    await picker.getByLabel('Find students by name or email').fill(emailPart);
    await (await visible(picker.getByRole('checkbox', { name: new RegExp(account.name) }))).check();
    await picker.getByRole('button', { name: 'Share with student' }).click();

    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    const share = item.getByRole('list', { name: 'Shared with' }).getByRole('listitem');
    await visible(share.filter({ hasText: account.name }).filter({ hasText: /not opened yet/ }));
    await visible(item.getByText('grammatica'));

    await item.getByRole('button', { name: `Stop sharing ${title} with ${account.name}` }).click();
    await visible(item.getByText('Not shared yet.'));
    await page.getByRole('button', { name: 'Share again' }).click();
    await visible(share.filter({ hasText: account.name }));
  });

  it('when she adds a small file to the library and shares it, then the student downloads it from /materials and the library shows the opening', async () => {
    const { page } = teacher;
    const fileTitle = `Esercizi ${Date.now()}`;
    const content = 'Esercizio 1: coniuga "sperare".\n';
    await page.goto('/admin-dashboard/materials');

    await page.getByLabel('Title').fill(fileTitle);
    await page.getByRole('radio', { name: 'A file' }).check();
    await page.getByLabel('File', { exact: true }).setInputFiles({
      name: 'esercizi.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(content),
    });
    await visible(page.getByText(`esercizi.txt (${content.length} bytes)`));
    await page.getByRole('button', { name: 'Add to library' }).click();
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: fileTitle }) });
    await visible(item.getByText(`File: esercizi.txt (${content.length} bytes)`));
    await item.getByRole('button', { name: `Share ${fileTitle}` }).click();
    const picker = page.getByRole('group', { name: `Share ${fileTitle}` });
    await picker.getByLabel('Find students by name or email').fill(emailPart);
    await (await visible(picker.getByRole('checkbox', { name: new RegExp(account.name) }))).check();
    await picker.getByRole('button', { name: 'Share with student' }).click();
    const share = item
      .getByRole('list', { name: 'Shared with' })
      .getByRole('listitem')
      .filter({ hasText: account.name });
    await visible(share.filter({ hasText: /not opened yet/ }));

    await student.page.goto('/materials');
    const card = student.page.getByRole('article', { name: fileTitle });
    const link = await visible(card.getByRole('link', { name: `Download esercizi.txt (${content.length} bytes)` }));
    const [download] = await Promise.all([student.page.waitForEvent('download'), link.click()]);
    const saved = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of saved) chunks.push(chunk as Buffer);

    expect(download.suggestedFilename()).toBe('esercizi.txt');
    expect(Buffer.concat(chunks).toString()).toBe(content);
    await reloadUntil(page, share, /, opened /);
  });

  it('when the page is reloaded, then the note, its sharing and the material are all there, and axe finds nothing serious', async () => {
    const { page } = teacher;
    await page.goto(studentPath);
    await page.getByRole('button', { name: 'Open note' }).first().click();

    expect(await page.getByLabel('What was covered').inputValue()).toBe('Il congiuntivo presente dei verbi regolari.');
    expect(await page.getByRole('group', { name: 'Word 2' }).getByLabel('Word', { exact: true }).inputValue()).toBe(
      'credere',
    );
    expect(await page.getByLabel('Task').inputValue()).toBe('Esercizi 3 e 4 a pagina 52.');
    await visible(page.getByText('Shared', { exact: true }));
    await visible(page.getByRole('link', { name: title }));
    await visible(
      page
        .getByRole('group', { name: 'Shared materials' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: title }) })
        .filter({ hasText: /not opened yet/ }),
    );

    const found: Record<string, string[]> = { [studentPath]: await seriousAxeViolations(page) };
    for (const path of [`/admin-dashboard/students?q=${emailPart}`, '/admin-dashboard/materials']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      found[path] = await seriousAxeViolations(page);
    }
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((path) => [path, []])));
  });

  it("when she opens the chat from the student's page, then the student's conversation is open, ready to write", async () => {
    const { page } = teacher;
    await page.goto(studentPath);

    await page.getByRole('link', { name: 'Open chat' }).click();

    await page.waitForURL(
      (url) => url.pathname === '/chat' && url.searchParams.get('student') === studentPath.split('/').at(-1),
    );
    const pane = page.getByRole('region', { name: `Conversation with ${account.name}` });
    await visible(pane.getByRole('textbox', { name: 'Message' }));
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
