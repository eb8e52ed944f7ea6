import { MSG, STANDING, suspendedMessage } from '../../common/messages.ts';
import type { AuthCache } from '../accounts/auth-cache.ts';
import { type Access, globalPermissions } from '../accounts/permissions.ts';
import { announceSessionsEnded } from '../accounts/session-end.ts';
import { revokeOtherSessions } from '../accounts/sessions.ts';
import { untilText } from '../accounts/standing.ts';
import type { Db } from '../db/index.ts';
import { INDEFINITELY } from '../db/schema.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../http/errors.ts';
import type { LiveHub } from '../live/hub.ts';
import { recordAudit } from './audit.ts';

/** Staff in the admin calls (issue 16 contract): administrators and moderators; not the Design Team alone. */
export function isModerationStaff(access: Access): boolean {
  return access.isAdmin || globalPermissions(access).includes('moderate');
}

/** 401 for a visitor, 403 for a member who is not staff. */
export function requireModerationStaff(access: Access): void {
  if (access.userId === null) throw unauthorized(MSG.loginRequired);
  if (!isModerationStaff(access)) throw forbidden();
}

export interface StandingDeps {
  db: Db;
  live: LiveHub;
  auth: AuthCache;
}

export interface StandingChange {
  /** ISO date-time in the future, or null for indefinitely. */
  until: string | null;
  reason: string;
}

type Kind = 'suspend' | 'silence';

const COLUMNS = {
  suspend: { until: 'suspended_until', reason: 'suspend_reason' },
  silence: { until: 'silenced_until', reason: 'silence_reason' },
} as const;

function checkChange(change: StandingChange): { until: string; reason: string } {
  const reason = change.reason.trim();
  if (!reason) throw badRequest(STANDING.reasonRequired);
  if (change.until === null) return { until: INDEFINITELY, reason };
  const time = Date.parse(change.until);
  if (Number.isNaN(time) || time <= Date.now()) throw badRequest(STANDING.untilInPast);
  return { until: new Date(time).toISOString(), reason };
}

/**
 * Who may change whose standing (issue 16 §4): administrators suspend, staff silence; nobody acts on
 * an administrator or on themselves. Answers the target's current standing.
 */
async function loadTarget(db: Db, access: Access, targetId: number, kind: Kind) {
  requireModerationStaff(access);
  if (kind === 'suspend' && !access.isAdmin) throw forbidden(STANDING.onlyAdminsSuspend);
  if (targetId === access.userId) throw forbidden(STANDING.notOnYourself);
  const target = await db
    .selectFrom('users')
    .select(['id', 'suspended_until', 'suspend_reason', 'silenced_until', 'silence_reason'])
    .where('id', '=', targetId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!target) throw notFound(MSG.userNotFound);
  const admin = await db
    .selectFrom('memberships')
    .innerJoin('groups', 'groups.id', 'memberships.group_id')
    .select('groups.id')
    .where('memberships.user_id', '=', targetId)
    .where('groups.is_admin', '=', 1)
    .executeTakeFirst();
  if (admin) throw forbidden(STANDING.notOnAdministrator);
  return target;
}

/**
 * Suspends or silences a member until a time (or indefinitely), with the audit row in the same
 * transaction. A suspension also ends every session of the member, on every server at once.
 */
export async function restrictMember(
  { db, live, auth }: StandingDeps,
  access: Access,
  targetId: number,
  kind: Kind,
  change: StandingChange,
) {
  const { until, reason } = checkChange(change);
  const target = await loadTarget(db, access, targetId, kind);
  const columns = COLUMNS[kind];
  const after = { [columns.until]: until, [columns.reason]: reason };
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set(after).where('id', '=', targetId).execute();
    if (kind === 'suspend') await revokeOtherSessions(trx, targetId, null);
    await recordAudit(trx, {
      actorId: access.userId,
      action: `user.${kind}`,
      targetType: 'user',
      targetId,
      before: { [columns.until]: target[columns.until], [columns.reason]: target[columns.reason] },
      after,
      reason,
    });
  });
  if (kind === 'suspend')
    await announceSessionsEnded(live, auth, targetId, suspendedMessage(untilText(until), reason));
  // A silence reaches this server's cached sessions at once, the other servers' within a second.
  else auth.forgetUser(targetId);
  return { id: targetId, until, reason };
}

/** Lifts a suspension or a silence (writing the audit row); lifting what is not there changes nothing else. */
export async function liftRestriction(
  { db, auth }: StandingDeps,
  access: Access,
  targetId: number,
  kind: Kind,
) {
  requireModerationStaff(access);
  if (kind === 'suspend' && !access.isAdmin) throw forbidden(STANDING.onlyAdminsSuspend);
  if (targetId === access.userId) throw forbidden(STANDING.notOnYourself);
  const columns = COLUMNS[kind];
  const target = await db
    .selectFrom('users')
    .select(['id', columns.until, columns.reason])
    .where('id', '=', targetId)
    .executeTakeFirst();
  if (!target) throw notFound(MSG.userNotFound);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ [columns.until]: null, [columns.reason]: null })
      .where('id', '=', targetId)
      .execute();
    await recordAudit(trx, {
      actorId: access.userId,
      action: `user.un${kind}`,
      targetType: 'user',
      targetId,
      before: { [columns.until]: target[columns.until], [columns.reason]: target[columns.reason] },
      after: { [columns.until]: null, [columns.reason]: null },
    });
  });
  auth.forgetUser(targetId);
}
