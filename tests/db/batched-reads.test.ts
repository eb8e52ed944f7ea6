import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchedSql, type Db, hotRows, readBatching } from '../../src/server/db/index.ts';
import { isPostgres } from '../../src/server/db/migrations/helpers.ts';
import { createTestApp, createUser, type TestApp } from '../support/app.ts';

// Issue 15 §4: on PostgreSQL, the calls of a hot read made at the same moment run as one statement.
// Each call must get exactly the rows it gets alone: none of another call's, none missing, in order.
const usersAmong = hotRows(
  (db: Db) =>
    db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('coins', '>=', 0)
      .where(
        isPostgres(db)
          ? sql<boolean>`id = ANY(${'{}'}::integer[])`
          : sql<boolean>`id IN (SELECT value FROM json_each(${'[]'}))`,
      )
      .where('id', '<>', 0)
      .orderBy('id', 'desc'),
  ['integer', 'integer[]', 'integer'],
);

let t: TestApp;
let ids: number[];
beforeAll(async () => {
  t = await createTestApp();
  ids = [];
  for (let i = 0; i < 6; i += 1) ids.push((await createUser(t.database)).id);
});
afterAll(() => t.close());

const among = (db: Db, list: number[], except: number) =>
  usersAmong(db, [0, isPostgres(db) ? list : JSON.stringify(list), except]);

describe('hot reads made at the same moment', () => {
  it('each get exactly the rows they would get alone', async () => {
    const { db } = t.database;
    // Some calls with several rows, one with none, one whose every row is excluded by its own parameter.
    const calls = Array.from({ length: 40 }, (_, i) => ({
      list: i % 7 === 0 ? [] : ids.slice(i % ids.length, (i % ids.length) + 1 + (i % 3)),
      except: i % 5 === 0 ? ids[i % ids.length]! : -1,
    }));
    const alone: unknown[] = [];
    for (const { list, except } of calls) alone.push(await among(db, list, except));
    expect(alone.some((rows) => (rows as unknown[]).length > 1)).toBe(true);
    expect(alone.some((rows) => (rows as unknown[]).length === 0)).toBe(true);

    const before = readBatching(db);
    const batchedBefore = before?.batched ?? 0;
    const together = await Promise.all(calls.map(({ list, except }) => among(db, list, except)));
    expect(together).toEqual(alone);
    if (isPostgres(db)) expect(readBatching(db)!.batched - batchedBefore).toBe(calls.length);
    else expect(before).toBeUndefined();
  });

  it('a call that fails alone fails alone: the others still get their rows', async () => {
    const { db } = t.database;
    const good = Array.from({ length: 5 }, (_, i) => among(db, [ids[i]!], -1));
    // Beyond PostgreSQL's integer; SQLite compares it like any number and finds nothing.
    const bad = among(db, [ids[0]!], 2 ** 40).then(
      (rows) => ({ rows }),
      (error: unknown) => ({ error }),
    );
    const answers = await Promise.all(good);
    expect(answers).toEqual(ids.slice(0, 5).map((id) => [{ id, username: expect.any(String) }]));
    const outcome = await bad;
    if (isPostgres(db)) expect(outcome).toHaveProperty('error');
    else expect(outcome).toEqual({ rows: [{ id: ids[0], username: expect.any(String) }] });
  });
});

describe('batchedSql', () => {
  it("runs the query for each call through LATERAL, its placeholders the call's columns", () => {
    expect(
      batchedSql('select a from t where b = $1 and c = ANY($2::integer[]) and d <> $1', [
        'integer',
        'integer[]',
      ]),
    ).toBe(
      'select call.batch_index as "__batch_call", answer.* ' +
        'from unnest($1::integer[], $2::text[]) with ordinality as call(p1, p2, batch_index) ' +
        'cross join lateral (select a from t where b = call.p1 and c = ANY(call.p2::integer[]::integer[]) and d <> call.p1) as answer',
    );
  });

  it('refuses a query with a placeholder it has no type for', () => {
    expect(() => batchedSql('select 1 where $2 = 1', ['integer'])).toThrow(/\$2/);
  });
});
