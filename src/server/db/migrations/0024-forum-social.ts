import { sql } from 'kysely';
import { type AnyDb, withId } from './helpers.ts';

/**
 * The forum's social features (issue 17): reactions, who was mentioned, read positions, drafts kept
 * on the server, edit history and private conversations.
 */
export async function up(db: AnyDb): Promise<void> {
  // §3 Reactions: a member adds each reaction at most once per post.
  await db.schema
    .createTable('post_reactions')
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reaction', 'varchar(16)', (c) => c.notNull())
    // The post's author, kept so "reactions received" on a profile is one indexed count.
    .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('post_reactions_pk', ['post_id', 'user_id', 'reaction'])
    .execute();
  await db.schema.createIndex('post_reactions_author').on('post_reactions').column('author_id').execute();

  // §2 Mentions: who a post has notified already, so an edit notifies only the newly mentioned.
  await db.schema
    .createTable('post_mentions')
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('post_mentions_pk', ['post_id', 'user_id'])
    .execute();

  // §5 Unread tracking: the highest post of a thread shown to a member.
  await db.schema
    .createTable('thread_reads')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('thread_id', 'integer', (c) => c.notNull().references('threads.id').onDelete('cascade'))
    .addColumn('last_post_id', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('thread_reads_pk', ['user_id', 'thread_id'])
    .execute();
  // "Mark all as read" per category: everything up to this post id counts as read in it.
  await db.schema
    .createTable('category_reads')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('last_post_id', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('category_reads_pk', ['user_id', 'category_id'])
    .execute();

  // §6 Drafts: one per member and key (reply-{thread_id}, thread-{category_id}, message-{id} ...).
  await db.schema
    .createTable('drafts')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'varchar(64)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('drafts_pk', ['user_id', 'key'])
    .execute();

  // §7 Edit history: the text a post had before each edit.
  await withId(db, db.schema.createTable('post_revisions'))
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    // Who made the edit that replaced this text, and when (the revision's text is what came before).
    .addColumn('editor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('by_moderator', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('edited_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('post_revisions_post')
    .on('post_revisions')
    .columns(['post_id', 'id'])
    .execute();
  // Whether the last edit was a moderator's, shown beside "edited".
  await db.schema
    .alterTable('posts')
    .addColumn('edited_by_moderator', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // §8 Private messages.
  await withId(db, db.schema.createTable('conversations'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_message_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_message_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('conversation_participants')
    .addColumn('conversation_id', 'integer', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('joined_at', 'varchar(32)', (c) => c.notNull())
    // Set when the member left; they no longer see the conversation.
    .addColumn('left_at', 'varchar(32)')
    .addColumn('last_read_message_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('conversation_participants_pk', ['conversation_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('conversation_participants_user')
    .on('conversation_participants')
    .columns(['user_id', 'conversation_id'])
    .execute();
  await withId(db, db.schema.createTable('conversation_messages'))
    .addColumn('conversation_id', 'integer', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('conversation_messages_conversation')
    .on('conversation_messages')
    .columns(['conversation_id', 'id'])
    .execute();
  // A reported message lets moderators see it and its context (and nothing else of the conversation).
  await withId(db, db.schema.createTable('message_reports'))
    .addColumn('message_id', 'integer', (c) =>
      c.notNull().references('conversation_messages.id').onDelete('cascade'),
    )
    .addColumn('reporter_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('resolved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('resolved_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('message_reports_message').on('message_reports').column('message_id').execute();
  await db.schema
    .createIndex('message_reports_open')
    .on('message_reports')
    .column('id')
    .where(sql.ref('status'), '=', 'open')
    .execute();

  // §10 Old links of a moved thread lead to it: the category slug it used to live under.
  await db.schema
    .createTable('thread_moves')
    .addColumn('thread_id', 'integer', (c) => c.notNull().references('threads.id').onDelete('cascade'))
    .addColumn('old_category_slug', 'varchar(200)', (c) => c.notNull())
    .addColumn('old_thread_slug', 'varchar(200)', (c) => c.notNull())
    .addColumn('moved_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('thread_moves_old')
    .on('thread_moves')
    .columns(['old_category_slug', 'old_thread_slug'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'thread_moves',
    'message_reports',
    'conversation_messages',
    'conversation_participants',
    'conversations',
    'post_revisions',
    'drafts',
    'category_reads',
    'thread_reads',
    'post_mentions',
    'post_reactions',
  ])
    await db.schema.dropTable(table).execute();
  await db.schema.alterTable('posts').dropColumn('edited_by_moderator').execute();
}
