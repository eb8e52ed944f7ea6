import {
  SHOUT_REPORT_REASON_MAX,
  type ShoutReportStatus,
  type ShoutReportView,
  SOCIAL,
} from '../../common/home-social.ts';
import { authorName } from '../../common/members.ts';
import { MSG } from '../../common/messages.ts';
import type { Access } from '../accounts/permissions.ts';
import { recordAudit } from '../admin/audit.ts';
import type { Db } from '../db/index.ts';
import { badRequest, forbidden, HttpError, notFound, unauthorized } from '../http/errors.ts';
import { isShoutModerator } from './service.ts';

/**
 * POST /api/shouts/{id}/report: a member reports someone else's shout; one open report per member
 * and shout (a second one changes nothing). The text is copied so moderators can judge it after
 * the shout is deleted or pruned.
 */
export async function reportShout(
  db: Db,
  userId: number,
  shoutId: number,
  rawReason: string,
  now: Date,
): Promise<void> {
  const reason = rawReason.trim();
  if (!reason) throw badRequest(SOCIAL.shoutReportReasonRequired);
  if ([...reason].length > SHOUT_REPORT_REASON_MAX) throw badRequest(SOCIAL.shoutReportReasonTooLong);
  const shout = await db
    .selectFrom('shouts')
    .select(['id', 'user_id', 'text'])
    .where('id', '=', shoutId)
    .executeTakeFirst();
  if (!shout) throw notFound(SOCIAL.shoutNotFound);
  if (shout.user_id === userId) throw badRequest(SOCIAL.shoutReportOwn);
  const open = await db
    .selectFrom('shout_reports')
    .select('id')
    .where('shout_id', '=', shoutId)
    .where('reporter_id', '=', userId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (open) return;
  await db
    .insertInto('shout_reports')
    .values({
      shout_id: shout.id,
      author_id: shout.user_id,
      text: shout.text,
      reporter_id: userId,
      reason,
      created_at: now.toISOString(),
    })
    .execute();
}

/** Moderators (of any category) and administrators handle shout reports, as message reports. */
function requireShoutModerator(access: Access): void {
  if (access.userId === null) throw unauthorized(MSG.loginRequired);
  if (!isShoutModerator(access)) throw forbidden();
}

/** GET /api/moderation/shout_reports: the newest 100 reports of a status, in one query. */
export async function listShoutReports(
  db: Db,
  access: Access,
  status: ShoutReportStatus | 'all',
): Promise<ShoutReportView[]> {
  requireShoutModerator(access);
  let query = db
    .selectFrom('shout_reports as r')
    .leftJoin('users as reporter', 'reporter.id', 'r.reporter_id')
    .leftJoin('users as author', 'author.id', 'r.author_id')
    .leftJoin('avatars as a', 'a.user_id', 'r.author_id')
    .leftJoin('shouts as s', 's.id', 'r.shout_id')
    .select([
      'r.id',
      'r.status',
      'r.reason',
      'r.created_at',
      'r.text',
      'r.reporter_id',
      'reporter.username as reporter_username',
      'r.author_id',
      'author.username as author_username',
      'a.version',
      's.id as shout_id',
      's.created_at as shout_created_at',
    ]);
  if (status !== 'all') query = query.where('r.status', '=', status);
  const rows = await query.orderBy('r.id', 'desc').limit(100).execute();
  return rows.map((row) => ({
    id: row.id,
    status: row.status as ShoutReportStatus,
    reason: row.reason,
    created_at: row.created_at,
    reporter:
      row.reporter_id !== null && row.reporter_username !== null
        ? { id: row.reporter_id, username: authorName(row.reporter_username) }
        : null,
    author:
      row.author_id !== null && row.author_username !== null
        ? {
            id: row.author_id,
            username: authorName(row.author_username),
            avatar_url: `/api/user/${row.author_id}/avatar.png?v=${row.version ?? 0}`,
          }
        : null,
    text: row.text,
    shout:
      row.shout_id !== null && row.shout_created_at !== null
        ? { id: row.shout_id, created_at: row.shout_created_at }
        : null,
  }));
}

/** Resolves or dismisses an open report (audited); 409 when another moderator got there first. */
export async function handleShoutReport(
  db: Db,
  access: Access,
  reportId: number,
  outcome: 'resolved' | 'dismissed',
  now: Date,
): Promise<void> {
  requireShoutModerator(access);
  const report = await db
    .selectFrom('shout_reports')
    .select('id')
    .where('id', '=', reportId)
    .executeTakeFirst();
  if (!report) throw notFound(SOCIAL.shoutReportNotFound);
  await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('shout_reports')
      .set({ status: outcome, resolved_by: access.userId, resolved_at: now.toISOString() })
      .where('id', '=', reportId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) throw new HttpError(409, SOCIAL.shoutReportHandled);
    await recordAudit(trx, {
      actorId: access.userId,
      action: outcome === 'resolved' ? 'shout_report.resolve' : 'shout_report.dismiss',
      targetType: 'shout_report',
      targetId: reportId,
      before: { status: 'open' },
      after: { status: outcome },
    });
  });
}
