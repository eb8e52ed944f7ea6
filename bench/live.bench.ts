import { type ChildProcess, fork, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Issue 4: 10,000 concurrent SSE streams on one server process, all in one thread's room; one reply.
// Measures delivery time to every client, server memory per connection and CPU per delivered event.
const CONNECTIONS = Number(process.env.BENCH_SSE_CONNECTIONS ?? 10_000);
const CLIENT_PROCESSES = 4;
const PORT = 3190;
const base = `http://127.0.0.1:${PORT}`;

function rssKb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0);
}

/** utime + stime of a process, in ms (clock ticks are 100 per second on Linux). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

async function json(path: string, body: unknown, cookie?: string) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { response, body: (await response.json()) as Record<string, unknown> };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'cito-live-bench-'));
  const server = spawn('node', ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATABASE_URL: `sqlite:${join(dir, 'live.db')}`,
      NODE_ENV: 'test',
      DEMO_DATA: 'true',
    },
    stdio: 'ignore',
  });
  const clients: ChildProcess[] = [];
  try {
    await waitForHealth();
    const login = await json('/api/login', { email: 'alice@cito.test', password: 'demo1234' });
    const cookie = (login.response.headers.get('set-cookie') ?? '').split(';')[0]!;
    const thread = await json(
      '/api/category/2/post',
      { title: 'Live benchmark', text: 'Everyone join!' },
      cookie,
    );
    const threadId = thread.body.id as number;

    const rssBefore = rssKb(server.pid!);
    const perProcess = Math.ceil(CONNECTIONS / CLIENT_PROCESSES);
    const delivered: Array<Promise<number[]>> = [];
    const ready: Array<Promise<void>> = [];
    const openedAt = performance.now();
    for (let i = 0; i < CLIENT_PROCESSES; i++) {
      const child = fork(
        join(import.meta.dirname, 'support', 'sse-clients.ts'),
        [base, String(perProcess), String(threadId)],
        {
          execArgv: ['--import', 'tsx'],
        },
      );
      clients.push(child);
      ready.push(
        new Promise((resolve) =>
          child.on('message', (m: { kind: string }) => m.kind === 'ready' && resolve()),
        ),
      );
      delivered.push(
        new Promise((resolve) =>
          child.on(
            'message',
            (m: { kind: string; times?: number[] }) => m.kind === 'delivered' && resolve(m.times!),
          ),
        ),
      );
    }
    await Promise.all(ready);
    const openSeconds = (performance.now() - openedAt) / 1000;
    await new Promise((r) => setTimeout(r, 2_000)); // let the server settle (GC, presence)
    const rssAfter = rssKb(server.pid!);
    const cpuBefore = cpuMs(server.pid!);

    const sentAt = performance.timeOrigin + performance.now();
    const reply = await json(`/api/thread/${threadId}/reply`, { text: 'Hello, all of you!' }, cookie);
    if (reply.response.status !== 201) throw new Error(`reply failed: ${reply.response.status}`);
    const times = (await Promise.all(delivered))
      .flat()
      .map((t) => t - sentAt)
      .sort((a, b) => a - b);
    const cpuUsed = cpuMs(server.pid!) - cpuBefore;

    const total = perProcess * CLIENT_PROCESSES;
    console.log(`connections: ${total} open in ${openSeconds.toFixed(1)} s, all joined to one thread room`);
    console.log(`delivered to ${times.length} of ${total}`);
    console.log(
      `delivery after the reply was sent: p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms (goal: all within 1000 ms)`,
    );
    console.log(
      `server memory: ${((rssAfter - rssBefore) / total).toFixed(1)} KB RSS per connection (${(rssBefore / 1024).toFixed(0)} → ${(rssAfter / 1024).toFixed(0)} MB; goal < 20 KB)`,
    );
    console.log(
      `server CPU for the reply and its fan-out: ${cpuUsed} ms, ${((cpuUsed * 1000) / total).toFixed(1)} µs per delivered event`,
    );
  } finally {
    for (const child of clients) child.kill();
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dir, { recursive: true, force: true });
  }
}
