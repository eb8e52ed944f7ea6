import { Redis } from 'ioredis';
import { pruneLoginFailures } from './accounts/login-throttle.ts';
import { DEFAULT_HASH_COST } from './accounts/passwords.ts';
import { pruneSessions } from './accounts/sessions.ts';
import { ensureBuiltInGroups } from './admin/commands.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/index.ts';
import { migrateToLatest } from './db/migrate.ts';
import { demoLoginsText, isEmpty, seedDemo } from './demo/seed.ts';
import { RedisBroker } from './live/redis-broker.ts';
import { removeUnusedUploads, UPLOAD_CLEANUP_EVERY_MS } from './uploads/cleanup.ts';

// Entry: read config → open db → migrate → seed demo data if empty → listen (ARCHITECTURE.md).
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
  let seeded = false;
  if (config.demoData && (await isEmpty(database.db))) {
    await seedDemo(database.db, DEFAULT_HASH_COST);
    seeded = true;
  }

  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null;
  // Pub/sub needs a connection of its own (a subscribed Redis connection takes no other commands).
  const subscriber = config.redisUrl ? new Redis(config.redisUrl) : null;
  const broker = redis && subscriber ? await RedisBroker.connect(redis, subscriber) : undefined;
  const app = await buildApp({
    config,
    database,
    redis,
    broker,
    logger: { level: config.production ? 'info' : 'warn' },
  });

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
    await subscriber?.quit().catch(() => undefined);
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
