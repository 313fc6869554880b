import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { Queue } from 'bullmq';
import request from 'supertest';
import { MAIL_QUEUE, SERVER_MESSAGES, VALIDATION_MESSAGES as M } from '@lezioni/contracts';
import { sql } from 'kysely';
import { createDb, sealLink, sessionCookieName } from '@lezioni/service-kit';
import {
  freePort,
  startOwnRedis,
  testDatabaseUrl,
  testMailLinkKeys,
  uniqueEmail,
  uniqueIp,
  type OwnRedis,
} from '@lezioni/service-kit/testing';
import { readMail, startSmtpCatcher, type SmtpCatcher } from '@lezioni/mail-catcher';
import { eventually, sessionCookieOf, startPlatform, startService, tokenOf, watchLogs, type Platform } from './harness';

const APP_URL = 'https://lezioni.example';
const PASSWORD = 'Secret123';
const NEW_PASSWORD = 'Nuova2025';
const WITH_MAIL = ['auth', 'mailer'];
const dir = mkdtempSync(path.join(os.tmpdir(), 'password-reset-test-'));
// To age a link past its hour, as time would, and to see mails waiting in the outbox: the columns
// of auth's tables this test touches.
type AuthTables = {
  users: { id: string; email: string };
  password_reset_tokens: { user_id: string; expires_at: Date };
  outbox: { topic: string; queue_prefix: string; payload: unknown };
};
const db = createDb<AuthTables>({ url: testDatabaseUrl(), schema: 'auth', max: 1 });

let catcher: SmtpCatcher;
let platform: Platform;
beforeAll(async () => {
  catcher = await startSmtpCatcher({ dir });
  platform = await startPlatform({ services: WITH_MAIL, env: { APP_URL, SMTP_URL: catcher.url } });
});
afterAll(async () => {
  await platform.stop();
  await db.destroy();
  await catcher.close();
  rmSync(dir, { recursive: true, force: true });
});

const api = (on: Platform = platform) => request(on.gateway);

async function registerStudent(on: Platform = platform, email = uniqueEmail()) {
  const res = await api(on)
    .post('/api/register')
    .set('X-Forwarded-For', uniqueIp())
    .send({ name: 'Anna Bianchi', email, password: PASSWORD })
    .expect(201);
  return { email, cookie: sessionCookieOf(res, sessionCookieName(APP_URL)) };
}

/** Registration also mails a confirmation link: reset mails are told apart by their subject. */
const RESET_SUBJECT = /reset your password/i;

/** The reset link in the mail to `email`, read from the raw message as a mail client would. */
async function resetLinkFor(email: string, from: SmtpCatcher = catcher, count = 1): Promise<URL> {
  const mail = await from.waitForMail(email, { count, subject: RESET_SUBJECT });
  const parsed = readMail(mail.raw);
  const inText = parsed.text?.match(/https?:\/\/\S+/)?.[0];
  const inHtml = parsed.html?.match(/href="([^"]+)"/)?.[1]?.replace(/&amp;/g, '&');
  expect(inText).toBeDefined();
  expect(inHtml).toBe(inText);
  return new URL(inText!);
}
/** Reset mails to `email` still waiting in auth's outbox for Redis. */
const waitingResetMailsTo = (email: string) =>
  db
    .selectFrom('outbox')
    .select('topic')
    .where(sql<string>`payload->'job'->>'to'`, '=', email)
    .where(sql<string>`payload->'job'->>'kind'`, '=', 'password-reset')
    .execute();
/** Mail jobs of `on` not done yet: waiting, being sent, or delayed until their next try. */
async function pendingMailJobs(on: Platform): Promise<number> {
  const queue = new Queue(MAIL_QUEUE, { connection: { url: on.env.REDIS_URL }, prefix: on.env.REDIS_PREFIX });
  try {
    const counts = await queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed');
    return Object.values(counts).reduce((sum, count) => sum + count, 0);
  } finally {
    await queue.close();
  }
}
/** A token no link ever carried; new each time, as tokens are rate-limited too. */
const forgedToken = () => randomBytes(32).toString('base64url');

const forgot = (email: string, on: Platform = platform, ip = uniqueIp()) =>
  api(on).post('/api/forgot-password').set('X-Forwarded-For', ip).send({ email });
const reset = (token: string, newPassword = NEW_PASSWORD, on: Platform = platform, ip = uniqueIp()) =>
  api(on).post('/api/reset-password').set('X-Forwarded-For', ip).send({ token, newPassword });
const login = (email: string, password: string, on: Platform = platform, ip = uniqueIp()) =>
  api(on).post('/api/login').set('X-Forwarded-For', ip).send({ email, password });

