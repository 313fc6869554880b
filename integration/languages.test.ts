import { Queue } from 'bullmq';
import request from 'supertest';
import { ErrorBodySchema, LANGUAGE_COOKIE, MAIL_QUEUE, SERVER_MESSAGES, UserResponseSchema } from '@lezioni/contracts';
import { readMail } from '@lezioni/mail-catcher';
import { createDb } from '@lezioni/service-kit';
import { testDatabaseUrl, uniqueEmail, uniqueIp } from '@lezioni/service-kit/testing';
import { startTidyCalFake, type TidyCalFake } from '@lezioni/tidycal-fake';
import { eventually, sessionCookieOf, startPlatform, startPlatformWithMail, tokenOf } from './harness';

const HOUR_MS = 60 * 60_000;
const PASSWORD = 'Secret123';
const A_YEAR_S = 365 * 24 * 60 * 60;
const ITALIAN_BROWSER = 'it-IT,it;q=0.9,en;q=0.8';

let fake: TidyCalFake;
let withMail: Awaited<ReturnType<typeof startPlatformWithMail>>;
beforeAll(async () => {
  fake = await startTidyCalFake();
  withMail = await startPlatformWithMail({
    services: ['auth', 'booking-proxy'],
    env: {
      TIDYCAL_API_URL: fake.url,
      TIDYCAL_API_TOKEN: fake.token,
      TIDYCAL_SYNC_INTERVAL_S: '1',
      TIDYCAL_TIMEOUT_MS: '1000',
      TIDYCAL_RETRY_BASE_MS: '50',
    },
  });
}, 30_000);
afterAll(async () => {
  await withMail.stop();
  await fake.close();
});

const api = () => request(withMail.platform.gateway);

/** The `Set-Cookie` line of the language cookie in an answer; undefined when it sets none. */
function languageCookieOf(res: request.Response): string | undefined {
  return ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((line) => line.startsWith(`${LANGUAGE_COOKIE}=`));
}

/** A student registering with the browser's `headers` (its language cookie, its Accept-Language). */
async function registerWith(headers: Record<string, string> = {}, email = uniqueEmail()) {
  const res = await api()
    .post('/api/register')
    .set('X-Forwarded-For', uniqueIp())
    .set(headers)
    .send({ name: 'Giulia Bianchi', email, password: PASSWORD })
    .expect(201);
  return { email, res, user: UserResponseSchema.parse(res.body).user, cookie: sessionCookieOf(res) };
}

const languageOfAccount = async (cookie: string) =>
  UserResponseSchema.parse((await api().get('/api/me').set('Cookie', cookie).expect(200)).body).user.language;

/** The link of the `count`-th mail to `email` whose subject matches, as the student's mailbox got it. */
async function linkMailedTo(email: string, subject: RegExp): Promise<URL> {
  const mail = await withMail.catcher.waitForMail(email, { subject });
  return new URL(mail.links[0]!);
}

