import { createHash, randomBytes } from 'node:crypto';
import type { Express } from 'express';
import request from 'supertest';
import { SERVER_MESSAGES } from '@lezioni/contracts';
import { SESSION_COOKIE } from '@lezioni/service-kit';
import { uniqueEmail, uniqueIp } from '@lezioni/service-kit/testing';
import type { AuthDeps } from '../domain/deps';
import { openAuthTestApp } from '../testing/auth-test-app';

// A sign-in checks the password against the hash it read, then issues the session: a reset landing
// in between must not leave that sign-in with a session. Each test holds a real sign-in at a gate
// it opens itself, so the interleaving is the same on every run.

const OLD_PASSWORD = 'Secret123';
const NEW_PASSWORD = 'Nuova2025';
let t: Awaited<ReturnType<typeof openAuthTestApp>>;
beforeAll(async () => {
  t = await openAuthTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Where a held call stops: `reached` resolves when it gets there, and it goes on once `open()` is called. */
function createGate() {
  let arrive = () => {};
  let open = () => {};
  const reached = new Promise<void>((resolve) => (arrive = resolve));
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    reached,
    open,
    async pass() {
      arrive();
      await opened;
    },
  };
}

async function registerStudent(): Promise<{ id: string; email: string }> {
  const email = uniqueEmail();
  const res = await request(t.app)
    .post('/api/register')
    .set('X-Forwarded-For', uniqueIp())
    .send({ name: 'Anna Bianchi', email, password: OLD_PASSWORD })
    .expect(201);
  return { id: res.body.user.id as string, email };
}

/** A live reset link's token for the account, stored as the reset mail's would be (by its hash). */
async function resetTokenFor(userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = createHash('sha256').update(token).digest('hex');
  await t.deps.inTransaction((data) =>
    data.resetTokens.replaceForUser(userId, tokenHash, new Date(Date.now() + 60 * 60_000)),
  );
  return token;
}

const signIn = (on: Express, email: string) =>
  request(on).post('/api/login').set('X-Forwarded-For', uniqueIp()).send({ email, password: OLD_PASSWORD });
const resetWith = (token: string) =>
  request(t.app)
    .post('/api/reset-password')
    .set('X-Forwarded-For', uniqueIp())
    .send({ token, newPassword: NEW_PASSWORD });
const sessionCookieIn = (res: request.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((line) => line.startsWith(`${SESSION_COOKIE}=`));

describe('a sign-in with the old password racing a password reset', () => {
  it('when the reset lands after the sign-in read the password, then that sign-in is refused and gets no session', async () => {
    const { id, email } = await registerStudent();
    const token = await resetTokenFor(id);
    const gate = createGate();
    // The sign-in stops right after reading the account and its password hash.
    const held: AuthDeps = {
      ...t.deps,
      users: {
        ...t.deps.users,
        async findByEmailWithHash(address) {
          const found = await t.deps.users.findByEmailWithHash(address);
          await gate.pass();
          return found;
        },
      },
    };

    const signingIn = signIn(t.appWith(held), email).then((res) => res);
    await gate.reached;
    await resetWith(token).expect(200);
    gate.open();
    const res = await signingIn;

    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: SERVER_MESSAGES.invalidCredentials, code: 'invalid_credentials' });
    expect(sessionCookieIn(res)).toBeUndefined();
  });

  it('when the reset comes while the sign-in issues its session, then the reset waits for it and revokes that session', async () => {
    const { id, email } = await registerStudent();
    const token = await resetTokenFor(id);
    const gate = createGate();
    // The sign-in stops in its transaction, its session signed and not yet committed.
    const held: AuthDeps = {
      ...t.deps,
      inTransaction: (work) =>
        t.deps.inTransaction(async (data) => {
          const result = await work(data);
          await gate.pass();
          return result;
        }),
    };
    const signingIn = signIn(t.appWith(held), email).then((res) => res);
    const first = await Promise.race([gate.reached.then(() => 'held'), signingIn.then(() => 'answered')]);
    // Answered without a transaction: nothing would ever make the reset wait.
    expect(first).toBe('held');
    let hasResetAnswered = false;
    const resetting = resetWith(token).then((res) => {
      hasResetAnswered = true;
      return res;
    });
    let hasResetWaited = false;
    while (!hasResetAnswered && !hasResetWaited) hasResetWaited = await t.isWaitingForLock('update "users"');
    gate.open();
    const [signedIn, reset] = await Promise.all([signingIn, resetting]);

    expect(hasResetWaited).toBe(true);
    expect(signedIn.status).toBe(200);
    expect(reset.status).toBe(200);
    const cookie = sessionCookieIn(signedIn)!.split(';')[0]!;
    expect((await request(t.app).get('/api/me').set('Cookie', cookie)).status).toBe(401);
  });
});
