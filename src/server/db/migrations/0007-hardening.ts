import { sql } from 'kysely';
import { type AnyDb, withId } from './helpers.ts';

/**
 * issue 15 §2. Failed sign-ins per account, counted in the database so the limit holds across
 * several app servers (accounts/login-throttle.ts). Tile Tumble seeds of 256 bits, as 64 hex digits
 * beside the old 32-bit integer column, which sessions stored before keep replaying from. When an
 * upload was first used in a post, so unused ones can be removed after a day (uploads/cleanup.ts),
 * and indexes for a member's uploads of the last hour and for the cleanup.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('game_sessions').addColumn('seed_hex', 'varchar(64)').execute();
  await withId(db, db.schema.createTable('login_failures'))
    // The e-mail as typed, trimmed and lower-cased: unknown addresses are counted like known ones.
    .addColumn('account', 'varchar(320)', (c) => c.notNull())
    .addColumn('failed_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('uploads').addColumn('used_at', 'varchar(32)').execute();
  await markUploadsInPostsUsed(db);
  await db.schema.createIndex('uploads_user').on('uploads').columns(['user_id', 'created_at']).execute();
  await db.schema
    .createIndex('uploads_unused')
    .on('uploads')
    .column('created_at')
    .where(sql.ref('used_at'), 'is', null)
    .execute();
  // The cleanup reads creation times without walking past every image's bytes.
  await db.schema.createIndex('sprite_uploads_created').on('sprite_uploads').column('created_at').execute();
  await db.schema
    .createIndex('login_failures_account')
    .on('login_failures')
    .columns(['account', 'failed_at'])
    .execute();
}

/** Uploads that posts already show count as used from the start: one pass over the posts that link any. */
async function markUploadsInPostsUsed(db: AnyDb): Promise<void> {
  const posts = await db
    .selectFrom('posts')
    .select('content')
    .where('content', 'like', '%/api/uploads/%')
    .execute();
  const ids = new Set<number>();
  for (const { content } of posts)
    for (const match of String(content).matchAll(/\/api\/uploads\/(\d{1,10})/g))
      if (Number(match[1]) <= 2_147_483_647) ids.add(Number(match[1]));
  const now = new Date().toISOString();
  const list = [...ids];
  for (let i = 0; i < list.length; i += 500)
    await db
      .updateTable('uploads')
      .set({ used_at: now })
      .where('id', 'in', list.slice(i, i + 500))
      .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('sprite_uploads_created').execute();
  await db.schema.dropIndex('uploads_unused').execute();
  await db.schema.dropIndex('uploads_user').execute();
  await db.schema.alterTable('uploads').dropColumn('used_at').execute();
  await db.schema.alterTable('game_sessions').dropColumn('seed_hex').execute();
  await db.schema.dropTable('login_failures').execute();
}
