import pg from 'pg';
import { loadAccess } from '../src/server/accounts/permissions.ts';
import { registerUser } from '../src/server/accounts/service.ts';
import { createCategory, ensureBuiltInGroups } from '../src/server/admin/commands.ts';
import { openDatabase } from '../src/server/db/index.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { countView } from '../src/server/forum/read-service.ts';
import { createThread, replyToThread } from '../src/server/forum/thread-service.ts';

// Issue 15 §4: 20 members replying (or being counted as viewers) at once, each in a thread of their
// own in one category, on PostgreSQL. Before the category figures moved to counter rows, every one
// of those writes updated the category's row, and about 15 of the 20 waited on its lock at any
// moment. Prints writes per second and how many of the 20 wait on a lock on average (sampled from
// pg_stat_activity every 10 ms). The services are called directly: this measures the database.

const ADMIN_URL = process.env.BENCH_HOT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MEMBERS = 20;
const HASH = { memoryCost: 1024, timeCost: 1 };

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function run(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const name = `cito_bench_hot_${process.pid}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = openDatabase({ dialect: 'postgres', url: url.toString() });
  const probe = new pg.Client({ connectionString: ADMIN_URL });
  await probe.connect();
  try {
    const db = database.db;
    await migrateToLatest(db);
    await ensureBuiltInGroups(db);
    const categoryId = await createCategory(db, { title: 'Hot', access: 'open' });
    const members = [];
    for (let i = 0; i < MEMBERS; i++) {
      const id = await registerUser(
        db,
        { username: `member${i}`, email: `m${i}@bench.test`, password: 'benchpass' },
        HASH,
        [],
        true,
      );
      const access = await loadAccess(db, id);
      const { id: threadId } = await createThread(db, access, categoryId, {
        title: `Thread ${i}`,
        text: 'Hi',
      });
      members.push({ id, access, threadId });
    }
    for (const kind of ['replies', 'views'] as const) {
      const deadline = performance.now() + seconds * 1000;
      let samples = 0;
      let waiting = 0;
      const sampling = (async () => {
        while (performance.now() < deadline) {
          const { rows } = await probe.query(
            "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'",
            [name],
          );
          samples++;
          waiting += rows[0].n;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      })();
      let done = 0;
      await Promise.all(
        members.map(async (m) => {
          for (let n = 0; performance.now() < deadline; n++) {
            if (kind === 'replies') await replyToThread(db, m.access, m.threadId, 'A reply');
            else await countView(db, m.threadId, categoryId, `v:${m.id}-${n}`);
            done++;
          }
        }),
      );
      await sampling;
      console.log(
        `${MEMBERS} members, ${kind}: ${(done / seconds).toFixed(0)}/s, ${(waiting / samples).toFixed(1)} of ${MEMBERS} waiting on a lock on average`,
      );
    }
  } finally {
    await probe.end();
    await database.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
