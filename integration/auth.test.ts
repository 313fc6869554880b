import http from 'node:http';
import jwt from 'jsonwebtoken';
import { generateKeyPairSync } from 'node:crypto';
import request from 'supertest';
import {
  SERVER_MESSAGES,
  SESSION_HINT_COOKIE,
  UserResponseSchema,
  VALIDATION_MESSAGES as M,
  tooManyLoginAttemptsMessage,
} from '@lezioni/contracts';
import { SESSION_COOKIE } from '@lezioni/service-kit';
import { testKeys, uniqueEmail, uniqueIp } from '@lezioni/service-kit/testing';
import { eventually, startPlatform, type Platform } from './harness';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.stop());

const api = () => request(platform.gateway);
const PASSWORD = 'Secret123';

function cookieOf(res: request.Response, name: string): string {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = cookies.find((line) => line.startsWith(`${name}=`));
  if (!cookie) throw new Error(`no ${name} cookie in the answer`);
  return cookie;
}
const sessionCookieOf = (res: request.Response) => cookieOf(res, SESSION_COOKIE);
const hintCookieOf = (res: request.Response) => cookieOf(res, SESSION_HINT_COOKIE);
const cookiePair = (setCookie: string) => setCookie.split(';')[0]!;
const tokenOf = (setCookie: string) => cookiePair(setCookie).slice(SESSION_COOKIE.length + 1);

async function registerStudent(email = uniqueEmail()) {
  const res = await api().post('/api/register').send({ name: 'Anna Bianchi', email, password: PASSWORD }).expect(201);
  return { email, cookie: cookiePair(sessionCookieOf(res)), user: res.body.user };
}

describe('POST /api/register', () => {
  it('when the input is valid, then a student is created and signed in with a browser-session cookie', async () => {
    const email = uniqueEmail();

    const res = await api().post('/api/register').send({ name: 'Anna Bianchi', email, password: PASSWORD });

    expect(res.status).toBe(201);
    expect(UserResponseSchema.parse(res.body).user).toMatchObject({ name: 'Anna Bianchi', email, role: 'student' });
    const cookie = sessionCookieOf(res);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Max-Age|Expires/);
    // The hint pages read: no secret, readable by scripts, and gone with the browser session too.
    const hint = hintCookieOf(res);
    expect(cookiePair(hint)).toBe(`${SESSION_HINT_COOKIE}=1`);
    expect(hint).not.toMatch(/HttpOnly/);
    expect(hint).not.toMatch(/Max-Age|Expires/);
    const me = await api().get('/api/me').set('Cookie', cookiePair(cookie)).expect(200);
    expect(me.body.user).toEqual(res.body.user);
  });

  it.each([
    ['a one-letter name', { name: 'A' }, M.nameTooShort],
    ['a blank name', { name: '   ' }, M.nameTooShort],
    ['no name', { name: undefined }, M.nameTooShort],
    ['a NUL character in the name', { name: 'Anna\u0000Bianchi' }, M.nameHasUnsafeCharacters],
    ['a line break in the name', { name: 'Anna\nBianchi' }, M.nameHasUnsafeCharacters],
    ['a right-to-left override in the name', { name: 'Anna \u202eihcnaiB' }, M.nameHasUnsafeCharacters],
    ['an invalid email', { email: 'anna@' }, M.invalidEmail],
    ['no email', { email: undefined }, M.invalidEmail],
    ['a 7-character password', { password: 'Secre12' }, M.passwordTooShort],
    ['a password without a digit', { password: 'Secretpassword' }, M.passwordTooWeak],
    ['a password without an uppercase letter', { password: 'secret123' }, M.passwordTooWeak],
    ['no password', { password: undefined }, M.passwordTooShort],
  ])('when the form has %s, then 400 with the spec message and no account', async (_case, change, message) => {
    const email = uniqueEmail();

    const res = await api()
      .post('/api/register')
      .send({ name: 'Anna Bianchi', email, password: PASSWORD, ...change });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(res.headers['set-cookie']).toBeUndefined();
    await api().post('/api/login').send({ email, password: PASSWORD }).expect(401);
  });

  it('when the email is taken, in any letter case, then 409 and the first account keeps its password', async () => {
    const { email } = await registerStudent();

    const same = await api().post('/api/register').send({ name: 'Other', email, password: 'Another123' });
    const upper = await api()
      .post('/api/register')
      .send({ name: 'Other', email: email.toUpperCase(), password: 'Another123' });

    expect([same.status, upper.status]).toEqual([409, 409]);
    expect(upper.body).toEqual({ error: SERVER_MESSAGES.emailTaken, code: 'email_taken' });
    await api().post('/api/login').send({ email, password: PASSWORD }).expect(200);
    await api().post('/api/login').send({ email, password: 'Another123' }).expect(401);
  });

  it('when the body asks for the admin role, then the account is still a student', async () => {
    const res = await api()
      .post('/api/register')
      .send({ name: 'Mallory', email: uniqueEmail(), password: PASSWORD, role: 'admin' })
      .expect(201);

    expect(res.body.user.role).toBe('student');
  });
});

