import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { AnyDb } from './helpers.ts';

/**
 * Notification mails (issue 16 §2): batched per member and thread, at most one per window, and
 * unsubscribed from with one click.
 *
 * - `mail_cursors`: how far the batcher has read the notifications table. It starts at the newest
 *   notification, so a site that upgrades does not mail its whole history.
 * - `notification_digests`: per member and topic (`thread:<id>`, or a type without a thread): the
 *   newest notification already dealt with, when the last mail went, and when to look again.
 * - `server_secrets`: secrets every app server shares; `unsubscribe` signs the links in mails.
 * - An index over each member's unread notifications by thread: opening a thread marks its
 *   notifications read (on every member's thread read, so it must be a look-up).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('mail_cursors')
    .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('last_id', 'integer', (c) => c.notNull())
    .execute();
  await sql`INSERT INTO mail_cursors (name, last_id)
    SELECT 'notifications', COALESCE(MAX(id), 0) FROM notifications`.execute(db);

  await db.schema
    .createTable('notification_digests')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('topic', 'varchar(64)', (c) => c.notNull())
    .addColumn('thread_id', 'integer', (c) => c.references('threads.id').onDelete('cascade'))
    .addColumn('last_notification_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_sent_at', 'varchar(32)')
    // Null: nothing waits.
    .addColumn('due_at', 'varchar(32)')
    .addPrimaryKeyConstraint('notification_digests_pk', ['user_id', 'topic'])
    .execute();
  await db.schema
    .createIndex('notification_digests_due')
    .on('notification_digests')
    .column('due_at')
    .where(sql.ref('due_at'), 'is not', null)
    .execute();

  await db.schema
    .createIndex('notifications_unread_thread')
    .on('notifications')
    .columns(['user_id', 'thread_id'])
    .where(sql.ref('read'), '=', 0)
    .execute();

  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('value', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db
    .insertInto('server_secrets')
    .values({
      name: 'unsubscribe',
      value: randomBytes(32).toString('base64url'),
      created_at: new Date().toISOString(),
    })
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('server_secrets').execute();
  await db.schema.dropIndex('notifications_unread_thread').execute();
  await db.schema.dropTable('notification_digests').execute();
  await db.schema.dropTable('mail_cursors').execute();
}
