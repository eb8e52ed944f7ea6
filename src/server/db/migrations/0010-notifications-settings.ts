import { sql } from 'kysely';
import { type AnyDb, withId } from './helpers.ts';

/**
 * Stored notifications (issue 17 §1: kept, not only sent live) and site settings kept in the
 * database (issue 16 §3: changed in the admin panel, effective on every server within seconds).
 */
export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('notifications'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('thread_id', 'integer', (c) => c.references('threads.id').onDelete('cascade'))
    .addColumn('post_id', 'integer', (c) => c.references('posts.id').onDelete('cascade'))
    .addColumn('excerpt', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    // What a type needs beyond the columns (a reaction's name, a trade's id ...), as JSON.
    .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
    // Batching: one row per (user, key), updated rather than repeated (e.g. reactions per post per hour).
    .addColumn('group_key', 'varchar(160)')
    .addColumn('read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notifications_user').on('notifications').columns(['user_id', 'id']).execute();
  await db.schema
    .createIndex('notifications_unread')
    .on('notifications')
    .columns(['user_id', 'read'])
    .execute();
  await db.schema
    .createIndex('notifications_group')
    .on('notifications')
    .columns(['user_id', 'group_key'])
    .unique()
    .where(sql.ref('group_key'), 'is not', null)
    .execute();

  await db.schema
    .createTable('site_settings')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('site_settings').execute();
  await db.schema.dropTable('notifications').execute();
}
