import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, uploadQuotaReached, uploadRateReached } from '../../src/common/messages.ts';
import { registerUser } from '../../src/server/accounts/service.ts';
import { loadConfig, parseDatabaseUrl } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/index.ts';
import * as migration0007 from '../../src/server/db/migrations/0007-hardening.ts';
import { insertThread } from '../../src/server/forum/thread-service.ts';
import { removeUnusedUploads } from '../../src/server/uploads/cleanup.ts';
import { MEGABYTE } from '../../src/server/uploads/limits.ts';
import { storeUpload } from '../../src/server/uploads/service.ts';
import { createTestApp, TEST_HASH_COST, type TestApp, uniqueName } from '../support/app.ts';
import { createFreshDatabase, testDialect } from '../support/databases.ts';
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
  uploadFile,
} from '../support/forum.ts';
import { bombPng, expectBuilderRefusal, multipart, solidPng, uploadDesign } from '../support/studio.ts';

// issue 15 §2: members' uploads have a rate limit and a storage quota (staff exempt), images over
// 16 megapixels are refused from their header, and uploads no post used within a day are removed.

const HOUR = 60 * 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const png = () => solidPng(12, 12, [200, 40, 40, 255]);
const editorUpload = async (t: TestApp, actor: Actor) =>
  uploadFile(t.app, actor.cookie, { filename: 'a.png', contentType: 'image/png', data: await png() });
async function builderUpload(t: TestApp, actor: Actor) {
  const body = multipart({}, [{ filename: 'sprite.png', contentType: 'image/png', data: await png() }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/sprite-builder/upload-variant',
    payload: body.payload,
    headers: { ...body.headers, cookie: actor.cookie },
  });
}

const uploadsOf = (t: TestApp, userId: number) =>
  t.database.db.selectFrom('uploads').select(['id', 'created_at']).where('user_id', '=', userId).execute();

describe('configuration', () => {
  it('defaults to 30 uploads an hour and 100 MB, and reads UPLOAD_RATE_LIMIT and UPLOAD_QUOTA_MB', () => {
    expect(loadConfig({})).toMatchObject({ uploadRateLimit: 30, uploadQuotaMb: 100 });
    expect(loadConfig({ UPLOAD_RATE_LIMIT: '5', UPLOAD_QUOTA_MB: '20' })).toMatchObject({
      uploadRateLimit: 5,
      uploadQuotaMb: 20,
    });
    expect(() => loadConfig({ UPLOAD_QUOTA_MB: 'lots' })).toThrow(/UPLOAD_QUOTA_MB/);
  });
});

describe('the site settings (issue 16 §3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      uploadLimits: { perHour: 100, quotaBytes: 100 * MEGABYTE },
      settings: { upload_per_hour: 2 },
    });
  });
  afterAll(() => t.close());

  it('take the place of UPLOAD_RATE_LIMIT and UPLOAD_QUOTA_MB when set', async () => {
    const member = await signIn(t);
    expect((await editorUpload(t, member)).statusCode).toBe(201);
    expect((await builderUpload(t, member)).statusCode).toBe(200);
    expectRefusal(await editorUpload(t, member), 429, uploadRateReached(2));
  });
});

