import SQLite from 'better-sqlite3';
import pg from 'pg';
import { createCategory, ensureBuiltInGroups } from '../../src/server/admin/commands.ts';
import { openDatabase } from '../../src/server/db/index.ts';
import { migrateToLatest, migrationNames } from '../../src/server/db/migrate.ts';
import { DEMO_CATEGORIES } from '../../src/server/demo/accounts.ts';

const BATCH = 10_000;

/**
 * Copies the generated SQLite forum into the PostgreSQL database at `url` (created if missing),
 * once: real migrations, then users, threads and posts in batches, with the GIN indexes built after
 * the load as a restore would. A marker table records which forum file was copied, and up to which
 * migration, so a checkout with a newer schema copies it again.
 */
export async function copyForumToPostgres(sqliteFile: string, url: string): Promise<void> {
  await createDatabaseIfMissing(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const marker = `${sqliteFile} @ ${migrationNames().at(-1)}`;
  try {
    await client.query('CREATE TABLE IF NOT EXISTS bench_meta (source text PRIMARY KEY)');
    const done = await client.query('SELECT 1 FROM bench_meta WHERE source = $1', [marker]);
    if (done.rowCount) return;
    console.log(`copying ${sqliteFile} into ${url} (once; a few minutes)…`);
    await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
    const handle = openDatabase({ dialect: 'postgres', url });
    await migrateToLatest(handle.db);
    await ensureBuiltInGroups(handle.db);
    for (const category of DEMO_CATEGORIES) await createCategory(handle.db, category);
    await handle.close();

    await client.query('DROP INDEX posts_search; DROP INDEX threads_search; DROP INDEX posts_search_pairs');
    const source = new SQLite(sqliteFile, { readonly: true });
    await copyTable(
      client,
      source,
      'users',
      ['id', 'username', 'email', 'password_hash', 'coins', 'gems', 'created_at'],
      ['int', 'text', 'text', 'text', 'int', 'int', 'text'],
    );
    await copyTable(
      client,
      source,
      'threads',
      [
        'id',
        'category_id',
        'title',
        'slug',
        'author_id',
        'created_at',
        'lastactive_at',
        'lastactive_user_id',
        'view_count',
        'replies',
        'pinned',
      ],
      ['int', 'int', 'text', 'text', 'int', 'text', 'text', 'int', 'int', 'int', 'int'],
    );
    await copyTable(
      client,
      source,
      'posts',
      ['id', 'thread_id', 'author_id', 'content', 'created_at'],
      ['int', 'int', 'int', 'text', 'text'],
    );
    await copyTable(
      client,
      source,
      'memberships',
      ['user_id', 'group_id', 'created_at'],
      ['int', 'int', 'text'],
      'user_id',
    );
    source.close();
    // Counters as the app keeps them (migration 0018-hot-counters), from the copied rows whatever the source's
    // schema version: one counter row per category, and each member's post count.
    await client.query(`INSERT INTO category_counters (category_id, shard, threads, posts, views)
      SELECT category_id, 0, COUNT(*), SUM(replies + 1), SUM(view_count) FROM threads GROUP BY category_id`);
    await client.query(`UPDATE users SET post_count = c.n
      FROM (SELECT author_id, COUNT(*) AS n FROM posts GROUP BY author_id) c WHERE c.author_id = users.id`);
    for (const table of ['users', 'threads', 'posts'])
      await client.query(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`,
      );
    // The same definitions as migrations 0016-search-phrase-pairs and 0017-search-tags, built once over
    // the loaded rows.
    await client.query("SET maintenance_work_mem = '512MB'");
    await client.query('CREATE INDEX posts_search ON posts USING gin (search)');
    await client.query('CREATE INDEX threads_search ON threads USING gin (search)');
    await client.query('CREATE INDEX posts_search_pairs ON posts USING gin (search_pairs(search))');
    await client.query('VACUUM ANALYZE');
    await client.query('CREATE TABLE bench_meta (source text PRIMARY KEY)');
    await client.query('INSERT INTO bench_meta (source) VALUES ($1)', [marker]);
  } finally {
    await client.end();
  }
}

async function copyTable(
  client: pg.Client,
  source: SQLite.Database,
  table: string,
  columns: string[],
  types: string[],
  orderBy = 'id',
) {
  const rows = source
    .prepare(`SELECT ${columns.join(', ')} FROM ${table} ORDER BY ${orderBy}`)
    .raw()
    .iterate() as Iterable<unknown[]>;
  const unnest = types.map((type, i) => `$${i + 1}::${type}[]`).join(', ');
  const insert = `INSERT INTO ${table} (${columns.join(', ')}) SELECT * FROM unnest(${unnest})`;
  let batch: unknown[][] = columns.map(() => []);
  let size = 0;
  const flush = async () => {
    if (size === 0) return;
    await client.query(insert, batch);
    batch = columns.map(() => []);
    size = 0;
  };
  for (const row of rows) {
    for (const [i, value] of row.entries()) batch[i]!.push(value);
    if (++size === BATCH) await flush();
  }
  await flush();
}

async function createDatabaseIfMissing(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!exists.rowCount) await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}
