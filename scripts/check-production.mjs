#!/usr/bin/env node
// `npm run check:production` (CI runs it): the production path of the README, on a copy of this
// checkout. The build made here (with the development dependencies) is copied beside the sources,
// `npm ci --omit=dev` installs only the production dependencies, and `npm start` with
// NODE_ENV=production must then serve the site: /api/health, the home page, its script, no source
// map, no access log, the admin command line from the build, and a clean stop on SIGTERM.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildState, ROOT } from './build-state.mjs';

const DEV_ONLY = ['tsx', 'vite', 'typescript', 'vitest', '@biomejs/biome'];

function fail(message) {
  console.error(`check-production: ${message}`);
  process.exit(1);
}

function step(message) {
  console.log(`check-production: ${message}`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The checkout as git sees it (tracked and new files, not ignored ones), plus the build. */
function copyCheckout(target) {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(ROOT, file))) continue; // deleted but not yet committed
    mkdirSync(dirname(join(target, file)), { recursive: true });
    cpSync(join(ROOT, file), join(target, file));
  }
  cpSync(join(ROOT, 'dist'), join(target, 'dist'), { recursive: true });
}

async function waitForHealth(base, server) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) return false;
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/** Whether every process of the group `pid` has ended, waiting up to 15 s. */
async function groupGone(pid) {
  for (let i = 0; i < 150; i++) {
    try {
      process.kill(-pid, 0);
    } catch {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

async function get(base, path) {
  const res = await fetch(`${base}${path}`);
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.text() };
}

if (buildState().state !== 'current') {
  step('building (the build is missing or older than the sources)');
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--quiet'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) fail('npm run build failed');
}

const dir = mkdtempSync(join(tmpdir(), 'cito-production-'));
const app = join(dir, 'app');
step(`copying the checkout and its build to ${app}`);
copyCheckout(app);

step('npm ci --omit=dev');
const install = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], {
  cwd: app,
  stdio: 'inherit',
});
if (install.status !== 0) fail('npm ci --omit=dev failed');
const present = DEV_ONLY.filter((name) => existsSync(join(app, 'node_modules', name)));
if (present.length) fail(`development dependencies were installed: ${present.join(', ')}`);

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DEMO_DATA: 'true',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATABASE_URL: `sqlite:${join(dir, 'cito.db')}`,
};
delete env.ACCESS_LOG;
step(`npm start (NODE_ENV=production) on port ${port}`);
const startedAt = Date.now();
// A process group of its own, so the stop below reaches npm and the server it runs.
const server = spawn('npm', ['start'], { cwd: app, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
let output = '';
server.stdout.on('data', (chunk) => {
  output += chunk;
});
server.stderr.on('data', (chunk) => {
  output += chunk;
});
const exited = new Promise((resolve) => server.on('exit', resolve));

const problems = [];
try {
  if (!(await waitForHealth(base, server))) throw new Error('the server did not answer /api/health');
  step(`serving after ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);

  const home = await get(base, '/');
  if (home.status !== 200 || !home.type.includes('text/html') || !home.body.includes('id="root"'))
    problems.push(`GET / answered ${home.status} ${home.type}`);
  const script = /src="(\/assets\/index-[\w-]+\.js)"/.exec(home.body)?.[1];
  if (!script) problems.push('the home page names no /assets/index-*.js script');
  else {
    if ((await get(base, script)).status !== 200) problems.push(`GET ${script} did not answer 200`);
    if (!existsSync(join(app, 'dist', 'web', `${script}.map`)))
      problems.push(`${script}.map is missing from the build`);
    const map = await get(base, `${script}.map`);
    if (map.status !== 404) problems.push(`GET ${script}.map answered ${map.status}, not 404`);
  }
  if ((await get(base, '/api/categories')).status !== 200) problems.push('GET /api/categories failed');

  const admin = spawnSync('npm', ['run', 'admin', '--', 'check'], { cwd: app, env, encoding: 'utf8' });
  if (admin.status !== 0) problems.push(`npm run admin -- check failed:\n${admin.stdout}${admin.stderr}`);
} catch (error) {
  problems.push(error instanceof Error ? error.message : String(error));
} finally {
  if (server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
}
await exited;
// npm itself dies of the signal; the server must shut down cleanly and leave nothing running.
if (!(await groupGone(server.pid))) {
  process.kill(-server.pid, 'SIGKILL');
  problems.push('the server was still running 15 s after SIGTERM');
}
if (!output.includes('shutting down')) problems.push('the server did not shut down on SIGTERM');
if (/"level":(50|60)/.test(output)) problems.push('the server logged an error');
if (!output.includes('admin@cito.test')) problems.push('the demo logins were not printed');
if (/incoming request|request completed/.test(output))
  problems.push('requests were logged without ACCESS_LOG');

if (problems.length) {
  console.error(`\nServer output:\n${output}`);
  console.error(`The copy is kept in ${dir}.`);
  fail(problems.join('\n'));
}
rmSync(dir, { recursive: true, force: true });
step('passed: npm ci --omit=dev, then npm start in production, served the site from the build');
