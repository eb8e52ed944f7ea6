import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_RESULT_LIMIT } from '../../src/common/limits.ts';
import { MSG } from '../../src/common/messages.ts';
import type { SearchPost, SearchResponse, SearchThread } from '../../src/common/search-types.ts';
import { isPostgres } from '../../src/server/db/migrations/helpers.ts';
import { createTestApp, GENEROUS_LIMITS, type TestApp } from '../support/app.ts';
import {
  type Actor,
  expectRefusal,
  freshCategory,
  getJson,
  moderatorGroupFor,
  postAs,
  replyTo,
  signIn,
  startThread,
} from '../support/forum.ts';

let t: TestApp;
let author: Actor;
let member: Actor;
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp();
  author = await signIn(t);
  member = await signIn(t);
  admin = await signIn(t, ['Administrators']);
});
afterAll(() => t.close());

/** A word no other test wrote, so a search for it sees only this test's content. */
const marker = () => `k${randomBytes(6).toString('hex')}`;

async function searchAs(actor: Actor | null, q: string, params: Record<string, string> = {}) {
  const query = new URLSearchParams({ q, ...params });
  const res = await getJson(t.app, `/api/search?${query}`, { cookie: actor?.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchResponse;
}
const postIdsFor = async (actor: Actor | null, q: string) =>
  (await searchAs(actor, q, { type: 'posts' })).posts.map((p: SearchPost) => p.id);
const threadIdsFor = async (actor: Actor | null, q: string) =>
  (await searchAs(actor, q, { type: 'threads' })).threads.map((th: SearchThread) => th.id);

describe('GET /api/search order', () => {
  it('ranks by relevance, then newest first, the same on SQLite and PostgreSQL', async () => {
    const m = marker();
    const category = await freshCategory(t.database);
    const once = `${m} is mentioned here once among quite a few other ordinary words`;
    const older = await startThread(t.app, author, category.id, { title: `Older ${m} notes`, text: once });
    const dense = await startThread(t.app, author, category.id, {
      title: `${m} ${m} ${m}`,
      text: `${m} ${m} ${m}`,
    });
    const newer = await startThread(t.app, author, category.id, { title: `Newer ${m} notes`, text: once });

    expect(await postIdsFor(member, m)).toEqual([dense.postId, newer.postId, older.postId]);
    expect(await threadIdsFor(member, m)).toEqual([dense.id, newer.id, older.id]);
  });

  it('returns both kinds with their counts for type=all, and one kind for threads or posts', async () => {
    const m = marker();
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, author, category.id, { title: `About ${m}`, text: `On ${m}` });
    const reply = await replyTo(t.app, member, thread.id, `Also ${m} from me`);

    const all = await searchAs(member, m);
    expect(all).toMatchObject({ success: true, query: m, type: 'all', page: 1, per_page: 20 });
    expect(all.threads.map((x) => x.id)).toEqual([thread.id]);
    expect(all.posts.map((x) => x.id).sort()).toEqual([thread.postId, reply].sort());
    expect({ threads: all.thread_count, posts: all.post_count }).toEqual({ threads: 1, posts: 2 });
    expect(all.capped).toEqual({ threads: false, posts: false });

    const threadsOnly = await searchAs(member, m, { type: 'threads' });
    expect([threadsOnly.threads.length, threadsOnly.posts.length, threadsOnly.post_count]).toEqual([1, 0, 2]);
    const postsOnly = await searchAs(member, m, { type: 'posts' });
    expect([postsOnly.threads.length, postsOnly.posts.length, postsOnly.thread_count]).toEqual([0, 2, 1]);
  });

  it("gives each result the spec's fields and the slugs for canonical links", async () => {
    const m = marker();
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, author, category.id, {
      title: `Guide to ${m}`,
      text: `All ${m}`,
    });
    const { threads, posts } = await searchAs(member, m);
    expect(threads[0]).toEqual({
      id: thread.id,
      title: `Guide to ${m}`,
      slug: thread.slug,
      title_highlights: [[9, 9 + m.length]],
      trigger_warning: null,
      category_id: category.id,
      category_name: category.title,
      category_slug: category.slug,
      author: author.user.username,
      created: expect.any(String),
      post_count: 1,
      // issue 17 §5: a member's results carry their unread marks.
      unread_count: 1,
      new: true,
    });
    expect(posts[0]).toEqual({
      id: thread.postId,
      thread_id: thread.id,
      thread_title: `Guide to ${m}`,
      thread_slug: thread.slug,
      thread_page: 1,
      excerpt: `All ${m}`,
      highlights: [[4, 4 + m.length]],
      category_id: category.id,
      category_name: category.title,
      category_slug: category.slug,
      author: author.user.username,
      created: expect.any(String),
    });
  });
});

