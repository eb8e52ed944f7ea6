import { sql } from 'kysely';
import type { AnyDb } from './helpers.ts';

/**
 * A member's standing (issue 16): whether their e-mail address is verified, whether they are
 * suspended (no sign-in) or silenced (read only) and until when and why, when they were last seen,
 * and whether the account was deleted (its posts stay, shown as by a deleted member).
 * Accounts that existed before verification count as verified.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_verified_at', 'varchar(32)').execute();
  await db.schema.alterTable('users').addColumn('suspended_until', 'varchar(32)').execute();
  await db.schema.alterTable('users').addColumn('suspend_reason', 'varchar(1000)').execute();
  await db.schema.alterTable('users').addColumn('silenced_until', 'varchar(32)').execute();
  await db.schema.alterTable('users').addColumn('silence_reason', 'varchar(1000)').execute();
  await db.schema.alterTable('users').addColumn('last_seen_at', 'varchar(32)').execute();
  await db.schema.alterTable('users').addColumn('deleted_at', 'varchar(32)').execute();
  await sql`update users set email_verified_at = created_at`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of [
    'deleted_at',
    'last_seen_at',
    'silence_reason',
    'silenced_until',
    'suspend_reason',
    'suspended_until',
    'email_verified_at',
  ])
    await db.schema.alterTable('users').dropColumn(column).execute();
}
