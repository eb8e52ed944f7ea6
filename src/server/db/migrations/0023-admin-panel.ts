import type { AnyDb } from './helpers.ts';

/**
 * The admin dashboard's sign-ups and posts per day (issue 16 §3): indexes on when members joined
 * and when posts were written, so the last 30 days are a range read rather than a walk over every
 * member and every post.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.createIndex('users_created').on('users').column('created_at').execute();
  await db.schema.createIndex('posts_created').on('posts').column('created_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('posts_created').execute();
  await db.schema.dropIndex('users_created').execute();
}
