import { randomUUID } from 'node:crypto';
import express from 'express';
import { Redis } from 'ioredis';
import request from 'supertest';
import { answerFresh, createFreshness } from './freshness';
import { silentLogger, testRedisUrl } from './testing';

const redis = new Redis(testRedisUrl());
afterAll(() => redis.quit());

/** An app answering one polled list whose loads are counted. */
function listApp(keptBytes: number) {
  const freshness = createFreshness(redis, `test-${randomUUID()}`, { logger: silentLogger(), keptBytes });
  const state = { items: ['uno'], loads: 0 };
  const app = express().get('/list', (req, res, next) =>
    answerFresh(req, res, freshness, 'list', async () => {
      state.loads += 1;
      return [...state.items];
    }).catch(next),
  );
  return { app, freshness, state };
}

describe('answers kept by the process for their version', () => {
  it('when clients without the ETag ask while the version stands, then the list is loaded once and sent the same', async () => {
    const { app, state } = listApp(1024 * 1024);

    const first = await request(app).get('/list').expect(200);
    const second = await request(app).get('/list').expect(200);

    expect(state.loads).toBe(1);
    expect(second.body).toEqual(['uno']);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('when the list changes, then the next client gets the new data, not the kept answer', async () => {
    const { app, freshness, state } = listApp(1024 * 1024);
    await request(app).get('/list').expect(200);

    state.items.push('due');
    await freshness.changed('list');
    const after = await request(app).get('/list').expect(200);

    expect(after.body).toEqual(['uno', 'due']);
    expect(state.loads).toBe(2);
  });

  it('when an answer is larger than what the process keeps, then it is loaded every time', async () => {
    const { app, state } = listApp(4);

    await request(app).get('/list').expect(200);
    await request(app).get('/list').expect(200);

    expect(state.loads).toBe(2);
  });
});
