import {
  MESSAGE_REPORT_REASON_MAX,
  type MessageReport,
  type MessageReportStatus,
} from '../../common/conversations.ts';
import { authorName } from '../../common/members.ts';
import { MSG, PRIVATE } from '../../common/messages.ts';
import { type Access, globalPermissions } from '../accounts/permissions.ts';
import { recordAudit } from '../admin/audit.ts';
import type { Db } from '../db/index.ts';
import { badRequest, forbidden, HttpError, notFound, unauthorized } from '../http/errors.ts';
import { presentMessage, requireMessageIn, selectMessages } from './service.ts';

/** How many messages before and after a reported one moderators see (its context, issue 17 §8). */
export const REPORT_CONTEXT = 3;

/** A participant reports a message of their conversation; one open report per member and message. */
export async function reportMessage(
  db: Db,
  userId: number,
  conversationId: number,
  messageId: number,
  rawReason: string,
): Promise<void> {
  await requireMessageIn(db, userId, conversationId, messageId);
  const reason = rawReason.trim();
  if (!reason) throw badRequest(PRIVATE.reportReasonRequired);
  if (reason.length > MESSAGE_REPORT_REASON_MAX) throw badRequest(PRIVATE.reportReasonTooLong);
  const open = await db
    .selectFrom('message_reports')
    .select('id')
    .where('message_id', '=', messageId)
    .where('reporter_id', '=', userId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (open) return;
  await db
    .insertInto('message_reports')
    .values({ message_id: messageId, reporter_id: userId, reason, created_at: new Date().toISOString() })
    .execute();
}

/** Moderators (of any category) and administrators handle message reports. */
export function requireMessageModerator(access: Access): void {
  if (access.userId === null) throw unauthorized(MSG.loginRequired);
  if (!access.isAdmin && !globalPermissions(access).includes('moderate')) throw forbidden();
}

/** Reports with the reported message and the few around it: all moderators see of a conversation. */
export async function listMessageReports(
  db: Db,
  access: Access,
  status: MessageReportStatus | 'all',
): Promise<MessageReport[]> {
  requireMessageModerator(access);
  let query = db
    .selectFrom('message_reports as r')
    .innerJoin('conversation_messages as m', 'm.id', 'r.message_id')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .leftJoin('users as reporter', 'reporter.id', 'r.reporter_id')
    .select([
      'r.id',
      'r.status',
      'r.reason',
      'r.created_at',
      'r.reporter_id',
      'reporter.username as reporter_username',
      'c.id as conversation_id',
      'c.title as conversation_title',
      'm.id as message_id',
    ]);
  if (status !== 'all') query = query.where('r.status', '=', status);
  const reports = await query.orderBy('r.id', 'desc').limit(100).execute();
  const views: MessageReport[] = [];
  for (const report of reports) {
    // Up to REPORT_CONTEXT either side; a page of at most 100 reports keeps this bounded.
    const [before, after] = await Promise.all([
      selectMessages(db)
        .where('m.conversation_id', '=', report.conversation_id)
        .where('m.id', '<', report.message_id)
        .orderBy('m.id', 'desc')
        .limit(REPORT_CONTEXT)
        .execute(),
      selectMessages(db)
        .where('m.conversation_id', '=', report.conversation_id)
        .where('m.id', '>=', report.message_id)
        .orderBy('m.id', 'asc')
        .limit(REPORT_CONTEXT + 1)
        .execute(),
    ]);
    const context = [...before.reverse(), ...after].map(presentMessage);
    views.push({
      id: report.id,
      status: report.status as MessageReportStatus,
      reason: report.reason,
      created_at: report.created_at,
      reporter:
        report.reporter_id !== null && report.reporter_username !== null
          ? { id: report.reporter_id, username: authorName(report.reporter_username) }
          : null,
      conversation: { id: report.conversation_id, title: report.conversation_title },
      message: context.find((message) => message.id === report.message_id)!,
      context,
    });
  }
  return views;
}

/** Resolves or dismisses an open report; 409 when another moderator got there first. */
export async function handleMessageReport(
  db: Db,
  access: Access,
  reportId: number,
  outcome: 'resolved' | 'dismissed',
): Promise<MessageReportStatus> {
  requireMessageModerator(access);
  const report = await db
    .selectFrom('message_reports')
    .select('status')
    .where('id', '=', reportId)
    .executeTakeFirst();
  if (!report) throw notFound(PRIVATE.reportNotFound);
  await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('message_reports')
      .set({ status: outcome, resolved_by: access.userId, resolved_at: new Date().toISOString() })
      .where('id', '=', reportId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) throw new HttpError(409, PRIVATE.reportHandled);
    await recordAudit(trx, {
      actorId: access.userId,
      action: outcome === 'resolved' ? 'message_report.resolve' : 'message_report.dismiss',
      targetType: 'message_report',
      targetId: reportId,
      before: { status: 'open' },
      after: { status: outcome },
    });
  });
  return outcome;
}