describe('resetting a forgotten password', () => {
  it('when a student follows the mailed link, then the new password works and the old one and old sessions do not', async () => {
    const { email, cookie } = await registerStudent();

    const asked = await forgot(email.toUpperCase());
    const link = await resetLinkFor(email);
    const done = await reset(tokenOf(link));

    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ message: SERVER_MESSAGES.resetEmailSent });
    expect(`${link.origin}${link.pathname}`).toBe(`${APP_URL}/reset-password`);
    expect(tokenOf(link)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: SERVER_MESSAGES.passwordReset });
    expect((await login(email, PASSWORD)).status).toBe(401);
    expect((await api().get('/api/me').set('Cookie', cookie)).status).toBe(401);
    const signedIn = await login(email, NEW_PASSWORD).expect(200);
    await api()
      .get('/api/me')
      .set('Cookie', sessionCookieOf(signedIn, sessionCookieName(APP_URL)))
      .expect(200);
  });

  it('when the link is used a second time, then 400 "invalid" and the password stays the first new one', async () => {
    const { email } = await registerStudent();
    await forgot(email).expect(200);
    const token = tokenOf(await resetLinkFor(email));
    await reset(token).expect(200);

    const again = await reset(token, 'Another2025');

    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: SERVER_MESSAGES.resetTokenInvalid, code: 'reset_token_invalid' });
    expect(again.body.error).toContain('invalid');
    await login(email, NEW_PASSWORD).expect(200);
  });

  it('when two requests use the same link at once, then exactly one succeeds', async () => {
    const { email } = await registerStudent();
    await forgot(email).expect(200);
    const token = tokenOf(await resetLinkFor(email));

    const answers = await Promise.all([reset(token, 'FirstTry2025'), reset(token, 'SecondTry2025')]);

    expect(answers.map((res) => res.status).sort()).toEqual([200, 400]);
    const winner = answers[0]!.status === 200 ? 'FirstTry2025' : 'SecondTry2025';
    await login(email, winner).expect(200);
  });

  it('when the token is forged, then 400 "invalid"', async () => {
    const res = await reset(forgedToken());

    expect(res.status).toBe(400);
    expect(res.body.error).toContain('invalid');
  });

  it('when a newer link was sent, then the older one is invalid and the newer one works', async () => {
    const { email } = await registerStudent();
    await forgot(email).expect(200);
    const first = tokenOf(await resetLinkFor(email));

    await forgot(email).expect(200);
    const second = tokenOf(await resetLinkFor(email, catcher, 2));

    expect((await reset(first)).body.error).toContain('invalid');
    await reset(second).expect(200);
  });

  it('when the link is over an hour old, then 400 "expired" and the password is unchanged', async () => {
    const { email } = await registerStudent();
    await forgot(email).expect(200);
    const token = tokenOf(await resetLinkFor(email));
    await db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where('user_id', '=', (eb) => eb.selectFrom('users').select('id').where('email', '=', email))
      .execute();

    const res = await reset(token);

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: SERVER_MESSAGES.resetTokenExpired, code: 'reset_token_expired' });
    expect(res.body.error).toContain('expired');
    await login(email, PASSWORD).expect(200);
  });

  it('when the new password is too short, then 400 "Password must be…" and the link still works', async () => {
    const { email } = await registerStudent();
    await forgot(email).expect(200);
    const token = tokenOf(await resetLinkFor(email));

    const weak = await reset(token, 'Short1');

    expect(weak.status).toBe(400);
    expect(weak.body.error).toBe(M.resetPasswordTooShort);
    expect(weak.body.error).toMatch(/^Password must be/);
    await reset(token).expect(200);
  });

  it('when the address has no account, then the same answer and no mail', async () => {
    const unknown = uniqueEmail('nobody');
    const { email: known } = await registerStudent();

    const [forUnknown, forKnown] = await Promise.all([forgot(unknown), forgot(known)]);
    await platform.settled();
    await catcher.waitForMail(known, { subject: RESET_SUBJECT });

    expect(forUnknown.status).toBe(forKnown.status);
    expect(forUnknown.body).toEqual(forKnown.body);
    expect(catcher.mails.some((mail) => mail.to.includes(unknown))).toBe(false);
  });

  it.each([
    ['an invalid email', { email: 'anna@' }],
    ['no email', {}],
  ])('when the form has %s, then 400 with the spec message', async (_case, body) => {
    const res = await api().post('/api/forgot-password').send(body);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe(M.invalidEmail);
  });
});

