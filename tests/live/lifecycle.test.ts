import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.ts';
import { freshCategory, postAs, signIn, startThread } from '../support/forum.ts';
import { listen, SseClient, sleep } from '../support/sse.ts';

describe('live stream lifecycle', () => {
  it('drops a client that stops reading once its buffer passes the limit, and frees its slot', async () => {
    const t = await createTestApp({ live: { maxBufferedBytes: 64 * 1024 } });
    const base = await listen(t.app);
    try {
      const category = await freshCategory(t.database);
      const author = await signIn(t);
      const thread = await startThread(t.app, author, category.id);
      // A raw socket that reads only the first chunk (to learn its connection id), then never again.
      const socket = new Socket();
      await new Promise<void>((resolve) => socket.connect(Number(new URL(base).port), '127.0.0.1', resolve));
      const first = new Promise<string>((resolve) =>
        socket.once('data', (chunk) => resolve(chunk.toString())),
      );
      socket.write('GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n');
      const connectionId = /"connection_id":"([^"]+)"/.exec(await first)![1]!;
      socket.pause();
      const joined = await fetch(`${base}/api/events/${connectionId}/join`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ thread_id: thread.id }),
      });
      expect(joined.status).toBe(200);
      expect(t.app.live.connectionCount).toBe(1);

      // Large replies fill the kernel's socket buffers, then the server's own, past the limit.
      const text = 'y'.repeat(45_000);
      for (let i = 0; i < 1_000 && t.app.live.connectionCount > 0; i++) {
        await postAs(t.app, author.cookie, `/api/thread/${thread.id}/reply`, { text });
      }
      expect(t.app.live.connectionCount).toBe(0);
      socket.destroy();
    } finally {
      await t.close();
    }
  });

  it('ends open streams cleanly when the server shuts down', async () => {
    const t = await createTestApp();
    const base = await listen(t.app);
    const client = await SseClient.open(base);
    expect(t.app.live.connectionCount).toBe(1);
    await t.close();
    await client.waitForEnd();
    expect(client.ended).toBe(true);
  });

  it('releases a stream the client closed', async () => {
    const t = await createTestApp();
    const base = await listen(t.app);
    try {
      const category = await freshCategory(t.database);
      const author = await signIn(t);
      const thread = await startThread(t.app, author, category.id);
      const client = await SseClient.open(base, author.cookie);
      await fetch(`${base}/api/events/${client.connected.connection_id}/join`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: author.cookie },
        body: JSON.stringify({ thread_id: thread.id }),
      });
      client.close();
      for (let i = 0; i < 50 && t.app.live.connectionCount > 0; i++) await sleep(20);
      expect(t.app.live.connectionCount).toBe(0);
    } finally {
      await t.close();
    }
  });
});
