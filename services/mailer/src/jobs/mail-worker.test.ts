import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { Queue, type Job } from 'bullmq';
import request from 'supertest';
import { SMTPServer } from 'smtp-server';
import ICAL from 'ical.js';
import { MAIL_JOB_OPTIONS, MAIL_QUEUE, type LinkMail, type MailJob } from '@lezioni/contracts';
import { sealLink } from '@lezioni/service-kit';
import { eventually, freePort, testMailLinkKeys, testRedisUrl, uniqueEmail } from '@lezioni/service-kit/testing';
import { readMail, startSmtpCatcher, type SmtpCatcher } from '@lezioni/mail-catcher';
import { start } from '../start';
import { retryDelayMs } from './mail-worker';

const dir = mkdtempSync(path.join(os.tmpdir(), 'mailer-test-'));
const started: Array<() => Promise<unknown>> = [];

afterAll(async () => {
  for (const stop of started.reverse()) await stop();
  rmSync(dir, { recursive: true, force: true });
});

/** The mailer as the launcher starts it, on its own queue prefix, so parallel runs never take each other's jobs. */
async function startMailer(smtpUrl: string) {
  const prefix = `test-mailer-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  const mailer = await start({
    REDIS_URL: testRedisUrl(),
    SMTP_URL: smtpUrl,
    REDIS_PREFIX: prefix,
    MAIL_LINK_PRIVATE_KEY: testMailLinkKeys().privateKey,
    MAIL_RETRY_BASE_MS: '100',
    MAIL_RETRY_MAX_MS: '400',
    LOG_LEVEL: 'silent',
  });
  const queue = new Queue(MAIL_QUEUE, { connection: { url: testRedisUrl() }, prefix });
  const stop = async () => {
    await mailer.close();
    await queue.obliterate({ force: true });
    await queue.close();
  };
  started.push(stop);
  return { mailer, queue, stop };
}

const RESET_URL = `https://lezioni.example/reset-password#token=${'tok3n_-'.repeat(8)}`;

/** A link mail as auth queues it: the link sealed with the mailer's public key, for `sealedFor`. */
const linkMail = (kind: LinkMail['kind'], link: string, to = uniqueEmail(), sealedFor = to): LinkMail => ({
  kind,
  to,
  name: 'Anna Bianchi',
  sealedLink: sealLink(testMailLinkKeys().publicKey, link, { kind, to: sealedFor }),
});
const resetMail = (to = uniqueEmail()) => linkMail('password-reset', RESET_URL, to);

/** A lesson mail as booking-proxy queues it, for a new address, the lesson `tc-42`. */
const lessonMail = (kind: 'lesson-booked' | 'lesson-reminder' | 'lesson-cancelled') =>
  ({
    kind,
    to: uniqueEmail(),
    name: 'Anna Bianchi',
    startsAt: '2026-12-03T17:30:00.000Z',
    durationMinutes: 50,
    bookingTypeName: '50-minute lesson',
    meetingUrl: 'https://lezioni.example/lesson/tc-42',
    timezone: 'Europe/Rome',
    invitation: {
      uid: 'tc-42@lezioni.example',
      organizer: { name: 'Chiara Lombardi', email: 'chiara@lezioni.example' },
    },
  }) satisfies MailJob;

/** The calendar invitation a mail carries, parsed back by ical.js as a calendar would. */
function invitationIn(mail: { calendar?: string }) {
  const calendar = new ICAL.Component(ICAL.parse(mail.calendar!));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    status: vevent.getFirstPropertyValue('status'),
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    organizer: vevent.getFirstPropertyValue('organizer'),
    // A URI's scheme is case-insensitive: ical-generator writes MAILTO for attendees.
    attendee: String(vevent.getFirstPropertyValue('attendee')).toLowerCase(),
    url: vevent.getFirstPropertyValue('url'),
  };
}

/** The job as the failed set keeps it, once it has failed on its first try with no retry left. */
async function failedAtOnce(queue: Queue, job: Job): Promise<Job> {
  let state = '';
  await eventually(async () => (state = await job.getState()) === 'failed');
  const failed = await queue.getJob(job.id!);
  expect({ state, tries: failed?.attemptsMade }).toEqual({ state: 'failed', tries: 1 });
  return failed!;
}

