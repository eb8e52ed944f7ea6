import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisBroker } from '../../src/server/live/redis-broker.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { freshCategory, signIn, startThread } from '../support/forum.ts';
import { call, listen, SseClient } from '../support/sse.ts';

const redisUrl = process.env.TEST_REDIS_URL;

// Two app servers on different ports sharing the run's database and one Redis (issue 4).
describe.skipIf(!redisUrl)('live events across two app servers (Redis)', () => {
  let a: TestApp;
  let b: TestApp;
  let baseA: string;
  let baseB: string;
  const brokers: RedisBroker[] = [];
  const clients: SseClient[] = [];

  // A namespace of this run's own, so parallel runs sharing the Redis server don't count each other.
  const namespace = `cito-test-${process.pid}-${Date.now()}`;
  async function redisBroker() {
    const broker = RedisBroker.connect(redisUrl!, { namespace });
    brokers.push(broker);
    await broker.ready();
    return broker;
  }

  beforeAll(async () => {
    a = await createTestApp({ broker: await redisBroker() });
    b = await createTestApp({ broker: await redisBroker() });
    baseA = await listen(a.app);
    baseB = await listen(b.app);
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await a.close();
    await b.close();
    for (const broker of brokers) await broker.close();
  });

  it('delivers a reply posted through server A to a stream held on server B', async () => {
    const category = await freshCategory(a.database);
    const author = await signIn(a);
    const reader = await signIn(b);
    const thread = await startThread(a.app, author, category.id);
    const stream = await SseClient.open(baseB, reader.cookie);
    clients.push(stream);
    const joined = await call(
      baseB,
      'POST',
      `/api/events/${stream.connected.connection_id}/join`,
      reader.cookie,
      {
        thread_id: thread.id,
      },
    );
    expect(joined.status).toBe(200);

    const since = stream.events.length;
    const reply = await call(baseA, 'POST', `/api/thread/${thread.id}/reply`, author.cookie, {
      text: 'from server A',
    });
    expect(reply.status).toBe(201);
    const event = await stream.message<{ threadId: number; post: { content: string } }>(
      'post.new',
      5_000,
      since,
    );
    expect(event).toMatchObject({ threadId: thread.id, post: { content: 'from server A' } });
  });

  it('counts who is online across both servers', async () => {
    const until = async (expected: number) => {
      for (let i = 0; i < 100; i++) {
        const [countA, countB] = [await a.app.live.onlineCount(), await b.app.live.onlineCount()];
        if (countA === expected && countB === expected) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`online count did not reach ${expected} on both servers`);
    };
    for (const client of clients) client.close();
    await until(0);
    const first = await signIn(a);
    const second = await signIn(b);
    const onA = await SseClient.open(baseA, first.cookie);
    const onB = await SseClient.open(baseB, second.cookie);
    const sameUserOnB = await SseClient.open(baseB, first.cookie);
    const visitorOnA = await SseClient.open(baseA);
    clients.push(onA, onB, sameUserOnB, visitorOnA);
    // Two users (one of them on both servers) and one visitor.
    await until(3);
    const update = await onB.next(
      (e) => (e.data as { data?: { count?: number } }).data?.count === 3,
      5_000,
      0,
    );
    expect(update.data).toEqual({ type: 'users.online', data: { count: 3 } });

    sameUserOnB.close();
    await until(3);
    onB.close();
    await until(2);

    // What a page reads counts its reader once, whichever server holds their stream
    const onlineNow = async (app: TestApp, cookie: string) =>
      (await app.app.inject({ method: 'GET', url: '/api/statistics', headers: { cookie } })).json()
        .online_now;
    expect(await onlineNow(b, first.cookie)).toBe(2);
    expect(await onlineNow(a, first.cookie)).toBe(2);
    expect(await onlineNow(b, second.cookie)).toBe(3);
  });
});
