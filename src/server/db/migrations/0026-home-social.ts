import { type AnyDb, withId } from './helpers.ts';

/**
 * A living home page (issue 19): the shoutbox, friends and what they do, and the daily spotlight.
 */
export async function up(db: AnyDb): Promise<void> {
  // §1 Shouts: a site-wide wall of short messages, removed after 30 days.
  await withId(db, db.schema.createTable('shouts'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'varchar(1000)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shouts_created').on('shouts').column('created_at').execute();
  await db.schema.createIndex('shouts_user').on('shouts').columns(['user_id', 'id']).execute();
  // A reported shout keeps its text here, so moderators can judge it after it is deleted or pruned.
  await withId(db, db.schema.createTable('shout_reports'))
    .addColumn('shout_id', 'integer', (c) => c.references('shouts.id').onDelete('set null'))
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('text', 'varchar(1000)', (c) => c.notNull())
    .addColumn('reporter_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('resolved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('resolved_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('shout_reports_status').on('shout_reports').columns(['status', 'id']).execute();

  // §2 Friends: one row per pair, the lower id first, so two members asking each other at the same
  // moment meet on one primary key (and become friends once). `requested_by` asked; `status` is
  // `pending` until the other accepts, then `accepted`.
  await db.schema
    .createTable('friendships')
    .addColumn('user_low', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_high', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('requested_by', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('accepted_at', 'varchar(32)')
    .addPrimaryKeyConstraint('friendships_pk', ['user_low', 'user_high'])
    .execute();
  await db.schema
    .createIndex('friendships_high')
    .on('friendships')
    .columns(['user_high', 'status'])
    .execute();
  await db.schema.createIndex('friendships_low').on('friendships').columns(['user_low', 'status']).execute();

  // §2 Friends' activity: what a member did, written in the transaction of the deed and read by
  // their friends (fan-out on read). `category_id` is set for forum activity, so a viewer only
  // ever sees posts of categories they may view; `data` is JSON of what the entry shows.
  await withId(db, db.schema.createTable('activity'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(24)', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('cascade'))
    .addColumn('thread_id', 'integer', (c) => c.references('threads.id').onDelete('cascade'))
    .addColumn('post_id', 'integer', (c) => c.references('posts.id').onDelete('cascade'))
    .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('activity_user').on('activity').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('activity_created').on('activity').column('created_at').execute();

  // §3 Spotlight: who shone on each UTC day. The first server to ask for a day writes its pick, so
  // every server shows the same member; an administrator's pick (`picked_by`) replaces it.
  await db.schema
    .createTable('spotlights')
    .addColumn('day', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('picked_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('spotlights_user').on('spotlights').columns(['user_id', 'day']).execute();

  // §2, §3 Member privacy: hide one's activity from friends' feeds; stay out of the spotlight.
  await db.schema
    .alterTable('users')
    .addColumn('hide_activity', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('spotlight_opt_out', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('spotlight_opt_out').execute();
  await db.schema.alterTable('users').dropColumn('hide_activity').execute();
  for (const table of ['spotlights', 'activity', 'friendships', 'shout_reports', 'shouts'])
    await db.schema.dropTable(table).execute();
}
