import { afterAll, beforeAll } from 'vitest';
import { RedisBroker } from '../../src/server/live/redis-broker.ts';
import { createTestApp, type TestApp } from './app.ts';
import { listen } from './sse.ts';

export interface TwoServers {
  a: TestApp;
  b: TestApp;
  /** Where each listens, for SSE streams and plain HTTP calls. */
  baseA: string;
  baseB: string;
}

export interface TwoServerOptions {
  /** Runs first on the way out (streams to close). */
  beforeClose?: () => void;
  /** A web root holding `index.html`, for suites that read pages (default: none, pages 404). */
  webRoot?: string;
}

/**
 * Two app servers sharing one Redis broker namespace (`name` tells test runs apart), started before
 * the suite's tests and closed after them: call it in a `describe`, read the servers inside a test.
 */
export function twoServers(redisUrl: string, name: string, options: TwoServerOptions = {}): TwoServers {
  const { beforeClose, webRoot } = options;
  const servers = {} as TwoServers;
  const brokers: RedisBroker[] = [];
  const namespace = `cito-test-${name}-${process.pid}-${Date.now()}`;

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const broker = RedisBroker.connect(redisUrl, { namespace });
      brokers.push(broker);
      await broker.ready();
    }
    servers.a = await createTestApp({ broker: brokers[0]!, webRoot });
    servers.b = await createTestApp({ broker: brokers[1]!, webRoot });
    servers.baseA = await listen(servers.a.app);
    servers.baseB = await listen(servers.b.app);
  });
  afterAll(async () => {
    beforeClose?.();
    await servers.a?.close();
    await servers.b?.close();
    for (const broker of brokers) await broker.close();
  });
  return servers;
}
