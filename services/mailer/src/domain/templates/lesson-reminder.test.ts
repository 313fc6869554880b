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

  it('when the lesson has no meeting link, then the mail points to the booking confirmation instead of a button', () => {
    const mail = renderLessonReminder(reminder({ meetingUrl: null, timezone: 'Europe/Rome' }), 'Chiara');

    expect(mail.text).toContain('Thursday 3 December at 18:30 (Rome time)');
    expect(mail.text).toContain('booking confirmation');
    expect(mail.html).not.toContain('href=');
  });

  it('when the calendar gives a zone name no one knows, then the time is said in UTC rather than the mail failing', () => {
    const mail = renderLessonReminder(reminder({ timezone: 'Mars/Olympus' }), 'Chiara');

    expect(mail.text).toContain('Thursday 3 December at 17:30 (UTC)');
  });

  it('when the lesson type holds markup, then the HTML shows it as text', () => {
    const mail = renderLessonReminder(reminder({ bookingTypeName: '<script>x</script>' }), 'Chiara');

    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});