describe('POST /api/login', () => {
  it('when the credentials are right, then the user comes back with a browser-session cookie', async () => {
    const { email, user } = await registerStudent();

    const res = await api()
      .post('/api/login')
      .send({ email: `  ${email.toUpperCase()} `, password: PASSWORD });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user });
    expect(sessionCookieOf(res)).not.toMatch(/Max-Age/);
  });

  it('when "remember me" is ticked, then the cookie lasts 30 days', async () => {
    const { email } = await registerStudent();

    const res = await api().post('/api/login').send({ email, password: PASSWORD, rememberMe: true }).expect(200);

    expect(sessionCookieOf(res)).toMatch(/Max-Age=2592000/);
    expect(hintCookieOf(res)).toMatch(/Max-Age=2592000/);
  });

  it('when the teacher signs in, then the role is admin', async () => {
    const res = await api().post('/api/login').send({ email: platform.admin.email, password: platform.admin.password });

    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: platform.admin.email, role: 'admin', name: 'Chiara Lombardi' });
  });

  it('when the email is unknown or the password wrong, then the same 401 text and no cookie', async () => {
    const { email } = await registerStudent();

    const unknown = await api().post('/api/login').send({ email: uniqueEmail(), password: PASSWORD });
    const wrong = await api().post('/api/login').send({ email, password: 'Wrong1234' });

    expect([unknown.status, wrong.status]).toEqual([401, 401]);
    expect(unknown.body).toEqual({ error: SERVER_MESSAGES.invalidCredentials, code: 'invalid_credentials' });
    expect(wrong.body).toEqual(unknown.body);
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['an invalid email', { email: 'not-an-email', password: PASSWORD }, M.invalidEmail],
    ['an empty password', { email: 'anna@example.com', password: '' }, M.passwordRequired],
    ['no body at all', undefined, M.invalidEmail],
  ])('when the form has %s, then 400 with the spec message', async (_case, body, message) => {
    const res = await api().post('/api/login').send(body);

    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });
});

describe('the session cookie over https', () => {
  it('when the pages are served over https, then the cookie is __Host- prefixed, and a plain one is not read', async () => {
    const secure = await startPlatform({ env: { APP_URL: 'https://lezioni.example' } });
    try {
      const email = uniqueEmail();
      const res = await request(secure.gateway)
        .post('/api/register')
        .send({ name: 'Anna', email, password: PASSWORD })
        .expect(201);
      const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]!;
      const token = cookiePair(setCookie).split('=')[1]!;
      const me = (cookie: string) => request(secure.gateway).get('/api/me').set('Cookie', cookie);

      expect(setCookie).toMatch(/^__Host-lezioni_session=/);
      expect(setCookie).toMatch(/; Secure/);
      expect(setCookie).toMatch(/; Path=\//);
      expect(setCookie).not.toMatch(/Domain=/i);
      expect((await me(`__Host-lezioni_session=${token}`)).status).toBe(200);
      expect((await me(`lezioni_session=${token}`)).status).toBe(401);
    } finally {
      await secure.stop();
    }
  });

  it('when the pages are served over https, then the known-device cookie is __Secure- prefixed', async () => {
    const secure = await startPlatform({ env: { APP_URL: 'https://lezioni.example' } });
    try {
      const email = uniqueEmail();
      await request(secure.gateway).post('/api/register').send({ name: 'Anna', email, password: PASSWORD }).expect(201);

      const res = await request(secure.gateway).post('/api/login').send({ email, password: PASSWORD }).expect(200);

      const device = cookieOf(res, '__Secure-lezioni_device');
      expect(device).toMatch(/; Secure/);
      expect(device).toMatch(/; Path=\/api\/login/);
    } finally {
      await secure.stop();
    }
  });
});

