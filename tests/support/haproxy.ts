import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from './server-process.ts';

const CONFIG = fileURLToPath(new URL('../../deploy/haproxy.cfg', import.meta.url));
const HAPROXY = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy', '/usr/bin/haproxy'].find((path) =>
  existsSync(path),
);

/** The repository's load-balancer configuration (deploy/haproxy.cfg), run for real. */
export interface LoadBalancer {
  origin: string;
  /** HAProxy's process id (the benchmarks read its CPU time). */
  pid: number;
  output(): string;
  stop(): Promise<void>;
}

export async function startLoadBalancer(servers: string[], port?: number): Promise<LoadBalancer> {
  if (!HAPROXY) throw new Error('HAProxy is not installed: run  apt-get install -y haproxy');
  port ??= await freePort();
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', CITO_LB_BIND: `127.0.0.1:${port}` };
  servers.forEach((server, index) => {
    env[`CITO_APP${index + 1}`] = server;
  });
  const child: ChildProcess = spawn(HAPROXY, ['-db', '-f', CONFIG], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const origin = `http://127.0.0.1:${port}`;
  const balancer: LoadBalancer = {
    origin,
    pid: child.pid!,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`haproxy exited:\n${output}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return balancer;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await balancer.stop();
  throw new Error(`haproxy did not answer:\n${output}`);
}
