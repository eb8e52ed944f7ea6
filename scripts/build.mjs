#!/usr/bin/env node
// `npm run build`: the web app with Vite into dist/web, and the server (with src/common) compiled by
// TypeScript into dist/server and dist/common, so production runs plain JavaScript with node.
// Types are checked by `npm run typecheck`, not here: the compile only strips them.
// `--quiet` prints only warnings and errors (the test runs use it).
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, STAMP } from './build-state.mjs';

const quiet = process.argv.includes('--quiet');
const tool = (path) => join(ROOT, 'node_modules', path);

function run(label, args) {
  // Vite builds React's development version under any other NODE_ENV (`npm start` may run with test).
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync(process.execPath, args, { cwd: ROOT, env, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`npm run build: ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

if (!existsSync(tool('vite')) || !existsSync(tool('typescript'))) {
  console.error(
    'npm run build needs the development dependencies (Vite, TypeScript): run `npm ci` (or `npm install`) first.',
  );
  process.exit(1);
}

const startedAt = Date.now();
// Without the stamp a half-finished build counts as missing; old output of deleted sources goes too.
rmSync(STAMP, { force: true });
for (const dir of ['server', 'common']) rmSync(join(ROOT, 'dist', dir), { recursive: true, force: true });

run('the web build (vite)', [tool('vite/bin/vite.js'), 'build', ...(quiet ? ['--logLevel', 'warn'] : [])]);
run('the server compile (tsc)', [tool('typescript/bin/tsc'), '-p', 'tsconfig.server.json', '--noCheck']);
writeFileSync(STAMP, `${JSON.stringify({ startedAt })}\n`);
if (!quiet)
  console.log(`Built dist/web and dist/server in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`);
