import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { type Compilable, type CompiledQuery, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
export type Dialect = DatabaseConfig['dialect'];

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  /** The SQLite database's file (':memory:' for none); null on PostgreSQL. */
  file: string | null;
  close(): Promise<void>;
}

// COUNT(*) and SUM() come back from PostgreSQL as int8 strings; our numbers fit in a double.
pg.types.setTypeParser(20, (value) => Number(value));

/** How long a request waits for a PostgreSQL connection before it is answered 503 (busy or unreachable). */
export const PG_CONNECT_TIMEOUT_MS = 5_000;

/** Opens the database: SQLite in WAL mode with a busy timeout and foreign keys on, or a pg pool. */
export function openDatabase(config: DatabaseConfig): DbHandle {
  if (config.dialect === 'sqlite') {
    if (config.file !== ':memory:') mkdirSync(dirname(config.file), { recursive: true });
    const sqlite = new SQLite(config.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('foreign_keys = ON');
    // FULL syncs the WAL at every commit (about 0.6 ms here): an acknowledged post or purchase
    // survives a power cut, not only a killed process (tests/crash covers the latter).
    sqlite.pragma('synchronous = FULL');
    // Reads go through memory-mapped pages and a 64 MiB page cache rather than a read() per page:
    // a search or a long thread touches thousands of pages spread over the file.
    sqlite.pragma('mmap_size = 1073741824');
    sqlite.pragma('cache_size = -65536');
    const statements = withStatementCache(sqlite);
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }) });
    const readers = new Map<string, (parameters: unknown[]) => unknown[]>();
    directReaders.set(db, (sqlText, parameters) => {
      // Inside a transaction the one connection may hold another request's uncommitted writes.
      if (sqlite.inTransaction) return NOT_NOW;
      let read = readers.get(sqlText);
      if (!read) {
        read = rowReader(sqlite.prepare(sqlText));
        readers.set(sqlText, read);
      }
      return read(parameters as unknown[]);
    });
    return { db, dialect: 'sqlite', file: config.file, close: () => db.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 20,
    // Without a limit, a request waits forever for a server that doesn't answer (a dropped network).
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // When PostgreSQL restarts or ends our sessions, idle clients emit 'error' through the pool and a
  // checked-out client between two queries emits it on itself: unheard, either would end the process.
  // The broken client is dropped; the request that used it fails (503) and the next one reconnects.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    keepHotStatementsPrepared(client);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', file: null, close: () => db.destroy() };
}

/**
 * Kysely prepares every query anew; preparing costs about as much as running a small indexed query,
 * so we keep the prepared statements of the (few hundred) distinct SQL texts the app issues.
 */
function withStatementCache(sqlite: SQLite.Database, limit = 1000) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (!statement) {
        if (cache.size >= limit) cache.delete(cache.keys().next().value!);
        statement = sqlite.prepare(sql);
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}

/**
 * Runs a read statement for rows as objects built by a function made for its columns: better-sqlite3
 * makes each row's object key by key, looking each column's name up anew, which cost a third of a
 * hot read (issue 15 §4). A later column of the same name wins, as in better-sqlite3's own rows.
 */
function rowReader(statement: SQLite.Statement): (parameters: unknown[]) => unknown[] {
  const raw = statement.raw(true);
  const fields = raw.columns().map((column, i) => `${JSON.stringify(column.name)}: r[${i}]`);
  const row = new Function('r', `return { ${fields.join(', ')} };`) as (values: unknown[]) => unknown;
  return (parameters) => (raw.all(parameters) as unknown[][]).map(row);
}

/** Says that a direct read must wait: the SQLite connection is inside a transaction. */
const NOT_NOW = Symbol('not now');

/**
 * Runs a prepared read at once on a SQLite database's one connection, without Kysely's connection
 * queue and its awaits (about 25 µs of a 100 µs whoami: issue 15 §4). Only between transactions:
 * reads are synchronous, so none can see half a write, but the statements of a transaction under
 * way run on the same connection across awaits and are not committed yet.
 */
