import { sql } from 'kysely';
import { type AnyDb, isPostgres, withId } from './helpers.ts';

/**
 * The design review workflow (DECISIONS.md 'Design studio and review'): a workflow per submission,
 * tied to its discussion thread, with ordered steps and one recorded action per reviewer; and the
 * sprite builder's uploaded, built and split images, kept per member until they are used.
 */
export async function up(db: AnyDb): Promise<void> {
  const blob = isPostgres(db) ? 'bytea' : 'blob';

  await withId(db, db.schema.createTable('design_workflows'))
    .addColumn('design_id', 'integer', (c) => c.notNull().references('designs.id').onDelete('cascade'))
    .addColumn('thread_id', 'integer', (c) => c.references('threads.id').onDelete('set null'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('active'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('design_workflows_design')
    .on('design_workflows')
    .columns(['design_id', 'id'])
    .execute();

  await withId(db, db.schema.createTable('workflow_steps'))
    .addColumn('workflow_id', 'integer', (c) =>
      c.notNull().references('design_workflows.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('required_approvals', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('workflow_steps_workflow')
    .on('workflow_steps')
    .columns(['workflow_id', 'position'])
    .unique()
    .execute();

  await withId(db, db.schema.createTable('workflow_actions'))
    .addColumn('workflow_id', 'integer', (c) =>
      c.notNull().references('design_workflows.id').onDelete('cascade'),
    )
    .addColumn('step_id', 'integer', (c) => c.notNull().references('workflow_steps.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('action', 'varchar(16)', (c) => c.notNull())
    .addColumn('notes', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    .addColumn('reason', 'varchar(32)')
    .addColumn('feedback', 'varchar(2000)')
    .addColumn('internal_note', 'varchar(2000)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // One action per reviewer per workflow: a second approval is refused by the database too.
  await db.schema
    .createIndex('workflow_actions_reviewer')
    .on('workflow_actions')
    .columns(['workflow_id', 'user_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('sprite_uploads')
    .addColumn('uuid', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('mime', 'varchar(32)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('data', sql.raw(blob), (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sprite_uploads_user')
    .on('sprite_uploads')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['sprite_uploads', 'workflow_actions', 'workflow_steps', 'design_workflows']) {
    await db.schema.dropTable(table).execute();
  }
}
