import type { FastifyBaseLogger } from 'fastify';
import { pruneLoginFailures } from './accounts/login-throttle.ts';
import { DEFAULT_HASH_COST } from './accounts/passwords.ts';
import { pruneSessions } from './accounts/sessions.ts';
import { ensureBuiltInGroups } from './admin/commands.ts';
import { type Settings, settingError } from './admin/settings.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/index.ts';
import { migrateToLatest } from './db/migrate.ts';
import { demoLoginsText, isEmpty, seedDemo } from './demo/seed.ts';
import { RedisBroker } from './live/redis-broker.ts';
import { createRedis, whenReady } from './redis.ts';
import { ensureStarterWardrobe } from './shop/starter-wardrobe.ts';
import { removeUnusedUploads, UPLOAD_CLEANUP_EVERY_MS } from './uploads/cleanup.ts';

// Entry: read config → open db → migrate → starter wardrobe → seed demo data if empty → listen (ARCHITECTURE.md).
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  const database = openDatabase(config.database);
  await migrateToLatest(database.db);
  await ensureBuiltInGroups(database.db);
  await ensureStarterWardrobe(database.db, database.dialect);
  let seeded = false;
  if (config.demoData && (await isEmpty(database.db))) {
    await seedDemo(database.db, DEFAULT_HASH_COST);
    seeded = true;
  }

  // Redis may be away at start: the server then starts degraded and joins in when Redis comes.
  // The broker starts before the app (and its logger) exist; its lines go to the app's log once it does.
  const logTo: { log?: FastifyBaseLogger } = {};
  const redis = config.redisUrl ? createRedis(config.redisUrl, 'commands') : null;
  const broker = config.redisUrl
    ? RedisBroker.connect(config.redisUrl, {
        namespace: config.redisPrefix,
        backlog: config.live.backlog,
        logger: {
          warn: (message) => (logTo.log ? logTo.log.warn(message) : console.warn(message)),
          info: (message) => (logTo.log ? logTo.log.info(message) : console.log(message)),
        },
      })
    : undefined;
  if (redis) await Promise.all([whenReady(redis, 3_000), broker?.ready(3_000)]);
  const app = await buildApp({
    config,
    database,
    redis,
    broker,
    // Requests are logged at info: ACCESS_LOG=true shows them in development too.
    logger: { level: config.production || config.accessLog ? 'info' : 'warn' },
    ...(config.testing ? { settings: fixedSettings(process.env.TEST_SITE_SETTINGS) } : {}),
  });
  logTo.log = app.log;

  const pruneTimer = setInterval(() => {
    void pruneSessions(database.db).catch(() => undefined);
    void pruneLoginFailures(database.db).catch(() => undefined);
  }, 60 * 60_000);
  pruneTimer.unref();
  const cleanupTimer = setInterval(
    () => void removeUnusedUploads(database.db).catch(() => undefined),
    UPLOAD_CLEANUP_EVERY_MS,
  );
  cleanupTimer.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.warn(`${signal}: finishing requests and shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await broker?.forget(app.live.serverId).catch(() => undefined);
    await broker?.close();
    await redis?.quit().catch(() => undefined);
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.database.dialect === 'sqlite' ? config.database.file : 'PostgreSQL';
  console.log(`\nCito is running on http://localhost:${config.port}  (database: ${where})`);
  if (config.demoData) console.log(`${seeded ? 'Demo content added.\n' : ''}${demoLoginsText()}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

/**
 * Settings the end-to-end server holds fixed (NODE_ENV=test only): TEST_SITE_SETTINGS is a JSON
 * object of settings, e.g. the flood limits the e2e tests' quick posting would hit.
 */
function fixedSettings(json: string | undefined): Partial<Settings> {
  if (!json) return {};
  const settings = JSON.parse(json) as Record<string, unknown>;
  for (const [key, value] of Object.entries(settings)) {
    const error = settingError(key, value);
    if (error) throw new ConfigError(`TEST_SITE_SETTINGS: ${error}`);
  }
  return settings as Partial<Settings>;
}
