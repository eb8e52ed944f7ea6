import { describe, expect, it } from 'vitest';
import { freshCategory, signIn, startThread } from '../support/forum.ts';
import { call, SseClient } from '../support/sse.ts';
import { twoServers } from '../support/two-servers.ts';

const redisUrl = process.env.TEST_REDIS_URL;

// Issue 17 §2: a mention reaches the mentioned member live on whichever app server holds their stream.
describe.skipIf(!redisUrl)('mention notifications across two app servers (Redis)', () => {
  const servers = twoServers(redisUrl!, 'mention');

  it('sends the mention posted through server A to the member’s stream on server B', async () => {
    const { a, b, baseA, baseB } = servers;
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
