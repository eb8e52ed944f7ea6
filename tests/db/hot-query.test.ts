import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, hotQuery } from '../../src/server/db/index.ts';
import { createTestApp, createUser, type TestApp } from '../support/app.ts';

// Hot reads skip Kysely's connection queue on SQLite (issue 15 §4). They must still never see what a
// transaction under way has written: on SQLite that transaction runs on the very same connection.
const coinsOf = hotQuery((db: Db) => db.selectFrom('users').select(['coins']).where('id', '=', 0));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('a hot query', () => {
  it('reads a row, or nothing for a missing one', async () => {
    const user = await createUser(t.database);
    const coins = (
      await t.database.db
        .selectFrom('users')
        .select('coins')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow()
    ).coins;
    expect(await coinsOf(t.database.db, [user.id])).toEqual({ coins });
    expect(await coinsOf(t.database.db, [-1])).toBeUndefined();
  });

  for (const outcome of ['rolled back', 'committed'] as const)
    it(`never sees a transaction's writes before it ends, and sees them once ${outcome}`, async () => {
      const user = await createUser(t.database);
      const { db } = t.database;
      const before = (await coinsOf(db, [user.id]))?.coins;
      const written = deferred();
      const finish = deferred();
      const transaction = db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ coins: 987_654 }).where('id', '=', user.id).execute();
        written.resolve();
        await finish.promise;
        if (outcome === 'rolled back') throw new Error('changed its mind');
      });
      await written.promise;
      const during = coinsOf(db, [user.id]);
      let settled = false;
      void during.then(() => {
        settled = true;
      });
      // Either it waited for the transaction (SQLite's one connection) or it read the committed row
      // (PostgreSQL's other connection): it never answers the uncommitted 987,654.
      await new Promise((resolve) => setImmediate(resolve));
      if (settled) expect((await during)?.coins).toBe(before);
      finish.resolve();
      await transaction.catch(() => undefined);
      expect([before, ...(outcome === 'committed' ? [987_654] : [])]).toContain((await during)?.coins);
      expect((await coinsOf(db, [user.id]))?.coins).toBe(outcome === 'committed' ? 987_654 : before);
    });
});
