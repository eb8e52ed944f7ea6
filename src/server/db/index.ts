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
  batchers.set(db, new ReadBatcher(pool));
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
 * What a batched hot query's parameters are (see hotRows): one value or a list of values of a
 * PostgreSQL type, in the order the query's builder placed them.
 */
export type BatchParameter = 'integer' | 'integer[]';

/**
 * A query for the hottest reads, compiled once per database (Kysely compiles every query anew), kept
 * prepared on PostgreSQL and run directly on SQLite (see DirectReader): `build` makes it with
 * placeholder values, and each call runs the same SQL with `parameters` in the order the builder
 * placed them. Only for queries whose plan doesn't depend on their values (see keepPrepared).
 *
 * With `batch` (the parameters' types), calls made at the same moment on PostgreSQL, outside a
 * transaction, run as one statement (ReadBatcher): each still reads the database after it was made.
 */
export function hotRows<Row>(build: (db: Db) => Compilable<Row>, batch?: readonly BatchParameter[]) {
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
    const batcher = batch && batchers.get(db);
    if (batcher) return batcher.read(query.sql, batch, parameters) as Promise<Row[]>;
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
}

/** A hot query (see hotRows) answering its first row. */
export function hotQuery<Row>(build: (db: Db) => Compilable<Row>, batch?: readonly BatchParameter[]) {
  const rows = hotRows(build, batch);
  return async (db: Db, parameters: readonly unknown[]): Promise<Row | undefined> =>
    (await rows(db, parameters))[0];
}

/** The batcher of each PostgreSQL database; a transaction is another object, so it has none. */
const batchers = new WeakMap<Db, ReadBatcher>();

/** How many statements a database's batched hot reads ran, and how many calls shared one (for tests). */
export function readBatching(db: Db): { statements: number; batched: number } | undefined {
  return batchers.get(db)?.statistics;
}

/** At most this many calls go into one statement. */
const MAX_BATCH = 64;

interface PendingRead {
  parameters: readonly unknown[];
  resolve: (rows: unknown[]) => void;
  reject: (error: unknown) => void;
}

/**
 * Runs the calls of a hot read made in the same turn of the event loop as one statement on
 * PostgreSQL (issue 15 §4). A member's read is one small indexed query, and its round trip (sending,
 * PostgreSQL's work per statement, receiving) costs more than the look-up itself: 50 members reading
 * at once paid it 50 times. The calls' parameters go in as arrays and the query runs once per call
 * through a LATERAL join (batchedSql), so each call gets exactly the rows it would have got alone.
 * No call is answered from an earlier read: the statement starts after every call in it was made
 * (at the turn's setImmediate). A call alone runs as it is.
 */
class ReadBatcher {
  private readonly waiting = new Map<string, { types: readonly BatchParameter[]; calls: PendingRead[] }>();
  private scheduled = false;
  /** Statements run, and calls answered by a statement shared with others (readBatching). */
  readonly statistics = { statements: 0, batched: 0 };

  constructor(private readonly pool: pg.Pool) {}

  read(
    sqlText: string,
    types: readonly BatchParameter[],
    parameters: readonly unknown[],
  ): Promise<unknown[]> {
    return new Promise((resolve, reject) => {
      let group = this.waiting.get(sqlText);
      if (!group) {
        group = { types, calls: [] };
        this.waiting.set(sqlText, group);
      }
      group.calls.push({ parameters, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    const groups = [...this.waiting];
    this.waiting.clear();
    for (const [sqlText, { types, calls }] of groups)
      for (let at = 0; at < calls.length; at += MAX_BATCH)
        void this.run(sqlText, types, calls.slice(at, at + MAX_BATCH));
  }

  private async run(sqlText: string, types: readonly BatchParameter[], calls: PendingRead[]): Promise<void> {
    try {
      if (calls.length === 1) {
        const [call] = calls as [PendingRead];
        call.resolve(await this.query(sqlText, [...call.parameters]));
        return;
      }
      const values = types.map((type, i) =>
        calls.map(({ parameters }) => (type.endsWith('[]') ? arrayLiteral(parameters[i]) : parameters[i])),
      );
      const rows = await this.query(batchedSql(sqlText, types), values);
      this.statistics.batched += calls.length;
      const answers = calls.map((): unknown[] => []);
      for (const { [BATCH_COLUMN]: index, ...row } of rows) answers[Number(index) - 1]!.push(row);
      for (const [i, call] of calls.entries()) call.resolve(answers[i]!);
    } catch (error) {
      if (calls.length === 1) calls[0]!.reject(error);
      // One call's bad parameter (a number out of the column's range) must not fail the others.
      else for (const call of calls) void this.run(sqlText, types, [call]);
    }
  }

  private async query(text: string, values: unknown[]): Promise<Array<Record<string, unknown>>> {
    this.statistics.statements += 1;
    keepPrepared(text);
    return (await this.pool.query({ name: preparedNames.get(text), text, values })).rows;
  }
}

const BATCH_COLUMN = '__batch_call';

/**
 * `sqlText` run once for each call of a batch: the calls' parameters come in as one array per
 * parameter ($1 holds every call's first parameter), are unnested side by side with each call's
 * place in the batch, and the query runs for each through LATERAL, its placeholders now the call's
 * columns. A list parameter travels as its array literal (PostgreSQL has no arrays of arrays of
 * different lengths). Each row says which call it answers.
 */
export function batchedSql(sqlText: string, types: readonly BatchParameter[]): string {
  const columns = types.map((_, i) => `p${i + 1}`);
  const arrays = types.map((type, i) => `$${i + 1}::${type.endsWith('[]') ? 'text' : type}[]`);
  const inner = sqlText.replace(/\$(\d+)/g, (_, n: string) => {
    const type = types[Number(n) - 1];
    if (!type) throw new Error(`batched query without a type for $${n}`);
    return type.endsWith('[]') ? `call.p${n}::${type}` : `call.p${n}`;
  });
  return (
    `select call.batch_index as "${BATCH_COLUMN}", answer.* ` +
    `from unnest(${arrays.join(', ')}) with ordinality as call(${columns.join(', ')}, batch_index) ` +
    `cross join lateral (${inner}) as answer`
  );
}

/** A list of whole numbers as a PostgreSQL array literal. */
function arrayLiteral(value: unknown): string {
  if (!Array.isArray(value) || !value.every((n) => Number.isSafeInteger(n)))
    throw new Error('a batched list parameter must be a list of whole numbers');
  return `{${value.join(',')}}`;
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
