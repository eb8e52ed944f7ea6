import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisBroker } from '../../src/server/live/redis-broker.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { freshCategory, signIn, startThread } from '../support/forum.ts';
import { call, listen, SseClient } from '../support/sse.ts';

const redisUrl = process.env.TEST_REDIS_URL;

// Issue 17 §2: a mention reaches the mentioned member live on whichever app server holds their stream.
describe.skipIf(!redisUrl)('mention notifications across two app servers (Redis)', () => {
  let a: TestApp;
  let b: TestApp;
  let baseA: string;
  let baseB: string;
  const brokers: RedisBroker[] = [];
  const namespace = `cito-test-mention-${process.pid}-${Date.now()}`;

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const broker = RedisBroker.connect(redisUrl!, { namespace });
      brokers.push(broker);
      await broker.ready();
    }
    a = await createTestApp({ broker: brokers[0]! });
    b = await createTestApp({ broker: brokers[1]! });
    baseA = await listen(a.app);
    baseB = await listen(b.app);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    for (const broker of brokers) await broker.close();
  });

  it('sends the mention posted through server A to the member’s stream on server B', async () => {
    const category = await freshCategory(a.database);
    const author = await signIn(a);
    const alice = await signIn(b);
    const thread = await startThread(a.app, author, category.id);
    const stream = await SseClient.open(baseB, alice.cookie);
    try {
      const since = stream.events.length;
      const reply = await call(baseA, 'POST', `/api/thread/${thread.id}/reply`, author.cookie, {
        text: `Look here @${alice.user.username}`,
      });
      expect(reply.status).toBe(201);
      const event = await stream.message<{ type: string; post_id: number; actor: { username: string } }>(
        'notification',
        5_000,
        since,
      );
      expect(event).toMatchObject({
        type: 'mention',
        post_id: reply.body.id,
        actor: { username: author.user.username },
      });
    } finally {
      stream.close();
    }
  });
});
