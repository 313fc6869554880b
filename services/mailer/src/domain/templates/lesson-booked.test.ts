import ICAL from 'ical.js';
import type { LessonBookedMail } from '@lezioni/contracts';
import { renderLessonBooked } from './lesson-booked';

const booked = (overrides: Partial<LessonBookedMail> = {}): LessonBookedMail => ({
  kind: 'lesson-booked',
  to: 'anna@example.com',
  name: 'Anna Bianchi',
  startsAt: '2026-12-03T17:30:00.000Z',
  durationMinutes: 50,
  bookingTypeName: 'Italian lesson',
  meetingUrl: 'https://lezioni.example/lesson/tc-42?x=1&y=2',
  timezone: 'America/New_York',
  invitation: { uid: 'tc-42@lezioni.example', organizer: { name: 'Chiara Lombardi', email: 'chiara@lezioni.example' } },
  ...overrides,
});

describe('the lesson booked mail', () => {
  it("when rendered, then both bodies confirm the lesson in the student's zone with the room's link, and the invitation adds it", () => {
    const mail = renderLessonBooked(booked(), 'Chiara Lombardi');

    expect(mail.subject).toBe('Your Italian lesson is booked: Thursday 3 December at 12:30 (New York time)');
    expect(mail.text).toContain(
      'your lesson Italian lesson (50 minutes) is booked for Thursday 3 December at 12:30 (New York time).',
    );
    expect(mail.text).toContain('join the call with this link:\n\nhttps://lezioni.example/lesson/tc-42?x=1&y=2\n');
    expect(mail.html).toContain('href="https://lezioni.example/lesson/tc-42?x=1&amp;y=2"');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Ciao Anna,');
      expect(body).toContain('at least 24 hours ahead to keep your credit.');
      expect(body).toContain('A presto!');
    }
    expect(mail.invitation?.method).toBe('REQUEST');
    const calendar = new ICAL.Component(ICAL.parse(mail.invitation!.content));
    const event = calendar.getFirstSubcomponent('vevent')!;
    expect({
      method: calendar.getFirstPropertyValue('method'),
      uid: event.getFirstPropertyValue('uid'),
      summary: event.getFirstPropertyValue('summary'),
      organizer: event.getFirstPropertyValue('organizer'),
    }).toEqual({
      method: 'REQUEST',
      uid: 'tc-42@lezioni.example',
      summary: 'Italian lesson with Chiara Lombardi',
      organizer: 'mailto:chiara@lezioni.example',
    });
  });

  it('when the student speaks Italian, then the mail, the time, its zone and the event are in Italian', () => {
    const mail = renderLessonBooked(booked({ language: 'it', timezone: 'Europe/Rome' }), 'Chiara Lombardi');

    const when = 'giovedì 3 dicembre alle ore 18:30 (ora dell’Europa centrale)';
    expect(mail.subject).toBe(`La tua lezione di italiano è prenotata: ${when}`);
    expect(mail.text).toContain(`la tua lezione Italian lesson (50 minuti) è prenotata per ${when}.`);
    expect(mail.html).toContain(
      `la tua lezione <strong>Italian lesson (50 minuti)</strong> è prenotata per <strong>${when}</strong>.`,
    );
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Ciao Anna,');
      expect(body).toContain('entra nella chiamata con questo link:');
      expect(body).toContain('Se devi spostarla, fallo almeno 24 ore prima, così non perdi il credito.');
    }
    expect(mail.html).toContain('<html lang="it">');
    expect(mail.html).toContain('>Entra nella lezione</a>');
    expect(mail.invitation?.content.replace(/\r\n /g, '')).toContain('SUMMARY:Lezione di italiano con Chiara Lombardi');
  });

  it('when there is no organiser to name, then the mail goes without an invitation; without a link, it says when one comes', () => {
    const mail = renderLessonBooked(booked({ invitation: undefined, meetingUrl: null }), 'Chiara Lombardi');

    expect(mail.invitation).toBeUndefined();
    expect(mail.text).toContain('The link to the call will come with your reminder the day before.');
  });

  it('when the lesson type holds markup, then the HTML shows it as text', () => {
    const mail = renderLessonBooked(booked({ bookingTypeName: '<i>x</i>' }), 'Chiara');

    expect(mail.html).not.toContain('<i>');
    expect(mail.html).toContain('&lt;i&gt;x&lt;/i&gt; (50 minutes)');
  });
});
