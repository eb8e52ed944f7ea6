import { copyFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { type DbHandle, openDatabase } from '../src/server/db/index.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { FORUM_FILE, FULL_SCALE, generateForum } from './support/forum-data.ts';
import { formatRow, type LoadResult, load, startBareServer } from './support/http.ts';
import { copyForumToPostgres } from './support/pg-forum.ts';
import { requireWrk, wrk } from './support/wrk.ts';

// Issue 15 §4: on 100,000 threads and 2,000,000 posts, a signed-in member's reads against a visitor's
// and a bare Node http server answering the same bytes, interleaved in one run, at 50 connections,
// on SQLite and on PostgreSQL. Goals: member thread (100 posts), member category and member whoami
// ≥ 40 % of the bare server; visitor reads ≥ 60 %.
const PG_URL = process.env.BENCH_FORUM_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cito_bench_forum';
const WORK_FILE = FORUM_FILE.replace(/\.db$/, '.forum-bench.db');
const EXTERNAL_LOAD = process.env.BENCH_LOAD === 'wrk';
const MEMBER = { email: 'member1@bench.test', password: 'benchpass' };

interface Target {
  name: string;
  path: string;
  visitor: boolean;
  goals: { member: number; visitor: number };
}

const TARGETS: Target[] = [
  {
    name: 'GET /api/thread/1 (100 posts)',
    path: '/api/thread/1',
    visitor: true,
    goals: { member: 40, visitor: 60 },
  },
  {
    name: 'GET /api/category/community',
    path: '/api/category/community',
    visitor: true,
    goals: { member: 40, visitor: 60 },
  },
  { name: 'GET /api/whoami', path: '/api/whoami', visitor: false, goals: { member: 40, visitor: 0 } },
];

export async function run(): Promise<void> {
  if (EXTERNAL_LOAD) requireWrk();
  const started = performance.now();
  await generateForum(FORUM_FILE, FULL_SCALE);
  console.log(`forum data: ${FORUM_FILE} (ready in ${((performance.now() - started) / 1000).toFixed(0)} s)`);

  // A copy, so this run's migrations, sessions and views leave the generated file as it was.
  rmSync(WORK_FILE, { force: true });
  copyFileSync(FORUM_FILE, WORK_FILE);
  await measure('SQLite', openDatabase({ dialect: 'sqlite', file: WORK_FILE }));
  rmSync(WORK_FILE, { force: true });
  for (const suffix of ['-wal', '-shm']) rmSync(`${WORK_FILE}${suffix}`, { force: true });

  if (process.env.BENCH_SKIP_POSTGRES) return;
  const copyStarted = performance.now();
  await copyForumToPostgres(FORUM_FILE, PG_URL);
  console.log(
    `postgres data: ${PG_URL} (ready in ${((performance.now() - copyStarted) / 1000).toFixed(0)} s)`,
  );
  await measure('PostgreSQL', openDatabase({ dialect: 'postgres', url: PG_URL }));
}

async function measure(label: string, database: DbHandle): Promise<void> {
  await migrateToLatest(database.db);
  const config = { ...loadConfig({ NODE_ENV: 'production' }), webRoot: '/nonexistent' };
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const cookie = await signIn(base);

  const client = EXTERNAL_LOAD ? 'wrk in its own process' : 'autocannon in this process';
  console.log(
    `\n${label}: 50 connections, ${seconds} s each, ${client}; member = signed in, in the Members group`,
  );
  for (const target of TARGETS) {
    const memberBody = await fetchBody(`${base}${target.path}`, cookie);
    const bare = await startBareServer(memberBody, 'application/json; charset=utf-8');
    // Interleaved: visitor, member, bare, so a machine that slows down mid-run slows all three.
    const visitor = target.visitor ? await drive(`${base}${target.path}`, seconds) : null;
    const member = await drive(`${base}${target.path}`, seconds, cookie);
    const ceiling = await drive(bare.url, seconds);
    bare.server.close();
    console.log(`${target.name} [${(memberBody.length / 1024).toFixed(0)} KB]`);
    if (visitor) printRow('  visitor', visitor, ceiling, target.goals.visitor);
    printRow('  member', member, ceiling, target.goals.member);
    console.log(formatRow('  bare node http, same bytes', ceiling));
  }
  const memory = process.memoryUsage();
  console.log(`  process RSS ${(memory.rss / 1024 / 1024).toFixed(0)} MiB (server and load client share it)`);
  await app.close();
  await database.close();
}

/**
 * 50 connections on `url` for `seconds`. By default autocannon inside this process, as the goals were
 * set: the client shares the servers' event loop, so each figure counts its cost as well (the same
 * for all three rows). BENCH_LOAD=wrk drives from a process of its own instead: the servers alone,
 * where a bare server answers far faster and every ratio is lower.
 */
function drive(url: string, seconds: number, cookie?: string): Promise<LoadResult> {
  if (EXTERNAL_LOAD) return wrk(url, { connections: 50, seconds, cookies: cookie ? [cookie] : [] });
  return load(url, { connections: 50, seconds, headers: cookie ? { cookie } : {} });
}

function printRow(name: string, result: LoadResult, ceiling: LoadResult, goal: number) {
  const ratio = (result.requestsPerSecond / ceiling.requestsPerSecond) * 100;
  const verdict = ratio >= goal ? 'meets' : 'MISSES';
  console.log(`${formatRow(name, result)}   ${ratio.toFixed(1)} % of bare (goal ≥ ${goal} %: ${verdict})`);
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(MEMBER),
  });
  if (!response.ok) throw new Error(`bench member could not sign in: ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

async function fetchBody(url: string, cookie: string): Promise<Buffer> {
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok) throw new Error(`${url} answered ${response.status} to the member`);
  return Buffer.from(await response.arrayBuffer());
}
