import { sql } from 'kysely';
import { type AnyDb, isPostgres, withId } from './helpers.ts';

/** Threads, posts, views, reports, subscriptions and editor uploads (spec 1 §3, DECISIONS.md 'Forum'). */
export async function up(db: AnyDb): Promise<void> {
  const blob = isPostgres(db) ? 'bytea' : 'blob';

  await withId(db, db.schema.createTable('threads'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('title', 'varchar(150)', (c) => c.notNull())
    .addColumn('slug', 'varchar(200)', (c) => c.notNull())
    .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('trigger_warning', 'varchar(200)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('lastactive_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('lastactive_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('replies', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('closed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // DECISIONS.md: thread slugs are unique inside their category.
  await db.schema
    .createIndex('threads_category_slug')
    .unique()
    .on('threads')
    .columns(['category_id', 'slug'])
    .execute();
  // Listing indexes: the category page filters archived threads for members and orders pinned first,
  // then by last activity or creation; the category card wants the latest visible thread.
  await db.schema
    .createIndex('threads_list_recent')
    .on('threads')
    .columns(['category_id', 'archived', 'pinned', 'lastactive_at'])
    .execute();
  await db.schema
    .createIndex('threads_list_created')
    .on('threads')
    .columns(['category_id', 'archived', 'pinned', 'created_at'])
    .execute();
  await db.schema
    .createIndex('threads_latest')
    .on('threads')
    .columns(['category_id', 'archived', 'lastactive_at'])
    .execute();
  await db.schema.createIndex('threads_lastactive').on('threads').column('lastactive_at').execute();
  await db.schema.createIndex('threads_author').on('threads').column('author_id').execute();

  await withId(db, db.schema.createTable('posts'))
    .addColumn('thread_id', 'integer', (c) => c.notNull().references('threads.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('edited_at', 'varchar(32)')
    .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('posts_thread').on('posts').columns(['thread_id', 'id']).execute();
  await db.schema.createIndex('posts_author').on('posts').columns(['author_id', 'id']).execute();

  // One view per viewer per thread per hour (DECISIONS.md): the hour bucket is part of the key.
  await db.schema
    .createTable('thread_views')
    .addColumn('thread_id', 'integer', (c) => c.notNull().references('threads.id').onDelete('cascade'))
    .addColumn('viewer', 'varchar(80)', (c) => c.notNull())
    .addColumn('hour', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('thread_views_pk', ['thread_id', 'viewer', 'hour'])
    .execute();
  await db.schema.createIndex('thread_views_hour').on('thread_views').column('hour').execute();

  await withId(db, db.schema.createTable('reports'))
    .addColumn('target_type', 'varchar(8)', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('thread_id', 'integer', (c) => c.notNull().references('threads.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('reporter_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('category', 'varchar(16)', (c) => c.notNull())
    .addColumn('reason', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('handled_by', 'integer', (c) => c.references('users.id'))
    .addColumn('handled_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('reports_status_category')
    .on('reports')
    .columns(['status', 'category_id', 'id'])
    .execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('thread_id', 'integer', (c) => c.notNull().references('threads.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('subscriptions_pk', ['user_id', 'thread_id'])
    .execute();
  await db.schema.createIndex('subscriptions_thread').on('subscriptions').column('thread_id').execute();

  await withId(db, db.schema.createTable('uploads'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('mime', 'varchar(32)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('data', sql.raw(blob), (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['uploads', 'subscriptions', 'reports', 'thread_views', 'posts', 'threads']) {
    await db.schema.dropTable(table).execute();
  }
}