describe('the language of a new account', () => {
  it('when the visitor chose Italian (the cookie), then the account speaks Italian whatever the browser prefers', async () => {
    const { res, user, cookie } = await registerWith({ Cookie: `${LANGUAGE_COOKIE}=it`, 'Accept-Language': 'en-GB' });

    expect(user.language).toBe('it');
    expect(await languageOfAccount(cookie)).toBe('it');
    const set = languageCookieOf(res)!;
    expect(set.split(';')[0]).toBe(`${LANGUAGE_COOKIE}=it`);
    expect(set).toMatch(/; Path=\//);
    expect(set).toMatch(new RegExp(`; Max-Age=${A_YEAR_S}(;|$)`));
    expect(set).toMatch(/; SameSite=Lax/);
    // Pages read it, and over http the session cookie is not Secure either.
    expect(set).not.toMatch(/HttpOnly/i);
    expect(set).not.toMatch(/Secure/i);
  });

  it('when the visitor chose nothing, then the browser’s first language spoken here decides, else English', async () => {
    const italian = await registerWith({ 'Accept-Language': 'fr-FR,fr;q=0.9,it;q=0.8,en;q=0.5' });
    const unknownChoice = await registerWith({ Cookie: `${LANGUAGE_COOKIE}=fr`, 'Accept-Language': ITALIAN_BROWSER });
    const neither = await registerWith({ 'Accept-Language': 'de-DE,fr;q=0.5' });
    const noHeader = await registerWith();

    expect([italian, unknownChoice, neither, noHeader].map(({ user }) => user.language)).toEqual([
      'it',
      'it',
      'en',
      'en',
    ]);
    expect(languageCookieOf(neither.res)!.split(';')[0]).toBe(`${LANGUAGE_COOKIE}=en`);
  });

  it('when an Italian visitor registers, then the address confirmation comes in Italian', async () => {
    const { email } = await registerWith({ 'Accept-Language': ITALIAN_BROWSER });

    const mail = await withMail.catcher.waitForMail(email);

    expect(mail.subject).toBe('Conferma il tuo indirizzo email per le lezioni di italiano');
    expect(readMail(mail.raw).text).toContain('conferma che questo è il tuo indirizzo email.');
  });
});

describe('signing in', () => {
  it('when a student signs in on another device, then the language cookie is set from the account, not the device', async () => {
    const { email } = await registerWith({ Cookie: `${LANGUAGE_COOKIE}=it` });

    const res = await api()
      .post('/api/login')
      .set('Cookie', `${LANGUAGE_COOKIE}=en`)
      .set('Accept-Language', 'en-US')
      .send({ email, password: PASSWORD })
      .expect(200);

    expect(res.body.user.language).toBe('it');
    const set = languageCookieOf(res)!;
    expect(set.split(';')[0]).toBe(`${LANGUAGE_COOKIE}=it`);
    expect(set).toMatch(new RegExp(`; Max-Age=${A_YEAR_S}(;|$)`));
  });

  it('when the pages are served over https, then the language cookie is Secure, as the session cookie is', async () => {
    const secure = await startPlatform({ env: { APP_URL: 'https://lezioni.example' } });
    try {
      const res = await request(secure.gateway)
        .post('/api/register')
        .set('Accept-Language', ITALIAN_BROWSER)
        .send({ name: 'Giulia', email: uniqueEmail(), password: PASSWORD })
        .expect(201);

      const set = languageCookieOf(res)!;
      expect(set.split(';')[0]).toBe(`${LANGUAGE_COOKIE}=it`);
      expect(set).toMatch(/; Secure/);
      expect(set).not.toMatch(/HttpOnly/i);
    } finally {
      await secure.stop();
    }
  });
});

describe('PUT /api/me/language', () => {
  it('when a student chooses Italian, then the account keeps it, the cookie follows, and the next sign-in brings it back', async () => {
    const { email, cookie } = await registerWith();

    const res = await api().put('/api/me/language').set('Cookie', cookie).send({ language: 'it' });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ language: 'it' });
    expect(languageCookieOf(res)!.split(';')[0]).toBe(`${LANGUAGE_COOKIE}=it`);
    expect(await languageOfAccount(cookie)).toBe('it');
    const again = await api().post('/api/login').send({ email, password: PASSWORD }).expect(200);
    expect(languageCookieOf(again)!.split(';')[0]).toBe(`${LANGUAGE_COOKIE}=it`);
    await api().put('/api/me/language').set('Cookie', cookie).send({ language: 'en' }).expect(200, { language: 'en' });
    expect(await languageOfAccount(cookie)).toBe('en');
  });

  it.each([
    ['a language not spoken here', { language: 'fr' }],
    ['no language', {}],
    ['a language in capitals', { language: 'IT' }],
    ['a language that is not text', { language: 1 }],
  ])('when the body has %s, then 400 in the error shape, and the account keeps its language', async (_case, body) => {
    const { cookie } = await registerWith({ 'Accept-Language': ITALIAN_BROWSER });

    const res = await api().put('/api/me/language').set('Cookie', cookie).send(body);

    expect(res.status).toBe(400);
    expect(ErrorBodySchema.parse(res.body)).toMatchObject({
      error: 'The request could not be processed. Please check your input.',
      code: 'bad_input',
      details: [{ field: 'language', message: 'The request could not be processed. Please check your input.' }],
    });
    expect(languageCookieOf(res)).toBeUndefined();
    expect(await languageOfAccount(cookie)).toBe('it');
  });

  it('when no one is signed in, then 401 and no cookie', async () => {
    const res = await api().put('/api/me/language').send({ language: 'it' });

    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: SERVER_MESSAGES.notSignedIn, code: 'not_signed_in' });
    expect(languageCookieOf(res)).toBeUndefined();
  });

  it('when a page of another site sends it, then the gateway refuses it and the account keeps its language', async () => {
    const { cookie } = await registerWith();

    const res = await api()
      .put('/api/me/language')
      .set('Cookie', cookie)
      .set('Origin', 'https://evil.example')
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ language: 'it' });

    expect(res.status).toBe(403);
    expect(res.body.code).toBe('cross_site_request');
    expect(await languageOfAccount(cookie)).toBe('en');
  });
});

