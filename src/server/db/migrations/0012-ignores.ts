import type { AnyDb } from './helpers.ts';

/** Who ignores whom (issue 17 §9): their posts collapse, their messages and notifications stop. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('user_ignores')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ignored_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_ignores_pk', ['user_id', 'ignored_id'])
    .execute();
  await db.schema.createIndex('user_ignores_ignored').on('user_ignores').column('ignored_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('user_ignores').execute();
}
