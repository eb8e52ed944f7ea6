#!/usr/bin/env node
// `npm run admin -- <command>`: the admin command line. In production it runs the compiled build
// (dist/server/admin/cli.js, no TypeScript runner installed); otherwise the sources through tsx.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_ENTRY, ROOT } from './build-state.mjs';

const production = process.env.NODE_ENV === 'production';
if (production && !existsSync(ADMIN_ENTRY)) {
  console.error('There is no build to run (dist/server/admin/cli.js): run `npm run build` first.');
  process.exit(1);
}
const entry = production ? [ADMIN_ENTRY] : ['--import', 'tsx', join(ROOT, 'src/server/admin/cli.ts')];
const result = spawnSync(process.execPath, [...entry, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
