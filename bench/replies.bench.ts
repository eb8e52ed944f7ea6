import { cpus, loadavg } from 'node:os';
import { registerUser } from '../src/server/accounts/service.ts';
import { createCategory } from '../src/server/admin/commands.ts';
import { checkInvariants } from '../src/server/admin/invariants.ts';
import { openDatabase } from '../src/server/db/index.ts';
import { type ServerProcess, startServer } from '../tests/support/server-process.ts';
import { backendPids, createBenchDatabase } from './support/bench-postgres.ts';
import { ensureBuild } from './support/build.ts';
import { allowFastPosting } from './support/flood.ts';
import { LoadClient, signIn, type VirtualMember } from './support/load-client.ts';
import { percentile } from './support/load-workload.ts';
import {
  cpuMs,
  cpuReading,
  cpuUsedSince,
  machineBusyMs,
  memoryKb,
  mib,
  runQueueWaitMs,
} from './support/process-stats.ts';

// Issue 15 §4: replies on PostgreSQL. 20 signed-in members reply at once, closed loop (each waits
// for its reply's answer before sending the next), to the real server in a child process
// (NODE_ENV=production, rate limits on, each member from an address of its own). First to a few
// threads of one category (every reply updates the same thread and category rows), then spread over
// many threads in several categories. Afterwards every acknowledged reply must be stored, and the
// data's invariants must hold.

const DATABASE_URL =
  process.env.BENCH_REPLIES_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cito_bench_replies';
const MEMBERS = 20;
const HOT_THREADS = 3;
const SPREAD_CATEGORIES = 5;
const SPREAD_THREADS = 200;
const WARM_UP_SECONDS = 2;
const GOAL_REPLIES_PER_SECOND = 400;
const GOAL_RSS_MIB = 300;
const PASSWORD = 'benchpass';
/** A cheap argon2 cost for the bench's accounts: what is measured is replying, not signing in. */
const HASH = { memoryCost: 1024, timeCost: 1 };

interface Acknowledged {
  id: number;
  threadId: number;
}

interface PhaseResult {
  replies: number;
  errors: number;
  errorSamples: string[];
  latencies: number[];
  elapsedMs: number;
  serverCpuMs: number;
  /** Time the server's event loop was runnable but had no CPU. */
  serverWaitedMs: number;
  /** CPU of the PostgreSQL backends serving the app server's connections. */
  databaseCpuMs: number;
  clientCpuMs: number;
  /**
   * CPU the rest of the machine used meanwhile: other work, and also PostgreSQL's background
   * processes (WAL writer, checkpointer) and the kernel's share of the loopback traffic.
   */
  otherCpuMs: number;
}

/** Each member replies, one reply at a time, until `seconds` have passed; threads picked at random. */
async function replyLoop(
  client: LoadClient,
  members: VirtualMember[],
  threadIds: number[],
  seconds: number,
  pids: { server: number; database: number[] },
  acknowledged: Acknowledged[],
): Promise<PhaseResult> {
  const result: PhaseResult = {
    replies: 0,
    errors: 0,
    errorSamples: [],
    latencies: [],
    elapsedMs: 0,
    serverCpuMs: 0,
    serverWaitedMs: 0,
    databaseCpuMs: 0,
    clientCpuMs: 0,
    otherCpuMs: 0,
  };
  const fail = (message: string) => {
    result.errors++;
    if (result.errorSamples.length < 5) result.errorSamples.push(message);
  };
  const serverBefore = cpuMs(pids.server);
  const waitedBefore = runQueueWaitMs(pids.server);
  const databaseBefore = cpuReading(pids.database);
  const machineBefore = machineBusyMs();
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    members.map(async (member, m) => {
      for (let n = 0; performance.now() < end; n++) {
        const threadId = threadIds[Math.floor(Math.random() * threadIds.length)]!;
        const sent = performance.now();
        try {
          const answer = await client.call('POST', `/api/thread/${threadId}/reply`, member, {
            text: `Reply ${n} from member ${m}: the bench keeps talking.`,
          });
          result.latencies.push(performance.now() - sent);
          if (answer.status === 201) {
            acknowledged.push({ id: (JSON.parse(answer.body) as { id: number }).id, threadId });
            result.replies++;
          } else fail(`${answer.status} ${answer.body.slice(0, 200)}`);
        } catch (error) {
          result.latencies.push(performance.now() - sent);
          fail((error as Error).message);
        }
      }
    }),
  );
  result.elapsedMs = performance.now() - started;
  result.serverCpuMs = cpuMs(pids.server) - serverBefore;
  result.serverWaitedMs = runQueueWaitMs(pids.server) - waitedBefore;
  result.databaseCpuMs = cpuUsedSince(databaseBefore);
  const clientUsed = process.cpuUsage(clientBefore);
  result.clientCpuMs = (clientUsed.user + clientUsed.system) / 1000;
  const ours = result.serverCpuMs + result.databaseCpuMs + result.clientCpuMs;
  result.otherCpuMs = Math.max(0, machineBusyMs() - machineBefore - ours);
  return result;
}

