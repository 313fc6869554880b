import { CHAT_MESSAGES, LEARNING_MESSAGES, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from './values';
import { MaterialFormSchema, MessageDraftSchema, SetLevelFormSchema, UploadFileSchema } from './index';

const pdf = (bytes = 10) => new File(['x'.repeat(bytes)], 'esercizi.pdf', { type: 'application/pdf' });
const messagesOf = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map(({ message, path }) => [path.join('.'), message]);

describe("the remotes' forms", () => {
  const material = { title: 'Il congiuntivo', tags: '', source: 'link' as const, url: 'https://example.com/c' };

  it.each([
    ['a message of blanks alone', MessageDraftSchema, { content: '  ' }, [['content', CHAT_MESSAGES.blankMessage]]],
    [
      'a material without a title',
      MaterialFormSchema,
      { ...material, title: ' ' },
      [['title', LEARNING_MESSAGES.titleRequired]],
    ],
    [
      'a material linked over http',
      MaterialFormSchema,
      { ...material, url: 'http://example.com' },
      [['url', LEARNING_MESSAGES.linkNotHttps]],
    ],
    [
      'a material file not chosen',
      MaterialFormSchema,
      { ...material, source: 'file' },
      [['file', LEARNING_MESSAGES.fileRequired]],
    ],
    [
      'a material file too large',
      MaterialFormSchema,
      { ...material, source: 'file', file: pdf(UPLOAD_MAX_BYTES + 1) },
      [['file', UPLOAD_MESSAGES.fileTooLarge]],
    ],
    [
      'a level dated in no calendar',
      SetLevelFormSchema,
      { skill: 'reading', level: 'B1', date: '2030-02-30' },
      [['date', LEARNING_MESSAGES.dateInvalid]],
    ],
  ])('when %s is sent, then the form says why in contracts’ words', (_case, schema, input, issues) => {
    expect(messagesOf(schema.safeParse(input))).toEqual(issues);
  });

  it('when a file is attached to a message, then blank text goes with it', () => {
    expect(MessageDraftSchema.safeParse({ content: '', file: pdf() }).success).toBe(true);
  });

  it('when a material is a link, then the file field is not checked, and a file is not refused for its link', () => {
    const linked = MaterialFormSchema.safeParse({
      ...material,
      file: new File(['x'], 'a.js', { type: 'text/javascript' }),
    });
    const filed = MaterialFormSchema.safeParse({ ...material, source: 'file', url: '', file: pdf() });

    expect([linked.success, filed.success]).toEqual([true, true]);
  });

  it('when a level date is emptied, then the level is sent without one', () => {
    expect(SetLevelFormSchema.parse({ skill: 'reading', level: 'B1', date: '' })).toEqual({
      skill: 'reading',
      level: 'B1',
      date: undefined,
    });
  });

  it('when a file is of a type no service takes, then it is refused with the upload text', () => {
    const result = UploadFileSchema.safeParse(new File(['x'], 'a.js', { type: 'text/javascript' }));

    expect(result.error?.issues[0]?.message).toBe(UPLOAD_MESSAGES.fileTypeNotAllowed);
  });
});
