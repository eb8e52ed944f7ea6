import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/index.ts';
import type { Database } from '../db/schema.ts';

export const AUDIT_PER_PAGE = 50;

export interface AuditFilters {
  actorId?: number;
  action?: string;
  targetType?: string;
  targetId?: string;
}

function parse(json: string | null): unknown {
  if (json === null) return null;
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
}

/** Audit rows with the acting staff member's name, ready for presentAuditEntry(). */
export function selectAuditEntries(db: Db) {
  return db
    .selectFrom('audit_log')
    .leftJoin('users as actor', 'actor.id', 'audit_log.actor_id')
    .select([
      'audit_log.id',
      'audit_log.actor_id',
      'actor.username as actor_username',
      'audit_log.action',
      'audit_log.target_type',
      'audit_log.target_id',
      'audit_log.before',
      'audit_log.after',
      'audit_log.reason',
      'audit_log.created_at',
    ]);
}

type AuditRow = Awaited<ReturnType<ReturnType<typeof selectAuditEntries>['execute']>>[number];

export function presentAuditEntry(row: AuditRow) {
  return {
    id: row.id,
    actor: row.actor_id === null ? null : { id: row.actor_id, username: row.actor_username ?? '' },
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    before: parse(row.before),
    after: parse(row.after),
    reason: row.reason,
    created_at: row.created_at,
  };
}

/** The condition of the filters that are set (all rows when none is). */
function matching(filters: AuditFilters) {
  return (eb: ExpressionBuilder<Database, 'audit_log'>) =>
    eb.and([
      ...(filters.actorId === undefined ? [] : [eb('audit_log.actor_id', '=', filters.actorId)]),
      ...(filters.action === undefined ? [] : [eb('audit_log.action', '=', filters.action)]),
      ...(filters.targetType === undefined ? [] : [eb('audit_log.target_type', '=', filters.targetType)]),
      ...(filters.targetId === undefined ? [] : [eb('audit_log.target_id', '=', filters.targetId)]),
    ]);
}

/**
 * The audit log newest first, filtered by staff member, action, target type and target, a page at a
 * time, with the total that matches. One query for the page (the actor's name joined), one to count.
 */
export async function listAudit(db: Db, filters: AuditFilters, page = 1, perPage = AUDIT_PER_PAGE) {
  const where = matching(filters);
  const [rows, { n }] = await Promise.all([
    selectAuditEntries(db)
      .where(where)
      .orderBy('audit_log.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    db
      .selectFrom('audit_log')
      .where(where)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    entries: rows.map(presentAuditEntry),
    total: Number(n),
    page,
    per_page: perPage,
  };
}
