import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/common/messages.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { type Actor, expectRefusal, getJson, postAs, signIn } from '../support/forum.ts';
import { uploadDesign } from '../support/studio.ts';

let t: TestApp;
let creator: Actor;
let team: Actor[];
let member: Actor;
beforeAll(async () => {
  t = await createTestApp();
  creator = await signIn(t);
  member = await signIn(t);
  team = [];
  for (let i = 0; i < 4; i++) team.push(await signIn(t, ['Design Team']));
});
afterAll(() => t.close());

/** A fresh design by `by`, submitted for review; returns its ids. */
async function submitted(by: Actor = creator) {
  const upload = await uploadDesign(t.app, by);
  expect(upload.statusCode, upload.body).toBe(200);
  const designId = upload.json().design_id as number;
  const start = await postAs(t.app, by.cookie, '/api/workflow/start', { design_id: designId });
  expect(start.statusCode, start.body).toBe(200);
  return {
    designId,
    threadId: start.json().thread_id as number,
    workflowId: start.json().workflow_id as number,
  };
}
const act = (actor: Actor, workflowId: number, body: object) =>
  postAs(t.app, actor.cookie, `/api/workflow/${workflowId}/action`, body);
const approve = (actor: Actor, workflowId: number) =>
  act(actor, workflowId, { action: 'approve', notes: 'Meets quality' });
const design = async (actor: Actor, id: number) =>
  (await getJson(t.app, `/api/design/${id}`, { cookie: actor.cookie })).json().design;
const threadPosts = async (threadId: number) =>
  (await getJson(t.app, `/api/thread/${threadId}`, { cookie: creator.cookie }))
    .json()
    .posts.map((p: { content: string }) => p.content);

