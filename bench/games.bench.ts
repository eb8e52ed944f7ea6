import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  applyMove,
  BOARD_SIZE,
  type Board,
  type Cell,
  newGame,
  selectGroup,
} from '../src/common/tile-tumble/index.ts';
import { registerUser } from '../src/server/accounts/service.ts';
import { ensureBuiltInGroups } from '../src/server/admin/commands.ts';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/index.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { DEFAULT_RATE_LIMITS } from '../src/server/http/rate-limit.ts';

// Issue 8: moves per second per core on the server — the rules engine alone, and through HTTP with
// the database (session row locked, state and move log written, ledger on milestones) — with 20
// players playing at once on SQLite.
const HASH = { memoryCost: 1024, timeCost: 1 };
const PLAYERS = 20;

function firstGroup(board: Board): Cell | null {
  for (let r = 0; r < BOARD_SIZE; r++)
    for (let c = 0; c < BOARD_SIZE; c++) if (selectGroup(board, [r, c]).length >= 2) return [r, c];
  return null;
}

export async function run(): Promise<void> {
  // The engine alone: whole games, first removable group each move.
  let moves = 0;
  const engineStart = performance.now();
  for (let seed = 1; performance.now() - engineStart < 3_000; seed++) {
    let state = newGame(seed);
    for (let cell = firstGroup(state.board); cell && !state.over; cell = firstGroup(state.board)) {
      const result = applyMove(state, cell);
      if (!result.ok) break;
      state = result.outcome.state;
      moves++;
    }
  }
  const engineSeconds = (performance.now() - engineStart) / 1000;
  console.log(
    `engine: ${(moves / engineSeconds).toFixed(0)} moves/s on one core (${moves} moves of whole games)`,
  );

  // Through HTTP with SQLite: 20 players, each playing games back to back for ~10 s.
  const database = openDatabase({
    dialect: 'sqlite',
    file: join(mkdtempSync(join(tmpdir(), 'cito-games-')), 'g.db'),
  });
  await migrateToLatest(database.db);
  await ensureBuiltInGroups(database.db);
  const config = { ...loadConfig({ NODE_ENV: 'production' }), webRoot: '/nonexistent' };
  const rateLimits = {
    ...DEFAULT_RATE_LIMITS,
    login: { max: 10_000, timeWindow: 60_000 },
    gameMove: { max: 1_000_000, timeWindow: 60_000 },
  };
  const app = await buildApp({ config, database, hashCost: HASH, rateLimits });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const post = (path: string, cookie: string, body: object) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });

  const cookies: string[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    await registerUser(
      database.db,
      { username: `player${i}`, email: `p${i}@bench.test`, password: 'benchpass' },
      HASH,
    );
    const login = await post('/api/login', '', { email: `p${i}@bench.test`, password: 'benchpass' });
    cookies.push((login.headers.get('set-cookie') ?? '').split(';')[0]!);
  }
  let httpMoves = 0;
  const latencies: number[] = [];
  const deadline = performance.now() + Number(process.env.BENCH_SECONDS ?? 10) * 1000;
  const cpuBefore = process.cpuUsage();
  const httpStart = performance.now();
  await Promise.all(
    cookies.map(async (cookie) => {
      while (performance.now() < deadline) {
        const started = (await (await post('/api/games/tiletumble/start', cookie, {})).json()) as {
          session_id: number;
          session_data: { board: Board };
        };
        let board = started.session_data.board;
        for (let cell = firstGroup(board); cell && performance.now() < deadline; cell = firstGroup(board)) {
          const t0 = performance.now();
          const res = await post('/api/games/tiletumble/move', cookie, {
            session_id: started.session_id,
            row: cell[0],
            col: cell[1],
          });
          const body = (await res.json()) as { session_data: { board: Board }; game_over: boolean };
          latencies.push(performance.now() - t0);
          httpMoves++;
          board = body.session_data.board;
          if (body.game_over) break;
        }
      }
    }),
  );
  const seconds = (performance.now() - httpStart) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  latencies.sort((a, b) => a - b);
  const p = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)]!.toFixed(1);
  console.log(
    `HTTP + SQLite, ${PLAYERS} players: ${(httpMoves / seconds).toFixed(0)} moves/s (${(httpMoves / cpuSeconds).toFixed(0)} per CPU-second of this process, clients included); ` +
      `move latency p50 ${p(0.5)} ms, p95 ${p(0.95)} ms`,
  );
  await app.close();
  await database.close();
}
