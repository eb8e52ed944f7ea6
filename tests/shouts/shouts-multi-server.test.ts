import { describe, expect, it } from 'vitest';
import type { ShoutView } from '../../src/common/home-social.ts';
import { signIn } from '../support/forum.ts';
import { call, SseClient } from '../support/sse.ts';
import { twoServers } from '../support/two-servers.ts';

const redisUrl = process.env.TEST_REDIS_URL;

// issue 19 §1: a shout reaches everyone with the home page open, on whichever app server holds
// their stream, and a stream that reconnects gets the shouts it missed.
describe.skipIf(!redisUrl)('shouts across two app servers (Redis)', () => {
  const streams: SseClient[] = [];
  const servers = twoServers(redisUrl!, 'shouts', {
    beforeClose: () => {
      for (const stream of streams) stream.close();
    },
  });

  const open = async (base: string, cookie?: string, lastEventId?: string) => {
    const stream = await SseClient.open(base, cookie, lastEventId);
    streams.push(stream);
    return stream;
  };
  const shoutNew = (stream: SseClient, id: number, since?: number) =>
    stream.next(
      (e) =>
        e.event === 'message' &&
        (e.data as { type: string; data: { shout?: { id: number } } }).type === 'shout.new' &&
        (e.data as { data: { shout: { id: number } } }).data.shout.id === id,
      5_000,
      since,
    );

  it('sends a shout posted through server A, and its deletion, to streams on server B', async () => {
    const { a, b, baseA, baseB } = servers;
    const author = await signIn(a);
    const reader = await signIn(b);
    const memberStream = await open(baseB, reader.cookie);
    const visitorStream = await open(baseB);
    const since = [memberStream.events.length, visitorStream.events.length];

    const posted = await call(baseA, 'POST', '/api/shouts', author.cookie, { text: 'Hello from A' });
    expect(posted.status).toBe(201);
    const shout = (posted.body as { shout: ShoutView }).shout;
    for (const [i, stream] of [memberStream, visitorStream].entries()) {
      const event = await shoutNew(stream, shout.id, since[i]);
      expect((event.data as { data: { shout: ShoutView } }).data.shout).toEqual(shout);
    }

    const beforeDelete = [memberStream.events.length, visitorStream.events.length];
    const deleted = await call(baseA, 'POST', `/api/shouts/${shout.id}/delete`, author.cookie);
    expect(deleted.status).toBe(200);
    for (const [i, stream] of [memberStream, visitorStream].entries()) {
      const event = await stream.next(
        (e) =>
          e.event === 'message' &&
          (e.data as { type: string }).type === 'shout.delete' &&
          (e.data as { data: { id: number } }).data.id === shout.id,
        5_000,
        beforeDelete[i],
      );
      expect(event.id).not.toBeNull();
    }
  });

  it('replays a shout missed while the stream was away when it reconnects with Last-Event-ID', async () => {
    const { a, baseA, baseB } = servers;
    const author = await signIn(a);
    const reader = await signIn(a);
    const first = await open(baseA, reader.cookie);
    const seen = await call(baseA, 'POST', '/api/shouts', author.cookie, { text: 'seen live' });
    await shoutNew(first, (seen.body as { shout: ShoutView }).shout.id, 0);
    const lastEventId = first.lastEventId!;
    first.close();

    const other = await signIn(a);
    const missed = await call(baseA, 'POST', '/api/shouts', other.cookie, { text: 'missed while away' });
    expect(missed.status).toBe(201);
    const missedId = (missed.body as { shout: ShoutView }).shout.id;

    const second = await open(baseB, reader.cookie, lastEventId);
    expect(second.connected.resumed).toBe(true);
    await shoutNew(second, missedId, 0);
    const replayed = (second.messages('shout.new') as Array<{ shout: ShoutView }>).map((e) => e.shout.id);
    expect(replayed.filter((id) => id === missedId)).toHaveLength(1);
    expect(second.events.some((e) => e.event === 'resync')).toBe(false);
  });
});
