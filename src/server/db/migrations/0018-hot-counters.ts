import { sql } from 'kysely';
import type { AnyDb } from './helpers.ts';

/**
 * Counters off the hot rows (issue 15 §4). A category's figures move from its own row, which every
 * view and reply rewrote, to a few counter rows per category (a write picks one at random; a read
 * sums them). Each member's post count is kept on their row, so the statistics page's top posters
 * read an index instead of grouping every post.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('category_counters')
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('shard', 'integer', (c) => c.notNull())
    .addColumn('threads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('posts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('category_counters_pk', ['category_id', 'shard'])
    .execute();
  await sql`INSERT INTO category_counters (category_id, shard, threads, posts, views)
    SELECT id, 0, no_threads, no_posts, total_views FROM categories`.execute(db);
  for (const column of ['no_threads', 'no_posts', 'total_views'])
    await db.schema.alterTable('categories').dropColumn(column).execute();

  await db.schema
    .alterTable('users')
    .addColumn('post_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`UPDATE users SET post_count = (SELECT COUNT(*) FROM posts WHERE posts.author_id = users.id)`.execute(
    db,
  );
  await db.schema.createIndex('users_post_count').on('users').columns(['post_count desc', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('users_post_count').execute();
  await db.schema.alterTable('users').dropColumn('post_count').execute();
  for (const column of ['no_threads', 'no_posts', 'total_views'])
    await db.schema
      .alterTable('categories')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  await sql`UPDATE categories SET
      no_threads = (SELECT COALESCE(SUM(threads), 0) FROM category_counters k WHERE k.category_id = categories.id),
      no_posts = (SELECT COALESCE(SUM(posts), 0) FROM category_counters k WHERE k.category_id = categories.id),
      total_views = (SELECT COALESCE(SUM(views), 0) FROM category_counters k WHERE k.category_id = categories.id)`.execute(
    db,
  );
  await db.schema.dropTable('category_counters').execute();
}