describe('rate limits of password reset', () => {
  let limited: Platform;
  beforeAll(async () => {
    limited = await startPlatform({
      services: WITH_MAIL,
      env: {
        APP_URL,
        SMTP_URL: catcher.url,
        FORGOT_PASSWORD_RATE_LIMIT_PER_EMAIL: '2',
        FORGOT_PASSWORD_RATE_LIMIT_PER_IP: '3',
        RESET_PASSWORD_RATE_LIMIT_PER_IP: '2',
        LOGIN_FAILURES_PER_NETWORK: '3',
      },
    });
  });
  afterAll(() => limited.stop());

  it('when one email is asked for more than twice, then 429 "Too many", whatever the asking address', async () => {
    const email = uniqueEmail('nobody');

    const statuses = [(await forgot(email, limited)).status, (await forgot(email, limited)).status];
    const third = await forgot(email, limited);

    expect(statuses).toEqual([200, 200]);
    expect(third.status).toBe(429);
    expect(third.body).toEqual({ error: SERVER_MESSAGES.tooManyAttempts, code: 'rate_limited' });
  });

  it('when one address asks more than 3 times, then 429 for that address only', async () => {
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 3; attempt += 1) await forgot(uniqueEmail('nobody'), limited, ip).expect(200);

    const blocked = await forgot(uniqueEmail('nobody'), limited, ip);
    const other = await forgot(uniqueEmail('nobody'), limited);

    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toContain('Too many');
    expect(other.status).toBe(200);
  });

  it('when one address tries more than 2 resets, then 429 "Too many"', async () => {
    const ip = uniqueIp();

    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1)
      statuses.push((await reset(forgedToken(), NEW_PASSWORD, limited, ip)).status);

    expect(statuses).toEqual([400, 400, 429]);
  });

  it('when an account locked by failed logins resets its password, then the new password signs in at once', async () => {
    const { email } = await registerStudent(limited);
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 3; attempt += 1) await login(email, 'Wrong1234', limited, ip).expect(401);
    await login(email, PASSWORD, limited, ip).expect(429);
    await forgot(email, limited).expect(200);
    const token = tokenOf(await resetLinkFor(email));

    await reset(token, NEW_PASSWORD, limited).expect(200);

    await login(email, NEW_PASSWORD, limited, ip).expect(200);
  });
});

describe('two platforms on one Redis', () => {
  it("when each asks for reset mails, then each platform's mailer sends its own and none of the other's", async () => {
    const otherDir = mkdtempSync(path.join(os.tmpdir(), 'password-reset-other-'));
    const otherCatcher = await startSmtpCatcher({ dir: otherDir });
    // Its own prefix, as `npm start` gives a platform with another database.
    const other = await startPlatform({ services: WITH_MAIL, env: { APP_URL, SMTP_URL: otherCatcher.url } });
    try {
      const ours = await Promise.all(Array.from({ length: 5 }, () => registerStudent(platform)));
      const theirs = await Promise.all(Array.from({ length: 5 }, () => registerStudent(other)));

      for (const { email } of ours) await forgot(email, platform).expect(200);
      for (const { email } of theirs) await forgot(email, other).expect(200);
      await Promise.all([
        ...ours.map(({ email }) => catcher.waitForMail(email, { subject: RESET_SUBJECT })),
        ...theirs.map(({ email }) => otherCatcher.waitForMail(email, { subject: RESET_SUBJECT })),
      ]);

      const sentTo = (from: SmtpCatcher) => new Set(from.mails.flatMap((mail) => mail.to));
      expect(ours.filter(({ email }) => sentTo(otherCatcher).has(email))).toEqual([]);
      expect(theirs.filter(({ email }) => sentTo(catcher).has(email))).toEqual([]);
    } finally {
      await other.stop();
      await otherCatcher.close();
      rmSync(otherDir, { recursive: true, force: true });
    }
  }, 30_000);
});

describe('when the SMTP server is down at request time', () => {
  it('then the answer is the same and the mail arrives once the server is back', async () => {
    const port = await freePort();
    const down = await startPlatform({ services: WITH_MAIL, env: { APP_URL, SMTP_URL: `smtp://127.0.0.1:${port}` } });
    const logs = watchLogs(down);
    const { email } = await registerStudent(down);

    const res = await forgot(email, down);
    await down.settled();
    // The server comes back only after a try found it down.
    await eventually(async () => logs.lines.some(({ text }) => text.includes('mail not sent yet, will try again')));
    logs.stop();
    const back = await startSmtpCatcher({ dir, port });

    try {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: SERVER_MESSAGES.resetEmailSent });
      const link = await resetLinkFor(email, back);
      await reset(tokenOf(link), NEW_PASSWORD, down).expect(200);
    } finally {
      await down.stop();
      await back.close();
    }
  }, 20_000);
});

