#!/usr/bin/env node
// `npm test`: unit and API tests (SQLite, and PostgreSQL when TEST_DATABASE_URL is set), then the
// end-to-end tests in Chromium. Installs Chromium from Debian when it can, or says what to run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM_CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

function findChromium() {
  return CHROMIUM_CANDIDATES.find((path) => path && existsSync(path));
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function ensureChromium() {
  let chromium = findChromium();
  if (chromium) return chromium;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium is missing: installing it with apt-get (Debian package "chromium")...');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium']);
    chromium = findChromium();
  }
  if (!chromium) {
    console.error(
      '\nThe end-to-end tests need Chromium, and it is not installed.\n' +
        'Run:  sudo apt-get update && sudo apt-get install -y chromium\n' +
        'or set CHROMIUM_PATH to a Chromium or Chrome executable, then run `npm test` again.\n',
    );
    process.exit(1);
  }
  return chromium;
}

/**
 * The scale-out tests run HAProxy (in front of app servers, when TEST_DATABASE_URL and TEST_REDIS_URL
 * are set) and a Redis server of their own (the outage test, when TEST_REDIS_URL is set).
 */
function ensureDebianTool(binary, pkg, wanted) {
  const paths = [
    `/usr/sbin/${binary}`,
    `/usr/bin/${binary}`,
    `/usr/local/sbin/${binary}`,
    `/usr/local/bin/${binary}`,
  ];
  if (!wanted || paths.some((path) => existsSync(path))) return;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(`${binary} is missing: installing it with apt-get (Debian package "${pkg}")...`);
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', pkg]);
  }
  if (!paths.some((path) => existsSync(path))) {
    console.error(
      `\nThe scale-out tests need ${binary}, and it is not installed.\nRun:  sudo apt-get install -y ${pkg}\n`,
    );
    process.exit(1);
  }
}

const chromium = ensureChromium();
ensureDebianTool('haproxy', 'haproxy', process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);
ensureDebianTool('redis-server', 'redis-server', process.env.TEST_REDIS_URL);
if (!process.env.TEST_DATABASE_URL) {
  console.log(
    'TEST_DATABASE_URL is not set: the API tests run on SQLite only (set it to also run them on PostgreSQL).',
  );
}

const vitest = run('npx', ['vitest', 'run']);
const build = vitest === 0 ? run(process.execPath, ['scripts/build.mjs', '--quiet']) : 1;
const e2e = build === 0 ? run('npx', ['playwright', 'test'], { CHROMIUM_PATH: chromium }) : 1;

if (vitest !== 0 || e2e !== 0) {
  console.error(
    `\nnpm test failed: ${vitest !== 0 ? 'unit/API tests' : build !== 0 ? 'the build' : 'end-to-end tests'}`,
  );
  process.exit(1);
}
