import type { LessonCancelledMail } from '@lezioni/contracts';
import { renderLessonCancelled } from './lesson-cancelled';

const cancellation = (overrides: Partial<LessonCancelledMail> = {}): LessonCancelledMail => ({
  kind: 'lesson-cancelled',
  to: 'anna@example.com',
  name: 'Anna Bianchi',
  startsAt: '2026-12-03T17:30:00.000Z',
  durationMinutes: 50,
  bookingTypeName: 'Italian lesson',
  meetingUrl: 'https://lezioni.example/lesson/tc-42',
  timezone: 'Europe/Rome',
  invitation: { uid: 'tc-42@lezioni.example', organizer: { name: 'Chiara Lombardi', email: 'chiara@lezioni.example' } },
  ...overrides,
});

describe('the lesson cancelled mail', () => {
  it("when rendered, then both bodies say which lesson was cancelled, in the student's zone, and the invitation cancels it", () => {
    const mail = renderLessonCancelled(cancellation(), 'Chiara Lombardi');

    expect(mail.subject).toBe('Cancelled: your Italian lesson on Thursday 3 December at 18:30 (Rome time)');
    expect(mail.text).toContain(
      'your lesson Italian lesson (50 minutes) on Thursday 3 December at 18:30 (Rome time) has been cancelled, and it is taken out of your calendar.',
    );
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Ciao Anna,');
      expect(body).toContain('Book another time whenever you like.');
    }
    expect(mail.invitation?.method).toBe('CANCEL');
    expect(mail.invitation?.content).toContain('SEQUENCE:0');
    expect(mail.invitation?.content).toContain('SUMMARY:Italian lesson with Chiara Lombardi');
  });

  it('when the student speaks Italian, then the mail and the cancelled event are in Italian', () => {
    const mail = renderLessonCancelled(cancellation({ language: 'it' }), 'Chiara Lombardi');

    const when = 'giovedì 3 dicembre alle ore 18:30 (ora dell’Europa centrale)';
    expect(mail.subject).toBe(`Annullata: la tua lezione di italiano di ${when}`);
    expect(mail.text).toContain(
      `la tua lezione Italian lesson (50 minuti) di ${when} è stata annullata e viene tolta dal tuo calendario.`,
    );
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Ciao Anna,');
      expect(body).toContain('Prenota un altro orario quando vuoi.');
    }
    expect(mail.html).toContain('<html lang="it">');
    // Long iCalendar lines are folded: a line break and a blank continue them.
    const calendar = mail.invitation?.content.replace(/\r\n /g, '');
    expect(calendar).toContain('SUMMARY:Lezione di italiano con Chiara Lombardi');
    expect(calendar).toContain('DESCRIPTION:Italian lesson\\nAula della lezione: https://lezioni.example/lesson/tc-42');
  });

  it('when the lesson changed before it was cancelled, then the cancelling event carries its SEQUENCE, so calendars take it over the last one', () => {
    const base = cancellation();
    const mail = renderLessonCancelled({ ...base, invitation: { ...base.invitation, sequence: 2 } }, 'Chiara Lombardi');

    expect(mail.invitation?.content).toContain('SEQUENCE:2');
  });

  it('when the lesson type holds markup, then the HTML shows it as text', () => {
    const mail = renderLessonCancelled(cancellation({ bookingTypeName: '<i>x</i>', language: 'it' }), 'Chiara');

    expect(mail.html).not.toContain('<i>');
    expect(mail.html).toContain('&lt;i&gt;x&lt;/i&gt; (50 minuti)');
  });
});
