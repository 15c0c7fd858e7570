// What the benches report about timings: milliseconds to two decimals, and the median, the 95th
// percentile and the slowest of a set of samples; and the CPU time of a process.
import { readFileSync } from 'node:fs';

export const round = (ms: number) => Math.round(ms * 100) / 100;

/** The p-th percentile of samples sorted in ascending order (nearest rank). */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export function latencyStats(samples: readonly number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    max: round(sorted.at(-1) ?? 0),
  };
}

/**
 * CPU seconds a process of this machine has used (user + system): utime and stime, fields 14
 * and 15 of /proc/<pid>/stat, in clock ticks (100 a second). Throws when the process is gone.
 */
export function processCpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100;
}
