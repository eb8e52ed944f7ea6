import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { registerUser } from '../../src/server/accounts/service.ts';
import { addToGroup } from '../../src/server/admin/commands.ts';
import type { Settings } from '../../src/server/admin/settings.ts';
import { type AppDeps, buildApp } from '../../src/server/app.ts';
import { loadConfig, parseDatabaseUrl } from '../../src/server/config.ts';
import { type DbHandle, openDatabase } from '../../src/server/db/index.ts';
import type { RateLimits } from '../../src/server/http/rate-limit.ts';
import { testDatabaseUrl } from './file-database.ts';

/** argon2id at a test-friendly cost; production uses DEFAULT_HASH_COST. */
export const TEST_HASH_COST = { memoryCost: 1024, timeCost: 1 };

export const GENEROUS_LIMITS: RateLimits = {
  login: { max: 100_000, timeWindow: 60_000 },
  register: { max: 100_000, timeWindow: 60_000 },
  search: { max: 100_000, timeWindow: 60_000 },
  gameMove: { max: 100_000, timeWindow: 60_000 },
  passwordReset: { max: 100_000, timeWindow: 60_000 },
  resetPerAddress: { max: 100_000, timeWindow: 60_000 },
};

/**
 * Flood control off (issue 16 §6): tests post quickly, the same texts, with links, as members made a
 * moment ago. tests/forum/flood-control.test.ts sets the limits it checks.
 */
export const NO_FLOOD_LIMITS: Partial<Settings> = {
  post_interval_seconds: 0,
  new_member_post_interval_seconds: 0,
  new_member_threads_per_day: 1_000,
  duplicate_post_window_seconds: 0,
  new_member_max_links: 100,
  new_member_max_images: 100,
};

/** Far above what any test uploads; the upload-limit tests set their own. */
export const GENEROUS_UPLOADS = { perHour: 100_000, quotaBytes: 100_000 * 1024 * 1024 };

export interface TestApp {
  app: FastifyInstance;
  database: DbHandle;
  close(): Promise<void>;
}

const FILE_REDIS_PREFIX = `cito-test-${process.pid}-${randomBytes(4).toString('hex')}`;

/** Builds the real app on the test file's database (SQLite or PostgreSQL, see global-setup.ts). */
export async function createTestApp(
  overrides: Partial<AppDeps> & { databaseUrl?: string; env?: Record<string, string>; webRoot?: string } = {},
): Promise<TestApp> {
  const { databaseUrl = await testDatabaseUrl(), env = {}, webRoot = '/nonexistent', ...deps } = overrides;
  const database = openDatabase(parseDatabaseUrl(databaseUrl));
  // `env` sets what the environment would (SMTP_URL, PUBLIC_ORIGIN ...). Redis keys (rate limits) are
  // the file's own: files run side by side.
  const defaults = loadConfig({ NODE_ENV: 'test', REDIS_PREFIX: FILE_REDIS_PREFIX, ...env });
  // Tests open many streams per member; tests/live/limits.test.ts sets the limits it checks.
  const config = {
    ...defaults,
    webRoot,
    live: { ...defaults.live, streams: { perUser: 1000, perAddress: 1000, perProcess: 100_000 } },
  };
  // The mail sender is off: mail stays in the outbox, where tests read it. Tests of sending pass `mail`
  // and use a database of their own (tests/support/smtp.ts).
  // Visitors' page cache and the site figures' cache are off here, so every read sees the write before
  // it; their own tests turn them on.
  const app = await buildApp({
    config,
    database,
    hashCost: TEST_HASH_COST,
    rateLimits: GENEROUS_LIMITS,
    uploadLimits: GENEROUS_UPLOADS,
    visitorCacheMs: 0,
    figuresCacheMs: 0,
    mail: { enabled: false },
    ...deps,
    // The upload limits are the app's own (uploadLimits) unless a test sets them as settings.
    settings: { ...NO_FLOOD_LIMITS, upload_per_hour: null, upload_quota_mb: null, ...deps.settings },
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export interface TestUser {
  id: number;
  username: string;
  email: string;
  password: string;
}

/** A fresh user of its own (STYLE.md: factories with overrides), in Members plus `groups`. */
export async function createUser(
  database: DbHandle,
  overrides: Partial<Omit<TestUser, 'id'>> & { groups?: string[] } = {},
): Promise<TestUser> {
  const suffix = randomBytes(5).toString('hex');
  const username = overrides.username ?? `u_${suffix}`;
  const email = overrides.email ?? `${username}@example.test`;
  const password = overrides.password ?? 'password123';
  // Verified, like accounts an administrator makes; tests of verification sign up through the API.
  const id = await registerUser(database.db, { username, email, password }, TEST_HASH_COST, [], true);
  for (const group of overrides.groups ?? []) await addToGroup(database.db, username, group);
  return { id, username, email, password };
}

/** Signs in through the API and returns the `sid` cookie header value. */
export async function logIn(
  app: FastifyInstance,
  user: Pick<TestUser, 'email' | 'password'>,
  remember = false,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: user.email, password: user.password, remember },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const sid = response.cookies.find((c) => c.name === 'sid');
  if (!sid) throw new Error('login set no sid cookie');
  return `sid=${sid.value}`;
}

export const uniqueName = (prefix = 'u') => `${prefix}_${randomBytes(5).toString('hex')}`;