describe('the upload rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ uploadLimits: { perHour: 3, quotaBytes: 100 * MEGABYTE } });
  });
  afterAll(() => t.close());

  it('refuses a member the 4th upload of the hour, whichever kind, with 429 and stores nothing', async () => {
    const member = await signIn(t);
    expect((await editorUpload(t, member)).statusCode).toBe(201);
    expect((await editorUpload(t, member)).statusCode).toBe(201);
    expect((await builderUpload(t, member)).statusCode).toBe(200);

    expectRefusal(await editorUpload(t, member), 429, uploadRateReached(3));
    expectBuilderRefusal(await builderUpload(t, member), 429, uploadRateReached(3));
    expectRefusal(await uploadDesign(t.app, member), 429, uploadRateReached(3));
    expect(await uploadsOf(t, member.user.id)).toHaveLength(2);
  });

  it('lets the member upload again once an upload is more than an hour old', async () => {
    const member = await signIn(t);
    for (let i = 0; i < 3; i++) expect((await editorUpload(t, member)).statusCode).toBe(201);
    expect((await editorUpload(t, member)).statusCode).toBe(429);
    const [oldest] = await uploadsOf(t, member.user.id);
    await t.database.db
      .updateTable('uploads')
      .set({ created_at: ago(HOUR + 1_000) })
      .where('id', '=', oldest!.id)
      .execute();
    expect((await editorUpload(t, member)).statusCode).toBe(201);
  });

  it('counts each member on their own', async () => {
    const [busy, other] = [await signIn(t), await signIn(t)];
    for (let i = 0; i < 3; i++) await editorUpload(t, busy);
    expect((await editorUpload(t, other)).statusCode).toBe(201);
  });

  it('exempts administrators, moderators and the Design Team', async () => {
    const category = await freshCategory(t.database);
    for (const staff of [
      await signIn(t, ['Administrators']),
      await signIn(t, ['Design Team']),
      await signIn(t, [await moderatorGroupFor(t.database, category)]),
    ])
      for (let i = 0; i < 4; i++) expect((await editorUpload(t, staff)).statusCode).toBe(201);
  });
});

describe('the upload quota', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ uploadLimits: { perHour: 1_000, quotaBytes: 2 * MEGABYTE } });
  });
  afterAll(() => t.close());

  /** Records stored uploads of `bytes` for the member, as if uploaded a day ago. */
  async function storedBytes(member: Actor, bytes: number) {
    await t.database.db
      .insertInto('uploads')
      .values({
        user_id: member.user.id,
        mime: 'image/png',
        width: 1,
        height: 1,
        bytes,
        sha256: 'x'.repeat(64),
        data: Buffer.from('x'),
        created_at: ago(24 * HOUR),
        used_at: ago(24 * HOUR),
      })
      .execute();
  }

  it('refuses an upload with 403 once the member uploads take the whole quota, saying how much', async () => {
    const member = await signIn(t);
    await storedBytes(member, 2.5 * MEGABYTE);
    expectRefusal(await editorUpload(t, member), 403, uploadQuotaReached(2.5, 2));
    expectBuilderRefusal(await builderUpload(t, member), 403, uploadQuotaReached(2.5, 2));
    expect(await uploadsOf(t, member.user.id)).toHaveLength(1);
  });

  it('counts design sheets and builder images as well as editor images', async () => {
    const member = await signIn(t);
    await storedBytes(member, 2 * MEGABYTE - 200);
    expect((await uploadDesign(t.app, member)).statusCode).toBe(200);
    expect((await editorUpload(t, member)).statusCode).toBe(403);
  });

  it('exempts staff', async () => {
    const admin = await signIn(t, ['Administrators']);
    await storedBytes(admin, 10 * MEGABYTE);
    expect((await editorUpload(t, admin)).statusCode).toBe(201);
  });
});

