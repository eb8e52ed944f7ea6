import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAFTS_PER_MEMBER } from '../../src/common/drafts.ts';
import { MSG } from '../../src/common/messages.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  type Actor,
  expectRefusal,
  expectStatus,
  freshCategory,
  getJson,
  postAs,
  signIn,
  startThread,
  type TestCategory,
} from '../support/forum.ts';

let t: TestApp;
let member: Actor;
let other: Actor;
let category: TestCategory;

beforeAll(async () => {
  t = await createTestApp();
  member = await signIn(t);
  other = await signIn(t);
  category = await freshCategory(t.database);
});
afterAll(() => t.close());

const draftOf = async (actor: Actor, key: string) => {
  const res = await getJson(t.app, `/api/drafts/${key}`, { cookie: actor.cookie });
  expectStatus(res, 200);
  return res.json().draft;
};
const save = (actor: Actor, key: string, body: object) =>
  postAs(t.app, actor.cookie, `/api/drafts/${key}`, body);

describe('drafts on the server (issue 17 §6)', () => {
  it('saves, answers and deletes a reply draft, one per member and key', async () => {
    const thread = await startThread(t.app, member, category.id);
    const key = `reply-${thread.id}`;
    expect(await draftOf(member, key)).toBeNull();

    const first = await save(member, key, { text: 'Half a thought' });
    expectStatus(first, 200);
    expect(first.json().draft).toMatchObject({ key, text: 'Half a thought', title: '' });
    expectStatus(await save(member, key, { text: 'Half a thought, and more' }), 200);
    expect(await draftOf(member, key)).toEqual({
      key,
      title: '',
      text: 'Half a thought, and more',
      updated_at: expect.any(String),
    });
    const rows = await t.database.db
      .selectFrom('drafts')
      .select('key')
      .where('user_id', '=', member.user.id)
      .where('key', '=', key)
      .execute();
    expect(rows).toHaveLength(1);

    expectStatus(await postAs(t.app, member.cookie, `/api/drafts/${key}/delete`), 200);
    expect(await draftOf(member, key)).toBeNull();
    // Deleting what is not there is no error.
    expectStatus(await postAs(t.app, member.cookie, `/api/drafts/${key}/delete`), 200);
  });

  it('keeps a new thread draft with its title', async () => {
    const key = `thread-${category.id}`;
    expectStatus(await save(member, key, { title: 'A title', text: 'The opening' }), 200);
    expect(await draftOf(member, key)).toMatchObject({ title: 'A title', text: 'The opening' });
  });

  it('deletes a draft saved empty', async () => {
    const thread = await startThread(t.app, member, category.id);
    const key = `reply-${thread.id}`;
    await save(member, key, { text: 'Something' });
    const res = await save(member, key, { text: '   ' });
    expectStatus(res, 200);
    expect(res.json().draft).toBeNull();
    expect(await draftOf(member, key)).toBeNull();
  });

  it('keeps drafts private: another member neither reads nor deletes mine', async () => {
    const thread = await startThread(t.app, member, category.id);
    const key = `reply-${thread.id}`;
    await save(member, key, { text: 'Mine alone' });
    expect(await draftOf(other, key)).toBeNull();
    expectStatus(await postAs(t.app, other.cookie, `/api/drafts/${key}/delete`), 200);
    expect((await draftOf(member, key)).text).toBe('Mine alone');
    expectRefusal(await getJson(t.app, `/api/drafts/${key}`), 401, MSG.loginRequired);
    expectRefusal(
      await postAs(t.app, undefined, `/api/drafts/${key}`, { text: 'x' }),
      401,
      MSG.loginRequired,
    );
  });

  it('refuses a malformed key with 400 and saves nothing', async () => {
    for (const key of [
      'reply-',
      'reply-0',
      'reply-abc',
      'thread-1-2',
      'post-1',
      'message-old',
      'REPLY-1',
      'reply-01',
    ]) {
      expectRefusal(await save(member, key, { text: 'x' }), 400, MSG.draftKeyInvalid);
      expectRefusal(
        await getJson(t.app, `/api/drafts/${key}`, { cookie: member.cookie }),
        400,
        MSG.draftKeyInvalid,
      );
    }
    const count = await t.database.db
      .selectFrom('drafts')
      .select('key')
      .where('user_id', '=', member.user.id)
      .where('key', 'like', 'post-%')
      .execute();
    expect(count).toHaveLength(0);
  });

  it('answers 404 for a thread or category the member cannot view, or that is not there', async () => {
    const hidden = await freshCategory(t.database, 'hidden');
    const admin = await signIn(t, ['Administrators']);
    const hiddenThread = await startThread(t.app, admin, hidden.id);
    expectRefusal(await save(member, `reply-${hiddenThread.id}`, { text: 'x' }), 404, MSG.threadNotFound);
    expectRefusal(
      await getJson(t.app, `/api/drafts/reply-${hiddenThread.id}`, { cookie: member.cookie }),
      404,
      MSG.threadNotFound,
    );
    expectRefusal(await save(member, `thread-${hidden.id}`, { text: 'x' }), 404, MSG.invalidCategory);
    expectRefusal(await save(member, 'reply-2147483000', { text: 'x' }), 404, MSG.threadNotFound);
    expectRefusal(await save(member, 'message-2147483000', { text: 'x' }), 404, MSG.notFound);
    expectStatus(await save(admin, `reply-${hiddenThread.id}`, { text: 'staff may' }), 200);
  });

  it('refuses a draft over 64 KB with 413 and keeps the one before', async () => {
    const thread = await startThread(t.app, member, category.id);
    const key = `reply-${thread.id}`;
    await save(member, key, { text: 'Before' });
    expectStatus(await save(member, key, { text: 'a'.repeat(64 * 1024) }), 200);
    await save(member, key, { text: 'Before' });
    // 'é' is two bytes in UTF-8: 40,000 of them are 80 KB.
    expectRefusal(await save(member, key, { text: 'é'.repeat(40_000) }), 413, MSG.draftTooLarge);
    expectRefusal(
      await save(member, key, { text: 'a'.repeat(64 * 1024), title: 'T' }),
      413,
      MSG.draftTooLarge,
    );
    expect((await draftOf(member, key)).text).toBe('Before');
  });

  it(`keeps at most ${DRAFTS_PER_MEMBER} drafts, dropping the least recently saved`, async () => {
    const hoarder = await signIn(t);
    const threads = [];
    for (let i = 0; i <= DRAFTS_PER_MEMBER; i++) threads.push(await startThread(t.app, member, category.id));
    // Saved an hour ago, a second apart, in order; then the first again, so it is the newest.
    const hourAgo = Date.now() - 3_600_000;
    await t.database.db
      .insertInto('drafts')
      .values(
        threads.slice(0, DRAFTS_PER_MEMBER).map((thread, i) => ({
          user_id: hoarder.user.id,
          key: `reply-${thread.id}`,
          text: `Draft ${thread.id}`,
          updated_at: new Date(hourAgo + i * 1000).toISOString(),
        })),
      )
      .execute();
    expectStatus(await save(hoarder, `reply-${threads[0]!.id}`, { text: 'Saved again' }), 200);
    const newest = threads[DRAFTS_PER_MEMBER]!;
    expectStatus(await save(hoarder, `reply-${newest.id}`, { text: 'One more' }), 200);
    const keys = (
      await t.database.db.selectFrom('drafts').select('key').where('user_id', '=', hoarder.user.id).execute()
    ).map((row) => row.key);
    expect(keys).toHaveLength(DRAFTS_PER_MEMBER);
    expect(keys).toContain(`reply-${newest.id}`);
    expect(keys).toContain(`reply-${threads[0]!.id}`);
    expect(keys).not.toContain(`reply-${threads[1]!.id}`);
  });

  it('deletes the reply draft when the reply is posted, and the thread draft when the thread is', async () => {
    const thread = await startThread(t.app, other, category.id);
    await save(member, `reply-${thread.id}`, { text: 'About to post' });
    await save(other, `reply-${thread.id}`, { text: 'Not posted yet' });
    const reply = await postAs(t.app, member.cookie, `/api/thread/${thread.id}/reply`, {
      text: 'About to post',
    });
    expect(reply.statusCode).toBe(201);
    expect(await draftOf(member, `reply-${thread.id}`)).toBeNull();
    expect((await draftOf(other, `reply-${thread.id}`)).text).toBe('Not posted yet');

    await save(member, `thread-${category.id}`, { title: 'New', text: 'Opening' });
    const created = await postAs(t.app, member.cookie, `/api/category/${category.id}/post`, {
      title: 'New',
      text: 'Opening',
    });
    expect(created.statusCode).toBe(201);
    expect(await draftOf(member, `thread-${category.id}`)).toBeNull();
  });

  it('keeps the draft when posting fails', async () => {
    const thread = await startThread(t.app, other, category.id);
    await save(member, `reply-${thread.id}`, { text: 'Kept' });
    const res = await postAs(t.app, member.cookie, `/api/thread/${thread.id}/reply`, { text: '  ' });
    expect(res.statusCode).toBe(400);
    expect((await draftOf(member, `reply-${thread.id}`)).text).toBe('Kept');
  });
});