describe('submitting a design', () => {
  it('opens its discussion thread in Design Discussions and moves it to pending', async () => {
    const { designId, threadId } = await submitted();
    const thread = (await getJson(t.app, `/api/thread/${threadId}`, { cookie: creator.cookie })).json();
    expect(thread.category_slug ?? thread.category?.slug).toBe('design-discussions');
    expect(thread.posts[0].content).toContain(`/api/designs/${designId}/sprite.png`);
    expect(thread.posts[0].content).toContain('**Red**: 120 coins');
    const view = await design(creator, designId);
    expect(view.status).toBe('pending');
    expect(view.workflow).toMatchObject({
      status: 'active',
      thread_id: threadId,
      steps: [
        {
          name: 'Design Team review',
          type: 'approval',
          status: 'in_progress',
          required_approvals: 3,
          approvals: 0,
          can_act: false,
        },
        { name: 'Publish', type: 'publish', status: 'pending' },
      ],
    });
    expect(view.workflow.thread_url).toMatch(/^\/thread\/design-discussions\//);
  });

  it('shows its sprite sheet to whoever may read the review thread, and a draft’s to nobody else', async () => {
    const draft = (await uploadDesign(t.app, creator)).json().design_id as number;
    const sheet = (id: number, actor?: Actor) =>
      getJson(t.app, `/api/designs/${id}/sprite.png`, { cookie: actor?.cookie });
    expect((await sheet(draft, member)).statusCode).toBe(404);
    expect((await sheet(draft)).statusCode).toBe(404);
    expect((await sheet(draft, creator)).statusCode).toBe(200);

    const { designId, threadId } = await submitted();
    // the thread's first post shows the sheet: a member reading it, and a visitor, see the picture
    expect((await getJson(t.app, `/api/thread/${threadId}`)).statusCode).toBe(200);
    for (const reader of [member, undefined]) {
      const answer = await sheet(designId, reader);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/png');
    }
  });

  it('is refused for a design that is not a draft, or not the caller’s', async () => {
    const { designId } = await submitted();
    expectRefusal(
      await postAs(t.app, creator.cookie, '/api/workflow/start', { design_id: designId }),
      400,
      MSG.designNotDraft,
    );
    const mine = (await uploadDesign(t.app, creator)).json().design_id;
    expect((await postAs(t.app, member.cookie, '/api/workflow/start', { design_id: mine })).statusCode).toBe(
      404,
    );
  });
});

describe('the Design Team review', () => {
  it('publishes after three approvals: approved, on sale, buyable, with the steps in the thread', async () => {
    const { designId, threadId, workflowId } = await submitted();
    const forTeam = await design(team[0]!, designId);
    expect(forTeam.workflow.steps[0].can_act).toBe(true);
    for (const [i, reviewer] of team.slice(0, 3).entries()) {
      const res = await approve(reviewer, workflowId);
      expect(res.json()).toMatchObject({
        success: true,
        message: MSG.designApproved,
        status: i < 2 ? 'pending' : 'approved',
      });
    }
    const view = await design(creator, designId);
    expect(view.status).toBe('approved');
    expect(view.workflow.status).toBe('approved');
    expect(view.workflow.steps.map((s: { status: string }) => s.status)).toEqual(['completed', 'completed']);
    expect(view.workflow.steps[0].approvals).toBe(3);
    expect(view.variants.every((v: { available: boolean }) => v.available)).toBe(true);
    const posts = await threadPosts(threadId);
    expect(posts.slice(1)).toEqual([
      expect.stringContaining('**Approved** (1/3)'),
      expect.stringContaining('**Approved** (2/3)'),
      expect.stringContaining('**Approved** (3/3)'),
      expect.stringContaining('**Published.**'),
    ]);
    const buyer = await signIn(t);
    const bought = await postAs(t.app, buyer.cookie, '/api/shop/purchase', {
      variant_id: view.variants[0].id,
    });
    expect(bought.statusCode, bought.body).toBe(200);
    // A fourth reviewer finds nothing left to review.
    expectRefusal(await approve(team[3]!, workflowId), 400, MSG.reviewClosed);
  });

  it('publishes exactly once when the three approvals arrive at the same moment', async () => {
    const { designId, threadId, workflowId } = await submitted();
    const results = await Promise.all(team.slice(0, 3).map((reviewer) => approve(reviewer, workflowId)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(results.filter((r) => r.json().status === 'approved')).toHaveLength(1);
    expect((await threadPosts(threadId)).filter((p: string) => p.startsWith('**Published.**'))).toHaveLength(
      1,
    );
    expect((await design(creator, designId)).status).toBe('approved');
  });

  it('records one action per reviewer: a second approval is refused with 409', async () => {
    const { workflowId } = await submitted();
    expect((await approve(team[0]!, workflowId)).statusCode).toBe(200);
    expectRefusal(await approve(team[0]!, workflowId), 409, MSG.alreadyReviewed);
    expectRefusal(
      await act(team[0]!, workflowId, { action: 'reject', reason: 'quality', feedback: 'Changed my mind' }),
      409,
      MSG.alreadyReviewed,
    );
  });

  it('does not let a Design Team member review their own design', async () => {
    const { workflowId } = await submitted(team[1]!);
    expectRefusal(await approve(team[1]!, workflowId), 403, MSG.ownDesignReview);
  });

  it('answers 403 to members for every review and admin call', async () => {
    const { designId, workflowId } = await submitted();
    expectRefusal(
      await getJson(t.app, '/api/admin/design-approval', { cookie: member.cookie }),
      403,
      MSG.designTeamOnly,
    );
    expectRefusal(await approve(member, workflowId), 403, MSG.designTeamOnly);
    expectRefusal(
      await postAs(t.app, member.cookie, `/api/admin/design/${designId}/approve`, {}),
      403,
      MSG.designTeamOnly,
    );
    expectRefusal(
      await postAs(t.app, member.cookie, `/api/admin/design/${designId}/reject`, {
        reason: 'quality',
        feedback: 'x',
      }),
      403,
      MSG.designTeamOnly,
    );
    expect((await design(creator, designId)).workflow.steps[0].approvals).toBe(0);
  });

  it('lists pending submissions, and all of them, for the Design Team', async () => {
    const { designId } = await submitted();
    const pending = (await getJson(t.app, '/api/admin/design-approval', { cookie: team[2]!.cookie })).json()
      .designs;
    expect(pending.map((d: { id: number }) => d.id)).toContain(designId);
    expect(pending.every((d: { status: string }) => d.status === 'pending')).toBe(true);
    const all = (
      await getJson(t.app, '/api/admin/design-approval?status=all', { cookie: team[2]!.cookie })
    ).json().designs;
    expect(all.length).toBeGreaterThanOrEqual(pending.length);
  });

  it('rejects with a reason and feedback, posts them, and keeps the internal note from the creator', async () => {
    const { designId, threadId, workflowId } = await submitted();
    expectRefusal(
      await act(team[0]!, workflowId, { action: 'reject', reason: 'quality' }),
      400,
      MSG.reasonAndFeedback,
    );
    expectRefusal(
      await act(team[0]!, workflowId, { action: 'reject', feedback: 'Too blurry' }),
      400,
      MSG.reasonAndFeedback,
    );
    const res = await postAs(t.app, team[0]!.cookie, `/api/admin/design/${designId}/reject`, {
      reason: 'quality',
      feedback: 'The outline is blurry; please redraw at 1 px.',
      internal_note: 'Third blurry one from this account',
    });
    expect(res.json()).toMatchObject({ success: true, message: MSG.designRejected });
    const forCreator = await design(creator, designId);
    expect(forCreator).toMatchObject({
      status: 'rejected',
      rejection_reason: 'quality: The outline is blurry; please redraw at 1 px.',
    });
    expect(JSON.stringify(forCreator)).not.toContain('Third blurry');
    const forTeam = await design(team[1]!, designId);
    expect(forTeam.workflow.steps[0].actions[0].internal_note).toBe('Third blurry one from this account');
    const posts = await threadPosts(threadId);
    expect(posts.at(-1)).toContain('The outline is blurry');
    expect(posts.join('\n')).not.toContain('Third blurry');
    expect(forCreator.variants.every((v: { available: boolean }) => !v.available)).toBe(true);
  });

  it('resets only a rejected design to draft, and only for its creator; it can then be resubmitted', async () => {
    const { designId, workflowId } = await submitted();
    expectRefusal(
      await postAs(t.app, creator.cookie, `/api/design/${designId}/reset-to-draft`),
      400,
      MSG.designNotRejected,
    );
    await act(team[0]!, workflowId, { action: 'reject', reason: 'technical', feedback: 'Wrong size' });
    expect((await postAs(t.app, member.cookie, `/api/design/${designId}/reset-to-draft`)).statusCode).toBe(
      404,
    );
    const reset = await postAs(t.app, creator.cookie, `/api/design/${designId}/reset-to-draft`);
    expect(reset.json()).toEqual({ success: true, message: MSG.designReset });
    expect((await design(creator, designId)).status).toBe('draft');
    const again = await postAs(t.app, creator.cookie, '/api/workflow/start', { design_id: designId });
    expect(again.statusCode).toBe(200);
    expect(again.json().workflow_id).not.toBe(workflowId);
  });

  it('lets the creator position variants, and nobody else', async () => {
    const { designId } = await submitted();
    const [variant] = (await design(creator, designId)).variants;
    const res = await postAs(t.app, creator.cookie, `/api/design/${designId}/update-offsets`, {
      variant_offsets: { [variant.id]: { x: 4, y: -6 } },
    });
    expect(res.json()).toEqual({ success: true, message: MSG.designPositionsUpdated });
    expect((await design(creator, designId)).variants[0].offset).toEqual({ x: 4, y: -6 });
    expect(
      (
        await postAs(t.app, team[0]!.cookie, `/api/design/${designId}/update-offsets`, {
          variant_offsets: { [variant.id]: { x: 0, y: 0 } },
        })
      ).statusCode,
    ).toBe(403);
  });
});
