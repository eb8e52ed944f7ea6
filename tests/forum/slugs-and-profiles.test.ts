import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/common/messages.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  type Actor,
  expectRefusal,
  freshCategory,
  getJson,
  postAs,
  replyTo,
  signIn,
  startThread,
} from '../support/forum.ts';

let t: TestApp;
let author: Actor;
let moderator: Actor;

beforeAll(async () => {
  t = await createTestApp();
  author = await signIn(t);
  moderator = await signIn(t, ['Moderators']);
});
afterAll(() => t.close());

/** Asserts a 302 whose Location ends in `/{id}` and answers that Location. */
function expectRedirectToId(res: { statusCode: number; headers: Record<string, unknown> }, id: number) {
  expect(res.statusCode).toBe(302);
  const location = String(res.headers.location);
  expect(location).toMatch(new RegExp(`/${id}$`));
  return location;
}

describe('thread slugs', () => {
  it('gives a second "Hello" in a category the slug hello-2 and a third hello-3', async () => {
    const category = await freshCategory(t.database);
    const slugs = [];
    for (let i = 0; i < 3; i++)
      slugs.push((await startThread(t.app, author, category.id, { title: 'Hello' })).slug);
    expect(slugs).toEqual(['hello', 'hello-2', 'hello-3']);
  });

  it('keeps slugs unique per category only: "Hello" in another category is hello again', async () => {
    const one = await freshCategory(t.database);
    const two = await freshCategory(t.database);
    expect((await startThread(t.app, author, one.id, { title: 'Hello' })).slug).toBe('hello');
    expect((await startThread(t.app, author, two.id, { title: 'Hello' })).slug).toBe('hello');
  });

  it('derives the slug by the spec rule and prefixes an all-digit one so it is never taken for an id', async () => {
    const category = await freshCategory(t.database);
    expect((await startThread(t.app, author, category.id, { title: '  Tips & Tricks: Part 2! ' })).slug).toBe(
      'tips-and-tricks-part-2',
    );
    expect((await startThread(t.app, author, category.id, { title: '2024' })).slug).toBe('t-2024');
  });

  it('gives a thread moved into a category that already has its slug a new one', async () => {
    const from = await freshCategory(t.database);
    const to = await freshCategory(t.database);
    await startThread(t.app, author, to.id, { title: 'Hello' });
    const moving = await startThread(t.app, author, from.id, { title: 'Hello' });

    const res = await postAs(t.app, moderator.cookie, `/api/thread/${moving.id}/move`, {
      category_id: to.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ category_id: to.id, category_slug: to.slug, slug: 'hello-2' });
    const thread = (await getJson(t.app, `/api/thread/${moving.id}`)).json();
    expect({ slug: thread.slug, category_id: thread.category_id }).toEqual({
      slug: 'hello-2',
      category_id: to.id,
    });
  });
});

describe('slug look-ups', () => {
  it('redirects a category slug to the category by its numeric id', async () => {
    const category = await freshCategory(t.database);
    const location = expectRedirectToId(
      await getJson(t.app, `/api/slugs/category/${category.slug}`),
      category.id,
    );
    const followed = await getJson(t.app, location);
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toMatchObject({ id: category.id, slug: category.slug });
  });

  it('answers an unknown category slug with 404', async () => {
    expectRefusal(await getJson(t.app, '/api/slugs/category/no-such-category'), 404, MSG.categoryNotFound);
  });

  it('answers a hidden category slug to a member as if it did not exist', async () => {
    const hidden = await freshCategory(t.database, 'hidden');
    const res = await getJson(t.app, `/api/slugs/category/${hidden.slug}`, { cookie: author.cookie });
    expectRefusal(res, 404, MSG.categoryNotFound);
  });

  it('redirects a username to the user by numeric id, regardless of case', async () => {
    const slug = author.user.username.toUpperCase();
    const location = expectRedirectToId(await getJson(t.app, `/api/slugs/user/${slug}`), author.user.id);
    const followed = await getJson(t.app, location);
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toMatchObject({ id: author.user.id, username: author.user.username });
  });

  it('answers an unknown username slug with 404', async () => {
    expectRefusal(await getJson(t.app, '/api/slugs/user/nobody_here_at_all'), 404, MSG.userNotFound);
  });

  it('redirects a category and thread slug to the thread by numeric id', async () => {
    const category = await freshCategory(t.database);
    await startThread(t.app, author, category.id, { title: 'Hello' });
    const second = await startThread(t.app, author, category.id, { title: 'Hello' });
    const res = await getJson(t.app, `/api/slugs/thread/${category.slug}/${second.slug}`);
    const followed = await getJson(t.app, expectRedirectToId(res, second.id));
    expect(followed.json()).toMatchObject({ thread_id: second.id, slug: 'hello-2' });
  });

  it('answers an unknown thread slug, or a known one under the wrong category, with 404', async () => {
    const category = await freshCategory(t.database);
    const other = await freshCategory(t.database);
    const thread = await startThread(t.app, author, category.id);
    expectRefusal(await getJson(t.app, `/api/slugs/thread/${category.slug}/nope`), 404, MSG.threadNotFound);
    expectRefusal(
      await getJson(t.app, `/api/slugs/thread/${other.slug}/${thread.slug}`),
      404,
      MSG.threadNotFound,
    );
  });
});

describe('GET /api/category/:slug', () => {
  it('answers the same category by its numeric id', async () => {
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, author, category.id);
    const bySlug = (await getJson(t.app, `/api/category/${category.slug}`)).json();
    const byId = await getJson(t.app, `/api/category/${category.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual(bySlug);
    expect(bySlug).toMatchObject({ id: category.id, title: category.title, slug: category.slug });
    expect(bySlug.threads.map((x: { id: number }) => x.id)).toEqual([thread.id]);
  });

  it('answers an unknown slug or id with 404', async () => {
    expectRefusal(await getJson(t.app, '/api/category/no-such-category'), 404, MSG.categoryNotFound);
    expectRefusal(await getJson(t.app, '/api/category/2147483000'), 404, MSG.categoryNotFound);
  });
});

describe('user profiles', () => {
  it('answers a user by username, regardless of case, with id, avatar and post counts', async () => {
    const user = await signIn(t);
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, user, category.id);
    await replyTo(t.app, user, thread.id);

    const res = await getJson(t.app, `/api/user/by-username/${user.user.username.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      id: user.user.id,
      username: user.user.username,
      created: expect.any(String),
      post_count: 2,
      thread_count: 1,
      suspended: false,
      avatar: `/api/user/${user.user.id}/avatar.png?v=0`,
      reactions_received: { total: 0, by_reaction: [] },
    });
  });

  it("answers an unknown username with 404 'User not found'", async () => {
    expectRefusal(await getJson(t.app, '/api/user/by-username/nobody_here_at_all'), 404, MSG.userNotFound);
  });
});
