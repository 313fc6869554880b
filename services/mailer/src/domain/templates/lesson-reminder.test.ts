import type { LessonReminderMail } from '@lezioni/contracts';
import { renderLessonReminder } from './lesson-reminder';

const reminder = (overrides: Partial<LessonReminderMail> = {}): LessonReminderMail => ({
  kind: 'lesson-reminder',
  to: 'anna@example.com',
  name: 'Anna Bianchi',
  startsAt: '2026-12-03T17:30:00.000Z',
  durationMinutes: 50,
  bookingTypeName: 'Italian lesson',
  meetingUrl: 'https://meet.example/abc-defg?x=1&y=2',
  timezone: 'America/New_York',
  ...overrides,
});

describe('the lesson reminder mail', () => {
  it("when rendered, then both bodies greet by first name, say the lesson's time in the student's zone and carry the meeting link", () => {
    const mail = renderLessonReminder(reminder(), 'Chiara Lombardi');

    expect(mail.subject).toBe('Reminder: your Italian lesson on Thursday 3 December at 12:30 (New York time)');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Ciao Anna,');
      expect(body).toContain('Thursday 3 December at 12:30 (New York time)');
      expect(body).toContain('Italian lesson (50 minutes)');
      expect(body).toContain('A presto!');
    }
    expect(mail.text).toContain('\nhttps://meet.example/abc-defg?x=1&y=2\n');
    expect(mail.html).toContain('href="https://meet.example/abc-defg?x=1&amp;y=2"');
  });

  it('when the student speaks Italian, then the mail, the time and its zone are in Italian', () => {
    const mail = renderLessonReminder(reminder({ language: 'it', timezone: 'Europe/Rome' }), 'Chiara Lombardi');

    const when = 'giovedì 3 dicembre alle ore 18:30 (ora dell’Europa centrale)';
    expect(mail.subject).toBe(`Promemoria: la tua lezione di italiano di ${when}`);
    expect(mail.text).toContain(`un breve promemoria: la tua lezione Italian lesson (50 minuti) inizia ${when}.`);
    expect(mail.html).toContain(
      `un breve promemoria: la tua lezione <strong>Italian lesson (50 minuti)</strong> inizia <strong>${when}</strong>.`,
    );
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Ciao Anna,');
      expect(body).toContain('Se devi spostarla, fallo almeno 24 ore prima, così non perdi il credito.');
      expect(body).toContain('A presto!');
    }
    expect(mail.text).toContain('Entra nella chiamata con questo link:\n\nhttps://meet.example/abc-defg?x=1&y=2\n');
    expect(mail.html).toContain('Entra nella lezione</a>');
    expect(mail.html).toContain('<html lang="it">');
  });

  it('when an Italian student is elsewhere, then the zone is named in Italian too', () => {
    const mail = renderLessonReminder(reminder({ language: 'it' }), 'Chiara');

    expect(mail.subject).toBe(
      'Promemoria: la tua lezione di italiano di giovedì 3 dicembre alle ore 12:30 (ora orientale USA)',
    );
  });

  it('when the job says no language (queued before mails had one), then it is in English', () => {
    const mail = renderLessonReminder(reminder({ language: undefined }), 'Chiara');

    expect(mail.subject).toBe('Reminder: your Italian lesson on Thursday 3 December at 12:30 (New York time)');
    expect(mail.html).toContain('<html lang="en">');
  });

  it('when the lesson has no meeting link, then the mail points to the booking confirmation instead of a button', () => {
    const mail = renderLessonReminder(reminder({ meetingUrl: null, timezone: 'Europe/Rome' }), 'Chiara');

    expect(mail.text).toContain('Thursday 3 December at 18:30 (Rome time)');
    expect(mail.text).toContain('booking confirmation');
    expect(mail.html).not.toContain('href=');
    const italian = renderLessonReminder(reminder({ meetingUrl: null, language: 'it' }), 'Chiara');
    expect(italian.text).toContain('Il link della chiamata sarà nella conferma della prenotazione.');
  });

  it('when the calendar gives a zone name no one knows, then the time is said in UTC rather than the mail failing', () => {
    const mail = renderLessonReminder(reminder({ timezone: 'Mars/Olympus' }), 'Chiara');

    expect(mail.text).toContain('Thursday 3 December at 17:30 (UTC)');
    const italian = renderLessonReminder(reminder({ timezone: 'Mars/Olympus', language: 'it' }), 'Chiara');
    expect(italian.text).toContain('giovedì 3 dicembre alle ore 17:30 (UTC)');
  });

  it('when the lesson type holds markup, then the HTML shows it as text', () => {
    const mail = renderLessonReminder(reminder({ bookingTypeName: '<script>x</script>' }), 'Chiara');

    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});
