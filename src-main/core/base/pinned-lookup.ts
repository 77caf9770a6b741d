import type { LookupAddress, LookupOptions } from 'node:dns';
import { isIP } from 'node:net';

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * Answers a connection's DNS lookup with addresses already checked (SSRF guard): the socket
 * connects only to those, never to a second, different DNS answer (DNS rebinding).
 * Used by the HTML engine's asset fetcher and by webhook deliveries.
 */
export function answerLookup(hostname: string, addresses: readonly string[], options: LookupOptions, callback: LookupCallback): void {
  const entries: LookupAddress[] = addresses.map((address) => ({ address, family: isIP(address) === 6 ? 6 : 4 }));
  const wanted = options.family === 4 || options.family === 6 ? entries.filter((entry) => entry.family === options.family) : entries;
  const first = wanted[0];
  if (!first) callback(Object.assign(new Error(`No checked address of the requested family for ${hostname}`), { code: 'ENOTFOUND' }), []);
  else if (options.all) callback(null, wanted);
  else callback(null, first.address, first.family);
}
