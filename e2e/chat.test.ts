import type { Page } from 'playwright-core';
import { eventually } from '@lezioni/service-kit/testing';
import {
  newStudent,
  openBrowser,
  openStudentAndTeacher,
  registerThroughUi,
  type Session,
} from '@lezioni/local-platform/browser';
import { hidden, visible } from '@lezioni/local-platform/wait';

const composerOf = (page: Page) => page.getByRole('textbox', { name: 'Message' });

/** The student and the teacher, each in a browser of their own, talking through /chat. */
describe('chat between a student and the teacher', () => {
  let student: Session;
  let teacher: Session;
  const account = newStudent();
  beforeAll(async () => {
    ({ student, teacher } = await openStudentAndTeacher(account));
  });
  afterAll(async () => {
    await Promise.all([student?.close(), teacher?.close()]);
  });

  it('when the student writes, then Enter sends and Shift+Enter does not, and the teacher sees it with a rising then clearing badge', async () => {
    await student.page.goto('/chat');
    await (await visible(student.page.getByRole('button', { name: 'Start Conversation' }))).click();
    const composer = await visible(composerOf(student.page));

    await composer.fill('Ciao Chiara,');
    await composer.press('Shift+Enter');
    await composer.pressSequentially('a domani!');
    const draft = await composer.inputValue();
    await composer.press('Enter');

    expect(draft).toBe('Ciao Chiara,\na domani!');
    // In the messages, not the composer: the sent text may show there a moment before the box empties.
    await visible(student.page.getByRole('log', { name: /^Messages with/ }).getByText('a domani!'));
    await eventually(async () => (await composer.inputValue()) === '', { what: 'the composer to empty after sending' });

    const bell = teacher.page.getByRole('button', { name: 'Notifications (1 unread)' });
    await visible(bell);
    await teacher.page.goto('/chat');
    await visible(teacher.page.getByRole('region', { name: `Conversation with ${account.name}` }));
    await visible(teacher.page.getByText('a domani!'));
    // Read 2 s after the conversation is selected (spec §4): the teacher's unread count clears.
    await hidden(teacher.page.getByRole('button', { name: /Notifications \(\d+ unread\)/ }));
  });

  it('when the teacher replies, then the student sees it without reloading', async () => {
    await composerOf(teacher.page).fill('Benvenuta! Ci vediamo giovedì.');
    await composerOf(teacher.page).press('Enter');

    await visible(student.page.getByText('Benvenuta! Ci vediamo giovedì.'));
  });

  it('when the student attaches a file, then the teacher can download it and another student cannot', async () => {
    const [chooser] = await Promise.all([
      student.page.waitForEvent('filechooser'),
      student.page.getByRole('button', { name: 'Attach a file' }).click(),
    ]);
    await chooser.setFiles({
      name: 'compiti.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Esercizi per giovedì\n'),
    });
    await visible(student.page.getByRole('button', { name: 'Remove compiti.txt' }));
    await student.page.getByRole('button', { name: 'Send message' }).click();

    const link = await visible(teacher.page.getByRole('link', { name: /Download compiti\.txt/ }));
    // Fetched with the teacher's browser session, as the link's download does.
    const file = await teacher.context.request.get((await link.getAttribute('href'))!);

    expect(file.status()).toBe(200);
    expect(file.headers()['content-disposition']).toMatch(/^attachment;.*compiti\.txt/);
    expect(await file.text()).toBe('Esercizi per giovedì\n');
    const stranger = await openBrowser();
    try {
      await registerThroughUi(stranger.page, newStudent());
      const refused = await stranger.context.request.get((await link.getAttribute('href'))!);
      expect(refused.status()).toBe(404);
    } finally {
      await stranger.close();
    }
  });

  it('when the student sends a Google Docs link, then it shows as a document card', async () => {
    await composerOf(student.page).fill('https://docs.google.com/document/d/1a2b3c/edit');
    await composerOf(student.page).press('Enter');

    await visible(teacher.page.getByRole('group', { name: 'Google Docs document' }));
  });
});
