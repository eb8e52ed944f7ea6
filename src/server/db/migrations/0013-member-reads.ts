import { sql } from 'kysely';
import { type AnyDb, isPostgres } from './helpers.ts';

/**
 * What lets a signed-in member's reads skip work a visitor's cached page skips (issue 15 §4):
 *
 * - `threads.posts_version` changes whenever any post of the thread is added, edited, archived,
 *   moved or deleted. Database triggers keep it, so no write path (today's or a later one) can
 *   forget: a thread page's posts are cached under it (forum/thread-page-cache.ts) and read from the
 *   database again only when it moved. Anything else a post shows must bump it too.
 * - Partial indexes over the few archived posts and threads, so the count of what a member may see
 *   is the thread's or category's own count less a look-up, not a walk over all its rows.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('threads')
    .addColumn('posts_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('posts_archived')
    .on('posts')
    .columns(['thread_id', 'author_id'])
    .where(sql.ref('archived'), '=', 1)
    .execute();
  await db.schema
    .createIndex('threads_archived')
    .on('threads')
    .column('category_id')
    .where(sql.ref('archived'), '=', 1)
    .execute();

  if (isPostgres(db)) {
    await sql`CREATE FUNCTION bump_posts_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN
          UPDATE threads SET posts_version = posts_version + 1 WHERE id = OLD.thread_id;
        END IF;
        IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.thread_id <> OLD.thread_id) THEN
          UPDATE threads SET posts_version = posts_version + 1 WHERE id = NEW.thread_id;
        END IF;
        RETURN NULL;
      END $$`.execute(db);
    await sql`CREATE TRIGGER posts_version AFTER INSERT OR UPDATE OR DELETE ON posts
      FOR EACH ROW EXECUTE FUNCTION bump_posts_version()`.execute(db);
    return;
  }
  const bump = (thread: string) =>
    `UPDATE threads SET posts_version = posts_version + 1 WHERE id = ${thread};`;
  await sql
    .raw(`CREATE TRIGGER posts_version_insert AFTER INSERT ON posts BEGIN ${bump('new.thread_id')} END`)
    .execute(db);
  await sql
    .raw(`CREATE TRIGGER posts_version_delete AFTER DELETE ON posts BEGIN ${bump('old.thread_id')} END`)
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER posts_version_update AFTER UPDATE ON posts BEGIN
         ${bump('old.thread_id')}
         UPDATE threads SET posts_version = posts_version + 1
           WHERE id = new.thread_id AND new.thread_id <> old.thread_id;
       END`,
    )
    .execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP TRIGGER posts_version ON posts`.execute(db);
    await sql`DROP FUNCTION bump_posts_version()`.execute(db);
  } else {
    for (const event of ['insert', 'delete', 'update'])
      await sql.raw(`DROP TRIGGER posts_version_${event}`).execute(db);
  }
  await db.schema.dropIndex('threads_archived').execute();
  await db.schema.dropIndex('posts_archived').execute();
  await db.schema.alterTable('threads').dropColumn('posts_version').execute();
}
