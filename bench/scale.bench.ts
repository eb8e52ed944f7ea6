import type { Server } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { Redis } from 'ioredis';
import { registerUser } from '../src/server/accounts/service.ts';
import { createCategory } from '../src/server/admin/commands.ts';
import { SETTINGS_TTL_MS } from '../src/server/admin/settings.ts';
import { openDatabase } from '../src/server/db/index.ts';
import { type LoadBalancer, startLoadBalancer } from '../tests/support/haproxy.ts';
import { type ServerProcess, startServer } from '../tests/support/server-process.ts';
import { type BenchDatabase, backendPids, createBenchDatabase } from './support/bench-postgres.ts';
import { ensureBuild } from './support/build.ts';
import { allowFastPosting } from './support/flood.ts';
import { startBareServer } from './support/http.ts';
import { LoadClient, signIn } from './support/load-client.ts';
import { cpuMs, cpuReading, cpuUsedSince, machineBusyMs } from './support/process-stats.ts';
import { seededRandom, sentence } from './support/words.ts';
import { requireWrk, type WrkResult, wrk } from './support/wrk.ts';

// Issue 15 §4: do member reads scale out behind the shipped load balancer? PostgreSQL and Redis,
// a fresh forum (a thread of 121 posts, a category of 60 threads, 50 Members), and the signed-in
// reads GET /api/thread/{id} (a full page of 100 posts) and GET /api/category/{slug} (50 threads)
// at 50 connections: against one app server directly, then through deploy/haproxy.cfg in front of
// two app server processes. Client, HAProxy and servers share this machine's cores, so the CPU each
// used is printed beside the figures.

const DATABASE_URL =
  process.env.BENCH_SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cito_bench_scale';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const MEMBERS = 50;
const CATEGORY_THREADS = 60;
const THREAD_REPLIES = 120;
const CONNECTIONS = 50;
const WARM_UP_SECONDS = 3;
const GOAL_RATIO = 1.6;
const PASSWORD = 'benchpass';
/** A cheap argon2 cost for the bench's accounts: what is measured is reading, not signing in. */
const HASH = { memoryCost: 1024, timeCost: 1 };

interface Processes {
  app1: number;
  app2: number;
  /** HAProxy in front of app1 alone, and in front of both. */
  balancers: number[];
  /** The PostgreSQL backends serving the app servers' connections. */
  database: number[];
}

const COLUMNS = ['app1', 'app2', 'postgres', 'haproxy', 'wrk', 'bench', 'other'] as const;

interface Row {
  name: string;
  result: WrkResult;
  /** CPU ms used during the run, per column; `other` is the rest of the machine. */
  cpu: Record<(typeof COLUMNS)[number], number>;
}

/** One wrk run against `url`, with the CPU every process used meanwhile. */
async function measure(name: string, url: string, pids: Processes, cookies: string[], seconds: number) {
  const app1 = cpuMs(pids.app1);
  const app2 = cpuMs(pids.app2);
  const balancers = cpuReading(pids.balancers);
  const database = cpuReading(pids.database);
  const machine = machineBusyMs();
  const benchBefore = process.cpuUsage();
  const result = await wrk(url, { connections: CONNECTIONS, seconds, cookies });
  const bench = process.cpuUsage(benchBefore);
  const cpu: Row['cpu'] = {
    app1: cpuMs(pids.app1) - app1,
    app2: cpuMs(pids.app2) - app2,
    postgres: cpuUsedSince(database),
    haproxy: cpuUsedSince(balancers),
    wrk: result.clientCpuMs,
    bench: (bench.user + bench.system) / 1000,
    other: 0,
  };
  const ours = Object.values(cpu).reduce((sum, ms) => sum + ms, 0);
  cpu.other = Math.max(0, machineBusyMs() - machine - ours);
  return { name, result, cpu };
}

const HEADER =
  `${'  setup'.padEnd(30)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(6)}` +
  `   CPU, % of one core: ${COLUMNS.map((c) => c.padStart(9)).join('')}`;

function format(row: Row): string {
  const { result: r, cpu } = row;
  const share = (ms: number) => ((ms / r.elapsedMs) * 100).toFixed(0).padStart(9);
  return (
    `  ${row.name.padEnd(28)} ${r.requestsPerSecond.toFixed(0).padStart(7)} ${r.p50.toFixed(1).padStart(7)} ` +
    `${r.p99.toFixed(1).padStart(7)} ${String(r.errors + r.non2xx).padStart(6)}` +
    `   ${''.padEnd(21)}${COLUMNS.map((c) => share(cpu[c])).join('')}`
  );
}

