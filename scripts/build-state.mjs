// Whether the production build in dist/ is there and newer than what it is built from. `npm start`
// asks before every start, so this only compares modification times (a few milliseconds).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Written last by scripts/build.mjs: `{ startedAt }`, the time the build began. */
export const STAMP = join(ROOT, 'dist', 'build.json');
export const SERVER_ENTRY = join(ROOT, 'dist', 'server', 'main.js');
export const ADMIN_ENTRY = join(ROOT, 'dist', 'server', 'admin', 'cli.js');

// What the build reads: the sources (tests excepted) and the files that configure it.
const INPUT_DIRS = ['src'];
const INPUT_FILES = [
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'scripts/route-assets-plugin.ts',
  'tsconfig.json',
  'tsconfig.server.json',
  'scripts/build.mjs',
];

function newestInDir(dir) {
  // A folder's own time changes when a file in it is added, renamed or deleted.
  let newest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestInDir(path));
    else if (!/\.test\.tsx?$/.test(entry.name)) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** The newest modification time among the build's inputs, and the input it belongs to. */
export function newestInput() {
  let newest = { time: 0, path: '' };
  for (const dir of INPUT_DIRS) {
    const time = newestInDir(join(ROOT, dir));
    if (time > newest.time) newest = { time, path: `${dir}/` };
  }
  for (const file of INPUT_FILES) {
    const path = join(ROOT, file);
    const time = existsSync(path) ? statSync(path).mtimeMs : 0;
    if (time > newest.time) newest = { time, path: relative(ROOT, path) };
  }
  return newest;
}

/** 'missing', 'stale' (with the reason) or 'current'. */
export function buildState() {
  if (!existsSync(STAMP) || !existsSync(SERVER_ENTRY)) return { state: 'missing' };
  const { startedAt } = JSON.parse(readFileSync(STAMP, 'utf8'));
  const input = newestInput();
  // Compared with the build's start, so a file saved while it ran makes the next start build again.
  if (input.time > startedAt) return { state: 'stale', reason: `${input.path} changed since the last build` };
  return { state: 'current' };
}