describe('with the default limits', () => {
  let t: TestApp;
  let member: Actor;
  beforeAll(async () => {
    t = await createTestApp();
    member = await signIn(t);
  });
  afterAll(() => t.close());

  describe('images over 16 megapixels', () => {
    it.each([
      ['an editor image', '/api/uploads'],
      ['a builder sprite', '/api/sprite-builder/upload-variant'],
      ['a builder sheet', '/api/sprite-builder/upload-sprite'],
    ])('refuses %s claiming 5000 × 4000 from its header, before decoding it', async (_kind, url) => {
      const body = multipart({}, [
        { filename: 'big.png', contentType: 'image/png', data: await bombPng(5000, 4000) },
      ]);
      const started = Date.now();
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: { ...body.headers, cookie: member.cookie },
      });
      // Sprite-builder refusals carry `error` beside `message` (spec 2).
      (url.startsWith('/api/sprite-builder/') ? expectBuilderRefusal : expectRefusal)(
        res,
        400,
        MSG.imageTooManyPixels,
      );
      expect(MSG.imageTooManyPixels).toContain('16 megapixels');
      expect(Date.now() - started).toBeLessThan(1_000);
    });

    it('refuses a design sheet of more than 16 megapixels', async () => {
      expectRefusal(
        await uploadDesign(t.app, member, { sheet: await bombPng(4001, 4000) }),
        400,
        MSG.imageTooManyPixels,
      );
    });
  });

  describe('removing unused uploads', () => {
    const upload = async () => {
      const res = await editorUpload(t, member);
      expect(res.statusCode).toBe(201);
      return res.json() as { id: number; url: string };
    };
    const age = (id: number) =>
      t.database.db
        .updateTable('uploads')
        .set({ created_at: ago(25 * HOUR) })
        .where('id', '=', id)
        .execute();
    const served = async (url: string) => (await getJson(t.app, url)).statusCode;

    it('removes uploads no post used within a day, and keeps those a thread, reply or edit shows', async () => {
      const category = await freshCategory(t.database);
      const [inThread, inReply, inEdit, unused, recent] = [
        await upload(),
        await upload(),
        await upload(),
        await upload(),
        await upload(),
      ];
      const thread = await startThread(t.app, member, category.id, { text: `Look ![cat](${inThread.url})` });
      await replyTo(t.app, member, thread.id, `![x](${inReply.url} "t")`);
      const edit = await postAs(t.app, member.cookie, `/api/post/${thread.postId}/edit`, {
        text: `Look ![cat](${inThread.url}) and ![dog](${inEdit.url})`,
      });
      expect(edit.statusCode).toBe(200);
      for (const { id } of [inThread, inReply, inEdit, unused]) await age(id);

      const removed = await removeUnusedUploads(t.database.db);
      expect(removed.uploads).toBeGreaterThanOrEqual(1);
      expect(await served(unused.url)).toBe(404);
      for (const kept of [inThread, inReply, inEdit, recent]) expect(await served(kept.url)).toBe(200);
    });

    it("doesn't take /api/uploads/12 in a post for /api/uploads/1", async () => {
      const first = await upload();
      const category = await freshCategory(t.database);
      await startThread(t.app, member, category.id, { text: `![a](${first.url}0000)` });
      await age(first.id);
      await removeUnusedUploads(t.database.db);
      expect(await served(first.url)).toBe(404);
    });

    it('removes sprite-builder images after a day: designs keep a sheet of their own', async () => {
      const fresh = (await builderUpload(t, member)).json().uuid as string;
      const stale = (await builderUpload(t, member)).json().uuid as string;
      await t.database.db
        .updateTable('sprite_uploads')
        .set({ created_at: ago(25 * HOUR) })
        .where('uuid', '=', stale)
        .execute();
      await removeUnusedUploads(t.database.db);
      const left = await t.database.db
        .selectFrom('sprite_uploads')
        .select('uuid')
        .where('uuid', 'in', [fresh, stale])
        .execute();
      expect(left.map((row) => row.uuid)).toEqual([fresh]);
    });
  });
});

describe('migration 0007 on a database with uploads', () => {
  it('counts the uploads posts already show as used, so the cleanup keeps them', async () => {
    const fresh = await createFreshDatabase(testDialect(), 'uploads0007');
    const database = openDatabase(parseDatabaseUrl(fresh.url));
    try {
      const db = database.db;
      const userId = await registerUser(
        db,
        { username: uniqueName(), email: `${uniqueName()}@example.test`, password: 'password123' },
        TEST_HASH_COST,
      );
      const [shown, unshown] = [
        await storeUpload(db, userId, await png()),
        await storeUpload(db, userId, await png()),
      ];
      const category = await db.selectFrom('categories').select('id').executeTakeFirstOrThrow();
      await insertThread(db, {
        categoryId: category.id,
        authorId: userId,
        title: 'Old thread',
        text: `![old](/api/uploads/${shown.id})`,
      });
      // As the database was before 0007: no used_at at all.
      await migration0007.down(db);
      await migration0007.up(db);
      const rows = await db.selectFrom('uploads').select(['id', 'used_at']).orderBy('id').execute();
      expect(rows).toEqual([
        { id: shown.id, used_at: expect.any(String) },
        { id: unshown.id, used_at: null },
      ]);
    } finally {
      await database.close();
      await fresh.drop();
    }
  });
});
