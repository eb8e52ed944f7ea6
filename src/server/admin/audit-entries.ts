import { Type } from '@sinclair/typebox';
import { ADMIN } from '../../common/admin-messages.ts';
import type { Db } from '../db/index.ts';
import { badRequest } from '../http/errors.ts';

/** A schema, or null. */
export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/**
 * What an update is about to replace, for an audit row's `before`: the row's value of each field
 * `changes` sets (nothing empty), refusing a change that would set nothing.
 */
export function changedFrom<T extends object>(row: T, changes: Partial<T>): Partial<T> {
  if (Object.keys(changes).length === 0) throw badRequest(ADMIN.nothingToChange);
  return Object.fromEntries(Object.keys(changes).map((key) => [key, row[key as keyof T]])) as Partial<T>;
}

/** One audit row as the API shows it (issue 16 contract: AuditEntry). */
export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  actor: Nullable(Type.Object({ id: Type.Integer(), username: Type.String() })),
  action: Type.String(),
  target_type: Type.String(),
  target_id: Nullable(Type.String()),
  before: Type.Unknown(),
  after: Type.Unknown(),
  reason: Type.String(),
  created_at: Type.String(),
});

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

const parsed = (value: string | null): unknown => (value === null ? null : JSON.parse(value));

export function presentAuditEntry(row: AuditRow) {
  return {
    id: row.id,
    actor:
      row.actor_id !== null && row.actor_username !== null
        ? { id: row.actor_id, username: row.actor_username }
        : null,
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    before: parsed(row.before),
    after: parsed(row.after),
    reason: row.reason,
    created_at: row.created_at,
  };
}
