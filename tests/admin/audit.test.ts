import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP } from '../../src/server/accounts/groups.ts';
import { setCategoryPermissions } from '../../src/server/admin/commands.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  type Actor,
  freshCategory,
  getJson,
  moderatorGroupFor,
  postAs,
  replyTo,
  reportThread,
  signIn,
  startThread,
  type TestCategory,
} from '../support/forum.ts';
import { uploadDesign } from '../support/studio.ts';

// issue 16 §5: every staff action writes one audit row, in the same transaction as the action.
let t: TestApp;
let category: TestCategory;
let destination: TestCategory;
let moderator: Actor;
let member: Actor;
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp();
  category = await freshCategory(t.database);
  destination = await freshCategory(t.database);
  const mods = await moderatorGroupFor(t.database, category);
  await setCategoryPermissions(t.database.db, mods, destination.slug, ['view', 'reply', 'moderate']);
  moderator = await signIn(t, [mods]);
  member = await signIn(t);
  admin = await signIn(t, [GROUP.administrators]);
});
afterAll(async () => {
  await t.close();
});

/** The audit rows about one target, oldest first, with before/after parsed. */
async function rowsFor(targetType: string, targetId: number) {
  const rows = await t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', targetType)
    .where('target_id', '=', String(targetId))
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    actor: row.actor_id,
    action: row.action,
    before: row.before === null ? null : JSON.parse(row.before),
    after: row.after === null ? null : JSON.parse(row.after),
    reason: row.reason,
  }));
}

function ok(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBeLessThan(300);
}

describe('thread moderation', () => {
  it('logs pin, lock, close and archive, and undoing them', async () => {
    const thread = await startThread(t.app, member, category.id);
    for (const action of ['pin', 'lock', 'close', 'archive', 'pin', 'lock', 'close', 'archive'])
      ok(await postAs(t.app, moderator.cookie, `/api/thread/${thread.id}/${action}`));
    const rows = await rowsFor('thread', thread.id);
    expect(rows.map((r) => [r.actor, r.action])).toEqual(
      ['pin', 'lock', 'close', 'archive', 'unpin', 'unlock', 'reopen', 'unarchive'].map((verb) => [
        moderator.user.id,
        `thread.${verb}`,
      ]),
    );
    expect(rows[1]).toMatchObject({ before: { locked: false }, after: { locked: true } });
  });

  it('logs a move with the category before and after', async () => {
    const thread = await startThread(t.app, member, category.id);
    ok(
      await postAs(t.app, moderator.cookie, `/api/thread/${thread.id}/move`, { category_id: destination.id }),
    );
    expect(await rowsFor('thread', thread.id)).toEqual([
      {
        actor: moderator.user.id,
        action: 'thread.move',
        before: { category_id: category.id, slug: thread.slug },
        after: { category_id: destination.id, slug: expect.any(String) },
        reason: '',
      },
    ]);
  });

  it('logs deleting someone else’s thread, with what it held', async () => {
    const thread = await startThread(t.app, member, category.id, { text: 'Gone soon' });
    ok(await postAs(t.app, moderator.cookie, `/api/post/${thread.postId}/delete`));
    const [row] = await rowsFor('thread', thread.id);
    expect(row).toMatchObject({
      actor: moderator.user.id,
      action: 'thread.delete',
      before: { author_id: member.user.id, content: 'Gone soon', category_id: category.id },
    });
  });
});

describe('post moderation', () => {
  it('logs a moderator’s edit, archive and delete of someone else’s post', async () => {
    const thread = await startThread(t.app, member, category.id);
    const postId = await replyTo(t.app, member, thread.id, 'Original words');
    ok(await postAs(t.app, moderator.cookie, `/api/post/${postId}/edit`, { text: 'Moderated words' }));
    ok(await postAs(t.app, moderator.cookie, `/api/post/${postId}/archive`));
    ok(await postAs(t.app, moderator.cookie, `/api/post/${postId}/unarchive`));
    ok(await postAs(t.app, moderator.cookie, `/api/post/${postId}/delete`));
    expect(await rowsFor('post', postId)).toEqual([
      {
        actor: moderator.user.id,
        action: 'post.edit',
        before: { content: 'Original words' },
        after: { content: 'Moderated words' },
        reason: '',
      },
      {
        actor: moderator.user.id,
        action: 'post.archive',
        before: { archived: false },
        after: { archived: true },
        reason: '',
      },
      {
        actor: moderator.user.id,
        action: 'post.unarchive',
        before: { archived: true },
        after: { archived: false },
        reason: '',
      },
      {
        actor: moderator.user.id,
        action: 'post.delete',
        before: { author_id: member.user.id, thread_id: thread.id, content: 'Moderated words' },
        after: null,
        reason: '',
      },
    ]);
  });

  it('logs nothing when members change their own posts', async () => {
    const thread = await startThread(t.app, member, category.id);
    const postId = await replyTo(t.app, member, thread.id);
    ok(await postAs(t.app, member.cookie, `/api/post/${postId}/edit`, { text: 'My own edit' }));
    ok(await postAs(t.app, member.cookie, `/api/post/${postId}/delete`));
    expect(await rowsFor('post', postId)).toEqual([]);
  });
});

