import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createFreshDatabase, type FreshDatabase, testDialect } from '../support/databases.ts';
import {
  type Actor,
  freshCategory,
  getJson,
  postAs,
  signIn,
  startThread,
  type TestCategory,
} from '../support/forum.ts';
import { uploadDesign } from '../support/studio.ts';

// issue 18 §1: achievements are granted where they happen, once, whatever races to grant them.
let t: TestApp;
let category: TestCategory;
let opener: Actor;
beforeAll(async () => {
  t = await createTestApp();
  category = await freshCategory(t.database);
  opener = await signIn(t);
});
afterAll(() => t.close());

const earned = async (actor: Actor) =>
  (await getJson(t.app, `/api/user/${actor.user.id}/achievements`))
    .json()
    .achievements.map((a: { key: string }) => a.key);
const achievementNotes = (userId: number) =>
  t.database.db
    .selectFrom('notifications')
    .select('data')
    .where('user_id', '=', userId)
    .where('type', '=', 'achievement')
    .execute();
const reply = (actor: Actor, threadId: number) =>
  postAs(t.app, actor.cookie, `/api/thread/${threadId}/reply`, { text: 'Hello there' });

describe('post achievements', () => {
  it('grants first_post once when a new member posts ten replies at once', async () => {
    const thread = await startThread(t.app, opener, category.id);
    const member = await signIn(t);
    const results = await Promise.all(Array.from({ length: 10 }, () => reply(member, thread.id)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(await earned(member)).toEqual(['first_post']);
    const notes = await achievementNotes(member.user.id);
    expect(notes.map((n) => JSON.parse(n.data))).toEqual([
      { achievement: 'first_post', url: `/profile/${member.user.username}#achievements` },
    ]);
  });

  it('grants first_post for starting a thread', async () => {
    const member = await signIn(t);
    expect(await earned(member)).toEqual([]);
    await startThread(t.app, member, category.id);
    expect(await earned(member)).toEqual(['first_post']);
  });

  it('grants posts_100 with the 100th post, not the 99th', async () => {
    const thread = await startThread(t.app, opener, category.id);
    const member = await signIn(t);
    await t.database.db
      .updateTable('users')
      .set({ post_count: 98 })
      .where('id', '=', member.user.id)
      .execute();
    expect((await reply(member, thread.id)).statusCode).toBe(201);
    expect(await earned(member)).toEqual(['first_post']);
    expect((await reply(member, thread.id)).statusCode).toBe(201);
    expect(await earned(member)).toEqual(['first_post', 'posts_100']);
    expect((await reply(member, thread.id)).statusCode).toBe(201);
    expect(await achievementNotes(member.user.id)).toHaveLength(2);
  });
});

describe('first_design_approved', () => {
  const team: Actor[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 3; i++) team.push(await signIn(t, ['Design Team']));
  });

  async function submitted(creator: Actor) {
    const upload = await uploadDesign(t.app, creator);
    expect(upload.statusCode, upload.body).toBe(200);
    const start = await postAs(t.app, creator.cookie, '/api/workflow/start', {
      design_id: upload.json().design_id,
    });
    expect(start.statusCode, start.body).toBe(200);
    return start.json().workflow_id as number;
  }
  const approve = (reviewer: Actor, workflowId: number) =>
    postAs(t.app, reviewer.cookie, `/api/workflow/${workflowId}/action`, { action: 'approve' });

  it('is granted to the creator when the approval that publishes their design lands, and only once', async () => {
    const creator = await signIn(t);
    const first = await submitted(creator);
    for (const reviewer of team.slice(0, 2)) expect((await approve(reviewer, first)).statusCode).toBe(200);
    expect(await earned(creator)).not.toContain('first_design_approved');
    expect((await approve(team[2]!, first)).json().status).toBe('approved');
    expect(await earned(creator)).toContain('first_design_approved');

    const second = await submitted(creator);
    await Promise.all(team.map((reviewer) => approve(reviewer, second)));
    const notes = (await achievementNotes(creator.user.id)).map((n) => JSON.parse(n.data).achievement);
    expect(notes.filter((key) => key === 'first_design_approved')).toHaveLength(1);
  });

  it('is not granted for a rejected design', async () => {
    const creator = await signIn(t);
    const workflowId = await submitted(creator);
    const res = await postAs(t.app, team[0]!.cookie, `/api/workflow/${workflowId}/action`, {
      action: 'reject',
      reason: 'quality',
      feedback: 'Needs cleaner lines.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await earned(creator)).not.toContain('first_design_approved');
  });
});

describe('what a server remembers of achievements', () => {
  // A grant that finds the achievement stored is remembered, so later posts skip the query. What is
  // remembered is the database's: another database's member of the same id has earned nothing.
  let fresh: FreshDatabase[] = [];
  afterAll(async () => {
    for (const database of fresh) await database.drop();
  });

  it('belongs to its database: the same member id in another database still earns first_post', async () => {
    fresh = [
      await createFreshDatabase(testDialect(), 'ach'),
      await createFreshDatabase(testDialect(), 'ach'),
    ];
    const [one, two] = [
      await createTestApp({ databaseUrl: fresh[0]!.url }),
      await createTestApp({ databaseUrl: fresh[1]!.url }),
    ];
    try {
      const keysOf = async (app: TestApp, actor: Actor) =>
        (await getJson(app.app, `/api/user/${actor.user.id}/achievements`))
          .json()
          .achievements.map((a: { key: string }) => a.key);
      const first = await signIn(one);
      const [categoryOne, categoryTwo] = [
        await freshCategory(one.database),
        await freshCategory(two.database),
      ];
      await startThread(one.app, first, categoryOne.id);
      await startThread(one.app, first, categoryOne.id);
      expect(await keysOf(one, first)).toEqual(['first_post']);

      const other = await signIn(two);
      expect(other.user.id).toBe(first.user.id);
      await startThread(two.app, other, categoryTwo.id);
      expect(await keysOf(two, other)).toEqual(['first_post']);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
