import { sql } from 'kysely';
import { type AnyDb, isPostgres } from './helpers.ts';

/**
 * `threads.reactions_version` moves whenever a reaction to one of the thread's posts is given or taken
 * back, kept by triggers like posts_version (0013-member-reads): a thread page's reactions are then
 * kept in memory under it and read again only when it moved, on any server (issue 15 §4: they were
 * read on every read of every page).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('threads')
    .addColumn('reactions_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  const bump = (post: string) =>
    `UPDATE threads SET reactions_version = reactions_version + 1
       WHERE id = (SELECT thread_id FROM posts WHERE id = ${post});`;
  if (isPostgres(db)) {
    await sql
      .raw(
        `CREATE FUNCTION bump_reactions_version() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            IF TG_OP <> 'INSERT' THEN ${bump('OLD.post_id')} END IF;
            IF TG_OP <> 'DELETE' THEN ${bump('NEW.post_id')} END IF;
            RETURN NULL;
          END $$`,
      )
      .execute(db);
    await sql`CREATE TRIGGER reactions_version AFTER INSERT OR UPDATE OR DELETE ON post_reactions
      FOR EACH ROW EXECUTE FUNCTION bump_reactions_version()`.execute(db);
    return;
  }
  for (const [event, post] of [
    ['insert', 'new.post_id'],
    ['delete', 'old.post_id'],
  ] as const)
    await sql
      .raw(
        `CREATE TRIGGER reactions_version_${event} AFTER ${event.toUpperCase()} ON post_reactions BEGIN ${bump(post)} END`,
      )
      .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER reactions_version_update AFTER UPDATE ON post_reactions BEGIN
         ${bump('old.post_id')} ${bump('new.post_id')}
       END`,
    )
    .execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP TRIGGER reactions_version ON post_reactions`.execute(db);
    await sql`DROP FUNCTION bump_reactions_version()`.execute(db);
  } else {
    for (const event of ['insert', 'delete', 'update'])
      await sql.raw(`DROP TRIGGER reactions_version_${event}`).execute(db);
  }
  await db.schema.alterTable('threads').dropColumn('reactions_version').execute();
}
