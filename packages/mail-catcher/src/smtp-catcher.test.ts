import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import nodemailer from 'nodemailer';
import { decodeQuotedPrintable, readMail, startSmtpCatcher } from './smtp-catcher';

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

  it('when quoted-printable has soft breaks and multi-byte escapes, then it decodes to the original text', () => {
    expect(decodeQuotedPrintable('Perch=C3=A9 no? a=3Db and a very long =\nline\nciao  \n')).toBe(
      'Perché no? a=b and a very long line\nciao\n',
    );
  });
});
