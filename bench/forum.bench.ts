import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/index.ts';
import { FORUM_FILE, FULL_SCALE, generateForum } from './support/forum-data.ts';
import { formatRow, type LoadResult, load, startBareServer } from './support/http.ts';

// spec'd goal (issue 3): with 100,000 threads and 2,000,000 posts on SQLite, GET /api/thread/{id}
// (100 posts) and GET /api/category/{slug} (50 threads) reach at least 40 % of a bare Node http
// server answering the same bytes, with p99 under 50 ms at 50 connections.
export async function run(): Promise<void> {
  const file = FORUM_FILE;
  const started = performance.now();
  await generateForum(file, FULL_SCALE);
  console.log(`forum data: ${file} (ready in ${((performance.now() - started) / 1000).toFixed(0)} s)`);

  const database = openDatabase({ dialect: 'sqlite', file });
  const config = { ...loadConfig({ NODE_ENV: 'production' }), webRoot: '/nonexistent' };
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);

  const targets = [
    { name: 'GET /api/thread/1 (100 posts)', path: '/api/thread/1' },
    { name: 'GET /api/category/community', path: '/api/category/community' },
  ];
  const rows: Array<[string, LoadResult, LoadResult]> = [];
  for (const target of targets) {
    const response = await fetch(`${base}${target.path}`);
    const body = Buffer.from(await response.arrayBuffer());
    const bare = await startBareServer(body, 'application/json; charset=utf-8');
    const cito = await load(`${base}${target.path}`, { connections: 50, seconds });
    const ceiling = await load(bare.url, { connections: 50, seconds });
    bare.server.close();
    rows.push([`${target.name} [${(body.length / 1024).toFixed(0)} KB]`, cito, ceiling]);
  }
  for (const [name, cito, ceiling] of rows) {
    console.log(formatRow(name, cito));
    console.log(formatRow('  bare node http, same bytes', ceiling));
    const ratio = (cito.requestsPerSecond / ceiling.requestsPerSecond) * 100;
    console.log(`  ratio ${ratio.toFixed(1)} % (goal ≥ 40 %), p99 ${cito.p99} ms (goal < 50 ms)`);
  }
  await app.close();
  await database.close();
}
