import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRELOAD_ELEMENT_ID } from '../../src/common/limits.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  type Actor,
  freshCategory,
  getJson,
  moderatorGroupFor,
  replyTo,
  signIn,
  startThread,
  type TestCategory,
} from '../support/forum.ts';

// Issue 20 §1: a page carries the answers to the reads its screen makes as it opens, each exactly
// what the API answers its viewer, so a phone makes no round trip after the scripts have run.
const INDEX =
  '<!doctype html><html><head><title>Cito</title></head><body><div id="root"></div></body></html>';
const BLOCK = new RegExp(`<script type="application/json" id="${PRELOAD_ELEMENT_ID}">(.*?)</script></body>`);

interface Preload {
  whoami: { username: string | null };
  api: Record<string, unknown>;
  position: string;
}

let t: TestApp;
let category: TestCategory;
let author: Actor;
let member: Actor;
let thread: { id: number; slug: string };

beforeAll(async () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'cito-web-'));
  writeFileSync(join(webRoot, 'index.html'), INDEX);
  t = await createTestApp({ webRoot });
  category = await freshCategory(t.database);
  author = await signIn(t);
  member = await signIn(t);
  thread = await startThread(t.app, author, category.id, { title: 'Preloaded pages' });
  await replyTo(t.app, author, thread.id, 'A reply on the first page');
});
afterAll(() => t.close());

async function preloadOf(url: string, cookie?: string): Promise<Preload> {
  const res = await getJson(t.app, url, { cookie });
  expect(res.statusCode).toBe(200);
  const match = BLOCK.exec(res.body);
  expect(match).not.toBeNull();
  const data = JSON.parse(match![1]!) as Preload;
  // every page shows the site's name (header, footer, title): read on every one, and left out below
  expect(data.api['/api/site']).toEqual(await apiAnswer('/api/site'));
  delete data.api['/api/site'];
  return data;
}

