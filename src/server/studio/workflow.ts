import { MSG } from '../../common/messages.ts';
import {
  APPROVALS_NEEDED,
  REJECT_REASONS,
  type RejectReason,
  type WorkflowStepView,
  type WorkflowView,
} from '../../common/studio-types.ts';
import { type Access, isDesignTeam } from '../accounts/permissions.ts';
import { grantAchievement } from '../achievements/service.ts';
import { recordAudit } from '../admin/audit.ts';
import type { Db } from '../db/index.ts';
import { publishNewPosts, publishThreadNew } from '../forum/live-events.ts';
import { insertReply, insertThread } from '../forum/thread-service.ts';
import { publishActivity, recordActivity } from '../friends/activity.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import type { LiveHub } from '../live/hub.ts';
import { publishNotifications } from '../notifications/service.ts';
import { spriteVersion } from '../shop/catalog.ts';

/** Where every submission's discussion thread goes (DECISIONS.md). */
export const DISCUSSION_CATEGORY = 'design-discussions';
const STEP_REVIEW = 'Design Team review';
const STEP_PUBLISH = 'Publish';

export interface ReviewInput {
  action: 'approve' | 'reject';
  notes?: string;
  reason?: string;
  feedback?: string;
  internal_note?: string;
}

/** A workflow with its discussion thread's slugs and its design's creator. */
function selectWorkflows(db: Db) {
  return db
    .selectFrom('design_workflows as w')
    .innerJoin('designs as d', 'd.id', 'w.design_id')
    .leftJoin('threads as t', 't.id', 'w.thread_id')
    .leftJoin('categories as c', 'c.id', 't.category_id')
    .select([
      'w.id',
      'w.status',
      'w.thread_id',
      't.slug as thread_slug',
      'c.slug as category_slug',
      'd.creator_id',
    ]);
}

interface WorkflowRow {
  id: number;
  status: string;
  thread_id: number | null;
  thread_slug: string | null;
  category_slug: string | null;
  creator_id: number | null;
}

/** The newest workflow of a design as the caller may see it (internal notes for the Design Team only). */
export async function loadWorkflow(db: Db, access: Access, designId: number): Promise<WorkflowView | null> {
  return (await loadWorkflows(db, access, [designId])).get(designId) ?? null;
}

/**
 * The newest workflow of each of `designIds` (designs without one are absent), in three queries
 * however many designs there are: the design lists must not cost a query per design (STYLE.md).
 */
export async function loadWorkflows(
  db: Db,
  access: Access,
  designIds: number[],
): Promise<Map<number, WorkflowView>> {
  if (designIds.length === 0) return new Map();
  const rows = await selectWorkflows(db)
    .select('w.design_id')
    .where('w.design_id', 'in', designIds)
    .orderBy('w.id', 'desc')
    .execute();
  // A design resubmitted after a rejection has older workflows too: the newest (first here) counts.
  const newest = new Map<number, (typeof rows)[number]>();
  for (const row of rows) if (!newest.has(row.design_id)) newest.set(row.design_id, row);
  const views = await presentWorkflows(db, access, [...newest.values()]);
  return new Map([...newest].map(([designId, row]) => [designId, views.get(row.id)!]));
}

async function presentWorkflow(db: Db, access: Access, workflow: WorkflowRow): Promise<WorkflowView> {
  return (await presentWorkflows(db, access, [workflow])).get(workflow.id)!;
}

