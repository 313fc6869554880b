import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import request from 'supertest';
import {
  DELETE_ACCOUNT_PATH,
  MAIL_JOB_OPTIONS,
  MAIL_QUEUE,
  QUEUES_DASHBOARD_PATH,
  SERVER_MESSAGES,
  USER_EVENTS_STREAM,
  UserEventSchema,
} from '@lezioni/contracts';
import { createDb, sessionCookieName } from '@lezioni/service-kit';
import { uniqueEmail, uniqueIp, testDatabaseUrl } from '@lezioni/service-kit/testing';
import { readMail, type SmtpCatcher } from '@lezioni/mail-catcher';
import {
  eventually,
  mailedLinkFor,
  registerStudent,
  sessionCookieOf,
  startPlatform,
  startPlatformWithMail,
  startService,
  tokenOf,
  type Platform,
} from './harness';

const APP_URL = 'https://lezioni.example';
const CONFIRM_SUBJECT = /confirm your email address/i;
// To age a link past its 24 hours, as time would, and to see which links are kept (the columns this test touches).
type AuthTables = { email_verification_tokens: { user_id: string; expires_at: Date; used_at: Date | null } };
const db = createDb<AuthTables>({ url: testDatabaseUrl(), schema: 'auth', max: 1 });

let withMail: Awaited<ReturnType<typeof startPlatformWithMail>>;
let platform: Platform;
let catcher: SmtpCatcher;
beforeAll(async () => {
  withMail = await startPlatformWithMail({ env: { APP_URL } });
  ({ platform, catcher } = withMail);
});
afterAll(async () => {
  await withMail.stop();
  await db.destroy();
});

const api = (on: Platform = platform) => request(on.gateway);

/** The link of the `count`-th confirmation mail to `email`, as a mail client shows it. */
async function confirmationLinkFor(email: string, count = 1): Promise<URL> {
  const mail = await catcher.waitForMail(email, { subject: CONFIRM_SUBJECT, count });
  const inText = readMail(mail.raw).text?.match(/https?:\/\/\S+/)?.[0];
  expect(mail.links).toEqual([inText]);
  return new URL(inText!);
}

const verify = (token: string, on: Platform = platform) =>
  api(on).post('/api/verify-email').set('X-Forwarded-For', uniqueIp()).send({ token });
const resend = (cookie: string) => api().post('/api/verify-email/resend').set('Cookie', cookie);
const me = async (cookie: string) =>
  (await api().get('/api/me').set('Cookie', cookie).expect(200)).body.user as { emailVerified: boolean };

/** The newest user event about `id` on the platform's stream, as chat and booking-proxy read it. */
async function latestEventAbout(id: string) {
  const redis = new Redis(platform.env.REDIS_URL!);
  try {
    const entries = await redis.xrange(`${platform.env.REDIS_PREFIX}:${USER_EVENTS_STREAM}`, '-', '+');
    const events = entries.map(([, fields]) => UserEventSchema.parse(JSON.parse(fields[1]!)));
    return events.filter((event) => event.user.id === id).at(-1);
  } finally {
    redis.disconnect();
  }
}