describe('mails in the language of the account', () => {
  // booking-proxy's copy of the accounts, read as an operator would.
  const bookingDb = createDb<{ students: { id: string; language: string | null } }>({
    url: testDatabaseUrl(),
    schema: 'booking',
    max: 1,
  });
  afterAll(() => bookingDb.destroy());
  const languageInCopyOf = async (id: string) =>
    (await bookingDb.selectFrom('students').select('language').where('id', '=', id).executeTakeFirst())?.language;

  /** A student who registered from an English browser and confirmed their address. */
  async function confirmedStudent() {
    const student = await registerWith({ 'Accept-Language': 'en-GB' });
    const link = await linkMailedTo(student.email, /confirm your email address/i);
    await api()
      .post('/api/verify-email')
      .send({ token: tokenOf(link) })
      .expect(200);
    return student;
  }

  it('when a student switches to Italian, then booking-proxy learns it, and their lesson reminder goes out in Italian', async () => {
    const student = await confirmedStudent();
    await eventually(async () => (await languageInCopyOf(student.user.id)) === 'en');

    await api().put('/api/me/language').set('Cookie', student.cookie).send({ language: 'it' }).expect(200);
    await eventually(async () => (await languageInCopyOf(student.user.id)) === 'it');
    fake.addBooking({ email: student.email, startsAt: new Date(Date.now() + 80 * HOUR_MS) });
    const queue = new Queue(MAIL_QUEUE, {
      connection: { url: withMail.platform.env.REDIS_URL },
      prefix: withMail.platform.env.REDIS_PREFIX,
    });
    try {
      const reminderTo = async () =>
        (await queue.getJobs(['delayed'])).find(
          (job) => job.data.to === student.email && job.data.kind === 'lesson-reminder',
        );
      await eventually(async () => (await reminderTo()) !== undefined, { timeoutMs: 15_000 });
      const reminder = (await reminderTo())!;
      expect(reminder.data.language).toBe('it');
      // Due a day before the lesson: sent now, as it would be then.
      await reminder.promote();
    } finally {
      await queue.close();
    }

    const mail = await withMail.catcher.waitForMail(student.email, { subject: /^Promemoria/ });
    expect(mail.subject).toMatch(
      /^Promemoria: la tua lezione di italiano di \p{L}+ \d+ \p{L}+ alle ore \d\d:\d\d \(ora /u,
    );
    const parsed = readMail(mail.raw);
    expect(parsed.text).toContain('Se devi spostarla, fallo almeno 24 ore prima, così non perdi il credito.');
    expect(parsed.calendar?.replace(/\r\n /g, '')).toContain('SUMMARY:Lezione di italiano con Chiara Lombardi');
  }, 30_000);

  it('when an Italian student’s payment is confirmed, then the receipt mail and page are Italian, the package named in Italian', async () => {
    const student = await confirmedStudent();
    await api().put('/api/me/language').set('Cookie', student.cookie).send({ language: 'it' }).expect(200);
    await eventually(async () => (await languageInCopyOf(student.user.id)) === 'it');
    const teacher = sessionCookieOf(
      await api()
        .post('/api/login')
        .send({ email: withMail.platform.admin.email, password: withMail.platform.admin.password })
        .expect(200),
    );
    const order = (
      await api().post('/api/packages/orders').set('Cookie', student.cookie).send({ packageId: 'five' }).expect(201)
    ).body as { id: string };

    await api().post(`/api/admin/orders/${order.id}/confirm`).set('Cookie', teacher).expect(200);

    const mail = await withMail.catcher.waitForMail(student.email, { subject: /^La tua ricevuta/ });
    expect(mail.subject).toMatch(/^La tua ricevuta \d+: Pacchetto da 5 lezioni$/);
    const text = readMail(mail.raw).text!;
    expect(text).toContain('grazie per il pagamento: i tuoi crediti sono pronti per prenotare le lezioni.');
    expect(text).toContain('Importo: 100,00\u00a0€');
    expect(text).toContain('IVA: IVA non applicata');
    // The page follows the visit's language: the cookie the account set.
    const page = await api()
      .get(`/api/packages/orders/${order.id}/receipt`)
      .set('Cookie', `${student.cookie}; ${LANGUAGE_COOKIE}=it`)
      .expect(200);
    expect(page.text).toContain('<html lang="it">');
    expect(page.text).toMatch(/<h1>Ricevuta \d+<\/h1>/);
    expect(page.text).toContain('Pacchetto da 5 lezioni (5 crediti)');
    const english = await api().get(`/api/packages/orders/${order.id}/receipt`).set('Cookie', student.cookie);
    expect(english.text).toContain('5-Lesson Package (5 credits)');
  }, 30_000);

  it('when an Italian student forgets their password, then the reset mail comes in Italian', async () => {
    const { email } = await registerWith({ 'Accept-Language': ITALIAN_BROWSER });

    await api().post('/api/forgot-password').send({ email }).expect(200);

    const mail = await withMail.catcher.waitForMail(email, { subject: /password/ });
    expect(mail.subject).toBe('Reimposta la password delle tue lezioni di italiano');
    expect(readMail(mail.raw).text).toContain(
      'Scegline una nuova con questo link. Funziona una volta sola, entro un’ora:',
    );
    expect(mail.links[0]).toMatch(/\/reset-password#token=/);
  });
});