/** Workflows with their steps and actions, keyed by workflow id: two queries for any number. */
async function presentWorkflows(
  db: Db,
  access: Access,
  workflows: WorkflowRow[],
): Promise<Map<number, WorkflowView>> {
  if (workflows.length === 0) return new Map();
  const ids = workflows.map((w) => w.id);
  const [allSteps, allActions] = await Promise.all([
    db
      .selectFrom('workflow_steps')
      .selectAll()
      .where('workflow_id', 'in', ids)
      .orderBy('workflow_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('workflow_actions as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select([
        'a.id',
        'a.workflow_id',
        'a.step_id',
        'a.user_id',
        'u.username',
        'a.action',
        'a.notes',
        'a.reason',
        'a.feedback',
        'a.internal_note',
        'a.created_at',
      ])
      .where('a.workflow_id', 'in', ids)
      .orderBy('a.id')
      .execute(),
  ]);
  const team = isDesignTeam(access);
  return new Map(
    workflows.map((workflow) => {
      const steps = allSteps.filter((step) => step.workflow_id === workflow.id);
      const actions = allActions.filter((a) => a.workflow_id === workflow.id);
      const hasActed = actions.some((a) => a.user_id === access.userId);
      const mayAct = team && !hasActed && access.userId !== null && access.userId !== workflow.creator_id;
      const view: WorkflowView = {
        id: workflow.id,
        status: workflow.status as WorkflowView['status'],
        thread_id: workflow.thread_id,
        thread_url:
          workflow.thread_slug && workflow.category_slug
            ? `/thread/${workflow.category_slug}/${workflow.thread_slug}`
            : null,
        has_acted: hasActed,
        steps: steps.map(
          (step): WorkflowStepView => ({
            id: step.id,
            name: step.name,
            type: step.type as WorkflowStepView['type'],
            status: step.status as WorkflowStepView['status'],
            required_approvals: step.required_approvals,
            approvals: actions.filter((a) => a.step_id === step.id && a.action === 'approve').length,
            can_act: mayAct && step.type === 'approval' && step.status === 'in_progress',
            actions: actions
              .filter((a) => a.step_id === step.id)
              .map((a) => ({
                id: a.id,
                user: a.username,
                action: a.action as 'approve' | 'reject',
                notes: a.notes,
                reason: a.reason,
                feedback: a.feedback,
                ...(team ? { internal_note: a.internal_note } : {}),
                created_at: a.created_at,
              })),
          }),
        ),
      };
      return [workflow.id, view];
    }),
  );
}

/** GET /api/workflow/{id}: for the design's creator and the Design Team. */
export async function getWorkflow(db: Db, access: Access, workflowId: number): Promise<WorkflowView> {
  const workflow = await selectWorkflows(db).where('w.id', '=', workflowId).executeTakeFirst();
  if (!workflow || (workflow.creator_id !== access.userId && !isDesignTeam(access)))
    throw notFound('Workflow not found');
  return presentWorkflow(db, access, workflow);
}

/**
 * POST /api/workflow/start: the creator submits a draft. In one transaction: the discussion thread
 * in Design Discussions (opening post with the sheet and the variants), the workflow with its two
 * steps, and the design moved to pending. A design that is not a draft is refused.
 */
export async function startWorkflow(db: Db, live: LiveHub, access: Access, designId: number) {
  const started = await openWorkflow(db, access, designId);
  await live.afterCommit(() => publishThreadNew(live, db, started.thread_id));
  return started;
}

/** The submission itself, in one transaction (the demo seed uses it where nobody is connected). */
export async function openWorkflow(db: Db, access: Access, designId: number) {
  const userId = access.userId!;
  const category = await db
    .selectFrom('categories')
    .select('id')
    .where('slug', '=', DISCUSSION_CATEGORY)
    .executeTakeFirst();
  if (!category) throw notFound('The Design Discussions category is missing.');
  return db.transaction().execute(async (trx) => {
    const design = await trx
      .selectFrom('designs')
      .select(['id', 'name', 'category', 'status', 'creator_id', 'sheet_sha256'])
      .where('id', '=', designId)
      .executeTakeFirst();
    // As for the other creator-only calls: 404 to those who can't see the design, 403 to those who can.
    const visible = design && (design.status === 'approved' || isDesignTeam(access));
    if (!design || design.creator_id !== userId) throw visible ? forbidden() : notFound(MSG.designNotFound);
    const now = new Date().toISOString();
    // Moving draft → pending first takes the row, so a double submit cannot start two workflows.
    const moved = await trx
      .updateTable('designs')
      .set({ status: 'pending', rejection_reason: null, updated_at: now })
      .where('id', '=', designId)
      .where('status', '=', 'draft')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) throw badRequest(MSG.designNotDraft);
    const variants = await trx
      .selectFrom('item_variants')
      .select(['variant_name', 'price_coins', 'price_gems'])
      .where('design_id', '=', designId)
      .orderBy('id')
      .execute();
    const list = variants
      .map(
        (v) =>
          `- **${v.variant_name}**: ${v.price_coins} coins${v.price_gems ? ` + ${v.price_gems} gems` : ''}`,
      )
      .join('\n');
    const text =
      `A new ${design.category} design for review: **${design.name}**.\n\n` +
      `![${design.name} sprite sheet](/api/designs/${designId}/sprite.png?v=${spriteVersion(design.sheet_sha256)})\n\n` +
      `Variants:\n\n${list}\n\nThe Design Team reviews it here; ${APPROVALS_NEEDED} approvals put it in the shop.`;
    const thread = await insertThread(trx, {
      categoryId: category.id,
      authorId: userId,
      title: `Design review: ${design.name}`.slice(0, 150),
      text,
    });
    const workflow = await trx
      .insertInto('design_workflows')
      .values({
        design_id: designId,
        thread_id: thread.id,
        status: 'active',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('workflow_steps')
      .values([
        {
          workflow_id: workflow.id,
          position: 1,
          name: STEP_REVIEW,
          type: 'approval',
          status: 'in_progress',
          required_approvals: APPROVALS_NEEDED,
        },
        {
          workflow_id: workflow.id,
          position: 2,
          name: STEP_PUBLISH,
          type: 'publish',
          status: 'pending',
          required_approvals: 0,
        },
      ])
      .execute();
    return {
      success: true as const,
      thread_id: thread.id,
      workflow_id: workflow.id,
      message: MSG.designSubmittedForReview,
    };
  });
}

/**
 * A Design Team member's approval or rejection (POST /api/workflow/{id}/action and the admin
 * approve/reject calls). One transaction that first touches the workflow row, so actions on one
 * submission run one at a time on PostgreSQL too: the third approval publishes exactly once.
 * Approval 3 completes the review step, then the server publishes: design approved, variants on
 * sale, a post in the thread. A rejection needs a reason and feedback; the design is rejected and
 * both are posted to the thread; the internal note stays with the team.
 */
export async function review(db: Db, live: LiveHub, access: Access, workflowId: number, input: ReviewInput) {
  const { answer, threadId, postIds, notificationIds, activityIds } = await recordReview(
    db,
    access,
    workflowId,
    input,
  );
  // The review's posts appear in the discussion thread live, like any reply.
  if (threadId !== null) await live.afterCommit(() => publishNewPosts(live, db, threadId, postIds));
  await live.afterCommit(() => publishNotifications(live, db, notificationIds));
  await live.afterCommit(() => publishActivity(live, db, activityIds));
  return answer;
}

/** The review itself, in one transaction: its answer and the posts it wrote. */
export async function recordReview(db: Db, access: Access, workflowId: number, input: ReviewInput) {
  if (!isDesignTeam(access)) throw forbidden(MSG.designTeamOnly);
  const userId = access.userId!;
  let reason: RejectReason | null = null;
  if (input.action === 'reject') {
    const feedback = input.feedback?.trim() ?? '';
    if (!input.reason || !feedback) throw badRequest(MSG.reasonAndFeedback);
    if (!REJECT_REASONS.includes(input.reason as RejectReason)) throw badRequest(MSG.reasonAndFeedback);
    reason = input.reason as RejectReason;
  }
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const touched = await trx
      .updateTable('design_workflows')
      .set({ updated_at: now })
      .where('id', '=', workflowId)
      .executeTakeFirst();
    if (Number(touched.numUpdatedRows) === 0) throw notFound('Workflow not found');
    const workflow = await trx
      .selectFrom('design_workflows as w')
      .innerJoin('designs as d', 'd.id', 'w.design_id')
      .select(['w.id', 'w.status', 'w.thread_id', 'w.design_id', 'd.creator_id', 'd.name'])
      .where('w.id', '=', workflowId)
      .executeTakeFirstOrThrow();
    if (workflow.creator_id === userId) throw forbidden(MSG.ownDesignReview);
    const acted = await trx
      .selectFrom('workflow_actions')
      .select('id')
      .where('workflow_id', '=', workflowId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (acted) throw conflict(MSG.alreadyReviewed);
    const step = await trx
      .selectFrom('workflow_steps')
      .selectAll()
      .where('workflow_id', '=', workflowId)
      .where('type', '=', 'approval')
      .where('status', '=', 'in_progress')
      .executeTakeFirst();
    if (workflow.status !== 'active' || !step) throw badRequest(MSG.reviewClosed);

    await trx
      .insertInto('workflow_actions')
      .values({
        workflow_id: workflowId,
        step_id: step.id,
        user_id: userId,
        action: input.action,
        notes: (input.notes ?? '').trim().slice(0, 2000),
        reason,
        feedback: input.action === 'reject' ? input.feedback!.trim().slice(0, 2000) : null,
        internal_note: input.action === 'reject' ? input.internal_note?.trim().slice(0, 2000) || null : null,
        created_at: now,
      })
      .execute();
    const thread = workflow.thread_id
      ? await trx
          .selectFrom('threads')
          .select(['id', 'category_id'])
          .where('id', '=', workflow.thread_id)
          .executeTakeFirst()
      : undefined;
    const postIds: number[] = [];
    const post = async (text: string) => {
      if (thread) postIds.push((await insertReply(trx, thread, userId, text)).id);
    };
    const notificationIds: number[] = [];
    const activityIds: (number | null)[] = [];
    const done = <T>(answer: T) => ({
      answer,
      threadId: thread?.id ?? null,
      postIds,
      notificationIds,
      activityIds,
    });

    if (input.action === 'reject') {
      await trx.updateTable('workflow_steps').set({ status: 'rejected' }).where('id', '=', step.id).execute();
      await trx
        .updateTable('design_workflows')
        .set({ status: 'rejected' })
        .where('id', '=', workflowId)
        .execute();
      await trx
        .updateTable('designs')
        .set({
          status: 'rejected',
          rejection_reason: `${reason}: ${input.feedback!.trim()}`.slice(0, 2000),
          updated_at: now,
        })
        .where('id', '=', workflow.design_id)
        .execute();
      await post(`**Rejected** (reason: ${reason}).\n\n${input.feedback!.trim()}`);
      await recordAudit(trx, {
        actorId: userId,
        action: 'design.reject',
        targetType: 'design',
        targetId: workflow.design_id,
        before: { status: 'pending' },
        after: { status: 'rejected', reason },
        reason: input.feedback!.trim(),
      });
      return done({ success: true as const, message: MSG.designRejected, status: 'rejected' as const });
    }

    const { n: approvals } = await trx
      .selectFrom('workflow_actions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('step_id', '=', step.id)
      .where('action', '=', 'approve')
      .executeTakeFirstOrThrow();
    const count = Number(approvals);
    await post(
      `**Approved** (${count}/${step.required_approvals})${input.notes?.trim() ? `\n\n${input.notes.trim()}` : ''}`,
    );
    await recordAudit(trx, {
      actorId: userId,
      action: 'design.approve',
      targetType: 'design',
      targetId: workflow.design_id,
      after: { approvals: count, required: step.required_approvals },
      reason: input.notes?.trim() ?? '',
    });
    if (count < step.required_approvals) {
      return done({ success: true as const, message: MSG.designApproved, status: 'pending' as const });
    }
    await trx
      .updateTable('workflow_steps')
      .set({ status: 'completed' })
      .where('workflow_id', '=', workflowId)
      .execute();
    await trx
      .updateTable('design_workflows')
      .set({ status: 'approved' })
      .where('id', '=', workflowId)
      .execute();
    await trx
      .updateTable('designs')
      .set({ status: 'approved', updated_at: now })
      .where('id', '=', workflow.design_id)
      .execute();
    await trx
      .updateTable('item_variants')
      .set({ on_sale: 1, created_at: now })
      .where('design_id', '=', workflow.design_id)
      .where('is_starter', '=', 0)
      .execute();
    await post(`**Published.** ${workflow.name} passed the Design Team review and is now in the shop.`);
    if (workflow.creator_id !== null) {
      activityIds.push(
        await recordActivity(trx, {
          kind: 'design_approved',
          userId: workflow.creator_id,
          designId: workflow.design_id,
        }),
      );
      notificationIds.push(...(await grantAchievement(trx, workflow.creator_id, 'first_design_approved')));
    }
    // The server publishes, not the reviewer whose approval completed the review.
    await recordAudit(trx, {
      actorId: null,
      action: 'design.publish',
      targetType: 'design',
      targetId: workflow.design_id,
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
    return done({ success: true as const, message: MSG.designApproved, status: 'approved' as const });
  });
}

/** The active workflow of a design, for the admin approve and reject calls that name the design. */
export async function workflowOfDesign(db: Db, designId: number): Promise<number> {
  const row = await db
    .selectFrom('design_workflows')
    .select('id')
    .where('design_id', '=', designId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) throw notFound(MSG.designNotFound);
  return row.id;
}