describe('the mail worker', () => {
  let catcher: SmtpCatcher;
  beforeAll(async () => {
    catcher = await startSmtpCatcher({ dir });
    started.push(() => catcher.close());
  });

  it('when a reset mail is queued, then the SMTP server gets it from the teacher with the link, and metrics count it', async () => {
    const { mailer, queue } = await startMailer(catcher.url);
    const mail = resetMail();

    await queue.add(mail.kind, mail, MAIL_JOB_OPTIONS);
    const caught = await catcher.waitForMail(mail.to);

    const parsed = readMail(caught.raw);
    expect(parsed.headers.from).toBe('Chiara Lombardi <no-reply@lezioni.example>');
    expect(parsed.text).toContain(RESET_URL);
    expect(caught.links).toEqual([RESET_URL]);
    let metrics = '';
    await eventually(async () =>
      (metrics = (await request(mailer.app).get('/metrics')).text).includes('mails_sent_total{kind="password-reset"'),
    );
    expect(metrics).toMatch(/mails_sent_total\{kind="password-reset",service="mailer"\} 1/);
    expect(metrics).toMatch(/mail_queue_jobs\{state="waiting",service="mailer"\} 0/);
    expect(metrics).toMatch(/mail_queue_jobs\{state="failed",service="mailer"\} 0/);
    await request(mailer.app)
      .get('/readyz')
      .expect(200, { status: 'ready', checks: { redis: 'ok' } });
  });

  it('when a payload breaks the contract, then it fails at once without retries and is kept', async () => {
    const { queue } = await startMailer(catcher.url);

    const job = await queue.add('password-reset', { kind: 'password-reset', to: 'not-an-email' }, MAIL_JOB_OPTIONS);

    const failed = await failedAtOnce(queue, job);
    expect(failed.failedReason).toMatch(/invalid mail job payload/);
  });

  it('when a confirmation mail is queued, then it goes out with the link the mailer alone could open', async () => {
    const { queue } = await startMailer(catcher.url);
    const link = `https://lezioni.example/verify-email#token=${'c0nf1rm_'.repeat(5)}`;
    const mail = linkMail('email-verification', link);

    await queue.add(mail.kind, mail, MAIL_JOB_OPTIONS);
    const caught = await catcher.waitForMail(mail.to);

    expect(caught.subject).toMatch(/confirm your email address/i);
    expect(caught.links).toEqual([link]);
  });

  it('when a lesson reminder is queued, then it carries the lesson as a calendar invitation from the teacher, the same event as in the feeds', async () => {
    const { queue } = await startMailer(catcher.url);
    const mail = lessonMail('lesson-reminder');

    await queue.add(mail.kind, mail, MAIL_JOB_OPTIONS);
    const parsed = readMail((await catcher.waitForMail(mail.to)).raw);

    expect(invitationIn(parsed)).toMatchObject({
      method: 'REQUEST',
      uid: 'tc-42@lezioni.example',
      start: '2026-12-03T17:30:00.000Z',
      end: '2026-12-03T18:20:00.000Z',
      organizer: 'mailto:chiara@lezioni.example',
      attendee: `mailto:${mail.to}`,
      url: 'https://lezioni.example/lesson/tc-42',
    });
    expect(parsed.text).toContain('https://lezioni.example/lesson/tc-42');
  });

  it('when a lesson is booked, then its confirmation carries the lesson as an invitation, the same event as the reminder and the feeds', async () => {
    const { queue } = await startMailer(catcher.url);
    const mail = lessonMail('lesson-booked');

    await queue.add(mail.kind, mail, MAIL_JOB_OPTIONS);
    const caught = await catcher.waitForMail(mail.to);
    const parsed = readMail(caught.raw);

    expect(caught.subject).toBe('Your Italian lesson is booked: Thursday 3 December at 18:30 (Rome time)');
    expect(parsed.text).toContain('https://lezioni.example/lesson/tc-42');
    expect(invitationIn(parsed)).toMatchObject({
      method: 'REQUEST',
      uid: 'tc-42@lezioni.example',
      start: '2026-12-03T17:30:00.000Z',
      organizer: 'mailto:chiara@lezioni.example',
      attendee: `mailto:${mail.to}`,
    });
  });

  it('when a lesson whose invitation went out is cancelled, then the student gets a cancelling invitation of the same event', async () => {
    const { queue } = await startMailer(catcher.url);
    const mail = lessonMail('lesson-cancelled');

    await queue.add(mail.kind, mail, MAIL_JOB_OPTIONS);
    const caught = await catcher.waitForMail(mail.to);
    const parsed = readMail(caught.raw);

    expect(caught.subject).toBe('Cancelled: your Italian lesson on Thursday 3 December at 18:30 (Rome time)');
    expect(invitationIn(parsed)).toMatchObject({ method: 'CANCEL', uid: 'tc-42@lezioni.example', status: 'CANCELLED' });
  });

  it('when jobs say Italian, then every kind of mail reaches the SMTP server in Italian, its invitation too', async () => {
    const { queue } = await startMailer(catcher.url);
    const confirmLink = `https://lezioni.example/verify-email#token=${'c0nf1rm_'.repeat(5)}`;
    const receipt: MailJob = {
      kind: 'payment-receipt',
      to: uniqueEmail(),
      name: 'Anna Bianchi',
      receipt: {
        number: 7,
        issuedAt: '2026-12-03T17:30:00.000Z',
        packageName: 'Pacchetto da 5 lezioni',
        credits: 5,
        amountCents: 10_000,
        paymentMethod: 'transfer',
        vat: null,
        vatNote: 'IVA non applicata',
        business: { name: 'Chiara Lombardi', address: 'Via Roma 1, 20121 Milano', vatId: '' },
        student: { name: 'Anna Bianchi', email: 'anna@example.com' },
      },
      language: 'it',
    };
    const mails: MailJob[] = [
      { ...linkMail('password-reset', RESET_URL), language: 'it' },
      { ...linkMail('email-verification', confirmLink), language: 'it' },
      { ...lessonMail('lesson-reminder'), language: 'it' },
      { ...lessonMail('lesson-cancelled'), language: 'it' },
      receipt,
      { ...lessonMail('lesson-booked'), language: 'it' },
    ];

    for (const mail of mails) await queue.add(mail.kind, mail, MAIL_JOB_OPTIONS);
    const caught = await Promise.all(mails.map((mail) => catcher.waitForMail(mail.to)));

    const when = 'giovedì 3 dicembre alle ore 18:30 (ora dell’Europa centrale)';
    expect(caught.map((mail) => mail.subject)).toEqual([
      'Reimposta la password delle tue lezioni di italiano',
      'Conferma il tuo indirizzo email per le lezioni di italiano',
      `Promemoria: la tua lezione di italiano di ${when}`,
      `Annullata: la tua lezione di italiano di ${when}`,
      'La tua ricevuta 7: Pacchetto da 5 lezioni',
      `La tua lezione di italiano è prenotata: ${when}`,
    ]);
    const [reset, confirmation, reminder, cancelled, paid, booked] = caught.map((mail) => readMail(mail.raw));
    expect(reset!.text).toContain('Scegline una nuova con questo link.');
    expect(caught[0]!.links).toEqual([RESET_URL]);
    expect(confirmation!.text).toContain('conferma che questo è il tuo indirizzo email.');
    expect(reminder!.text).toContain(`la tua lezione 50-minute lesson (50 minuti) inizia ${when}.`);
    expect(cancelled!.text).toContain('è stata annullata e viene tolta dal tuo calendario.');
    expect(paid!.text).toContain('Importo: 100,00\u00a0€');
    expect(booked!.text).toContain(`la tua lezione 50-minute lesson (50 minuti) è prenotata per ${when}.`);
    expect(booked!.calendar).toContain('SUMMARY:Lezione di italiano con Chiara Lombardi');
    const event = new ICAL.Component(ICAL.parse(reminder!.calendar!)).getFirstSubcomponent('vevent')!;
    expect({
      summary: event.getFirstPropertyValue('summary'),
      description: event.getFirstPropertyValue('description'),
    }).toEqual({
      summary: 'Lezione di italiano con Chiara Lombardi',
      description: '50-minute lesson\nAula della lezione: https://lezioni.example/lesson/tc-42',
    });
  });

  it('when a refund is done, then the student is told the amount, how it comes back and the credits withdrawn, in their language', async () => {
    const { queue } = await startMailer(catcher.url);
    const refunded = {
      kind: 'payment-refunded',
      name: 'Anna Bianchi',
      packageName: '5-Lesson Package',
      amountCents: 6_000,
      creditsWithdrawn: 3,
      paymentMethod: 'card',
      receiptNumber: 4,
    } as const;
    const english: MailJob = { ...refunded, to: uniqueEmail(), language: 'en' };
    const italian: MailJob = {
      ...refunded,
      to: uniqueEmail(),
      packageName: 'Pacchetto da 5 lezioni',
      paymentMethod: 'transfer',
      language: 'it',
    };

    for (const mail of [english, italian]) await queue.add(mail.kind, mail, MAIL_JOB_OPTIONS);
    const [en, it] = await Promise.all([catcher.waitForMail(english.to), catcher.waitForMail(italian.to)]);

    expect([en!.subject, it!.subject]).toEqual([
      'Refunded: €60.00 for your 5-Lesson Package',
      'Rimborsato: 60,00\u00a0€ per il tuo Pacchetto da 5 lezioni',
    ]);
    const [enText, itText] = [readMail(en!.raw).text, readMail(it!.raw).text];
    expect(enText).toContain('your refund of €60.00 for the 5-Lesson Package (receipt 4) is approved.');
    expect(enText).toContain('It goes back to the card you paid with');
    expect(enText).toContain('The 3 unused credits of the package were withdrawn.');
    expect(itText).toContain('il tuo rimborso di 60,00\u00a0€ per il Pacchetto da 5 lezioni (ricevuta 4) è approvato.');
    expect(itText).toContain('Te lo restituisco con un bonifico');
    expect(itText).toContain('I 3 crediti non usati del pacchetto sono stati ritirati.');
  });

  it("when a student asks for one of the teacher's times, then she is told who, when on her clock, and until when she can answer; a declined or lapsed request tells the student their credit is back", async () => {
    const { queue } = await startMailer(catcher.url);
    const requested: MailJob = {
      kind: 'lesson-requested',
      to: uniqueEmail(),
      name: 'Chiara Lombardi',
      studentName: 'Anna Bianchi',
      startsAt: '2027-03-02T09:00:00.000Z',
      durationMinutes: 50,
      timezone: 'Europe/Rome',
      answerBy: '2027-03-01T09:00:00.000Z',
      dashboardUrl: 'https://lezioni.example/admin-dashboard/bookings',
      language: 'it',
    };
    const ended = {
      kind: 'lesson-request-ended',
      name: 'Anna Bianchi',
      startsAt: '2027-03-02T09:00:00.000Z',
      durationMinutes: 50,
      timezone: 'America/New_York',
      bookingUrl: 'https://lezioni.example/booking',
    } as const;
    const declined: MailJob = { ...ended, to: uniqueEmail(), outcome: 'declined', language: 'en' };
    const expired: MailJob = { ...ended, to: uniqueEmail(), outcome: 'expired', language: 'it' };

    for (const mail of [requested, declined, expired]) await queue.add(mail.kind, mail, MAIL_JOB_OPTIONS);
    const [toTeacher, toDeclined, toExpired] = await Promise.all(
      [requested, declined, expired].map((mail) => catcher.waitForMail(mail.to)),
    );

    expect(toTeacher!.subject).toBe(
      'Richiesta di lezione: Anna Bianchi, martedì 2 marzo alle ore 10:00 (ora dell’Europa centrale)',
    );
    const teacherMail = readMail(toTeacher!.raw);
    expect(teacherMail.text).toContain(
      'Anna Bianchi chiede una lezione di 50 minuti per martedì 2 marzo alle ore 10:00 (ora dell’Europa centrale).',
    );
    expect(teacherMail.text).toContain('Se non rispondi entro lunedì 1 marzo alle ore 10:00');
    expect(teacherMail.html).toContain('href="https://lezioni.example/admin-dashboard/bookings"');
    const move: MailJob = { ...requested, to: uniqueEmail(), movingFrom: '2027-03-01T16:00:00.000Z', language: 'en' };
    await queue.add(move.kind, move, MAIL_JOB_OPTIONS);
    expect(readMail((await catcher.waitForMail(move.to))!.raw).text).toContain(
      'Anna Bianchi asks to move their 50-minute lesson from Monday 1 March at 17:00 (Rome time) to Tuesday 2 March at 10:00 (Rome time). It stays where it is until you approve.',
    );
    expect(toDeclined!.subject).toBe('Your lesson request for Tuesday 2 March at 04:00 (New York time)');
    expect(readMail(toDeclined!.raw).text).toContain(
      'I can’t take your 50-minute lesson on Tuesday 2 March at 04:00 (New York time), sorry.\n\nYour credit is back: choose another time that suits you.',
    );
    expect(readMail(toExpired!.raw).text).toContain(
      'purtroppo non sono riuscita a rispondere in tempo alla tua richiesta di una lezione di 50 minuti per martedì 2 marzo alle ore 04:00',
    );
  });

  it('when a time frees within hours a student waits for, then they are told which, until when it is held, and where to take it', async () => {
    const { queue } = await startMailer(catcher.url);
    const offer = {
      kind: 'waitlist-offer',
      name: 'Anna Bianchi',
      startsAt: '2027-03-02T09:00:00.000Z',
      durationMinutes: 50,
      timezone: 'Europe/Rome',
      heldUntil: '2027-02-27T12:00:00.000Z',
      bookingUrl: 'https://lezioni.example/booking',
    } as const;
    const english: MailJob = { ...offer, to: uniqueEmail(), language: 'en' };
    const italian: MailJob = { ...offer, to: uniqueEmail(), language: 'it' };

    for (const mail of [english, italian]) await queue.add(mail.kind, mail, MAIL_JOB_OPTIONS);
    const [en, it] = await Promise.all([catcher.waitForMail(english.to), catcher.waitForMail(italian.to)]);

    expect(en!.subject).toBe('A time has freed up: Tuesday 2 March at 10:00 (Rome time)');
    const enMail = readMail(en!.raw);
    expect(enMail.text).toContain(
      'a 50-minute lesson on Tuesday 2 March at 10:00 (Rome time) has freed up, within the hours you are waiting for.',
    );
    expect(enMail.text).toContain('I am holding it for you until Saturday 27 February at 13:00 (Rome time).');
    expect(enMail.html).toContain('href="https://lezioni.example/booking"');
    expect(it!.subject).toBe('Si è liberato un orario: martedì 2 marzo alle ore 10:00 (ora dell’Europa centrale)');
    expect(readMail(it!.raw).text).toContain('Te la tengo fino a sabato 27 febbraio alle ore 13:00');
  });

  it('when a weekly series is asked for, then she is told it repeats; when its next lesson lacks a credit, the student is told where to buy more', async () => {
    const { queue } = await startMailer(catcher.url);
    const weekly: MailJob = {
      kind: 'lesson-requested',
      to: uniqueEmail(),
      name: 'Chiara Lombardi',
      studentName: 'Anna Bianchi',
      startsAt: '2027-03-02T17:00:00.000Z',
      durationMinutes: 50,
      timezone: 'Europe/Rome',
      answerBy: '2027-03-01T17:00:00.000Z',
      dashboardUrl: 'https://lezioni.example/admin-dashboard/bookings',
      weekly: true,
      language: 'en',
    };
    const short = {
      kind: 'series-credits-short',
      name: 'Anna Bianchi',
      startsAt: '2027-03-09T17:00:00.000Z',
      durationMinutes: 50,
      timezone: 'Europe/Rome',
      packagesUrl: 'https://lezioni.example/packages',
    } as const;
    const shortEn: MailJob = { ...short, to: uniqueEmail(), language: 'en' };
    const shortIt: MailJob = { ...short, to: uniqueEmail(), language: 'it' };

    for (const mail of [weekly, shortEn, shortIt]) await queue.add(mail.kind, mail, MAIL_JOB_OPTIONS);
    const [toTeacher, toEn, toIt] = await Promise.all(
      [weekly, shortEn, shortIt].map((mail) => catcher.waitForMail(mail.to)),
    );

    expect(readMail(toTeacher!.raw).text).toContain(
      'It is the first of a weekly series: the same time every week, booked as their credits allow.',
    );
    expect(toEn!.subject).toBe('Your weekly lesson on Tuesday 9 March at 18:00 (Rome time) is not booked yet');
    const enMail = readMail(toEn!.raw);
    expect(enMail.text).toContain(
      'Your weekly 50-minute lesson on Tuesday 9 March at 18:00 (Rome time) cannot be booked yet: you have no lesson credits left.',
    );
    expect(enMail.html).toContain('href="https://lezioni.example/packages"');
    expect(readMail(toIt!.raw).text).toContain(
      'la tua lezione settimanale di 50 minuti di martedì 9 marzo alle ore 18:00 (ora dell’Europa centrale) non si può ancora prenotare: non hai più crediti.',
    );
  });

  it('when a transfer order is placed, then its mail carries the account, the amount and the reference, or asks to use the chat without one', async () => {
    const { queue } = await startMailer(catcher.url);
    const order = {
      kind: 'transfer-order',
      name: 'Anna Bianchi',
      packageName: '5-Lesson Package',
      credits: 5,
      amountCents: 10_000,
      reference: 'LEZ-3F2A1B9C',
      language: 'en',
    } as const;
    const withAccount: MailJob = {
      ...order,
      to: uniqueEmail(),
      account: { accountHolder: 'Chiara Lombardi', iban: 'IT60 X054 2811 1010 0000 0123 456', bic: 'BPPIITRRXXX' },
    };
    const withoutAccount: MailJob = { ...order, to: uniqueEmail(), account: null, language: 'it' };

    for (const mail of [withAccount, withoutAccount]) await queue.add(mail.kind, mail, MAIL_JOB_OPTIONS);
    const [configured, unconfigured] = await Promise.all([
      catcher.waitForMail(withAccount.to),
      catcher.waitForMail(withoutAccount.to),
    ]);

    const parsed = readMail(configured!.raw);
    expect(configured!.subject).toBe('Your order: 5-Lesson Package, to pay by bank transfer');
    expect(parsed.text).toContain(
      'Account holder: Chiara Lombardi\nIBAN: IT60 X054 2811 1010 0000 0123 456\nBIC: BPPIITRRXXX\nAmount: €100.00\nReference: LEZ-3F2A1B9C',
    );
    expect(parsed.html).toContain('<th scope="row" align="left">IBAN</th><td>IT60 X054 2811 1010 0000 0123 456</td>');
    expect(parsed.text).not.toContain('chat');
    expect(readMail(unconfigured!.raw).text).toContain(
      'Paga 100,00\u00a0€ con bonifico o in contanti: chiedimi in chat le coordinate bancarie e scrivi LEZ-3F2A1B9C nella causale.',
    );
  });

  it('when a reminder queued before invitations existed goes out, then it goes out as before, without one', async () => {
    const { queue } = await startMailer(catcher.url);
    const mail = { ...lessonMail('lesson-reminder'), invitation: undefined };

    await queue.add(mail.kind, mail, MAIL_JOB_OPTIONS);
    const parsed = readMail((await catcher.waitForMail(mail.to)).raw);

    expect(parsed.text).toContain('https://lezioni.example/lesson/tc-42');
    expect(parsed.calendar).toBeUndefined();
  });

  it('when a sealed link is moved into a job for another address, then it fails at once, is kept, and shows no link', async () => {
    const { queue } = await startMailer(catcher.url);
    const victim = uniqueEmail('victim');
    const mail = linkMail('password-reset', RESET_URL, uniqueEmail('mallory'), victim);

    const job = await queue.add(mail.kind, mail, MAIL_JOB_OPTIONS);

    const failed = await failedAtOnce(queue, job);
    expect(failed.failedReason).toMatch(/does not open/);
    expect(JSON.stringify(failed)).not.toContain('token=');
    expect(catcher.mails.some((caught) => caught.to.includes(mail.to))).toBe(false);
  });

  it('when the SMTP server is down, then the mail waits and goes out once it is back', async () => {
    const port = await freePort();
    const { queue } = await startMailer(`smtp://127.0.0.1:${port}`);
    const mail = resetMail();

    const job = await queue.add(mail.kind, mail, MAIL_JOB_OPTIONS);
    await eventually(async () => ((await queue.getJob(job.id!))?.attemptsMade ?? 0) >= 2);
    const late = await startSmtpCatcher({ dir, port });
    started.push(() => late.close());

    const caught = await late.waitForMail(mail.to);
    expect(caught.links).toEqual([RESET_URL]);
  }, 20_000);

  it('when it is closed in the middle of a send, then that send finishes first', async () => {
    let accepted = 0;
    const slow = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () =>
          setTimeout(() => {
            accepted += 1;
            callback();
          }, 800),
        );
      },
    });
    const port = await freePort();
    await new Promise<void>((resolve) => slow.listen(port, '127.0.0.1', () => resolve()));
    started.push(() => new Promise<void>((resolve) => slow.close(() => resolve())));
    const { mailer, queue } = await startMailer(`smtp://127.0.0.1:${port}`);
    const job = await queue.add('password-reset', resetMail(), MAIL_JOB_OPTIONS);
    await eventually(async () => (await job.getState()) === 'active');

    await mailer.close();

    expect(accepted).toBe(1);
    const metrics = (await request(mailer.app).get('/metrics')).text;
    expect(metrics).toMatch(/mails_sent_total\{kind="password-reset",service="mailer"\} 1/);
  }, 15_000);
});

describe('retry delays', () => {
  it('when tries keep failing, then the wait doubles from the base up to the maximum', () => {
    const config = { MAIL_RETRY_BASE_MS: 5_000, MAIL_RETRY_MAX_MS: 60_000 };

    expect([1, 2, 3, 4, 5, 6].map((tries) => retryDelayMs(config, tries))).toEqual([
      5_000, 10_000, 20_000, 40_000, 60_000, 60_000,
    ]);
  });
});