/** Runs `test` on a platform with mail whose Redis is its own, to stop and restart. */
async function withOwnRedis(test: (platform: Platform, redis: OwnRedis) => Promise<void>) {
  const redis = await startOwnRedis();
  const platform = await startPlatform({
    services: WITH_MAIL,
    env: { APP_URL, REDIS_URL: redis.url, SMTP_URL: catcher.url },
  });
  try {
    await test(platform, redis);
  } finally {
    await platform.stop();
    await redis.close();
  }
}

describe('when Redis is down at request time', () => {
  it(
    'then known and unknown addresses get the same 503 at once and no link is made; once Redis is back, the mail goes out',
    () =>
      withOwnRedis(async (platform, redis) => {
        const { email } = await registerStudent(platform);

        await redis.stop();
        const [forKnown, forUnknown] = await Promise.all([
          forgot(email, platform),
          forgot(uniqueEmail('nobody'), platform),
        ]);
        await platform.settled();
        const waiting = await waitingResetMailsTo(email);
        await redis.restart();
        await eventually(async () => (await forgot(email, platform)).status === 200);

        // Limits fail closed: without Redis they cannot count, so nothing is let through.
        expect([forKnown.status, forUnknown.status]).toEqual([503, 503]);
        expect(forKnown.body).toEqual(forUnknown.body);
        expect(waiting).toEqual([]);
        const link = await resetLinkFor(email, catcher, 1);
        await reset(tokenOf(link), NEW_PASSWORD, platform).expect(200);
      }),
    40_000,
  );

  it(
    'then mails left in the outbox by an outage are sent once each, even with two auth replicas relaying',
    () =>
      withOwnRedis(async (platform, redis) => {
        const replica = await startService('auth', platform.env);
        try {
          const emails = Array.from({ length: 6 }, () => uniqueEmail('waiting'));
          await redis.stop();
          // What sendResetLink commits when the relay cannot reach Redis: the rows wait.
          await db
            .insertInto('outbox')
            .values(
              emails.map((email, index) => ({
                topic: 'mail' as const,
                queue_prefix: platform.env.REDIS_PREFIX!,
                payload: JSON.stringify({
                  jobId: `waiting-${index}-${randomBytes(4).toString('hex')}`,
                  job: {
                    kind: 'password-reset',
                    to: email,
                    name: 'Anna',
                    sealedLink: sealLink(testMailLinkKeys().publicKey, `${APP_URL}/reset-password#token=x`, {
                      kind: 'password-reset',
                      to: email,
                    }),
                  },
                }),
              })),
            )
            .execute();
          await redis.restart();
          await Promise.all(emails.map((email) => catcher.waitForMail(email)));
          await Promise.all([platform.settled(), replica.service.settled?.()]);
          // A second copy of a mail would come from a row still in the outbox or a job still in the
          // queue: once neither holds one, every mail that will ever be sent has arrived.
          await eventually(
            async () =>
              (await Promise.all(emails.map(waitingResetMailsTo))).flat().length === 0 &&
              (await pendingMailJobs(platform)) === 0,
          );

          const counts = emails.map((email) => catcher.mails.filter((mail) => mail.to.includes(email)).length);
          expect(counts).toEqual(emails.map(() => 1));
        } finally {
          await replica.stop();
        }
      }),
    40_000,
  );
});

describe('when Redis is down as the link is used', () => {
  it(
    'then 503, and nothing of the reset is kept: the link, the password and the sessions stay as they were',
    () =>
      withOwnRedis(async (platform, redis) => {
        const me = (cookie: string) => api(platform).get('/api/me').set('Cookie', cookie);
        const { email, cookie } = await registerStudent(platform);
        const { cookie: loggedOut } = await registerStudent(platform);
        await api(platform).post('/api/logout').set('Cookie', loggedOut).expect(204);
        await forgot(email, platform).expect(200);
        const token = tokenOf(await resetLinkFor(email));

        await redis.stop();
        const failed = await reset(token, NEW_PASSWORD, platform);
        await redis.restart();
        // The logged-out cookie failing again shows the stored revocations are back in the new Redis.
        await eventually(async () => (await me(loggedOut)).status === 401);

        expect(failed.status).toBe(503);
        expect(failed.body).toEqual({ error: SERVER_MESSAGES.unavailable, code: 'unavailable' });
        await me(cookie).expect(200);
        await login(email, PASSWORD, platform).expect(200);
        await reset(token, NEW_PASSWORD, platform).expect(200);
        await me(cookie).expect(401);
        await login(email, NEW_PASSWORD, platform).expect(200);
      }),
    40_000,
  );
});
