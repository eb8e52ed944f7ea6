import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMemberThreadLimit, postTooSoon, STANDING, tooManyInPost } from '../../src/common/messages.ts';
import { GROUP } from '../../src/server/accounts/groups.ts';
import type { Settings } from '../../src/server/admin/settings.ts';
import { createTestApp, createUser, logIn, NO_FLOOD_LIMITS, type TestApp } from '../support/app.ts';
import {
  type Actor,
  expectRefusal,
  freshCategory,
  postAs,
  startThread,
  type TestCategory,
} from '../support/forum.ts';

// issue 16 §6, with the site's default limits (10 s between posts, 30 s in a member's first day,
// 3 new threads in the first day, no repeat within 5 minutes, 2 links and 2 images in a first-day post).
const DEFAULT_LIMITS: Partial<Settings> = {
  post_interval_seconds: 10,
  new_member_post_interval_seconds: 30,
  new_member_threads_per_day: 3,
  duplicate_post_window_seconds: 300,
  new_member_max_links: 2,
  new_member_max_images: 2,
};

let t: TestApp;
let other: TestApp;
let category: TestCategory;

beforeAll(async () => {
  t = await createTestApp({ settings: DEFAULT_LIMITS });
  // A second app server on the same database.
  other = await createTestApp({ settings: DEFAULT_LIMITS });
  category = await freshCategory(t.database);
});
afterAll(async () => {
  await t.close();
  await other.close();
});

/** A member signed in on `t`, who joined `daysAgo` days ago (0: in their first day). */
async function member(daysAgo: number, groups: string[] = []): Promise<Actor> {
  const user = await createUser(t.database, { groups });
  const createdAt = new Date(Date.now() - daysAgo * 24 * 3_600_000).toISOString();
  await t.database.db.updateTable('users').set({ created_at: createdAt }).where('id', '=', user.id).execute();
  return { user, cookie: await logIn(t.app, user) };
}

/** A thread to reply in, started by someone else. */
async function aThread(): Promise<number> {
  const starter = await member(30);
  return (await startThread(t.app, starter, category.id)).id;
}

const reply = (actor: Actor, threadId: number, text: string, app = t) =>
  postAs(app.app, actor.cookie, `/api/thread/${threadId}/reply`, { text });

/** Moves the member's last post back in time, as if they had waited. */
async function wait(actor: Actor, seconds: number) {
  const row = await t.database.db
    .selectFrom('users')
    .select('last_post_at')
    .where('id', '=', actor.user.id)
    .executeTakeFirstOrThrow();
  const earlier = new Date(Date.parse(row.last_post_at!) - seconds * 1000).toISOString();
  await t.database.db
    .updateTable('users')
    .set({ last_post_at: earlier })
    .where('id', '=', actor.user.id)
    .execute();
}

