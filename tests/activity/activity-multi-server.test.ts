import { describe, expect, it } from 'vitest';
import { createGroup, setCategoryPermissions } from '../../src/server/admin/commands.ts';
import { uniqueName } from '../support/app.ts';
import { freshCategory, signIn, startThread } from '../support/forum.ts';
import { call, SseClient } from '../support/sse.ts';
import { twoServers } from '../support/two-servers.ts';
import { befriend } from './support.ts';

const redisUrl = process.env.TEST_REDIS_URL;

// Issue 19 §2: a friend's reply reaches the home page live on whichever app server holds the stream,
// and never a friend who may not view the thread's category.
describe.skipIf(!redisUrl)('friends’ activity across two app servers (Redis)', () => {
  const servers = twoServers(redisUrl!, 'activity');

  it('sends a reply written on server A to a friend’s stream on server B, not to a friend who may not view it', async () => {
    const { a, b, baseA, baseB } = servers;
    // Categories and groups first: each server caches a member's access from their first request.
    const hidden = await freshCategory(a.database, 'hidden');
    const open = await freshCategory(a.database);
    const group = uniqueName('Readers');
    await createGroup(a.database.db, group);
    await setCategoryPermissions(a.database.db, group, hidden.slug, ['view', 'post', 'reply']);
    const [author, reader, outsider] = [await signIn(a, [group]), await signIn(b, [group]), await signIn(b)];
    await befriend(a.database, author, reader);
    await befriend(a.database, author, outsider);
    const thread = await startThread(a.app, author, hidden.id);
    const readerStream = await SseClient.open(baseB, reader.cookie);
    const outsiderStream = await SseClient.open(baseB, outsider.cookie);
    try {
      const reply = await call(baseA, 'POST', `/api/thread/${thread.id}/reply`, author.cookie, {
        text: 'Hi',
      });
      expect(reply.status).toBe(201);
      const event = await readerStream.message<{ entry: Record<string, unknown> }>('activity.new', 5_000, 0);
      expect(event.entry).toMatchObject({
        kind: 'reply',
        post_id: reply.body.id,
        member: { id: author.user.id, username: author.user.username },
        thread: { id: thread.id },
      });
      // Then something every friend gets: once the outsider has it, the reply would have arrived first.
      const opened = await startThread(a.app, author, open.id);
      const next = await outsiderStream.message<{ entry: { kind: string; thread: { id: number } } }>(
        'activity.new',
        5_000,
        0,
      );
      expect(next.entry).toMatchObject({ kind: 'thread', thread: { id: opened.id } });
      expect(outsiderStream.messages('activity.new')).toHaveLength(1);
    } finally {
      readerStream.close();
      outsiderStream.close();
    }
  });
});
