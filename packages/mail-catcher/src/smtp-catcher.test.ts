import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import nodemailer from 'nodemailer';
import { decodeEncodedWords, decodeQuotedPrintable, readMail, startSmtpCatcher } from './smtp-catcher';

describe('the local SMTP catcher', () => {
  it('when a mail arrives, then it is kept as an .eml file and its long link is reported whole', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'catcher-test-'));
    const seen: string[][] = [];
    const catcher = await startSmtpCatcher({ dir, onMail: (mail) => seen.push(mail.links) });
    const transport = nodemailer.createTransport({ url: catcher.url });
    const link = `http://localhost:8080/reset-password#token=${'a1_B-'.repeat(20)}`;

    try {
      await transport.sendMail({
        from: 'a@example.com',
        to: 'Anna@Example.com',
        subject: 'Ciao',
        text: `Perché no?\n${link}\n`,
        html: `<a href="${link}">link</a>`,
      });
      const mail = await catcher.waitForMail('anna@example.com');

      expect(readFileSync(mail.file, 'utf8')).toBe(mail.raw);
      expect(path.dirname(mail.file)).toBe(dir);
      expect(mail.raw).toMatch(/=\r?\n/);
      expect(mail.links).toEqual([link]);
      expect(seen).toEqual([[link]]);
      expect(readMail(mail.raw).text).toBe(`Perché no?\n${link}\n`);
    } finally {
      transport.close();
      await catcher.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('when mails of several subjects reach one address, then counting by subject skips the mails of other subjects', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'catcher-test-'));
    const catcher = await startSmtpCatcher({ dir });
    const transport = nodemailer.createTransport({ url: catcher.url });

    try {
      for (const subject of ['Confirm your email', 'Reset your password', 'Reset your password again']) {
        await transport.sendMail({ from: 'a@example.com', to: 'anna@example.com', subject, text: subject });
      }
      const second = await catcher.waitForMail('anna@example.com', { subject: /^Reset/, count: 2 });

      expect(second.subject).toBe('Reset your password again');
    } finally {
      transport.close();
      await catcher.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('when a subject is not ASCII (an Italian one), then it reads as it was written, however the mailer encoded it', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'catcher-test-'));
    const catcher = await startSmtpCatcher({ dir });
    const transport = nodemailer.createTransport({ url: catcher.url });
    const subject =
      'Promemoria: la tua lezione di italiano di giovedì 3 dicembre alle ore 18:30 (ora dell’Europa centrale) — 1234,05\u00a0€';

    try {
      await transport.sendMail({ from: 'a@example.com', to: 'anna@example.com', subject, text: 'Ciao' });
      const mail = await catcher.waitForMail('anna@example.com');

      expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?/m);
      expect(mail.subject).toBe(subject);
    } finally {
      transport.close();
      await catcher.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('when a header holds encoded words of either kind, then each decodes and the blanks between them go', () => {
    expect(decodeEncodedWords('=?UTF-8?Q?Perch=C3=A9_no?= =?utf-8?B?Y2lhbw==?= e basta')).toBe('Perché nociao e basta');
    expect(decodeEncodedWords('=?ISO-8859-1?Q?caff=E8?=')).toBe('caffè');
    expect(decodeEncodedWords('=?x-unknown?Q?abc?= plain')).toBe('=?x-unknown?Q?abc?= plain');
  });

  it('when quoted-printable has soft breaks and multi-byte escapes, then it decodes to the original text', () => {
    expect(decodeQuotedPrintable('Perch=C3=A9 no? a=3Db and a very long =\nline\nciao  \n')).toBe(
      'Perché no? a=b and a very long line\nciao\n',
    );
  });
});
