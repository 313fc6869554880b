import { randomUUID } from 'node:crypto';
import { PushJobSchema, type Language } from '@lezioni/contracts';
import { renderPush } from './push-texts';

const student = (language: Language) => ({ language, timeZone: null, role: 'student' as const, showPreviews: false });
const wordsDue = (count: number) => PushJobSchema.parse({ kind: 'words-due', to: randomUUID(), count });

describe('the push about words due for review', () => {
  it('when a student reading English has words due, then the push says how many, one word in the singular, and opens the review', () => {
    expect(renderPush(wordsDue(12), student('en'))).toEqual({
      kind: 'words-due',
      title: 'Words to review',
      body: 'You have 12 words to review.',
      url: '/review',
    });
    expect(renderPush(wordsDue(1), student('en')).body).toBe('You have 1 word to review.');
  });

  it('when the student reads Italian, then the push is in Italian, singular and plural', () => {
    expect(renderPush(wordsDue(12), student('it'))).toEqual({
      kind: 'words-due',
      title: 'Parole da ripassare',
      body: 'Hai 12 parole da ripassare.',
      url: '/review',
    });
    expect(renderPush(wordsDue(1), student('it')).body).toBe('Hai 1 parola da ripassare.');
  });

  it('when a job names no cards or the teacher, then it is not a push about words due', () => {
    expect(PushJobSchema.safeParse({ kind: 'words-due', to: randomUUID(), count: 0 }).success).toBe(false);
    expect(PushJobSchema.safeParse({ kind: 'words-due', to: 'teacher', count: 3 }).success).toBe(false);
  });
});