/** What the API itself answers the same viewer. */
async function apiAnswer(path: string, cookie?: string): Promise<unknown> {
  const res = await getJson(t.app, path, { cookie });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe("a page's first reads, answered inside it", () => {
  it("gives a visitor's forum page the categories the API answers, and the live position", async () => {
    const data = await preloadOf('/forum');
    expect(Object.keys(data.api)).toEqual(['/api/categories']);
    expect(data.api['/api/categories']).toEqual(await apiAnswer('/api/categories'));
    expect(data.position).toMatch(/\S/);
  });

  it("gives a category page its list and the newest threads, by the app's own URLs", async () => {
    const data = await preloadOf(`/category/${category.slug}`);
    const recent = `/api/category/${category.slug}?sort=recent&page=1`;
    const newest = `/api/category/${category.slug}?sort=newest&page=1`;
    expect(Object.keys(data.api).sort()).toEqual([newest, recent]);
    expect(data.api[recent]).toEqual(await apiAnswer(recent));
    expect((data.api[recent] as { threads: Array<{ id: number }> }).threads.map((x) => x.id)).toContain(
      thread.id,
    );
  });

  it("gives a thread page the thread's first page through its slug, and a later page by id", async () => {
    const url = `/thread/${category.slug}/${thread.slug}`;
    const visitor = await preloadOf(url);
    const slugPath = `/api/slugs/thread/${category.slug}/${thread.slug}`;
    expect(Object.keys(visitor.api)).toEqual([slugPath]);
    const firstPage = (await apiAnswer(`/api/thread/${thread.id}`)) as { posts: unknown[] };
    const preloaded = visitor.api[slugPath] as { id: number; posts: unknown[] };
    expect(preloaded.id).toBe(thread.id);
    expect(preloaded.posts).toEqual(firstPage.posts);

    const second = await preloadOf(`${url}?page=2`);
    expect(second.api).toHaveProperty(`/api/thread/${thread.id}?page=2`);

    const signedIn = await preloadOf(url, member.cookie);
    expect(Object.keys(signedIn.api)).toEqual(
      expect.arrayContaining([
        '/api/messages/unread',
        '/api/notifications?page=1',
        '/api/account/ignored',
        `/api/thread/${thread.id}/subscription`,
      ]),
    );
    expect(signedIn.api[`/api/thread/${thread.id}/subscription`]).toEqual(
      await apiAnswer(`/api/thread/${thread.id}/subscription`, member.cookie),
    );
  });

  it("answers each viewer as themselves: a member's own reads never reach a visitor's page", async () => {
    const visitor = await preloadOf('/shop');
    expect(Object.keys(visitor.api)).toEqual([
      '/api/store/items?category=all&search=&sort=date&page=1&per_page=100',
    ]);
    const signedIn = await preloadOf('/shop', member.cookie);
    expect(signedIn.api['/api/user/inventory']).toEqual(
      await apiAnswer('/api/user/inventory', member.cookie),
    );
    expect(signedIn.whoami.username).toBe(member.user.username);
    // a visitor asking for a members' page gets no members' answers (the API would refuse them)
    expect((await preloadOf('/wardrobe')).api).toEqual({});
  });

  it("gives a profile its member, and the friends and achievements read by the member's id", async () => {
    const data = await preloadOf(`/profile/${author.user.username}`);
    expect(Object.keys(data.api).sort()).toEqual(
      [
        `/api/user/${author.user.id}/achievements`,
        `/api/user/${author.user.id}/friends`,
        `/api/user/by-username/${author.user.username}`,
      ].sort(),
    );
    expect(data.api[`/api/user/by-username/${author.user.username}`]).toEqual(
      await apiAnswer(`/api/user/by-username/${author.user.username}`),
    );
  });

  it("gives a moderator's report queues their three lists, by the page's tab, and a member none", async () => {
    const moderator = await signIn(t, [await moderatorGroupFor(t.database, category)]);
    const queues = ['reports', 'message_reports', 'shout_reports'];
    for (const [page, status] of [
      ['/moderation/reports', 'open'],
      ['/moderation/reports?status=dismissed', 'dismissed'],
      ['/moderation/reports?status=nonsense', 'open'],
    ] as const) {
      const { api } = await preloadOf(page, moderator.cookie);
      for (const queue of queues) {
        const path = `/api/moderation/${queue}?status=${status}`;
        expect(api[path], `${page}: ${path}`).toEqual(await apiAnswer(path, moderator.cookie));
      }
    }
    // the API refuses a member who moderates nothing (403): the page shows its own "Access denied"
    const { api } = await preloadOf('/moderation/reports', member.cookie);
    expect(Object.keys(api).filter((path) => path.startsWith('/api/moderation/'))).toEqual([]);
    expect(Object.keys((await preloadOf('/moderation/reports')).api)).toEqual([]);
  });

  it('leaves out what the API refuses, and a page it does not know reads nothing', async () => {
    // an unknown category answers 404: the page asks for itself and shows its own "not found"
    const missing = await preloadOf('/category/no-such-category');
    expect(missing.api).toEqual({});
    const unknownThread = await preloadOf(`/thread/${category.slug}/no-such-thread`);
    expect(unknownThread.api).toEqual({});
    expect((await preloadOf('/impressum')).api).toEqual({});
    // a search too short to send is never read (spec 1 §5)
    expect((await preloadOf('/search?q=ab')).api).toEqual({});
    expect(Object.keys((await preloadOf('/search?q=Preloaded')).api)).toEqual([
      '/api/search?q=Preloaded&type=all&page=1',
    ]);
  });

  it('keeps a script-closing string in an answer from closing the data block', async () => {
    const hostile = await startThread(t.app, author, category.id, {
      title: 'Closing </script><script>alert(1)</script> tags',
      text: 'Text with </script> in it',
    });
    const res = await getJson(t.app, `/thread/${category.slug}/${hostile.slug}`);
    const block = BLOCK.exec(res.body)![1]!;
    expect(block).not.toContain('</script>');
    const data = JSON.parse(block) as Preload;
    const page = data.api[`/api/slugs/thread/${category.slug}/${hostile.slug}`] as { title: string };
    expect(page.title).toBe('Closing </script><script>alert(1)</script> tags');
  });
});
