import { sql } from 'kysely';
import { type AnyDb, lower, withId } from './helpers.ts';

/** Accounts, sessions, groups, categories and their per-group permissions, and the coin ledger. */
export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('users'))
    .addColumn('username', 'varchar(24)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('coins', 'integer', (c) => c.notNull().defaultTo(0).check(sql`coins >= 0`))
    .addColumn('gems', 'integer', (c) => c.notNull().defaultTo(0).check(sql`gems >= 0`))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // DECISIONS.md: usernames and e-mails are unique without regard to case.
  await db.schema
    .createIndex('users_username_lower')
    .unique()
    .on('users')
    .expression(lower('username'))
    .execute();
  await db.schema.createIndex('users_email_lower').unique().on('users').expression(lower('email')).execute();

  await withId(db, db.schema.createTable('sessions'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('remember', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await withId(db, db.schema.createTable('groups'))
    .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('can_review_designs', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('memberships')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('memberships_pk', ['user_id', 'group_id'])
    .execute();
  await db.schema.createIndex('memberships_group').on('memberships').column('group_id').execute();

  await withId(db, db.schema.createTable('categories'))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('slug', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('description', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('no_threads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('no_posts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('category_permissions')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('can_view', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('can_post', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('can_reply', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('can_moderate', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('category_permissions_pk', ['group_id', 'category_id'])
    .execute();
  await db.schema
    .createIndex('category_permissions_category')
    .on('category_permissions')
    .column('category_id')
    .execute();

  await withId(db, db.schema.createTable('transactions'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('coins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gems', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('ref_type', 'varchar(32)')
    .addColumn('ref_id', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('transactions_user').on('transactions').columns(['user_id', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'transactions',
    'category_permissions',
    'categories',
    'memberships',
    'groups',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
