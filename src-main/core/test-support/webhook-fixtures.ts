import type { Clock } from '../base/clock.ts';
import type { HostResolver } from '../webhooks/resolve-host.ts';

/** Fake DNS for tests (nothing leaves the machine). */
export const FAKE_DNS: Record<string, string[]> = {
  'hooks.example.com': ['93.184.215.14'],
  'other.example.com': ['93.184.215.15'],
  'v6.example.com': ['2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
  localhost: ['127.0.0.1', '::1'],
  'internal.example.com': ['10.0.0.5'],
  'mixed.example.com': ['93.184.215.14', '192.168.1.10'],
  'metadata.example.com': ['169.254.169.254'],
  'ula.example.com': ['fd12:3456:789a::1'],
};

export const fakeResolver: HostResolver = async (hostname) => {
  const addresses = FAKE_DNS[hostname.toLowerCase()];
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return addresses;
};

export interface ManualClock extends Clock {
  advance(ms: number): void;
}

/** A clock that moves only when told, starting at the real time (receivers check a 5-minute window). */
export function manualClock(startMs = Date.now()): ManualClock {
  let now = startMs;
  return {
    nowMs: () => now,
    advance: (ms) => {
      now += ms;
    },
  };
}
