// A benchmark's view of a server process's resident memory (Linux /proc).
import { readFileSync } from 'node:fs';

/** The process's resident memory now, in MB. */
export function residentMb(pid: number): number {
  return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
}

const pause = (ms: number) => new Promise((settle) => setTimeout(settle, ms));

/** Waits until the process's memory holds still for 3 s (the render workers load their hands after start), at most 60 s. */
export async function settledMemory(pid: number): Promise<void> {
  const samples: number[] = [];
  for (let i = 0; i < 240; i++) {
    samples.push(residentMb(pid));
    const last = samples.slice(-12);
    if (last.length === 12 && Math.max(...last) - Math.min(...last) < 1) return;
    await pause(250);
  }
}
