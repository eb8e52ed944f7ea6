import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadResult } from './http.ts';

// wrk (C, one event loop per thread) as the load generator where the client shares the machine's
// cores with the servers it measures: it needs a fraction of the CPU autocannon does per request.

export interface WrkResult extends LoadResult {
  /** CPU time wrk used (user + system), in ms. */
  clientCpuMs: number;
  /** Wall time of the run, in ms. */
  elapsedMs: number;
  requests: number;
}

/** Stops with an install hint when wrk is missing. */
export function requireWrk(): void {
  if (spawnSync('wrk', ['--version']).error)
    throw new Error('wrk is not installed: run  apt-get install -y wrk  (Debian), then run the bench again');
}

// Each request takes the next cookie of the list (so the server sees many members, not one session),
// and the summary is printed as JSON for the parser below. Latencies are in microseconds.
const script = (cookies: string[]) => `
local cookies = { ${cookies.map((c) => JSON.stringify(c)).join(', ')} }
local n = 0
request = function()
  n = n % #cookies + 1
  return wrk.format(nil, nil, { ["Cookie"] = cookies[n], ["Accept"] = "application/json" })
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('\\nWRK_JSON {"requests":%d,"duration":%d,"socket_errors":%d,"non2xx":%d,"p50":%d,"p99":%d}\\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.timeout, e.status,
    latency:percentile(50), latency:percentile(99)))
end
`;

/**
 * Drives GET `url` with wrk (one thread, `connections` keep-alive connections) for `seconds`, each
 * request signed in with the next of `cookies`. The CPU wrk used comes from the shell's `times`.
 */
export async function wrk(
  url: string,
  options: { connections: number; seconds: number; cookies: string[] },
): Promise<WrkResult> {
  const dir = mkdtempSync(join(tmpdir(), 'cito-wrk-'));
  const scriptFile = join(dir, 'members.lua');
  writeFileSync(scriptFile, script(options.cookies.length ? options.cookies : ['']));
  const args = [
    '-t1',
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    '--timeout',
    '10s',
    '-s',
    scriptFile,
    url,
  ];
  const started = performance.now();
  try {
    const output = await new Promise<string>((resolve, reject) => {
      // `times` prints the shell's and then its children's CPU time: the second line is wrk's.
      const child = spawn('bash', ['-c', 'wrk "$@"; code=$?; times; exit $code', 'wrk', ...args], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      child.stderr.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve(text) : reject(new Error(`wrk failed (${code}):\n${text}`)),
      );
    });
    const elapsedMs = performance.now() - started;
    const json = /WRK_JSON (\{.*\})/.exec(output);
    if (!json) throw new Error(`no summary from wrk:\n${output}`);
    const s = JSON.parse(json[1]!) as Record<string, number>;
    const times = [...output.matchAll(/(\d+)m([\d.]+)s (\d+)m([\d.]+)s/g)];
    const children = times.at(-1);
    const clientCpuMs = children
      ? (Number(children[1]) * 60 + Number(children[2]) + Number(children[3]) * 60 + Number(children[4])) *
        1000
      : Number.NaN;
    return {
      requests: s.requests!,
      requestsPerSecond: s.requests! / (s.duration! / 1e6),
      p50: s.p50! / 1000,
      p99: s.p99! / 1000,
      errors: s.socket_errors!,
      non2xx: s.non2xx!,
      clientCpuMs,
      elapsedMs,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