type DirectReader = (sqlText: string, parameters: readonly unknown[]) => unknown;
const directReaders = new WeakMap<Db, DirectReader>();

/** SQL texts PostgreSQL keeps prepared on each connection, by statement name (see keepPrepared). */
const preparedNames = new Map<string, string>();

/**
 * Asks PostgreSQL to keep `sqlText` prepared on each connection: parsed and planned once, rather than
 * on every run. For the few queries every read makes (a thread page's look-up); planning its joins
 * cost PostgreSQL more than running them. Only for queries whose best plan doesn't depend on their
 * parameters: a prepared statement may settle on one generic plan. SQLite keeps every statement
 * prepared already (withStatementCache).
 */
export function keepPrepared(sqlText: string): void {
  if (!preparedNames.has(sqlText)) preparedNames.set(sqlText, `cito_hot_${preparedNames.size + 1}`);
}

/** At most this many SQL texts are kept prepared; later ones are prepared anew on every run. */
const MAX_PREPARED = 500;

/** Writes run once so far: a second run keeps the text prepared (see preparedName). */
const writesSeen = new Set<string>();

/**
 * The statement name to run `text` under: a text named by keepPrepared, or a write (INSERT, UPDATE,
 * DELETE) on its second run. A reply is a dozen small writes, and parsing and planning each again
 * cost PostgreSQL about a tenth of its time on them; a write's plan hardly depends on its values (a
 * row's key). Writes answering `*` stay unnamed: a migration adding a column would change their
 * answer's shape under a kept plan.
 */
function preparedName(text: string): string | undefined {
  const name = preparedNames.get(text);
  if (name !== undefined || preparedNames.size >= MAX_PREPARED) return name;
  if (!/^(insert|update|delete) /.test(text) || text.includes(' returning *')) return undefined;
  if (!writesSeen.delete(text)) {
    if (writesSeen.size < 10 * MAX_PREPARED) writesSeen.add(text);
    return undefined;
  }
  keepPrepared(text);
  return preparedNames.get(text);
}

/** Routes the queries named by keepPrepared, and repeated writes, through named (prepared) statements. */
function keepHotStatementsPrepared(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  // Kysely calls query(text, values); everything else passes through untouched.
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const [text, values] = args;
    const name = typeof text === 'string' && args.length === 2 ? preparedName(text) : undefined;
    return name ? query({ name, text, values }) : query(...args);
  };
}

/**
 * A query for the hottest reads, compiled once per database (Kysely compiles every query anew), kept
 * prepared on PostgreSQL and run directly on SQLite (see DirectReader): `build` makes it with
 * placeholder values, and each call runs the same SQL with `parameters` in the order the builder
 * placed them. Only for queries whose plan doesn't depend on their values (see keepPrepared).
 */
export function hotRows<Row>(build: (db: Db) => Compilable<Row>) {
  const compiled = new WeakMap<Db, CompiledQuery<Row>>();
  return async (db: Db, parameters: readonly unknown[]): Promise<Row[]> => {
    let query = compiled.get(db);
    if (!query) {
      query = build(db).compile();
      compiled.set(db, query);
      keepPrepared(query.sql);
    }
    const read = directReaders.get(db);
    if (read) {
      const rows = read(query.sql, parameters);
      if (rows !== NOT_NOW) return rows as Row[];
    }
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
}

/** A hot query (see hotRows) answering its first row. */
export function hotQuery<Row>(build: (db: Db) => Compilable<Row>) {
  const rows = hotRows(build);
  return async (db: Db, parameters: readonly unknown[]): Promise<Row | undefined> =>
    (await rows(db, parameters))[0];
}

/**
 * One object per opened database, the same for every transaction on it: the key for what a process
 * remembers of a database (a test process opens many, with the same ids in each).
 */
export function databaseKey(db: Db): object {
  return db.getExecutor().adapter;
}

/** True when the error is a unique-constraint violation on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
