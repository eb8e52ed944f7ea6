import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { NO_FLOOD_LIMITS } from './app.ts';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The real server (src/server/main.ts) running as a child process on a port of its own. */
export interface ServerProcess {
  /** `http://127.0.0.1:<port>`, also the origin the CSRF check expects. */
  origin: string;
  child: ChildProcess;
  /** What the server printed so far (stdout and stderr), for failure messages. */
  output(): string;
  /** SIGKILL: no shutdown hook runs, as in a crash or an OOM kill. Resolves once the process is gone. */
  crash(): Promise<void>;
  /** SIGTERM and wait (a graceful stop); SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

const running = new Set<ChildProcess>();
// A test worker that dies leaves no server behind.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  if (address === null || typeof address === 'string') throw new Error('no port from the probe');
  return address.port;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : once(child, 'exit').then(() => {});

/**
 * Starts `node --import tsx src/server/main.ts` (node itself, no shell or tsx wrapper, so a signal
 * reaches the server) on `databaseUrl`, and waits until /api/health answers. With `compiled` it runs
 * the production build's `dist/server/main.js` instead, as production does (the caller makes sure
 * the build is current: bench/support/build.ts).
 */
export async function startServer(
  databaseUrl: string,
  timeoutMs = 60_000,
  options: { port?: number; env?: Record<string, string>; compiled?: boolean } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  // A clean environment: nothing of the test run (REDIS_URL, NODE_OPTIONS, ...) leaks in.
  const entry = options.compiled ? ['dist/server/main.js'] : ['--import', 'tsx', 'src/server/main.ts'];
  const child = spawn(process.execPath, entry, {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      TMPDIR: process.env.TMPDIR ?? '/tmp',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'test',
      DEMO_DATA: 'false',
      LOGIN_RATE_LIMIT: '100000',
      WEB_ROOT: '/nonexistent',
      // Bursts of posts by members made a moment ago: flood control off, as in the test apps.
      TEST_SITE_SETTINGS: JSON.stringify(NO_FLOOD_LIMITS),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });

  const server: ServerProcess = {
    origin,
    child,
    output: () => output,
    async crash() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited(child);
    },
    async stop(graceMs = 5_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited(child);
      clearTimeout(timer);
    },
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited before it was ready:\n${output}`);
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) return server;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await server.crash();
      throw new Error(`the server did not answer /api/health within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Kills every server this worker started and has not seen exit (afterAll's safety net). */
export async function crashAllServers(): Promise<void> {
  await Promise.all(
    [...running].map((child) => {
      child.kill('SIGKILL');
      return exited(child);
    }),
  );
}

/** A status and the parsed JSON body. */
export interface Answer<T> {
  status: number;
  body: T;
}

/** One JSON call to a child server as `cookie`, with the origin its cross-site check expects. */
export async function callServer<T>(
  server: ServerProcess,
  method: 'GET' | 'POST',
  path: string,
  cookie: string,
  body?: object,
): Promise<Answer<T>> {
  const res = await fetch(`${server.origin}${path}`, {
    method,
    headers: { cookie, origin: server.origin, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** Signs in through POST /api/login and returns the `sid=...` cookie. */
export async function logInTo(server: ServerProcess, email: string, password: string): Promise<string> {
  const res = await fetch(`${server.origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin },
    body: JSON.stringify({ email, password }),
  });
  const sid = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('sid='));
  if (res.status !== 200 || !sid) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return sid;
}
