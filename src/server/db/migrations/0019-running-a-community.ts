import { type AnyDb, withId } from './helpers.ts';

/**
 * What running a community needs (issue 16): a durable mail queue (written in the same transaction
 * as the change that causes the mail), single-use account tokens (password reset, e-mail
 * verification, e-mail change; only their hash is kept), the staff audit log, and the member's
 * e-mail preferences kept on the server so the mail sender can honour them.
 */
export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('mail_jobs'))
    .addColumn('to_address', 'varchar(320)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // password_reset, verify_email, email_change, email_changed, notification ...
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('subject', 'varchar(300)', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    // Extra headers (List-Unsubscribe ...) as a JSON object.
    .addColumn('headers', 'text', (c) => c.notNull().defaultTo('{}'))
    // pending: waits to be sent; sent; failed: gave up after the last retry; kept: no SMTP_URL, kept in the outbox.
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(32)', (c) => c.notNull())
    // A sender that claimed the job holds it until then; a sender that died lets it go.
    .addColumn('claimed_until', 'varchar(32)')
    .addColumn('last_error', 'varchar(2000)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('mail_jobs_due')
    .on('mail_jobs')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema.createIndex('mail_jobs_user').on('mail_jobs').columns(['user_id', 'id']).execute();

  await withId(db, db.schema.createTable('account_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // password_reset, verify_email, email_change
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(128)', (c) => c.notNull().unique())
    // The address an email_change token confirms.
    .addColumn('new_email', 'varchar(320)')
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('account_tokens_user')
    .on('account_tokens')
    .columns(['user_id', 'kind', 'created_at'])
    .execute();

  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // e.g. thread.lock, post.delete, report.resolve, design.approve, user.suspend, group.permissions, setting.update
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    // e.g. thread, post, report, design, user, group, category, setting
    .addColumn('target_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('target_id', 'varchar(64)')
    // JSON, or null where there is nothing to show.
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('reason', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor_id', 'id']).execute();
  await db.schema.createIndex('audit_log_action').on('audit_log').columns(['action', 'id']).execute();
  await db.schema
    .createIndex('audit_log_target')
    .on('audit_log')
    .columns(['target_type', 'target_id', 'id'])
    .execute();

  // The account page's mail preferences (spec 1: emailOnReply, emailOnSubscribed), now kept on the server.
  for (const column of ['email_on_reply', 'email_on_subscribed', 'email_on_mention', 'email_on_message'])
    await db.schema
      .alterTable('users')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of ['email_on_message', 'email_on_mention', 'email_on_subscribed', 'email_on_reply'])
    await db.schema.alterTable('users').dropColumn(column).execute();
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('account_tokens').execute();
  await db.schema.dropTable('mail_jobs').execute();
}
