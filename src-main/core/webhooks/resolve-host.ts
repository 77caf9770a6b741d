import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/** Every address a host name resolves to (IP literals resolve to themselves). */
export type HostResolver = (hostname: string) => Promise<string[]>;

const LOOKUP_TIMEOUT_MS = 5000;

/** The operating system's resolver (getaddrinfo, all addresses), bounded in time. */
export const systemResolver: HostResolver = async (hostname) => {
  if (isIP(hostname)) return [hostname];
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`DNS lookup of ${hostname} timed out`)), LOOKUP_TIMEOUT_MS);
  });
  try {
    const results = await Promise.race([lookup(hostname, { all: true, verbatim: true }), timeout]);
    return results.map((entry) => entry.address);
  } finally {
    clearTimeout(timer);
  }
};
