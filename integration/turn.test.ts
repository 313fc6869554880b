import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import request from 'supertest';
import { LESSON_ROOM_API, RoomResponseSchema, type IceServer, type User } from '@lezioni/contracts';
import { uniqueEmail, uniqueIp } from '@lezioni/service-kit/testing';
import { startTidyCalFake, type TidyCalFake } from '@lezioni/tidycal-fake';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@lezioni/local-platform/chromium';
import { startCoturn, type Coturn } from '@lezioni/local-platform/coturn';
import { eventually, sessionCookieOf, startPlatform, verifyEmailOf, type Platform } from './harness';

const SECRET = 'coturn-test-secret';

let coturn: Coturn;
let fake: TidyCalFake;
let platform: Platform;
let pageServer: http.Server;
let browser: Browser;
let page: Page;
beforeAll(async () => {
  coturn = await startCoturn({ secret: SECRET });
  fake = await startTidyCalFake();
  // booking-proxy as deployed, pointed at this coturn: the credentials under test are its own.
  platform = await startPlatform({
    services: ['auth', 'booking-proxy'],
    env: {
      TIDYCAL_API_URL: fake.url,
      TIDYCAL_API_TOKEN: fake.token,
      TIDYCAL_SYNC_INTERVAL_S: '1',
      TURN_URLS: coturn.urls.join(','),
      TURN_SECRET: SECRET,
    },
  });
  // WebRTC needs a page of a secure origin: http://127.0.0.1 is one (NOTES.md).
  pageServer = http.createServer((_req, res) => res.setHeader('content-type', 'text/html').end('<html></html>'));
  await new Promise<void>((resolve) => pageServer.listen(0, '127.0.0.1', resolve));
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
  page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${(pageServer.address() as AddressInfo).port}/`);
}, 30_000);
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => pageServer?.close(resolve));
  await platform?.stop();
  await fake?.close();
  await coturn?.close();
});

/** The candidate types Chromium gathers with only relayed ones allowed, and the TURN error codes it met. */
const gatherRelayed = (iceServers: IceServer[]) =>
  page.evaluate(async (servers) => {
    const peer = new RTCPeerConnection({ iceServers: servers, iceTransportPolicy: 'relay' });
    const types: string[] = [];
    const errors: number[] = [];
    peer.onicecandidate = (event) => {
      if (event.candidate?.type) types.push(event.candidate.type);
    };
    peer.onicecandidateerror = (event) => errors.push(event.errorCode);
    const isComplete = new Promise<void>((resolve) => {
      peer.onicegatheringstatechange = () => {
        if (peer.iceGatheringState === 'complete') resolve();
      };
    });
    peer.createDataChannel('probe');
    await peer.setLocalDescription(await peer.createOffer());
    await isComplete;
    peer.close();
    return { types: [...new Set(types)], errors: [...new Set(errors)] };
  }, iceServers);

describe('the TURN server and the credentials booking-proxy hands out', () => {
  it('when a student in the room gets their ICE servers, then coturn relays for them, and refuses a credential signed with another secret', async () => {
    const email = uniqueEmail();
    const registered = await request(platform.gateway)
      .post('/api/register')
      .set('X-Forwarded-For', uniqueIp())
      .send({ name: 'Anna Bianchi', email, password: 'Secret123' })
      .expect(201);
    await verifyEmailOf(platform, email);
    const student = { ...(registered.body as { user: User }).user, cookie: sessionCookieOf(registered) };
    const bookingId = String(fake.addBooking({ email, startsAt: new Date() }).id);
    const askRoom = () => request(platform.gateway).get(LESSON_ROOM_API.room(bookingId)).set('Cookie', student.cookie);
    await eventually(async () => (await askRoom()).ok);
    const { iceServers } = RoomResponseSchema.parse((await askRoom()).body);
    const forged = iceServers.map((server) => ({ ...server, credential: 'bm90LXRoZS1zZWNyZXQ=' }));

    const accepted = await gatherRelayed(iceServers);
    const refused = await gatherRelayed(forged);

    expect(iceServers).toEqual([
      {
        urls: coturn.urls,
        username: expect.stringMatching(new RegExp(`^\\d+:${student.id}$`)),
        credential: expect.any(String),
      },
    ]);
    expect(accepted.types).toEqual(['relay']);
    expect(refused.types).toEqual([]);
    expect(refused.errors).toContain(401);
  }, 30_000);
});