describe('GET /api/search matching', () => {
  it('matches words by prefix as the user types, and not letters that follow no word', async () => {
    const m = marker();
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, author, category.id, { text: `The ${m}lighthouse keeper` });
    expect(await postIdsFor(member, `${m}light`)).toEqual([thread.postId]);
    expect(await postIdsFor(member, `${m.toUpperCase()}LIGHTHOUSE`)).toEqual([thread.postId]);
    expect(await postIdsFor(member, `${m}lightz`)).toEqual([]);
    expect(await postIdsFor(member, `house${m}`)).toEqual([]);
  });

  it('needs every word to match, and matches a quoted phrase word for word', async () => {
    const m = marker();
    const [alpha, beta] = [`alpha${m}`, `beta${m}`];
    const category = await freshCategory(t.database);
    const adjacent = await startThread(t.app, author, category.id, { text: `${alpha} ${beta} together` });
    const apart = await startThread(t.app, author, category.id, { text: `${beta} and then ${alpha}` });
    await startThread(t.app, author, category.id, { text: `only ${alpha} here` });

    expect((await postIdsFor(member, `${alpha} ${beta}`)).sort()).toEqual(
      [adjacent.postId, apart.postId].sort(),
    );
    expect(await postIdsFor(member, `"${alpha} ${beta}"`)).toEqual([adjacent.postId]);
    // An unclosed quote is a phrase still being typed: its last word matches by prefix.
    expect(await postIdsFor(member, `"${alpha} ${beta.slice(0, -3)}`)).toEqual([adjacent.postId]);
    // A closed phrase does not: its words are whole.
    expect(await postIdsFor(member, `"${alpha} ${beta.slice(0, -3)}"`)).toEqual([]);
  });

  it('finds right-to-left text, and ignores emoji and punctuation around words', async () => {
    const m = marker();
    const hebrew = Array.from(randomBytes(7), (b) => String.fromCodePoint(0x5d0 + (b % 27))).join('');
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, author, category.id, { text: `שלום ${hebrew} 🎉 (${m})!` });
    expect(await postIdsFor(member, hebrew)).toEqual([thread.postId]);
    expect(await postIdsFor(member, `🎉 ${m}!!`)).toEqual([thread.postId]);
    expect(await postIdsFor(member, `${m}.example`)).toEqual([]);
  });

  it('splits hyphenated words, addresses and versions into words on both databases', async () => {
    const m = marker();
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, author, category.id, {
      text: `see pixel-${m} at https://${m}host.example.com/path and v1.${m}`,
    });
    for (const q of [m, `pixel ${m}`, `${m}host`, `${m}host example`])
      expect(await postIdsFor(member, q), q).toEqual([thread.postId]);
  });

  it('answers an excerpt around the match, as plain text, with the matched words marked', async () => {
    const m = marker();
    const category = await freshCategory(t.database);
    const filler = 'lorem ipsum dolor sit amet '.repeat(20);
    await startThread(t.app, author, category.id, {
      text: `${filler}<script>alert(1)</script> **${m}** and [a link](https://x.test/${m}) ${filler}`,
    });
    const [post] = (await searchAs(member, m, { type: 'posts' })).posts;
    expect(post!.excerpt.length).toBeLessThanOrEqual(202);
    expect(post!.excerpt).toMatch(/^….*…$/);
    expect(post!.excerpt).not.toMatch(/[<>*[\]]/);
    expect(post!.highlights.length).toBeGreaterThan(0);
    for (const [start, end] of post!.highlights) expect(post!.excerpt.slice(start, end)).toBe(m);
  });
});

