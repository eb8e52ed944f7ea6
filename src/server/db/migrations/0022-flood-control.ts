import type { AnyDb } from './helpers.ts';

/**
 * Flood control (issue 16 §6): when a member last posted (a reply or a new thread) and a hash of
 * what they posted, kept on their row so that the check and its update are one conditional UPDATE,
 * which two quick posts on two app servers cannot both pass.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('last_post_at', 'varchar(32)').execute();
  await db.schema.alterTable('users').addColumn('last_post_hash', 'varchar(64)').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('last_post_hash').execute();
  await db.schema.alterTable('users').dropColumn('last_post_at').execute();
}