describe('confirming a student’s email address', () => {
  it('when a student registers, then a mailed link proves the address: /api/me and the user event say so', async () => {
    const { email, user, cookie } = await registerStudent(platform);
    const before = await me(cookie);

    const link = await confirmationLinkFor(email);
    const res = await verify(tokenOf(link));

    expect(user.emailVerified).toBe(false);
    expect(before.emailVerified).toBe(false);
    expect(`${link.origin}${link.pathname}`).toBe(`${APP_URL}/verify-email`);
    expect(link.search).toBe('');
    expect(tokenOf(link)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: SERVER_MESSAGES.emailVerified });
    expect((await me(cookie)).emailVerified).toBe(true);
    await eventually(async () => {
      const event = await latestEventAbout(user.id);
      return event?.type === 'user.upserted' && event.user.emailVerified;
    });
  });

  it('when the link is used again, or a token is forged, then 400 "invalid"', async () => {
    const { email } = await registerStudent(platform);
    const token = tokenOf(await confirmationLinkFor(email));
    await verify(token).expect(200);

    const again = await verify(token);
    const forged = await verify(randomBytes(32).toString('base64url'));

    for (const res of [again, forged]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: SERVER_MESSAGES.verifyTokenInvalid, code: 'verify_token_invalid' });
    }
  });

  it('when the link is over 24 hours old, then 400 "expired" and the address stays unproven', async () => {
    const { email, user, cookie } = await registerStudent(platform);
    const token = tokenOf(await confirmationLinkFor(email));
    const aged = { expires_at: new Date(Date.now() - 1_000) };
    await db.updateTable('email_verification_tokens').set(aged).where('user_id', '=', user.id).execute();

    const res = await verify(token);

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: SERVER_MESSAGES.verifyTokenExpired, code: 'verify_token_expired' });
    expect((await me(cookie)).emailVerified).toBe(false);
  });

  it('when the student asks for the link again, then the newest one works, older ones not, and a fourth ask within 15 minutes is 429', async () => {
    const { email, cookie } = await registerStudent(platform);
    const first = tokenOf(await confirmationLinkFor(email));

    const asked = await resend(cookie);
    const second = tokenOf(await confirmationLinkFor(email, 2));
    // Each mail in before the next ask: mails sent at once may arrive in any order.
    const statuses = [(await resend(cookie)).status];
    await confirmationLinkFor(email, 3);
    statuses.push((await resend(cookie)).status);
    const newest = tokenOf(await confirmationLinkFor(email, 4));
    const fourth = await resend(cookie);

    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ message: SERVER_MESSAGES.verificationEmailSent });
    expect(statuses).toEqual([200, 200]);
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual({ error: SERVER_MESSAGES.tooManyAttempts, code: 'rate_limited' });
    for (const older of [first, second]) expect((await verify(older)).body.code).toBe('verify_token_invalid');
    await verify(newest).expect(200);
  });

  it('when the address is already confirmed, then asking again makes no new link; signed out, it is 401', async () => {
    const { email, user, cookie } = await registerStudent(platform);
    await verify(tokenOf(await confirmationLinkFor(email))).expect(200);

    const res = await resend(cookie);

    expect(res.body).toEqual({ message: SERVER_MESSAGES.emailAlreadyVerified });
    // A new link would have replaced the spent one (only the newest is kept).
    const kept = await db
      .selectFrom('email_verification_tokens')
      .select('used_at')
      .where('user_id', '=', user.id)
      .execute();
    expect(kept.map((token) => token.used_at !== null)).toEqual([true]);
    expect((await api().post('/api/verify-email/resend')).status).toBe(401);
  });

  it('when the student deletes the account, then its pending link confirms nothing', async () => {
    const { email, cookie } = await registerStudent(platform);
    const token = tokenOf(await confirmationLinkFor(email));

    await api().post(DELETE_ACCOUNT_PATH).set('Cookie', cookie).send({ password: 'Secret123' }).expect(204);

    expect((await verify(token)).body.code).toBe('verify_token_invalid');
  });

  it('when the teacher signs in, then her seeded address counts as confirmed and she gets no link', async () => {
    const res = await api()
      .post('/api/login')
      .send({ email: platform.admin.email, password: platform.admin.password })
      .expect(200);

    expect(res.body.user.emailVerified).toBe(true);
    const links = await db
      .selectFrom('email_verification_tokens')
      .select('used_at')
      .where('user_id', '=', res.body.user.id)
      .execute();
    expect(links).toEqual([]);
  });
});