describe('report decisions', () => {
  it('logs resolving and dismissing a report', async () => {
    for (const [route, action, status] of [
      ['resolve', 'report.resolve', 'resolved'],
      ['dismiss', 'report.dismiss', 'dismissed'],
    ] as const) {
      const thread = await startThread(t.app, member, category.id);
      const reportId = await reportThread(t, await signIn(t), thread.id);
      ok(await postAs(t.app, moderator.cookie, `/api/moderation/reports/${reportId}/${route}`));
      expect(await rowsFor('report', reportId)).toEqual([
        { actor: moderator.user.id, action, before: { status: 'open' }, after: { status }, reason: '' },
      ]);
    }
  });
});

describe('design review decisions', () => {
  async function submitted(): Promise<{ designId: number; workflowId: number; creator: Actor }> {
    const creator = await signIn(t);
    const upload = await uploadDesign(t.app, creator);
    const designId = upload.json().design_id as number;
    const started = await postAs(t.app, creator.cookie, '/api/workflow/start', { design_id: designId });
    return { designId, workflowId: started.json().workflow_id, creator };
  }

  it('logs each approval, and the server publishing after the third', async () => {
    const { designId, workflowId } = await submitted();
    const reviewers = [await signIn(t, [GROUP.designTeam]), await signIn(t, [GROUP.designTeam]), admin];
    for (const reviewer of reviewers)
      ok(
        await postAs(t.app, reviewer.cookie, `/api/workflow/${workflowId}/action`, {
          action: 'approve',
          notes: 'Nice',
        }),
      );
    const rows = await rowsFor('design', designId);
    expect(rows.map((r) => [r.actor, r.action])).toEqual([
      [reviewers[0]!.user.id, 'design.approve'],
      [reviewers[1]!.user.id, 'design.approve'],
      [admin.user.id, 'design.approve'],
      [null, 'design.publish'],
    ]);
    expect(rows[2]).toMatchObject({ after: { approvals: 3, required: 3 }, reason: 'Nice' });
    expect(rows[3]).toMatchObject({ before: { status: 'pending' }, after: { status: 'approved' } });
  });

  it('logs a rejection with its reason and feedback', async () => {
    const { designId } = await submitted();
    const reviewer = await signIn(t, [GROUP.designTeam]);
    ok(
      await postAs(t.app, reviewer.cookie, `/api/admin/design/${designId}/reject`, {
        reason: 'quality',
        feedback: 'Cleaner edges, please',
      }),
    );
    expect(await rowsFor('design', designId)).toEqual([
      {
        actor: reviewer.user.id,
        action: 'design.reject',
        before: { status: 'pending' },
        after: { status: 'rejected', reason: 'quality' },
        reason: 'Cleaner edges, please',
      },
    ]);
  });
});

describe('GET /api/admin/audit', () => {
  it('lists newest first with the actor, filters by actor, action and target, and pages', async () => {
    const thread = await startThread(t.app, member, category.id);
    for (const action of ['pin', 'pin', 'lock'])
      ok(await postAs(t.app, moderator.cookie, `/api/thread/${thread.id}/${action}`));
    const list = (query: string) => getJson(t.app, `/api/admin/audit?${query}`, { cookie: admin.cookie });

    const all = (await list(`target_type=thread&target_id=${thread.id}`)).json();
    expect(all).toMatchObject({ success: true, total: 3, page: 1, per_page: 50 });
    expect(all.entries.map((e: { action: string }) => e.action)).toEqual([
      'thread.lock',
      'thread.unpin',
      'thread.pin',
    ]);
    expect(all.entries[0]).toEqual({
      id: expect.any(Number),
      actor: { id: moderator.user.id, username: moderator.user.username },
      action: 'thread.lock',
      target_type: 'thread',
      target_id: String(thread.id),
      before: { locked: false },
      after: { locked: true },
      reason: '',
      created_at: expect.any(String),
    });

    const pins = (
      await list(`target_type=thread&target_id=${thread.id}&action=thread.pin&actor_id=${moderator.user.id}`)
    ).json();
    expect(pins.total).toBe(1);
    const byOther = (await list(`target_id=${thread.id}&actor_id=${admin.user.id}`)).json();
    expect(byOther.total).toBe(0);
    const far = (await list(`target_type=thread&target_id=${thread.id}&page=2`)).json();
    expect(far).toMatchObject({ total: 3, page: 2, entries: [] });
  });

  it('is for administrators only', async () => {
    expect((await getJson(t.app, '/api/admin/audit', { cookie: moderator.cookie })).statusCode).toBe(403);
    expect((await getJson(t.app, '/api/admin/audit')).statusCode).toBe(401);
  });

  it('has no route that changes or removes audit rows', () => {
    const auditRoutes = t.app.registeredRoutes.filter((r) => r.url.includes('audit') && r.method !== 'HEAD');
    expect(auditRoutes.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/admin/audit']);
  });
});
