import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../support/app.ts';

// issue 15 §4: on PostgreSQL a write run a second time is kept prepared on its connection, so it is
// not parsed and planned again on every reply. SQLite keeps every statement prepared already.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('writes on PostgreSQL', () => {
  it('are kept prepared from their second run, except those answering every column; reads are not', async () => {
    const user = await createUser(t.database);
    const prepared = await t.database.db.transaction().execute(async (trx) => {
      // One transaction: one connection, whose prepared statements pg_prepared_statements lists.
      for (let coins = 1; coins <= 3; coins++) {
        await trx.updateTable('users').set({ coins }).where('id', '=', user.id).execute();
        await trx
          .updateTable('users')
          .set({ gems: coins })
          .where('id', '=', user.id)
          .returningAll()
          .execute();
        await trx.selectFrom('users').select('email').where('id', '=', user.id).execute();
      }
      const { rows } = await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(
        trx,
      );
      return rows.map((row) => row.statement);
    });
    expect(prepared).toContain('update "users" set "coins" = $1 where "id" = $2');
    expect(prepared.filter((text) => text.includes('"gems"'))).toEqual([]);
    expect(prepared.filter((text) => text.startsWith('select "email"'))).toEqual([]);
    const row = await t.database.db
      .selectFrom('users')
      .select(['coins', 'gems'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ coins: 3, gems: 3 });
  });
});