describe('mails in Redis carry no live link', () => {
  // No mailer: the jobs wait in the queue, where anyone with Redis access (or the teacher's queue
  // dashboard) could read them.
  let waiting: Platform;
  let teacher: string;
  beforeAll(async () => {
    waiting = await startPlatform({
      services: ['auth', 'booking-proxy'],
      env: { APP_URL, VERIFY_EMAIL_RATE_LIMIT_PER_IP: '2' },
    });
    const res = await api(waiting)
      .post('/api/login')
      .send({ email: waiting.admin.email, password: waiting.admin.password })
      .expect(200);
    teacher = sessionCookieOf(res, sessionCookieName(APP_URL));
  });
  afterAll(() => waiting.stop());

  /** Every value Redis holds under the platform's prefix, as one text: what a leaked dump would show. */
  async function redisDump(): Promise<string> {
    const redis = new Redis(waiting.env.REDIS_URL!);
    try {
      const values: string[] = [];
      for await (const keys of redis.scanStream({ match: `${waiting.env.REDIS_PREFIX}:*` }) as AsyncIterable<
        string[]
      >) {
        for (const key of keys) {
          const type = await redis.type(key);
          if (type === 'string') values.push((await redis.get(key)) ?? '');
          if (type === 'hash') values.push(JSON.stringify(await redis.hgetall(key)));
          if (type === 'list') values.push(...(await redis.lrange(key, 0, -1)));
          if (type === 'zset') values.push(...(await redis.zrange(key, 0, -1)));
          if (type === 'stream') values.push(JSON.stringify(await redis.xrange(key, '-', '+')));
        }
      }
      return values.join('\n');
    } finally {
      redis.disconnect();
    }
  }

  const dashboardJobs = async (status: 'waiting' | 'failed') => {
    const res = await api(waiting)
      .get(`${QUEUES_DASHBOARD_PATH}/api/queues`)
      .query({ activeQueue: MAIL_QUEUE, status })
      .set('Cookie', teacher)
      .expect(200);
    const queues = res.body.queues as { name: string; jobs: { name: string; data: Record<string, unknown> }[] }[];
    return { text: res.text, jobs: queues.find((queue) => queue.name === MAIL_QUEUE)!.jobs };
  };

  it('when a confirmation and a reset mail wait in the queue, then neither Redis nor the dashboard holds a token', async () => {
    const email = uniqueEmail();
    await registerStudent(waiting, email);
    await api(waiting).post('/api/forgot-password').set('X-Forwarded-For', uniqueIp()).send({ email }).expect(200);
    // Both mails are in the queue now: the relay has flushed the outbox.
    await waiting.settled();

    const dump = await redisDump();
    const { text, jobs } = await dashboardJobs('waiting');

    expect(dump).toContain(email);
    expect(dump).not.toContain('#token=');
    expect(text).not.toContain('#token=');
    // The tokens themselves, as only the mailer's key reveals them: in neither, in any form.
    const tokens = [
      tokenOf(await mailedLinkFor(waiting, email, 'email-verification')),
      tokenOf(await mailedLinkFor(waiting, email, 'password-reset')),
    ];
    for (const token of tokens) {
      expect(dump).not.toContain(token);
      expect(text).not.toContain(token);
    }
    const shown = jobs.filter((job) => job.data.to === email);
    expect(shown.map((job) => job.name).sort()).toEqual(['email-verification', 'password-reset']);
    for (const job of shown)
      expect(job.data).toEqual({
        kind: job.name,
        to: email,
        name: 'Anna Bianchi',
        language: 'en',
        sealedLink: '[redacted]',
      });
  });

  it('when one address tries more than 2 confirmation tokens, then 429 "Too many" for that address', async () => {
    const ip = uniqueIp();
    const tries = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      tries.push((await verify(randomBytes(32).toString('base64url'), waiting).set('X-Forwarded-For', ip)).status);
    }

    expect(tries).toEqual([400, 400, 429]);
  });

  it('when mails fail for good, then the failed jobs the dashboard keeps show no link, old-style live ones included', async () => {
    const email = uniqueEmail();
    await registerStudent(waiting, email);
    const liveLink = `${APP_URL}/reset-password#token=${randomBytes(32).toString('base64url')}`;
    const queue = new Queue(MAIL_QUEUE, {
      connection: { url: waiting.env.REDIS_URL },
      prefix: waiting.env.REDIS_PREFIX,
    });
    // A job as auth queued them before links were sealed: the mailer refuses it, the dashboard keeps it.
    await queue.add(
      'password-reset',
      { kind: 'password-reset', to: email, name: 'Anna', resetUrl: liveLink },
      MAIL_JOB_OPTIONS,
    );
    await queue.close();
    const token = tokenOf(await mailedLinkFor(waiting, email, 'email-verification'));
    // A mailer whose key is not the one auth sealed with: every link mail fails at once.
    const mailer = await startService('mailer', {
      ...waiting.env,
      SMTP_URL: catcher.url,
      MAIL_LINK_PRIVATE_KEY: generateKeyPairSync('ec', { namedCurve: 'P-256' })
        .privateKey.export({ type: 'pkcs8', format: 'pem' })
        .toString(),
    });
    try {
      await eventually(
        async () => (await dashboardJobs('failed')).jobs.filter((job) => job.data.to === email).length === 2,
      );
    } finally {
      await mailer.stop();
    }

    const { text, jobs } = await dashboardJobs('failed');

    expect(text).not.toContain(token);
    expect(text).not.toContain(liveLink);
    expect(text).not.toContain('#token=');
    const failed = jobs.filter((job) => job.data.to === email);
    expect(failed.map((job) => job.data.sealedLink ?? job.data.resetUrl)).toEqual(['[redacted]', '[redacted]']);
  });
});
