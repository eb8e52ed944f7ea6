import { readFileSync } from 'node:fs';

// What a benchmark reads about the processes it measures, from Linux's /proc.

/** utime + stime of a process (all its threads), in ms (clock ticks are 100 per second on Linux). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resident memory of a process in KiB: now (VmRSS) and its peak so far (VmHWM). */
export function memoryKb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n');
  const field = (name: string) =>
    Number(status.find((line) => line.startsWith(`${name}:`))?.replace(/\D+/g, '') ?? 0);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

export const mib = (kb: number) => `${(kb / 1024).toFixed(0)} MiB`;

/** A reading of several processes' CPU times, to measure what they used since (`cpuUsedSince`). */
export function cpuReading(pids: number[]): Map<number, number> {
  const reading = new Map<number, number>();
  for (const pid of pids) {
    try {
      reading.set(pid, cpuMs(pid));
    } catch {
      // already gone
    }
  }
  return reading;
}

/** CPU ms the processes of `reading` used since it was taken; one that has exited since counts 0. */
export function cpuUsedSince(reading: Map<number, number>): number {
  let used = 0;
  for (const [pid, before] of reading) {
    try {
      used += cpuMs(pid) - before;
    } catch {
      // exited (a database backend whose connection closed)
    }
  }
  return used;
}

/**
 * How long a process's main thread has waited, runnable, for a CPU, in ms: on a machine busy with
 * other work, latency that neither the client nor the server caused.
 */
export function runQueueWaitMs(pid: number): number {
  return Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e6;
}

/** CPU time the whole machine has spent busy (all cores, every process), in ms since boot. */
export function machineBusyMs(): number {
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user! + nice! + system! + irq! + softirq! + steal!) * 10;
}
