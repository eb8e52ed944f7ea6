#!/usr/bin/env node
// `npm start`: builds when the build is missing or older than the sources (so a fresh clone works
// with `npm install && npm start`), then runs the compiled server in this process. In production
// (NODE_ENV=production) it never builds: the build tools are development dependencies, and a
// deployment runs the build it was given (README 'Production').
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { buildState, ROOT, SERVER_ENTRY } from './build-state.mjs';

const production = process.env.NODE_ENV === 'production';
const { state, reason } = buildState();

if (production && state === 'missing') {
  console.error(
    'There is no build to run (dist/server/main.js). Build it where the development dependencies are\n' +
      'installed (`npm ci && npm run build`), then install the production ones (`npm ci --omit=dev`).',
  );
  process.exit(1);
}
if (!production && state !== 'current') {
  console.log(state === 'missing' ? 'No build yet: building…' : `Building: ${reason}…`);
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import(pathToFileURL(SERVER_ENTRY).href);