describe('GET /api/search keeps the index in step with the forum', () => {
  it('reflects an edit at once: the old words no longer match, the new ones do', async () => {
    const [before, after] = [marker(), marker()];
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, author, category.id, { text: `Draft ${before}` });
    const edited = await postAs(t.app, author.cookie, `/api/post/${thread.postId}/edit`, {
      text: `Final ${after}`,
    });
    expect(edited.statusCode).toBe(200);
    expect(await postIdsFor(member, before)).toEqual([]);
    expect(await postIdsFor(member, after)).toEqual([thread.postId]);
  });

  it('forgets a deleted reply, and a deleted thread with all its posts', async () => {
    const m = marker();
    const category = await freshCategory(t.database);
    const kept = await startThread(t.app, author, category.id, { title: `Kept ${m}`, text: `Kept ${m}` });
    const reply = await replyTo(t.app, member, kept.id, `Reply ${m}`);
    const doomed = await startThread(t.app, author, category.id, {
      title: `Doomed ${m}`,
      text: `Doomed ${m}`,
    });
    expect((await searchAs(member, m)).post_count).toBe(3);

    expect((await postAs(t.app, member.cookie, `/api/post/${reply}/delete`)).statusCode).toBe(200);
    expect((await postAs(t.app, author.cookie, `/api/post/${doomed.postId}/delete`)).json()).toEqual({
      success: true,
      thread_deleted: true,
    });
    const after = await searchAs(member, m);
    expect(after.posts.map((p) => p.id)).toEqual([kept.postId]);
    expect(after.threads.map((x) => x.id)).toEqual([kept.id]);
    expect({ threads: after.thread_count, posts: after.post_count }).toEqual({ threads: 1, posts: 1 });
  });

  it('follows a moved thread to its new category, and out of sight when that category is hidden', async () => {
    const m = marker();
    const [from, to, hidden] = [
      await freshCategory(t.database),
      await freshCategory(t.database),
      await freshCategory(t.database, 'hidden'),
    ];
    const thread = await startThread(t.app, author, from.id, { title: `Moving ${m}`, text: `Moving ${m}` });
    await postAs(t.app, admin.cookie, `/api/thread/${thread.id}/move`, { category_id: to.id });
    const moved = await searchAs(member, m);
    expect(moved.threads[0]).toMatchObject({ category_id: to.id, category_slug: to.slug });
    expect(moved.posts[0]).toMatchObject({ category_id: to.id, category_name: to.title });

    await postAs(t.app, admin.cookie, `/api/thread/${thread.id}/move`, { category_id: hidden.id });
    const gone = await searchAs(member, m);
    expect([gone.threads, gone.posts, gone.thread_count, gone.post_count]).toEqual([[], [], 0, 0]);
  });

  it('hides an archived thread and its posts from members, not from its moderators, until unarchived', async () => {
    const m = marker();
    const category = await freshCategory(t.database);
    const moderator = await signIn(t, [await moderatorGroupFor(t.database, category)]);
    const thread = await startThread(t.app, author, category.id, { title: `Old ${m}`, text: `Old ${m}` });
    const reply = await replyTo(t.app, member, thread.id, `Reply ${m}`);
    expect((await postAs(t.app, moderator.cookie, `/api/thread/${thread.id}/archive`)).statusCode).toBe(200);

    for (const viewer of [member, author, null]) {
      const hidden = await searchAs(viewer, m);
      expect([hidden.threads, hidden.posts, hidden.thread_count, hidden.post_count]).toEqual([[], [], 0, 0]);
    }
    for (const viewer of [moderator, admin]) {
      const seen = await searchAs(viewer, m);
      expect([seen.thread_count, seen.post_count]).toEqual([1, 2]);
    }

    await postAs(t.app, moderator.cookie, `/api/thread/${thread.id}/archive`);
    expect((await postIdsFor(member, m)).sort()).toEqual([thread.postId, reply].sort());
  });

  it('hides an archived post from members but keeps it for moderators', async () => {
    const m = marker();
    const category = await freshCategory(t.database);
    const moderator = await signIn(t, [await moderatorGroupFor(t.database, category)]);
    const thread = await startThread(t.app, author, category.id, { text: `Visible ${m}` });
    const reply = await replyTo(t.app, author, thread.id, `Archived ${m}`);
    expect((await postAs(t.app, author.cookie, `/api/post/${reply}/archive`)).statusCode).toBe(200);
    expect(await postIdsFor(member, m)).toEqual([thread.postId]);
    expect(await postIdsFor(author, m)).toEqual([thread.postId]);
    expect((await searchAs(member, m)).post_count).toBe(1);
    expect((await postIdsFor(moderator, m)).sort()).toEqual([thread.postId, reply].sort());
  });

  it('leaves the SQLite full-text index exactly matching the tables after all of the above', async () => {
    if (isPostgres(t.database.db)) {
      // Generated columns cannot drift; check they are what the documents say.
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM posts
        WHERE search IS DISTINCT FROM to_tsvector('simple',
          translate(content, '-./@:_+~=&?%#\\<>', '                 '))`.execute(t.database.db);
      expect(rows[0]!.n).toBe(0);
      return;
    }
    // FTS5's integrity check with rank 1 compares the index against the content tables row by row.
    for (const table of ['posts_fts', 'threads_fts'])
      await sql
        .raw(`INSERT INTO ${table}(${table}, rank) VALUES ('integrity-check', 1)`)
        .execute(t.database.db);
  });
});

describe('GET /api/search permissions', () => {
  it("never returns or counts a hidden category's content for members or visitors", async () => {
    const m = marker();
    const open = await freshCategory(t.database);
    const hidden = await freshCategory(t.database, 'hidden');
    const moderator = await signIn(t, [await moderatorGroupFor(t.database, hidden)]);
    const visible = await startThread(t.app, author, open.id, { title: `Opened ${m}`, text: `Opened ${m}` });
    const secret = await startThread(t.app, admin, hidden.id, { title: `Secret ${m}`, text: `Secret ${m}` });

    for (const viewer of [member, null]) {
      const found = await searchAs(viewer, m);
      expect(found.threads.map((x) => x.id)).toEqual([visible.id]);
      expect(found.posts.map((x) => x.id)).toEqual([visible.postId]);
      expect([found.thread_count, found.post_count]).toEqual([1, 1]);
    }
    for (const viewer of [admin, moderator]) {
      const found = await searchAs(viewer, m);
      expect(found.threads.map((x) => x.id)).toEqual([secret.id, visible.id]);
      expect([found.thread_count, found.post_count]).toEqual([2, 2]);
    }
  });
});

describe('GET /api/search counts and pages', () => {
  it('tells which page of its thread a post is on, as the thread page shows it to the caller', async () => {
    const m = marker();
    const category = await freshCategory(t.database);
    const moderator = await signIn(t, [await moderatorGroupFor(t.database, category)]);
    const thread = await startThread(t.app, author, category.id, { text: 'Opening' });
    const rows = Array.from({ length: 150 }, (_, i) => ({
      thread_id: thread.id,
      author_id: author.user.id,
      content: i === 129 ? `Deep ${m}` : `Filler ${i}`,
      created_at: new Date().toISOString(),
      archived: i < 40 ? 1 : 0,
    }));
    await t.database.db.insertInto('posts').values(rows).execute();

    // 130 posts come before it; 40 of them are archived, which only moderators see.
    const [forModerator] = (await searchAs(moderator, m, { type: 'posts' })).posts;
    const [forMember] = (await searchAs(member, m, { type: 'posts' })).posts;
    expect([forModerator!.thread_page, forMember!.thread_page]).toEqual([2, 1]);
    for (const [actor, hit] of [
      [moderator, forModerator!],
      [member, forMember!],
    ] as const) {
      const page = await getJson(t.app, `/api/thread/${thread.id}?page=${hit.thread_page}`, {
        cookie: actor.cookie,
      });
      expect(page.json().posts.map((p: { id: number }) => p.id)).toContain(hit.id);
    }
  });

  it('counts up to 1000 and then says there are more; pages hold 20 results', async () => {
    const m = marker();
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, author, category.id, { text: 'Opening' });
    const insert = (n: number) =>
      t.database.db
        .insertInto('posts')
        .values(
          Array.from({ length: n }, (_, i) => ({
            thread_id: thread.id,
            author_id: author.user.id,
            content: `Bulk ${m} number ${i}`,
            created_at: new Date().toISOString(),
          })),
        )
        .execute();
    await insert(SEARCH_RESULT_LIMIT);
    const exact = await searchAs(member, m, { type: 'posts' });
    expect([exact.post_count, exact.capped.posts, exact.posts.length]).toEqual([1000, false, 20]);

    await insert(1);
    const capped = await searchAs(member, m, { type: 'posts' });
    expect([capped.post_count, capped.capped.posts]).toEqual([1000, true]);
    const last = await searchAs(member, m, { type: 'posts', page: '50' });
    expect(last.posts).toHaveLength(20);
    const seen = new Set([...capped.posts, ...last.posts].map((p) => p.id));
    expect(seen.size).toBe(40);
    expect((await getJson(t.app, `/api/search?q=${m}&page=51`)).statusCode).toBe(400);
  });
});

describe('GET /api/search input', () => {
  it('refuses a trimmed query under 3 characters, or none, with the spec message', async () => {
    for (const q of ['', 'ab', '  ab  ', '\t\n', '🎉🎉'.slice(0, 2)]) {
      expectRefusal(await getJson(t.app, `/api/search?q=${encodeURIComponent(q)}`), 400, MSG.searchTooShort);
    }
    expectRefusal(await getJson(t.app, '/api/search'), 400, MSG.searchTooShort);
  });

  it('refuses a query over 200 characters and an unknown type', async () => {
    expectRefusal(await getJson(t.app, `/api/search?q=${'a'.repeat(201)}`), 400, MSG.searchTooLong);
    expect((await getJson(t.app, `/api/search?q=${'a'.repeat(200)}`)).statusCode).toBe(200);
    expect((await getJson(t.app, '/api/search?q=pixel&type=users')).statusCode).toBe(400);
    expect((await getJson(t.app, '/api/search?q=pixel&page=0')).statusCode).toBe(400);
  });

  const HOSTILE = [
    'NEAR(pixel avatar, 2)',
    'pixel NEAR avatar',
    '"unbalanced quote',
    'unbalanced" quote"s',
    '"""',
    '""  ""',
    'pixel OR avatar',
    'pixel AND NOT avatar',
    'NOT pixel',
    'AND OR NOT',
    '-pixel +avatar',
    '***',
    'pix*',
    '*pix',
    '(((pixel',
    'pixel)))',
    '{pixel avatar}',
    'content:pixel',
    'title : pixel',
    '^pixel',
    "'; DROP TABLE posts; --",
    "' OR '1'='1",
    '%_% \\ %',
    'pixel:* & !avatar | <->',
    "it's o'clock",
    '\u0000abc\u0000',
    'abc\u0007\u001b[31m',
    '😀😀😀',
    '👩‍👩‍👧‍👦 family',
    'שלום עולם',
    'مرحبا بالعالم',
    'Ünïcödé façade',
    'e\u0301e\u0301e\u0301',
    '1e308 0x1F NaN',
    'a b c d e f g h i j k l m n o p',
    'x'.repeat(10_000),
    'pixel '.repeat(1_666),
  ];
  it.each(HOSTILE.map((q) => [q.length > 40 ? `${q.slice(0, 20)}… (${q.length} chars)` : q, q]))(
    'answers %j without a server error',
    async (_label, q) => {
      for (const type of ['all', 'threads', 'posts']) {
        const res = await getJson(t.app, `/api/search?${new URLSearchParams({ q, type })}`, {
          cookie: member.cookie,
        });
        expect([200, 400], res.body).toContain(res.statusCode);
        expect(res.json().success).toBe(res.statusCode === 200);
      }
    },
  );
});

describe('GET /api/search fuzzed', () => {
  // Query-syntax pieces of both databases mixed with arbitrary code points, as a hostile user might.
  const piece = fc.oneof(
    fc.constantFrom('"', '*', '(', ')', ':', '^', '-', '+', "'", '\\', '&', '|', '!', '<->', ' ', ' '),
    fc.constantFrom('NEAR', 'AND', 'OR', 'NOT', 'pixel', 'ava', 'a', 'title:', ':*', '{', '}', ';'),
    fc.string({ unit: 'binary', maxLength: 6 }),
  );
  it('answers any mix of syntax and code points with 200 or 400', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { minLength: 1, maxLength: 30 }), async (pieces) => {
        const q = pieces.join('');
        const res = await getJson(t.app, `/api/search?${new URLSearchParams({ q })}`);
        expect([200, 400], `${JSON.stringify(q)}: ${res.body}`).toContain(res.statusCode);
      }),
      { numRuns: 300 },
    );
  });
});

describe('GET /api/search rate limit', () => {
  it('answers 429 with a clear message when one client searches too fast', async () => {
    const limited = await createTestApp({
      rateLimits: { ...GENEROUS_LIMITS, search: { max: 3, timeWindow: 60_000 } },
    });
    try {
      const search = (remoteAddress: string) =>
        getJson(limited.app, '/api/search?q=pixel', { remoteAddress });
      for (let i = 0; i < 3; i++) expect((await search('203.0.113.7')).statusCode).toBe(200);
      expectRefusal(await search('203.0.113.7'), 429, MSG.searchTooFast);
      expect((await search('203.0.113.8')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