describe('GET /api/me', () => {
  it('when there is no cookie, then 401 JSON', async () => {
    const res = await api().get('/api/me');

    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: SERVER_MESSAGES.notSignedIn, code: 'not_signed_in' });
  });

  it('when the hint outlived its session, then 401 clears it; without a hint, 401 sets no cookie', async () => {
    const { cookie } = await registerStudent();
    await api().post('/api/logout').set('Cookie', cookie).send({}).expect(204);

    const stale = await api().get('/api/me').set('Cookie', `${cookie}; ${SESSION_HINT_COOKIE}=1`);
    const anonymous = await api().get('/api/me').set('Cookie', cookie);

    expect(stale.status).toBe(401);
    expect(hintCookieOf(stale)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers['set-cookie']).toBeUndefined();
  });

  it('when the token payload is edited to claim admin, then the signature no longer holds and 401', async () => {
    const { cookie } = await registerStudent();
    const [header, payload, signature] = tokenOf(cookie).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');

    const res = await api().get('/api/status').set('Cookie', `${SESSION_COOKIE}=${header}.${forged}.${signature}`);
    const me = await api().get('/api/me').set('Cookie', `${SESSION_COOKIE}=${header}.${forged}.${signature}`);

    expect(res.status).toBe(401);
    expect(me.status).toBe(401);
  });

  it('when the token says alg none, then 401', async () => {
    const { cookie } = await registerStudent();
    const claims = JSON.parse(Buffer.from(tokenOf(cookie).split('.')[1]!, 'base64url').toString());
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url')}.`;

    const res = await api().get('/api/me').set('Cookie', `${SESSION_COOKIE}=${unsigned}`);

    expect(res.status).toBe(401);
  });

  it('when the token is signed with HS256 using the public key, or with another key pair, then 401', async () => {
    const { cookie } = await registerStudent();
    const claims = JSON.parse(Buffer.from(tokenOf(cookie).split('.')[1]!, 'base64url').toString());
    const hmac = jwt.sign(claims, testKeys().publicKey, { algorithm: 'HS256' });
    const stranger = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const foreign = jwt.sign(claims, stranger, { algorithm: 'ES256' });

    for (const token of [hmac, foreign]) {
      expect((await api().get('/api/me').set('Cookie', `${SESSION_COOKIE}=${token}`)).status).toBe(401);
    }
  });

  it('when the token has expired, then 401', async () => {
    const { cookie } = await registerStudent();
    const claims = JSON.parse(Buffer.from(tokenOf(cookie).split('.')[1]!, 'base64url').toString());
    const expired = jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 }, testKeys().privateKey, {
      algorithm: 'ES256',
    });

    expect((await api().get('/api/me').set('Cookie', `${SESSION_COOKIE}=${expired}`)).status).toBe(401);
  });
});

describe('POST /api/logout', () => {
  it('when a user logs out, then the cookie is cleared and a copy of it stops working', async () => {
    const { cookie } = await registerStudent();
    await api().get('/api/me').set('Cookie', cookie).expect(200);

    const res = await api().post('/api/logout').set('Cookie', cookie).send({});

    expect(res.status).toBe(204);
    expect(sessionCookieOf(res)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(hintCookieOf(res)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await api().get('/api/me').set('Cookie', cookie)).status).toBe(401);
  });

  it('when logging out other sessions of the same user, then only the one logged out stops working', async () => {
    const { email, cookie: first } = await registerStudent();
    const second = cookiePair(sessionCookieOf(await api().post('/api/login').send({ email, password: PASSWORD })));

    await api().post('/api/logout').set('Cookie', first).expect(204);

    await api().get('/api/me').set('Cookie', first).expect(401);
    await api().get('/api/me').set('Cookie', second).expect(200);
  });

  it('when nobody is signed in, then logout still answers 204', async () => {
    await api().post('/api/logout').expect(204);
  });
});

