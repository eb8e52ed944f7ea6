import { afterAll, describe, expect, it } from 'vitest';
import { type Broker, type LogEntry, MemoryBroker } from '../../src/server/live/broker.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { freshCategory, signIn, startThread } from '../support/forum.ts';
import { call, listen, SseClient } from '../support/sse.ts';

/**
 * A log this server reads with a lag, as a busy app server reads the shared Redis log: entries
 * reach the hub only on release(), while a replay (readAfter) already sees them all.
 */
function laggingBroker(): Broker & { release(): void } {
  const log = new MemoryBroker();
  const handlers: Array<(entry: LogEntry) => void> = [];
  const held: LogEntry[] = [];
  let position = log.position;
  log.onEntry((entry) => held.push(entry));
  const overrides: Record<string, unknown> = {
    onEntry: (handler: (entry: LogEntry) => void) => handlers.push(handler),
    release() {
      for (const entry of held.splice(0)) {
        position = entry.id;
        for (const handler of handlers) handler(entry);
      }
    },
  };
  return new Proxy(log, {
    get(target, name) {
      if (name === 'position') return position;
      if (typeof name === 'string' && name in overrides) return overrides[name];
      const value = Reflect.get(target, name, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as unknown as Broker & { release(): void };
}

// Issue 15 §1 'every event exactly once': a replay that runs ahead of this server's reading of the
// log must not send those entries again when they arrive live.
describe('resuming on a server that reads the log late', () => {
  const clients: SseClient[] = [];
  let t: TestApp;
  afterAll(async () => {
    for (const client of clients) client.close();
    await t.close();
  });

  it('sends each missed event once: replayed now, skipped when it arrives live', async () => {
    const broker = laggingBroker();
    t = await createTestApp({ broker });
    const base = await listen(t.app);
    const category = await freshCategory(t.database);
    const author = await signIn(t);
    const reader = await signIn(t);
    const thread = await startThread(t.app, author, category.id);
    const reply = async (text: string) =>
      (await call(base, 'POST', `/api/thread/${thread.id}/reply`, author.cookie, { text })).body.id as number;
    const ids = (client: SseClient) =>
      (client.messages('post.new') as Array<{ post: { id: number } }>).map((e) => e.post.id);

    const first = await SseClient.open(base, reader.cookie);
    clients.push(first);
    await call(base, 'POST', `/api/events/${first.connected.connection_id}/join`, reader.cookie, {
      thread_id: thread.id,
    });
    broker.release();
    const seen = await reply('seen');
    broker.release();
    await first.message('post.new', 5_000, 0);
    first.close();

    const missed = [await reply('missed 1'), await reply('missed 2')];
    const second = await SseClient.open(base, reader.cookie, first.lastEventId!);
    clients.push(second);
    for (let i = 0; i < 100 && ids(second).length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    expect(ids(second)).toEqual(missed);
    // Now this server reads them live: already sent, so not again; the next one is new.
    broker.release();
    const next = await reply('next');
    broker.release();
    await second.message('post.new', 5_000, second.events.length - 1).catch(() => undefined);
    for (let i = 0; i < 100 && ids(second).length < 3; i++) await new Promise((r) => setTimeout(r, 20));
    expect([...ids(first), ...ids(second)]).toEqual([seen, ...missed, next]);
  });
});
