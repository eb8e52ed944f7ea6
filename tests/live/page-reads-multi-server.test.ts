import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRELOAD_ELEMENT_ID } from '../../src/common/limits.ts';
import { type Actor, freshCategory, signIn, startThread, type TestCategory } from '../support/forum.ts';
import { call, SseClient } from '../support/sse.ts';
import { twoServers } from '../support/two-servers.ts';

// Issue 20 §1 across app servers (issue 15): a page served by one server carries the answers of
// its reads and the live position they are current to; its stream, opened on another server,
// replays from there what was published in between, and a page served after a write on another
// server carries that write.
const redisUrl = process.env.TEST_REDIS_URL;
const BLOCK = new RegExp(`<script type="application/json" id="${PRELOAD_ELEMENT_ID}">(.*?)</script></body>`);

interface Preload {
  api: Record<string, { id?: number; posts?: Array<{ id: number; content: string }> }>;
  position: string;
}

describe.skipIf(!redisUrl)('pages served by one server, streams and writes on another', () => {
  const clients: SseClient[] = [];
  const webRoot = mkdtempSync(join(tmpdir(), 'cito-web-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  const servers = twoServers(redisUrl!, 'page-reads', {
    webRoot,
    beforeClose: () => {
      for (const client of clients) client.close();
    },
  });
  let a: string;
  let b: string;
  let category: TestCategory;
  let author: Actor;
  let reader: Actor;

  beforeAll(async () => {
    a = servers.baseA;
    b = servers.baseB;
    category = await freshCategory(servers.a.database);
    author = await signIn(servers.a);
    reader = await signIn(servers.a);
  });

  async function page(base: string, path: string, cookie: string): Promise<Preload> {
    const response = await fetch(`${base}${path}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    return JSON.parse(BLOCK.exec(await response.text())![1]!) as Preload;
  }
  const reply = async (base: string, threadId: number, text: string) => {
    const response = await call(base, 'POST', `/api/thread/${threadId}/reply`, author.cookie, { text });
    expect(response.status).toBe(201);
    return (response.body as { id: number }).id;
  };

  it("replays on another server what was published after the page's answers were read", async () => {
    const thread = await startThread(servers.a.app, author, category.id);
    const url = `/thread/${category.slug}/${thread.slug}`;
    const slugPath = `/api/slugs/thread/${category.slug}/${thread.slug}`;
    const before = await reply(b, thread.id, 'before the page');

    const served = await page(a, url, reader.cookie);
    expect(served.api[slugPath]!.posts!.map((p) => p.id)).toContain(before);

    // published on the other server after the page was served, before its stream opened
    const missed = await reply(b, thread.id, 'between the page and its stream');
    const stream = await SseClient.open(
      b,
      reader.cookie,
      undefined,
      `since=${served.position}&rooms=${thread.id}`,
    );
    clients.push(stream);
    const post = await stream.message<{ post: { id: number } }>('post.new', 5_000, 0);
    expect(post.post.id).toBe(missed);
    expect(stream.messages('post.new')).toHaveLength(1);

    // a page served by the first server now carries the reply written on the second
    const later = await page(a, url, reader.cookie);
    expect(later.api[slugPath]!.posts!.map((p) => p.id)).toEqual(expect.arrayContaining([before, missed]));
  });
});
