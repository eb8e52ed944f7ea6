import { Redis } from 'ioredis';

/**
 * A Redis connection that never makes a request wait for Redis: while Redis is away a command fails
 * at once (no offline queue), callers fall back to what one process can do, and the connection keeps
 * trying to come back (ARCHITECTURE.md 'Degrade, don't fail').
 */
export function createRedis(url: string, role: string): Redis {
  const redis = new Redis(url, {
    connectionName: `cito-${role}`,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(100 * times, 2_000),
  });
  // Errors are reported through the broker's health (one line per outage); without a listener
  // ioredis would print every failed reconnect.
  redis.on('error', () => undefined);
  return redis;
}

/** Resolves when the connection is ready, or after `timeoutMs` (the server then starts degraded). */
export function whenReady(redis: Redis, timeoutMs: number): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    redis.on('ready', onReady);
  });
}
