import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_HASH_COST, hashPassword, verifyPassword } from '../src/server/accounts/passwords.ts';
import { registerUser } from '../src/server/accounts/service.ts';
import { ensureBuiltInGroups } from '../src/server/admin/commands.ts';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/index.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { formatRow, load, startBareServer } from './support/http.ts';

// GET /api/whoami for a signed-in member (session lookup + permission resolution + serialisation),
// beside a bare Node http server answering the same bytes, at 50 connections; and argon2id's cost.
export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'cito-bench-'));
  const database = openDatabase({ dialect: 'sqlite', file: join(dir, 'bench.db') });
  await migrateToLatest(database.db);
  await ensureBuiltInGroups(database.db);
  await registerUser(
    database.db,
    { username: 'bench', email: 'bench@cito.test', password: 'benchpass' },
    DEFAULT_HASH_COST,
  );

  const config = { ...loadConfig({ NODE_ENV: 'production' }), webRoot: '/nonexistent' };
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@cito.test', password: 'benchpass' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const body = Buffer.from(await (await fetch(`${base}/api/whoami`, { headers: { cookie } })).arrayBuffer());
  const bare = await startBareServer(body, 'application/json');

  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const cito = await load(`${base}/api/whoami`, { connections: 50, seconds, headers: { cookie } });
  const ceiling = await load(bare.url, { connections: 50, seconds });
  console.log(formatRow('GET /api/whoami (SQLite)', cito));
  console.log(formatRow('bare node http, same bytes', ceiling));
  console.log(
    `ratio: ${((cito.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(1)} % of bare throughput`,
  );

  const hash = await hashPassword('benchpass');
  const started = performance.now();
  for (let i = 0; i < 10; i++) await verifyPassword(hash, 'benchpass');
  console.log(
    `argon2id verify (m=${DEFAULT_HASH_COST.memoryCost} KiB, t=${DEFAULT_HASH_COST.timeCost}): ${((performance.now() - started) / 10).toFixed(1)} ms each`,
  );

  bare.server.close();
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