function report(name: string, r: PhaseResult): boolean {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  const perSecond = r.replies / (r.elapsedMs / 1000);
  const share = (ms: number) => `${((ms / r.elapsedMs) * 100).toFixed(0)} %`;
  console.log(
    `${name.padEnd(46)} ${perSecond.toFixed(0).padStart(5)} replies/s (goal ≥ ${GOAL_REPLIES_PER_SECOND})   ` +
      `p50 ${percentile(sorted, 50).toFixed(1)} ms   p99 ${percentile(sorted, 99).toFixed(1)} ms   ` +
      `${r.replies} acknowledged, errors ${r.errors}`,
  );
  console.log(
    `${''.padEnd(46)} CPU (% of one core): server ${share(r.serverCpuMs)} (waited for a CPU ${share(r.serverWaitedMs)}), ` +
      `PostgreSQL backends ${share(r.databaseCpuMs)}, client (this process) ${share(r.clientCpuMs)}, ` +
      `rest of the machine ${share(r.otherCpuMs)} (of 200 %); load average ${loadavg()[0]!.toFixed(1)}`,
  );
  // Per reply, CPU time depends little on what else runs: it says what two free cores could carry.
  const perReply = (ms: number) => `${(ms / Math.max(1, r.replies)).toFixed(2)} ms`;
  console.log(
    `${''.padEnd(46)} CPU per reply: server ${perReply(r.serverCpuMs)}, PostgreSQL ${perReply(r.databaseCpuMs)}, ` +
      `client ${perReply(r.clientCpuMs)}`,
  );
  if (r.otherCpuMs / r.elapsedMs > 0.5)
    console.log(
      `${''.padEnd(46)} note: the rest of the machine used ${share(r.otherCpuMs)} of a core meanwhile; ` +
        'the server and PostgreSQL competed with it for the cores, so these figures are lower than a quiet machine gives',
    );
  for (const sample of r.errorSamples) console.log(`  error: ${sample}`);
  return perSecond >= GOAL_REPLIES_PER_SECOND && r.errors === 0;
}