/** Members, a category of 60 threads and a thread of 120 posts, written through the API of `app`. */
async function seedForum(database: BenchDatabase, app: ServerProcess) {
  const handle = openDatabase({ dialect: 'postgres', url: database.url });
  const accounts: Array<{ id: number; email: string }> = [];
  let categoryId: number;
  try {
    for (let i = 1; i <= MEMBERS; i++) {
      const email = `reader${i}@bench.test`;
      const id = await registerUser(
        handle.db,
        { username: `reader${i}`, email, password: PASSWORD },
        HASH,
        [],
        true,
      );
      accounts.push({ id, email });
    }
    categoryId = await createCategory(handle.db, { title: 'Scale reads' });
    // The seed posts far faster than flood control (issue 16 §6) lets new members post.
    await allowFastPosting(handle.db);
  } finally {
    await handle.close();
  }
  // The servers read settings through a cache of SETTINGS_TTL_MS.
  await new Promise((resolve) => setTimeout(resolve, SETTINGS_TTL_MS + 500));
  const client = new LoadClient(app.origin, 16);
  try {
    // Each member signs in from an address of its own (sign-in limits are per address).
    const members = await signIn(client, accounts, PASSWORD);
    const random = seededRandom(15);
    const post = async (path: string, member: (typeof members)[number], body: object) => {
      const answer = await client.call('POST', path, member, body);
      if (answer.status !== 201) throw new Error(`${path}: ${answer.status} ${answer.body}`);
      return JSON.parse(answer.body) as { id: number; slug: string; category_slug: string };
    };
    let thread: { id: number; slug: string; category_slug: string } | undefined;
    for (let t = 0; t < CATEGORY_THREADS; t++)
      thread = await post(`/api/category/${categoryId}/post`, members[t % MEMBERS]!, {
        title: `${sentence(random, 5).slice(0, -1)} ${t + 1}`,
        text: sentence(random, 40),
      });
    // The last thread started is the one read: it heads the category list and gets the replies.
    for (let r = 0; r < THREAD_REPLIES; r++)
      await post(`/api/thread/${thread!.id}/reply`, members[r % MEMBERS]!, { text: sentence(random, 45) });
    return {
      cookies: members.map((m) => m.cookie),
      threadId: thread!.id,
      categorySlug: thread!.category_slug,
    };
  } finally {
    client.close();
  }
}

