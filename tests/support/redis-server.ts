import { type ChildProcess, spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from './server-process.ts';

/**
 * A Redis server of the test's own (Debian's redis-server, as on the CI machines), so a test can
 * stop and restart it without touching the machine's shared Redis.
 */
export class RedisServer {
  #process: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  static async start(port?: number): Promise<RedisServer> {
    const server = new RedisServer(port ?? (await freePort()));
    await server.start();
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(
      process.env.REDIS_SERVER ?? 'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    this.#process = child;
    const failed = new Promise<never>((_, reject) =>
      child.once('error', (error) =>
        reject(new Error(`could not start redis-server (apt-get install -y redis-server): ${error.message}`)),
      ),
    );
    await Promise.race([failed, this.#waitForPing()]);
  }

  async #waitForPing(): Promise<void> {
    for (let i = 0; i < 100; i++) {
      const client = new Redis(this.url, {
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      client.on('error', () => undefined);
      try {
        await client.connect();
        if ((await client.ping()) === 'PONG') return;
      } catch {
        // not up yet
      } finally {
        client.disconnect();
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`redis-server on port ${this.port} did not answer`);
  }

  /** Kills it outright, as a crash or a network cut would look to the app. */
  async kill(): Promise<void> {
    const child = this.#process;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    this.#process = null;
  }
}
