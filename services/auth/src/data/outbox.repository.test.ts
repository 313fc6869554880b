import { randomUUID } from 'node:crypto';
import { createDb, migrateToLatest } from '@lezioni/service-kit';
import { testDatabaseUrl } from '@lezioni/service-kit/testing';
import { AUTH_SCHEMA, type Database } from './db';
import { migrations } from './migrations';
import { createOutboxRepository, type StoredOutboxMessage } from './outbox.repository';

const db = createDb<Database>({ url: testDatabaseUrl(), schema: AUTH_SCHEMA, max: 4 });
beforeAll(() => migrateToLatest(db, AUTH_SCHEMA, migrations));
afterAll(() => db.destroy());

/** An outbox of the test's own: rows under a prefix no other relay uses. */
async function outboxWith(names: string[]) {
  const outbox = createOutboxRepository(db, `test-outbox-${randomUUID()}`);
  for (const name of names) {
    await outbox.add({
      topic: 'user-events',
      event: {
        type: 'user.upserted',
        user: {
          id: randomUUID(),
          name,
          email: `${name.toLowerCase()}@example.com`,
          role: 'student',
          emailVerified: false,
        },
        occurredAt: new Date().toISOString(),
      },
    });
  }
  return outbox;
}

const nameOf = (message: StoredOutboxMessage) =>
  message.topic === 'user-events' && message.event.type === 'user.upserted' ? message.event.user.name : '';

describe('relaying the outbox', () => {
  it('when two relays run at once, then each row is sent by one of them, and all are deleted', async () => {
    const outbox = await outboxWith(['Anna', 'Bruno', 'Carla', 'Dario']);
    const sent: string[] = [];
    // Each relay holds its rows until both have claimed theirs, so neither can take the other's.
    let claimedBy = 0;
    let bothClaimed: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (bothClaimed = resolve));
    const relay = () => {
      let hasClaimed = false;
      return outbox.relayOldest(2, async (message) => {
        if (!hasClaimed && (claimedBy += 1) === 2) bothClaimed();
        hasClaimed = true;
        sent.push(nameOf(message));
        await gate;
      });
    };

    const outcomes = await Promise.all([relay(), relay()]);
    const left = await outbox.relayOldest(10, async (message) => void sent.push(nameOf(message)));

    expect([...sent].sort()).toEqual(['Anna', 'Bruno', 'Carla', 'Dario']);
    expect(outcomes.map((outcome) => outcome.relayed)).toEqual([2, 2]);
    expect(left.claimed).toBe(0);
  });

  it('when sending fails, then that row and the later ones stay, in order, and the earlier ones are gone', async () => {
    const outbox = await outboxWith(['Anna', 'Bruno', 'Carla']);
    const sent: string[] = [];

    const failed = await outbox.relayOldest(10, async (message) => {
      if (nameOf(message) === 'Bruno') throw new Error('redis away');
      sent.push(nameOf(message));
    });
    const retried = await outbox.relayOldest(10, async (message) => void sent.push(nameOf(message)));

    expect(failed).toMatchObject({ claimed: 3, relayed: 1, error: expect.objectContaining({ message: 'redis away' }) });
    expect(retried).toEqual({ claimed: 2, relayed: 2, error: undefined });
    expect(sent).toEqual(['Anna', 'Bruno', 'Carla']);
  });
});