export async function run(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  if (!(seconds > 0))
    throw new Error(`BENCH_SECONDS must be a number of seconds (got "${process.env.BENCH_SECONDS}")`);
  console.log(
    `${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)}; fresh database ${DATABASE_URL}`,
  );
  ensureBuild();
  const database = await createBenchDatabase(DATABASE_URL);
  let server: ServerProcess | undefined;
  let client: LoadClient | undefined;
  const acknowledged: Acknowledged[] = [];
  try {
    const handle = openDatabase({ dialect: 'postgres', url: database.url });
    const accounts: Array<{ id: number; email: string }> = [];
    let hotCategory: number;
    const spreadCategories: number[] = [];
    try {
      // The first account starts the threads; the other 20 reply. All are Members, as sign-up makes them.
      for (let i = 0; i <= MEMBERS; i++) {
        const email = `replier${i}@bench.test`;
        const id = await registerUser(
          handle.db,
          { username: `replier${i}`, email, password: PASSWORD },
          HASH,
          [],
          true,
        );
        accounts.push({ id, email });
      }
      // each member replies again as soon as answered, far faster than flood control allows
      await allowFastPosting(handle.db);
      hotCategory = await createCategory(handle.db, { title: 'Hot replies' });
      for (let c = 1; c <= SPREAD_CATEGORIES; c++)
        spreadCategories.push(await createCategory(handle.db, { title: `Spread replies ${c}` }));
    } finally {
      await handle.close();
    }

    server = await startServer(database.url, 60_000, {
      compiled: true,
      env: {
        NODE_ENV: 'production',
        // Each member's X-Forwarded-For is its address, for the per-client limits (at their defaults).
        TRUST_PROXY: 'true',
        LOGIN_RATE_LIMIT: '10',
        REGISTER_RATE_LIMIT: '10',
      },
    });
    const pid = server.child.pid!;
    client = new LoadClient(server.origin, MEMBERS + 1);
    const [author, ...members] = await signIn(client, accounts, PASSWORD);
    const startThread = async (categoryId: number, title: string) => {
      const answer = await client!.call('POST', `/api/category/${categoryId}/post`, author!, {
        title,
        text: 'Replies welcome.',
      });
      if (answer.status !== 201) throw new Error(`starting a thread: ${answer.status} ${answer.body}`);
      return (JSON.parse(answer.body) as { id: number }).id;
    };
    const hotThreads: number[] = [];
    for (let t = 1; t <= HOT_THREADS; t++) hotThreads.push(await startThread(hotCategory, `Hot thread ${t}`));
    const spreadThreads: number[] = [];
    for (let t = 0; t < SPREAD_THREADS; t++)
      spreadThreads.push(
        await startThread(spreadCategories[t % SPREAD_CATEGORIES]!, `Spread thread ${t + 1}`),
      );

    console.log(
      `${MEMBERS} members signed in from ${MEMBERS} addresses; ${seconds} s per run, closed loop (one reply at a time each)`,
    );
    // Warm-up (JIT, the connection pool): its replies are checked afterwards like the others.
    const warmUp = { server: pid, database: [] };
    await replyLoop(client, members, spreadThreads, WARM_UP_SECONDS, warmUp, acknowledged);
    const pids = { server: pid, database: await backendPids(database.url) };
    const hot = await replyLoop(client, members, hotThreads, seconds, pids, acknowledged);
    const spread = await replyLoop(client, members, spreadThreads, seconds, pids, acknowledged);
    const memory = memoryKb(pid);
    const hotOk = report(`${HOT_THREADS} threads in one category`, hot);
    const spreadOk = report(`${SPREAD_THREADS} threads in ${SPREAD_CATEGORIES} categories`, spread);
    console.log(
      `server memory: peak ${mib(memory.peak)} (VmHWM), ${mib(memory.rss)} at the end (VmRSS) (goal ≤ ${GOAL_RSS_MIB} MiB)`,
    );
    console.log(
      `goals: ${hotOk && spreadOk ? 'replies/s met' : 'replies/s missed'}, ` +
        `${memory.peak / 1024 <= GOAL_RSS_MIB ? 'memory met' : 'memory missed'}`,
    );
  } finally {
    client?.close();
    await server?.stop(10_000);
    try {
      if (server) {
        const logged = server
          .output()
          .split('\n')
          .filter((line) => /"level":(50|60)/.test(line));
        if (logged.length)
          console.log(`server logged ${logged.length} errors; first: ${logged[0]!.slice(0, 400)}`);
        await verify(database.url, acknowledged);
      }
    } finally {
      await database.drop();
    }
  }
}

/** Every acknowledged reply is stored, in the thread it was sent to, and the invariants hold. */
async function verify(url: string, acknowledged: Acknowledged[]): Promise<void> {
  const handle = openDatabase({ dialect: 'postgres', url });
  try {
    const stored = new Map<number, number>();
    for (let i = 0; i < acknowledged.length; i += 5_000) {
      const rows = await handle.db
        .selectFrom('posts')
        .select(['id', 'thread_id'])
        .where(
          'id',
          'in',
          acknowledged.slice(i, i + 5_000).map((a) => a.id),
        )
        .execute();
      for (const row of rows) stored.set(row.id, row.thread_id);
    }
    const missing = acknowledged.filter((a) => stored.get(a.id) !== a.threadId);
    console.log(
      missing.length === 0
        ? `every acknowledged reply is stored in its thread: ${acknowledged.length} of ${acknowledged.length}`
        : `${missing.length} of ${acknowledged.length} acknowledged replies are missing or in another thread (first: ${missing[0]!.id})`,
    );
    const violations = await checkInvariants(handle.db);
    console.log(
      violations.length === 0
        ? 'invariants hold (counters equal real counts, balances equal the ledger, …)'
        : `invariants broken (${violations.length}):`,
    );
    for (const v of violations.slice(0, 20)) console.log(`  ${v.rule}: ${v.detail}`);
    // Lost replies or broken data fail the command (the other benchmarks still run).
    if (missing.length || violations.length) process.exitCode = 1;
  } finally {
    await handle.close();
  }
}
