import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisBroker } from '../../src/server/live/redis-broker.ts';
import { createRedis } from '../../src/server/redis.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { type Actor, getJson, signIn } from '../support/forum.ts';
import { eventually } from '../support/http.ts';
import { RedisServer } from '../support/redis-server.ts';

// issue 16 §3: the dashboard tells administrators whether Redis answers. The test runs a Redis
// server of its own so that it can stop it (as tests/live/redis-outage.test.ts does).
describe.skipIf(!process.env.TEST_REDIS_URL)('the dashboard with Redis', () => {
  let redis: RedisServer;
  let broker: RedisBroker;
  let commands: Redis;
  let t: TestApp;
  let admin: Actor;

  beforeAll(async () => {
    redis = await RedisServer.start();
    broker = RedisBroker.connect(redis.url, { namespace: 'dashboard' });
    commands = createRedis(redis.url, 'commands');
    await broker.ready();
    t = await createTestApp({ broker, redis: commands });
    admin = await signIn(t, ['Administrators']);
  });
  afterAll(async () => {
    await t?.close();
    await broker?.close();
    commands?.disconnect();
    await redis?.kill();
  });

  const health = async () =>
    (await getJson(t.app, '/api/admin/dashboard', { cookie: admin.cookie })).json().health;

  it("says 'ok' while Redis answers and 'down' once it stops, still answering", async () => {
    expect(await health()).toEqual({ database: 'ok', redis: 'ok' });
    await redis.kill();
    await eventually(15_000, async () => (await health()).redis === 'down');
    expect((await health()).database).toBe('ok');
  });
});