async function postsBy(actor: Actor): Promise<number> {
  const { n } = await t.database.db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('author_id', '=', actor.user.id)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The member's post count as profiles show it (users.post_count). */
async function postCount(actor: Actor): Promise<number> {
  const { post_count } = await t.database.db
    .selectFrom('users')
    .select('post_count')
    .where('id', '=', actor.user.id)
    .executeTakeFirstOrThrow();
  return post_count;
}

describe('time between posts', () => {
  it('refuses a second reply within 10 s with how long to wait, and stores nothing', async () => {
    const threadId = await aThread();
    const alice = await member(30);
    expect((await reply(alice, threadId, 'First')).statusCode).toBe(201);
    const refused = await reply(alice, threadId, 'Second');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^You are posting too quickly\. Please wait (9|10) seconds/);
    expect(await postsBy(alice)).toBe(1);
    // The flood check and the post count are one UPDATE of the member's row: a refusal counts nothing.
    expect(await postCount(alice)).toBe(1);

    await wait(alice, 10);
    expect((await reply(alice, threadId, 'Second')).statusCode).toBe(201);
    expect(await postCount(alice)).toBe(2);
  });

  it('counts replies and new threads alike', async () => {
    const alice = await member(30);
    await startThread(t.app, alice, category.id);
    const refused = await reply(alice, await aThread(), 'Right after my thread');
    expect(refused.statusCode).toBe(429);
  });

  it('asks 30 s of a member in their first day', async () => {
    const threadId = await aThread();
    const newcomer = await member(0);
    expect((await reply(newcomer, threadId, 'Hello all')).statusCode).toBe(201);
    await wait(newcomer, 10);
    const refused = await reply(newcomer, threadId, 'Me again');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Please wait (19|20) seconds/);
    await wait(newcomer, 20);
    expect((await reply(newcomer, threadId, 'Me again')).statusCode).toBe(201);
  });

  it('says "1 second" when one is left', () => {
    expect(postTooSoon(1)).toBe('You are posting too quickly. Please wait 1 second and try again.');
  });

  it('lets only one of two racing replies through, on one server or two', async () => {
    const threadId = await aThread();
    const alice = await member(30);
    const cookieOnOther = await logIn(other.app, alice.user);
    const answers = await Promise.all([
      reply(alice, threadId, 'Race one'),
      reply(alice, threadId, 'Race two'),
      postAs(other.app, cookieOnOther, `/api/thread/${threadId}/reply`, { text: 'Race three' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 429, 429]);
    expect(await postsBy(alice)).toBe(1);
    expect(await postCount(alice)).toBe(1);
  });

  it('holds no member of staff back', async () => {
    const threadId = await aThread();
    const admin = await member(0, [GROUP.administrators]);
    for (const text of ['One', 'Two', 'Two', 'See https://a.example https://b.example https://c.example'])
      expect((await reply(admin, threadId, text)).statusCode).toBe(201);
    expect(await postCount(admin)).toBe(4);
  });
});

describe('new threads in a member’s first day', () => {
  it('allows 3, then refuses with 429', async () => {
    const app = await createTestApp({ settings: { ...DEFAULT_LIMITS, new_member_post_interval_seconds: 0 } });
    try {
      const user = await createUser(app.database);
      const newcomer = { user, cookie: await logIn(app.app, user) };
      for (let n = 1; n <= 3; n++) await startThread(app.app, newcomer, category.id, { text: `Thread ${n}` });
      expectRefusal(
        await postAs(app.app, newcomer.cookie, `/api/category/${category.id}/post`, {
          title: 'A fourth',
          text: 'Thread 4',
        }),
        429,
        newMemberThreadLimit(3),
      );
    } finally {
      await app.close();
    }
  });
});

describe('the same text twice in a row', () => {
  it('is refused with 422 within 5 minutes, and allowed after', async () => {
    const threadId = await aThread();
    const alice = await member(30);
    expect((await reply(alice, threadId, 'Buy gold at example dot com')).statusCode).toBe(201);
    await wait(alice, 60);
    expectRefusal(
      await reply(alice, threadId, '  Buy gold at example dot com '),
      422,
      STANDING.duplicatePost,
    );
    expect((await reply(alice, threadId, 'Something else')).statusCode).toBe(201);
    await wait(alice, 300);
    expect((await reply(alice, threadId, 'Buy gold at example dot com')).statusCode).toBe(201);
  });
});

describe('links and images in a first-day post', () => {
  it('allows 2 of each and refuses more with 422; members past their first day are not counted', async () => {
    const threadId = await aThread();
    const newcomer = await member(0);
    const links = '[a](https://a.example) [b](https://b.example) https://c.example';
    expectRefusal(await reply(newcomer, threadId, links), 422, tooManyInPost('links', 2));
    const images = '![1](/api/uploads/1) ![2](/api/uploads/2) <img src="/api/uploads/3">';
    expectRefusal(await reply(newcomer, threadId, images), 422, tooManyInPost('images', 2));
    expect(await postsBy(newcomer)).toBe(0);
    expect((await reply(newcomer, threadId, '[a](https://a.example) ![1](/api/uploads/1)')).statusCode).toBe(
      201,
    );

    const old = await member(2);
    expect((await reply(old, threadId, `${links} ${images}`)).statusCode).toBe(201);
  });
});

describe('limits of 0', () => {
  it('let every one of a member’s racing posts through, whatever the order of their clocks', async () => {
    const app = await createTestApp({ settings: NO_FLOOD_LIMITS });
    try {
      const user = await createUser(app.database);
      const actor = { user, cookie: await logIn(app.app, user) };
      const threadId = (await startThread(app.app, actor, category.id)).id;
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => reply(actor, threadId, 'Same words', app)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(201));
    } finally {
      await app.close();
    }
  });
});