describe('roles', () => {
  it('when a student asks for the platform status, then 403; the teacher gets each service', async () => {
    const { cookie } = await registerStudent();
    const teacher = await api()
      .post('/api/login')
      .send({ email: platform.admin.email, password: platform.admin.password });

    const asStudent = await api().get('/api/status').set('Cookie', cookie);
    const asTeacher = await api()
      .get('/api/status')
      .set('Cookie', cookiePair(sessionCookieOf(teacher)));
    const anonymous = await api().get('/api/status');

    expect(asStudent.status).toBe(403);
    expect(asStudent.body).toEqual({ error: SERVER_MESSAGES.forbidden, code: 'forbidden' });
    expect(anonymous.status).toBe(401);
    expect(asTeacher.status).toBe(200);
    expect(asTeacher.body).toEqual({
      status: 'ok',
      services: {
        auth: 'ready',
        chat: 'not_deployed',
        'booking-proxy': 'not_deployed',
        unfurl: 'not_deployed',
        learning: 'not_deployed',
      },
    });
  });
});

describe('bad bodies', () => {
  it('when the JSON is malformed, then 400 JSON', async () => {
    const res = await api().post('/api/login').set('Content-Type', 'application/json').send('{"email": "a@b.co",');

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: SERVER_MESSAGES.invalidJson, code: 'invalid_json' });
  });

  it('when the body is over the limit, then 413 JSON, whether it announces its length or streams', async () => {
    const huge = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(200_000) });

    const announced = await api().post('/api/login').set('Content-Type', 'application/json').send(huge);
    const streamed = await postChunked(`${platform.gatewayUrl}/api/login`, huge);

    expect(announced.status).toBe(413);
    expect(announced.body).toEqual({ error: SERVER_MESSAGES.bodyTooLarge, code: 'body_too_large' });
    expect(streamed.status).toBe(413);
    expect(streamed.body).toEqual({ error: SERVER_MESSAGES.bodyTooLarge, code: 'body_too_large' });
  });
});

/** Posts without Content-Length, so only the service's own limit can stop the body. */
function postChunked(url: string, body: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers: { 'Content-Type': 'application/json' } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    for (let offset = 0; offset < body.length; offset += 16_384) req.write(body.slice(offset, offset + 16_384));
    req.end();
  });
}

