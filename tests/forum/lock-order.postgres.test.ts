import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { testDatabaseUrl } from '../support/file-database.ts';
import { type Actor, freshCategory, replyAsService, signIn, startThread } from '../support/forum.ts';

// Forum transactions lock a thread's row before its members' rows (forum/counters.ts). A moderator
// deleting a member's post does so (the thread's figures, then the author's post count); a reply
// that locked its author's row first (the flood check) and then waited for the thread made a
// circle with it: PostgreSQL broke the deadlock by failing one of the two after a second.

let t: TestApp;
let member: Actor;
let other: pg.Client;
beforeAll(async () => {
  t = await createTestApp();
  member = await signIn(t);
  other = new pg.Client({ connectionString: await testDatabaseUrl() });
  await other.connect();
});
afterAll(async () => {
  await other.end();
  await t.close();
});

/** Until a backend of this database waits for a lock. */
async function someoneWaits() {
  for (;;) {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*) AS n FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
      WHERE NOT l.granted AND a.datname = current_database()`.execute(t.database.db);
    if (Number(rows[0]!.n) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a reply beside a moderator’s change to the same thread and member', () => {
  it('waits for it and is stored, and the moderator’s change too: neither fails as a deadlock', async () => {
    const category = await freshCategory(t.database);
    const thread = await startThread(t.app, member, category.id);
    // The moderator's side, as deleting a post takes its locks: the thread's row first.
    await other.query('BEGIN');
    await other.query('UPDATE threads SET replies = replies WHERE id = $1', [thread.id]);
    const reply = replyAsService(t, member, thread.id, 'Racing').then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    await someoneWaits();
    // ...then the author's row.
    const moderator = await other
      .query('UPDATE users SET post_count = post_count WHERE id = $1', [member.user.id])
      .then(
        async () => {
          await other.query('COMMIT');
          return 'committed';
        },
        async (error: Error) => {
          await other.query('ROLLBACK');
          return error.message;
        },
      );
    const replied = await reply;
    expect(moderator).toBe('committed');
    expect(replied.ok ? 'stored' : String(replied.error)).toBe('stored');
  });
});
