import { startTidyCalFake, type TidyCalFake } from '@lezioni/tidycal-fake';
import { eventually, startPlatform, startService, syncRunsSeenBy, type Platform } from './harness';

let calendar: TidyCalFake;
/** The API replica's TidyCal: the same kind of server, its own, so any call the replica makes shows here. */
let apiReplicasTidyCal: TidyCalFake;
let platform: Platform;
beforeAll(async () => {
  calendar = await startTidyCalFake();
  apiReplicasTidyCal = await startTidyCalFake();
  platform = await startPlatform({
    services: ['booking-proxy'],
    env: {
      TIDYCAL_API_URL: apiReplicasTidyCal.url,
      TIDYCAL_API_TOKEN: apiReplicasTidyCal.token,
      TIDYCAL_SYNC_INTERVAL_S: '1',
      // The API replicas of a cluster: the sync is the booking-sync worker's job.
      TIDYCAL_SYNC_WORKER: 'false',
    },
  });
});
afterAll(async () => {
  await platform.stop();
  await Promise.all([calendar.close(), apiReplicasTidyCal.close()]);
});

describe('booking-proxy with its calendar sync in a worker of its own (TIDYCAL_SYNC_WORKER)', () => {
  it('when a worker runs beside an API replica, then the worker syncs the calendar and the API replica never calls TidyCal', async () => {
    const worker = await startService('booking-proxy', {
      ...platform.env,
      TIDYCAL_API_URL: calendar.url,
      TIDYCAL_API_TOKEN: calendar.token,
      TIDYCAL_SYNC_WORKER: 'true',
    });
    try {
      // Two runs, whoever makes them: the worker's at its start, and the schedule's first.
      await eventually(async () => syncRunsSeenBy(calendar) + syncRunsSeenBy(apiReplicasTidyCal) >= 2);
    } finally {
      await worker.stop();
    }

    expect(apiReplicasTidyCal.requests).toEqual([]);
    expect(syncRunsSeenBy(calendar)).toBeGreaterThanOrEqual(2);
  });
});
