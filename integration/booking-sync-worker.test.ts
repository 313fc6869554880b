import { startTidyCalFake, type TidyCalFake } from '@lezioni/tidycal-fake';
import { eventually, startPlatform, startService, type Platform } from './harness';

let fake: TidyCalFake;
let platform: Platform;
beforeAll(async () => {
  fake = await startTidyCalFake();
  platform = await startPlatform({
    services: ['booking-proxy'],
    env: {
      TIDYCAL_API_URL: fake.url,
      TIDYCAL_API_TOKEN: fake.token,
      TIDYCAL_SYNC_INTERVAL_S: '1',
      // The API replicas of a cluster: the sync is the booking-sync worker's job.
      TIDYCAL_SYNC_WORKER: 'false',
    },
  });
});
afterAll(async () => {
  await platform.stop();
  await fake.close();
});

describe('booking-proxy with its calendar sync in a worker of its own (TIDYCAL_SYNC_WORKER)', () => {
  it('when only API replicas run, then nobody calls TidyCal; when the worker starts, then the calendar is synced', async () => {
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(fake.requests).toEqual([]);

    const worker = await startService('booking-proxy', { ...platform.env, TIDYCAL_SYNC_WORKER: 'true' });
    try {
      await eventually(async () => fake.requests.some((request) => request.path.endsWith('/bookings')));
    } finally {
      await worker.stop();
    }
  });
});
