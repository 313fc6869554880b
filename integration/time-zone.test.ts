import request from 'supertest';
import { ErrorBodySchema, SERVER_MESSAGES, TIME_ZONE_COOKIE, UserResponseSchema } from '@lezioni/contracts';
import { createDb } from '@lezioni/service-kit';
import { testDatabaseUrl, uniqueEmail, uniqueIp } from '@lezioni/service-kit/testing';
import { eventually, sessionCookieOf, startPlatform, type Platform } from './harness';

const PASSWORD = 'Secret123';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform({ services: ['auth', 'booking-proxy'] });
});
afterAll(() => platform.stop());

// booking-proxy's copy of the accounts, read as an operator would: it learns zones from auth's events.
const bookingDb = createDb<{ students: { id: string; time_zone: string | null; language: string | null } }>({
  url: testDatabaseUrl(),
  schema: 'booking',
  max: 1,
});
afterAll(() => bookingDb.destroy());
const zoneInCopyOf = async (id: string) =>
  (await bookingDb.selectFrom('students').select('time_zone').where('id', '=', id).executeTakeFirst())?.time_zone;
const languageInCopyOf = async (id: string) =>
  (await bookingDb.selectFrom('students').select('language').where('id', '=', id).executeTakeFirst())?.language;

const api = () => request(platform.gateway);

async function registerStudent(email = uniqueEmail()) {
  const res = await api()
    .post('/api/register')
    .set('X-Forwarded-For', uniqueIp())
    .send({ name: 'Emily Carter', email, password: PASSWORD })
    .expect(201);
  const user = UserResponseSchema.parse(res.body).user;
  return { email, id: user.id, cookie: sessionCookieOf(res) };
}

/** The account as GET /api/me shows it, on a visit from a browser in `visitZone` when given. */
async function me(cookie: string, visitZone?: string) {
  const cookies = visitZone ? `${cookie}; ${TIME_ZONE_COOKIE}=${encodeURIComponent(visitZone)}` : cookie;
  return UserResponseSchema.parse((await api().get('/api/me').set('Cookie', cookies).expect(200)).body).user;
}

const chooseZone = (cookie: string, timeZone: unknown) =>
  api().put('/api/me/time-zone').set('Cookie', cookie).send({ timeZone });

describe('PUT /api/me/time-zone', () => {
  it('when a student chooses New York, then the account keeps it as chosen, sign-in tells it, and booking-proxy learns it', async () => {
    const { email, id, cookie } = await registerStudent();
    expect(await me(cookie, 'Europe/Rome')).toMatchObject({ timeZone: 'Europe/Rome', timeZoneChosen: false });

    const res = await chooseZone(cookie, 'America/New_York');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ timeZone: 'America/New_York', timeZoneChosen: true });
    expect(await me(cookie)).toMatchObject({ timeZone: 'America/New_York', timeZoneChosen: true });
    await eventually(async () => (await zoneInCopyOf(id)) === 'America/New_York');
    const login = await api().post('/api/login').send({ email, password: PASSWORD }).expect(200);
    expect(UserResponseSchema.parse(login.body).user).toMatchObject({
      timeZone: 'America/New_York',
      timeZoneChosen: true,
    });
  });

  it('when the zone is written in other letter cases, then it is kept as Intl spells it', async () => {
    const { cookie } = await registerStudent();

    await chooseZone(cookie, 'asia/tokyo').expect(200, { timeZone: 'Asia/Tokyo', timeZoneChosen: true });
  });

  it('when a chosen zone is set, then a visit from another zone does not change it', async () => {
    const { id, cookie } = await registerStudent();
    await chooseZone(cookie, 'America/New_York').expect(200);
    await eventually(async () => (await zoneInCopyOf(id)) === 'America/New_York');

    expect(await me(cookie, 'Asia/Tokyo')).toMatchObject({ timeZone: 'America/New_York', timeZoneChosen: true });
    expect(await me(cookie)).toMatchObject({ timeZone: 'America/New_York', timeZoneChosen: true });
    // No event told another zone: one sent after the visits reaches the copy, which keeps the chosen zone.
    await api().put('/api/me/language').set('Cookie', cookie).send({ language: 'it' }).expect(200);
    await eventually(async () => (await languageInCopyOf(id)) === 'it');
    expect(await zoneInCopyOf(id)).toBe('America/New_York');
  });

  it('when no zone is chosen, then each visit from another zone changes it', async () => {
    const { id, cookie } = await registerStudent();

    expect(await me(cookie, 'Asia/Tokyo')).toMatchObject({ timeZone: 'Asia/Tokyo', timeZoneChosen: false });
    expect(await me(cookie, 'Europe/London')).toMatchObject({ timeZone: 'Europe/London', timeZoneChosen: false });
    await eventually(async () => (await zoneInCopyOf(id)) === 'Europe/London');
  });

  it('when the student goes back to the device’s zone, then the choice is cleared and the next visit’s zone is kept', async () => {
    const { id, cookie } = await registerStudent();
    await chooseZone(cookie, 'America/New_York').expect(200);

    const res = await chooseZone(cookie, null);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ timeZone: 'America/New_York', timeZoneChosen: false });
    expect(await me(cookie, 'Asia/Tokyo')).toMatchObject({ timeZone: 'Asia/Tokyo', timeZoneChosen: false });
    await eventually(async () => (await zoneInCopyOf(id)) === 'Asia/Tokyo');
  });

  it.each([
    ['a zone Intl does not know', { timeZone: 'Mars/Olympus' }],
    ['no zone', {}],
    ['an empty zone', { timeZone: '' }],
    ['a zone that is not text', { timeZone: 3 }],
  ])('when the body has %s, then 400 in the error shape, and the account keeps its zone', async (_case, body) => {
    const { cookie } = await registerStudent();
    await chooseZone(cookie, 'Europe/Rome').expect(200);

    const res = await api().put('/api/me/time-zone').set('Cookie', cookie).send(body);

    expect(res.status).toBe(400);
    expect(ErrorBodySchema.parse(res.body)).toMatchObject({
      error: 'The request could not be processed. Please check your input.',
      code: 'bad_input',
      details: [{ field: 'timeZone', message: 'The request could not be processed. Please check your input.' }],
    });
    expect(await me(cookie)).toMatchObject({ timeZone: 'Europe/Rome', timeZoneChosen: true });
  });

  it('when no one is signed in, then 401', async () => {
    const res = await api().put('/api/me/time-zone').send({ timeZone: 'America/New_York' });

    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: SERVER_MESSAGES.notSignedIn, code: 'not_signed_in' });
  });
});
