import { type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations take Kysely<any> by design: they describe tables before the typed schema knows them.
// biome-ignore lint/suspicious/noExplicitAny: see above
export type AnyDb = Kysely<any>;

export function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Adds an auto-incrementing integer primary key `id` on either dialect. */
export function withId<T extends string>(db: AnyDb, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

export const lower = (column: string) => sql`lower(${sql.ref(column)})`;
