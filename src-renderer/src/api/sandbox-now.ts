import { useSandboxGetClock } from './sandbox-clock.ts';

/**
 * "Now" on the sandbox clock: records are stamped in sandbox time, so "edited 5 minutes ago" is measured from it
 * (with the clock moved 3 days ahead, real time would call every record "in 3 days").
 */
export function useSandboxNow(): number {
  const clock = useSandboxGetClock({}, { admin: true, staleTime: 30_000 });
  return Date.now() + (clock.data?.offsetSeconds ?? 0) * 1000;
}