describe('rate limits', () => {
  let limited: Platform;
  beforeAll(async () => {
    limited = await startPlatform({
      env: {
        LOGIN_RATE_LIMIT_PER_IP: '4',
        LOGIN_FAILURES_PER_NETWORK: '3',
        LOGIN_FAILURES_BEFORE_DELAY: '4',
        REGISTER_RATE_LIMIT_PER_IP: '2',
      },
    });
  });
  afterAll(() => limited.stop());

  const login = (email: string, password: string, ip = uniqueIp()) =>
    request(limited.gateway).post('/api/login').set('X-Forwarded-For', ip).send({ email, password });

  async function registerLimited(on: Platform = limited) {
    const email = uniqueEmail();
    await request(on.gateway)
      .post('/api/register')
      .set('X-Forwarded-For', uniqueIp())
      .send({ name: 'Anna', email, password: PASSWORD })
      .expect(201);
    return email;
  }

  /** Addresses of one IPv6 /64, each under the per-address limit: one network, many addresses. */
  const oneNetwork = () => {
    const net = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    let host = 0;
    return () => `${net}::${(host += 1).toString(16)}`;
  };

  it('when 20 wrong guesses on one account from one network arrive at once, then only 3 are checked and the rest get 429', async () => {
    const email = await registerLimited();
    const addressIn = oneNetwork();

    const answers = await Promise.all(Array.from({ length: 20 }, () => login(email, 'Wrong1234', addressIn())));

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(17);
    // The network's window started with the first guess: its 15 minutes are the real wait.
    expect(answers.find((answer) => answer.status === 429)!.body.error).toBe(tooManyLoginAttemptsMessage(15 * 60_000));
    // The network stays refused, even with the right password.
    expect((await login(email, PASSWORD, addressIn())).status).toBe(429);
  });

  it('when a stranger has used up the tries on an account from one network, then the owner still signs in from another', async () => {
    const email = await registerLimited();
    const strangerAt = oneNetwork();
    for (let attempt = 0; attempt < 6; attempt += 1) await login(email, 'Wrong1234', strangerAt());

    const owner = await login(email, PASSWORD);

    expect(owner.status).toBe(200);
    expect(owner.body.user.email).toBe(email);
  });

  it('when the owner gets the password right after two typos, then the typos are forgotten', async () => {
    const email = await registerLimited();
    const ownerAt = oneNetwork();
    await login(email, 'Typo1', ownerAt()).expect(401);
    await login(email, 'Typo2', ownerAt()).expect(401);
    await login(email, PASSWORD, ownerAt()).expect(200);

    const typos = [(await login(email, 'Typo3', ownerAt())).status, (await login(email, 'Typo4', ownerAt())).status];

    expect(typos).toEqual([401, 401]);
    expect((await login(email, PASSWORD, ownerAt())).status).toBe(200);
  });

  it('when an account fails from many networks, then its attempts are spaced by a delay, not closed', async () => {
    const email = await registerLimited();
    // LOGIN_FAILURES_BEFORE_DELAY is 4 here: the 5th is checked and starts a 1 s wait.
    for (let attempt = 0; attempt < 5; attempt += 1) await login(email, 'Wrong1234').expect(401);

    const tooSoon = await login(email, PASSWORD);
    // Not closed: the wait ends by itself and the right password gets in again. An attempt refused
    // meanwhile is not checked, so it neither counts as a failure nor lengthens the wait.
    const answers: Array<{ status: number; body: { user?: { email: string } } }> = [];
    await eventually(async () => {
      const { status, body } = await login(email, PASSWORD);
      answers.push({ status, body });
      return status === 200;
    });

    const refusal = { status: 429, body: { error: tooManyLoginAttemptsMessage(1_000), code: 'rate_limited' } };
    expect({ status: tooSoon.status, body: tooSoon.body }).toEqual(refusal);
    const refusedMeanwhile = answers.slice(0, -1);
    expect(refusedMeanwhile).toEqual(refusedMeanwhile.map(() => refusal));
    expect(answers.at(-1)!.body.user!.email).toBe(email);
  });

  it('when one address tries more than 4 logins, then 429 for that address only', async () => {
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await request(limited.gateway)
        .post('/api/login')
        .set('X-Forwarded-For', ip)
        .send({ email: uniqueEmail(), password: 'x' })
        .expect(401);
    }

    const blocked = await request(limited.gateway)
      .post('/api/login')
      .set('X-Forwarded-For', ip)
      .send({ email: uniqueEmail(), password: 'x' });
    const other = await request(limited.gateway)
      .post('/api/login')
      .set('X-Forwarded-For', uniqueIp())
      .send({ email: uniqueEmail(), password: 'x' });

    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: tooManyLoginAttemptsMessage(15 * 60_000), code: 'rate_limited' });
    expect(other.status).toBe(401);
  });

  it('when one address registers more than 2 accounts, then 429', async () => {
    const ip = uniqueIp();
    const register = () =>
      request(limited.gateway)
        .post('/api/register')
        .set('X-Forwarded-For', ip)
        .send({ name: 'Anna', email: uniqueEmail(), password: PASSWORD });

    expect([(await register()).status, (await register()).status, (await register()).status]).toEqual([201, 201, 429]);
  });

  describe('the owner under attack', () => {
    let delayed: Platform;
    beforeAll(async () => {
      // The first wait is a minute here, so an account under attack stays delayed for the whole test.
      delayed = await startPlatform({
        env: { LOGIN_FAILURES_PER_NETWORK: '3', LOGIN_FAILURES_BEFORE_DELAY: '4', LOGIN_DELAY_MS: '60000' },
      });
    });
    afterAll(() => delayed.stop());

    const DEVICE_COOKIE = 'lezioni_device';
    const signIn = (email: string, password: string, options: { ip?: string; device?: string } = {}) => {
      const call = request(delayed.gateway)
        .post('/api/login')
        .set('X-Forwarded-For', options.ip ?? uniqueIp());
      return (options.device ? call.set('Cookie', options.device) : call).send({ email, password });
    };
    const registerDelayed = () => registerLimited(delayed);
    /** The browser's known-device cookie, as it sends it back, from a successful sign-in. */
    async function knownDeviceOf(email: string) {
      return cookiePair(cookieOf(await signIn(email, PASSWORD).expect(200), DEVICE_COOKIE));
    }
    /** Strangers' failures from as many networks: the 5th is checked and starts a minute's wait. */
    async function attack(email: string) {
      for (let attempt = 0; attempt < 5; attempt += 1) await signIn(email, 'Wrong1234').expect(401);
    }
    const waitOfAMinute = { error: tooManyLoginAttemptsMessage(60_000), code: 'rate_limited' };

    it('when a sign-in succeeds, then the browser keeps a known-device cookie for the sign-in call only', async () => {
      const email = await registerDelayed();

      const cookie = cookieOf(await signIn(email, PASSWORD).expect(200), DEVICE_COOKIE);

      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Strict/);
      expect(cookie).toMatch(/Path=\/api\/login/);
      expect(cookie).toMatch(/Max-Age=15552000/);
    });

    it("when strangers' failures delay an account, then the owner's known browser signs in at once and a new one is told the real wait", async () => {
      const email = await registerDelayed();
      const device = await knownDeviceOf(email);
      await attack(email);

      const newBrowser = await signIn(email, PASSWORD);
      const knownBrowser = await signIn(email, PASSWORD, { device });

      expect(newBrowser.status).toBe(429);
      expect(newBrowser.body).toEqual(waitOfAMinute);
      expect(knownBrowser.status).toBe(200);
      expect(knownBrowser.body.user.email).toBe(email);
    });

    it("when the owner retries from one network during the delay, then the refusals do not use up that network's tries", async () => {
      const email = await registerDelayed();
      await attack(email);
      const ownerAt = oneNetwork();

      // One more than the network's 3 tries: each is refused by the delay, none counted.
      const refusals = [];
      for (let attempt = 0; attempt < 4; attempt += 1) refusals.push(await signIn(email, PASSWORD, { ip: ownerAt() }));

      expect(refusals.map(({ status, body }) => ({ status, body }))).toEqual(
        refusals.map(() => ({ status: 429, body: waitOfAMinute })),
      );
    });

    it('when the cookie was given for another account or is tampered with, then it spares no delay', async () => {
      const email = await registerDelayed();
      const device = await knownDeviceOf(email);
      const othersDevice = await knownDeviceOf(await registerDelayed());
      await attack(email);
      const [name, value] = device.split('=') as [string, string];
      const tampered = `${name}=${value.startsWith('e') ? 'f' : 'e'}${value.slice(1)}`;

      const withOthers = await signIn(email, PASSWORD, { device: othersDevice });
      const withTampered = await signIn(email, PASSWORD, { device: tampered });

      expect([withOthers.status, withTampered.status]).toEqual([429, 429]);
      expect((await signIn(email, PASSWORD, { device })).status).toBe(200);
    });

    it("when a known browser guesses wrong more than a network's tries, then it is refused whatever its network", async () => {
      const email = await registerDelayed();
      const device = await knownDeviceOf(email);

      const guesses = [];
      for (let attempt = 0; attempt < 4; attempt += 1) guesses.push(await signIn(email, 'Wrong1234', { device }));

      expect(guesses.map((guess) => guess.status)).toEqual([401, 401, 401, 429]);
      expect(guesses[3]!.body).toEqual({ error: tooManyLoginAttemptsMessage(15 * 60_000), code: 'rate_limited' });
      // A stranger's browser still gets the network's tries.
      expect((await signIn(email, 'Wrong1234')).status).toBe(401);
    });
  });
});
