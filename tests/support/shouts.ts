import type { DbHandle } from '../../src/server/db/index.ts';

/** A shout written straight to the table (no interval to wait out), `ageMs` old; answers its id. */
export async function plantShout(database: DbHandle, userId: number, text = 'A shout', ageMs = 0) {
  const row = await database.db
    .insertInto('shouts')
    .values({ user_id: userId, text, created_at: new Date(Date.now() - ageMs).toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An open report of a fresh shout of `authorId`, filed by `reporterId`; answers the report's id. */
export async function plantShoutReport(database: DbHandle, authorId: number, reporterId: number) {
  const shoutId = await plantShout(database, authorId, 'A reported shout');
  const row = await database.db
    .insertInto('shout_reports')
    .values({
      shout_id: shoutId,
      author_id: authorId,
      text: 'A reported shout',
      reporter_id: reporterId,
      reason: 'Matrix',
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