/** The body a member gets for `path`, after checking the cookie signs them in on `origin`. */
async function memberBody(origin: string, path: string, cookie: string): Promise<Buffer> {
  const who = (await (await fetch(`${origin}/api/whoami`, { headers: { cookie } })).json()) as {
    username: string | null;
  };
  if (!who.username) throw new Error(`the member's cookie does not sign in on ${origin}`);
  const response = await fetch(`${origin}${path}`, { headers: { cookie, accept: 'application/json' } });
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

export async function run(): Promise<void> {
  requireWrk();
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  if (!(seconds > 0))
    throw new Error(`BENCH_SECONDS must be a number of seconds (got "${process.env.BENCH_SECONDS}")`);
  const prefix = `cito-bench-scale-${process.pid}`;
  console.log(
    `${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)}; fresh database ${DATABASE_URL}`,
  );
  ensureBuild();
  const database = await createBenchDatabase(DATABASE_URL);
  const servers: ServerProcess[] = [];
  const balancers: LoadBalancer[] = [];
  let bare: Server | undefined;
  try {
    // Two identical app servers, as in README 'Several app servers behind a load balancer'.
    const env = {
      NODE_ENV: 'production',
      REDIS_URL,
      REDIS_PREFIX: prefix,
      TRUST_PROXY: 'true',
      // The sign-in limit at its default, as in production (each member signs in from its own address).
      LOGIN_RATE_LIMIT: '10',
    };
    for (let i = 0; i < 2; i++)
      servers.push(await startServer(database.url, 60_000, { env, compiled: true }));
    const [app1, app2] = servers as [ServerProcess, ServerProcess];
    const address = (s: ServerProcess) => s.origin.replace('http://', '');
    // The same configuration in front of app1 alone (both `server` lines on it: the proxy's own cost)
    // and in front of both.
    balancers.push(await startLoadBalancer([address(app1), address(app1)]));
    balancers.push(await startLoadBalancer([address(app1), address(app2)]));
    const [lbOne, lbTwo] = balancers as [LoadBalancer, LoadBalancer];
    const forum = await seedForum(database, app1);
    const pids: Processes = {
      app1: app1.child.pid!,
      app2: app2.child.pid!,
      balancers: [lbOne.pid, lbTwo.pid],
      database: [],
    };
    const targets = [
      {
        name: `GET /api/thread/{id} (${THREAD_REPLIES + 1} posts, page of 100)`,
        path: `/api/thread/${forum.threadId}`,
      },
      {
        name: `GET /api/category/{slug} (${CATEGORY_THREADS} threads, page of 50)`,
        path: `/api/category/${forum.categorySlug}`,
      },
    ];
    console.log(
      `${MEMBERS} members signed in; each request carries the next member's cookie; ` +
        `wrk, 1 thread, ${CONNECTIONS} connections, ${seconds} s per run after a ${WARM_UP_SECONDS} s warm-up. ` +
        'CPU columns add up to the whole machine (200 % = both cores busy); other = the rest of the machine: ' +
        "other work, PostgreSQL's and Redis's background work, the kernel's share of the loopback traffic",
    );
    for (const target of targets) {
      const body = await memberBody(app1.origin, target.path, forum.cookies[0]!);
      // Through the balancer too, so every server is known to sign the members in.
      for (let i = 0; i < 2; i++) await memberBody(lbTwo.origin, target.path, forum.cookies[i]!);
      const started = await startBareServer(body, 'application/json; charset=utf-8');
      bare = started.server;
      const runs = [
        { name: 'one app server, direct', url: app1.origin },
        { name: 'HAProxy → one app server', url: lbOne.origin },
        { name: 'HAProxy → two app servers', url: lbTwo.origin },
        { name: 'bare node http, same bytes', url: started.url },
      ];
      const rows: Row[] = [];
      for (const { name, url } of runs) {
        await wrk(`${url}${target.path}`, {
          connections: CONNECTIONS,
          seconds: WARM_UP_SECONDS,
          cookies: forum.cookies,
        });
        // After the warm-up the servers' connection pools are open: these are their backends.
        pids.database = await backendPids(database.url);
        rows.push(await measure(name, `${url}${target.path}`, pids, forum.cookies, seconds));
      }
      bare.close();
      bare = undefined;
      console.log(
        `\n${target.name} [${(body.length / 1024).toFixed(1)} KB], load average ${loadavg()[0]!.toFixed(1)}`,
      );
      console.log(HEADER);
      for (const row of rows) console.log(format(row));
      // Per request, CPU time depends little on what else runs: it says what free cores could carry.
      const perRequest = (row: Row, ms: number) => (ms / row.result.requests).toFixed(2);
      for (const row of rows.slice(0, 3))
        console.log(
          `  CPU per request, ${row.name}: app servers ${perRequest(row, row.cpu.app1 + row.cpu.app2)} ms, ` +
            `PostgreSQL ${perRequest(row, row.cpu.postgres)} ms, HAProxy ${perRequest(row, row.cpu.haproxy)} ms, ` +
            `wrk ${perRequest(row, row.cpu.wrk)} ms`,
        );
      const busiest = Math.max(...rows.map((r) => r.cpu.other / r.result.elapsedMs));
      if (busiest > 0.5)
        console.log(
          `  note: the rest of the machine used up to ${(busiest * 100).toFixed(0)} % of a core during these runs; ` +
            'the servers competed with it for the cores, so these figures are lower than a quiet machine gives',
        );
      const [direct, , two, ceiling] = rows.map((r) => r.result.requestsPerSecond) as [
        number,
        number,
        number,
        number,
      ];
      console.log(
        `  two servers behind HAProxy ÷ one direct: ${(two / direct).toFixed(2)}× (goal ≥ ${GOAL_RATIO}×); ` +
          `one direct ÷ bare: ${((direct / ceiling) * 100).toFixed(0)} %`,
      );
    }
    for (const server of servers) {
      const logged = server
        .output()
        .split('\n')
        .filter((line) => /"level":(50|60)/.test(line));
      if (logged.length)
        console.log(`a server logged ${logged.length} errors; first: ${logged[0]!.slice(0, 400)}`);
    }
  } finally {
    bare?.close();
    for (const balancer of balancers) await balancer.stop();
    for (const server of servers) await server.stop(10_000);
    await database.drop();
    await deleteRedisKeys(prefix).catch((error: Error) =>
      console.log(`Redis keys ${prefix}* left: ${error.message}`),
    );
  }
}
