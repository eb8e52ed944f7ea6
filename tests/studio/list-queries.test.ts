import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Access, loadAccess } from '../../src/server/accounts/permissions.ts';
import { designsForReview, getDesign, myDesigns, resetToDraft } from '../../src/server/studio/designs.ts';
import { openWorkflow, recordReview } from '../../src/server/studio/workflow.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { type Actor, getJson, signIn } from '../support/forum.ts';
import { countingDb, queriesOf } from '../support/query-count.ts';
import { makeDesign } from '../support/shop.ts';

// issue 15 §4: "My Designs" and the Design Team's review list load in a constant number of queries,
// not about four per design.

let t: TestApp;
let creator: Actor;
let creatorAccess: Access;
let teamAccess: Access[];
beforeAll(async () => {
  t = await createTestApp();
  creator = await signIn(t);
  creatorAccess = await loadAccess(t.database.db, creator.user.id);
  teamAccess = [];
  for (let i = 0; i < 2; i++) {
    const reviewer = await signIn(t, ['Design Team']);
    teamAccess.push(await loadAccess(t.database.db, reviewer.user.id));
  }
});
afterAll(() => t.close());

/** `n` submitted designs of the creator's, two variants each, each approved once. */
async function submittedDesigns(n: number): Promise<Array<{ designId: number; workflowId: number }>> {
  const made = [];
  for (let i = 0; i < n; i++) {
    const { designId } = await makeDesign(
      t.database,
      'top',
      [
        { variant_name: 'Red', price_coins: 10 },
        { variant_name: 'Blue', price_coins: 20 },
      ],
      { status: 'draft', creatorId: creator.user.id },
    );
    const { workflow_id } = await openWorkflow(t.database.db, creatorAccess, designId);
    await recordReview(t.database.db, teamAccess[0]!, workflow_id, { action: 'approve', notes: 'Good' });
    made.push({ designId, workflowId: workflow_id });
  }
  return made;
}

describe('the design lists', () => {
  it('run the same number of queries for 1 design and for 20, with the same designs as one by one', async () => {
    const counter = countingDb(t.database.db);
    const reviewer = teamAccess[1]!;
    await submittedDesigns(1);
    const few = {
      mine: await queriesOf(counter, () => myDesigns(counter.db, creatorAccess)),
      review: await queriesOf(counter, () => designsForReview(counter.db, reviewer, 'all')),
    };

    const made = await submittedDesigns(20);
    // One resubmitted after a rejection: its newest workflow is the one shown.
    const again = made[0]!;
    await recordReview(t.database.db, teamAccess[1]!, again.workflowId, {
      action: 'reject',
      reason: 'quality',
      feedback: 'Too blurry',
    });
    await resetToDraft(t.database.db, creatorAccess, again.designId);
    const resubmitted = await openWorkflow(t.database.db, creatorAccess, again.designId);

    let mine: Awaited<ReturnType<typeof myDesigns>>['designs'] = [];
    let review: Awaited<ReturnType<typeof designsForReview>>['designs'] = [];
    const many = {
      mine: await queriesOf(counter, async () => {
        mine = (await myDesigns(counter.db, creatorAccess)).designs;
      }),
      review: await queriesOf(counter, async () => {
        review = (await designsForReview(counter.db, reviewer, 'all')).designs;
      }),
    };
    expect(mine.length).toBe(21);
    expect(many).toEqual(few);
    // the designs, their variants, workflows (3) and, issue 18 §1, what they earned the creator
    expect(few.mine).toBeLessThanOrEqual(6);

    for (const { designId } of made) {
      const alone = (await getDesign(t.database.db, creatorAccess, designId)).design;
      expect(mine.find((d) => d.id === designId)).toEqual(alone);
      const asTeam = (await getDesign(t.database.db, reviewer, designId)).design;
      expect(review.find((d) => d.id === designId)).toEqual(asTeam);
      expect(alone.variants.map((v) => v.variant_name)).toEqual(['Red', 'Blue']);
    }
    const shown = mine.find((d) => d.id === again.designId)!;
    expect(shown.workflow).toMatchObject({ id: resubmitted.workflow_id, status: 'active' });
    expect(shown.workflow!.steps[0]).toMatchObject({ approvals: 0, actions: [] });
    const other = mine.find((d) => d.id === made[1]!.designId)!;
    expect(other.workflow!.steps[0]).toMatchObject({ approvals: 1, can_act: false });
    expect(review.find((d) => d.id === made[1]!.designId)!.workflow!.steps[0]).toMatchObject({
      approvals: 1,
      can_act: true,
    });

    // The HTTP answer is the same list.
    const http = (await getJson(t.app, '/api/my-designs', { cookie: creator.cookie })).json();
    expect(http.designs).toEqual(mine);
  });
});
