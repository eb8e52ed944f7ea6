import type { Db } from '../db/index.ts';

/** One staff action, as the audit log keeps it (issue 16 §5). */
export interface AuditEntry {
  /** The staff member who acted; null for the server itself. */
  actorId: number | null;
  /** What was done, as `target.verb`: thread.lock, post.delete, user.suspend, setting.update ... */
  action: string;
  /** What it was done to: thread, post, report, design, user, group, category, setting ... */
  targetType: string;
  targetId: number | string | null;
  /** The target's state before and after the action (kept as JSON); leave out what did not change. */
  before?: unknown;
  after?: unknown;
  reason?: string;
}

/**
 * Writes one audit row. Call it with the transaction that makes the change, so the row and the
 * change land together or not at all. Rows are only ever inserted: nothing on the site edits them.
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId === null ? null : String(entry.targetId),
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      reason: (entry.reason ?? '').slice(0, 1000),
      created_at: new Date().toISOString(),
    })
    .execute();
}
