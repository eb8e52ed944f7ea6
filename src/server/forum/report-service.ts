import { REPORT_CATEGORIES, type Report, type ReportCategory } from '../../common/forum-types.ts';
import { REPORT_REASON_MAX } from '../../common/limits.ts';
import { MSG } from '../../common/messages.ts';
import { type Access, can } from '../accounts/permissions.ts';
import { recordAudit } from '../admin/audit.ts';
import type { Db } from '../db/index.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../http/errors.ts';
import { findPost } from './queries.ts';
import { viewableThread } from './thread-service.ts';

export interface ReportInput {
  category?: string;
  reason?: string;
}

/** Checks a report as the dialog does (spec 1 §5), on the server too. */
function checkReport(input: ReportInput): { category: ReportCategory; reason: string } {
  const category = input.category as ReportCategory | undefined;
  if (!category || !REPORT_CATEGORIES.includes(category)) throw badRequest(MSG.reportCategoryRequired);
  const reason = (input.reason ?? '').trim();
  if (category === 'OTHER' && !reason) throw badRequest(MSG.reportDetailsRequired);
  if (reason.length > REPORT_REASON_MAX) throw badRequest(MSG.reportTooLong);
  return { category, reason };
}

/** Files a report on a post or thread the caller can see; a repeat of an open report is not duplicated. */
export async function fileReport(
  db: Db,
  access: Access,
  type: 'post' | 'thread',
  targetId: number,
  input: ReportInput,
) {
  if (access.userId === null) throw unauthorized(MSG.loginRequired);
  let threadId = targetId;
  if (type === 'post') {
    const post = await findPost(db, targetId);
    if (!post) throw notFound(MSG.postNotFound);
    threadId = post.thread_id;
  }
  // A post the caller may not see answers like a missing one (as editing it does).
  const thread = await viewableThread(db, access, threadId).catch((error) => {
    throw type === 'post' ? notFound(MSG.postNotFound) : error;
  });
  const { category, reason } = checkReport(input);
  const existing = await db
    .selectFrom('reports')
    .select('id')
    .where('target_type', '=', type)
    .where('target_id', '=', targetId)
    .where('reporter_id', '=', access.userId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (existing) {
    await db.updateTable('reports').set({ category, reason }).where('id', '=', existing.id).execute();
    return existing.id;
  }
  const { id } = await db
    .insertInto('reports')
    .values({
      target_type: type,
      target_id: targetId,
      thread_id: thread.id,
      category_id: thread.category_id,
      reporter_id: access.userId,
      category,
      reason,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

function moderatedCategoryIds(access: Access): number[] {
  return [...access.categories].filter(([, g]) => g.moderate).map(([id]) => id);
}

export type ReportStatusFilter = 'open' | 'resolved' | 'dismissed' | 'all';

/** The queue of reports in the categories the caller moderates (DECISIONS.md 'Forum'). */
export async function listReports(db: Db, access: Access, status: ReportStatusFilter): Promise<Report[]> {
  if (access.userId === null) throw unauthorized(MSG.loginRequired);
  const ids = moderatedCategoryIds(access);
  if (ids.length === 0) throw forbidden(MSG.noModeration);
  let query = db
    .selectFrom('reports')
    .innerJoin('threads', 'threads.id', 'reports.thread_id')
    .innerJoin('categories', 'categories.id', 'reports.category_id')
    .innerJoin('users', 'users.id', 'reports.reporter_id')
    .leftJoin('posts', (join) =>
      join.onRef('posts.id', '=', 'reports.target_id').on('reports.target_type', '=', 'post'),
    )
    .select([
      'reports.id',
      'reports.target_type',
      'reports.target_id',
      'reports.thread_id',
      'threads.title as thread_title',
      'threads.slug as thread_slug',
      'reports.category_id',
      'categories.title as category_name',
      'categories.slug as category_slug',
      'reports.category',
      'reports.reason',
      'reports.status',
      'users.username as reporter',
      'reports.created_at',
      'posts.content',
    ])
    .where('reports.category_id', 'in', ids);
  if (status !== 'all') query = query.where('reports.status', '=', status);
  const rows = await query.orderBy('reports.id', 'desc').limit(200).execute();
  return rows.map((r) => ({
    id: r.id,
    type: r.target_type,
    target_id: r.target_id,
    thread_id: r.thread_id,
    thread_title: r.thread_title,
    thread_slug: r.thread_slug,
    category_id: r.category_id,
    category_name: r.category_name,
    category_slug: r.category_slug,
    category: r.category as ReportCategory,
    reason: r.reason,
    status: r.status as Report['status'],
    reporter: r.reporter,
    created: r.created_at,
    excerpt: (r.content ?? r.thread_title).slice(0, 300),
  }));
}

/** Resolves or dismisses an open report in a category the caller moderates. */
export async function handleReport(
  db: Db,
  access: Access,
  reportId: number,
  outcome: 'resolved' | 'dismissed',
) {
  if (access.userId === null) throw unauthorized(MSG.loginRequired);
  const userId = access.userId;
  const report = await db
    .selectFrom('reports')
    .select(['id', 'category_id'])
    .where('id', '=', reportId)
    .executeTakeFirst();
  if (!report || !can(access, report.category_id, 'moderate')) throw notFound(MSG.reportNotFound);
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('reports')
      .set({ status: outcome, handled_by: userId, handled_at: new Date().toISOString() })
      .where('id', '=', reportId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw conflict(MSG.reportHandled);
    await recordAudit(trx, {
      actorId: userId,
      action: outcome === 'resolved' ? 'report.resolve' : 'report.dismiss',
      targetType: 'report',
      targetId: reportId,
      before: { status: 'open' },
      after: { status: outcome },
    });
  });
}
