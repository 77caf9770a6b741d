import { isIP } from 'node:net';
import { nonPublicReason } from '../policy/ip-policy.ts';
import type { HostResolver } from './resolve-host.ts';

export interface UrlPolicy {
  /** http:// and loopback/private/link-local receivers allowed (--allow-private-webhooks or the team's sandbox setting). */
  allowPrivate: boolean;
  resolveHost: HostResolver;
}

/**
 * Ports a receiver may listen on: 443 (the default of https://), and the
 * unprivileged ports 1024-65535 except those of well-known databases, caches,
 * container and cluster APIs and remote desktops, which are never webhook
 * receivers and must not be probed through us. Where local receivers are
 * allowed (--allow-private-webhooks or the team's switch) the developer owns
 * both ends, and any port is taken.
 */
const REFUSED_PORTS = new Set([1433, 1521, 2375, 2376, 2379, 2380, 3306, 3389, 5432, 5900, 5984, 6379, 6443, 9042, 9200, 9300, 10250, 11211, 27017]);
export const PORT_RULE = 'URL port must be 443 or an unprivileged port (1024-65535) that is not a database, cache or admin service port';

export function portAllowed(url: URL, allowPrivate: boolean): boolean {
  const port = url.port === '' ? (url.protocol === 'http:' ? 80 : 443) : Number(url.port);
  if (allowPrivate || port === 443) return true;
  return port >= 1024 && port <= 65535 && !REFUSED_PORTS.has(port);
}

export type UrlCheck = { ok: true; url: URL; addresses: string[] } | { ok: false; reason: string };

/** The host part of a URL as a resolver takes it (IPv6 literals without brackets). */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

/**
 * Applies the webhook URL rule: HTTPS, no credentials, an allowed port, and every address the host
 * resolves to is public. Checked at registration and again before every delivery.
 */
export async function checkWebhookUrl(raw: string, policy: UrlPolicy): Promise<UrlCheck> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'Invalid url' };
  }
  if (url.protocol !== 'https:' && !(policy.allowPrivate && url.protocol === 'http:')) return { ok: false, reason: 'URL must use HTTPS' };
  if (url.username || url.password) return { ok: false, reason: 'URL must not contain credentials' };
  if (!portAllowed(url, policy.allowPrivate)) return { ok: false, reason: PORT_RULE };
  const host = hostOf(url);
  // Why, in words: offline (a developer's laptop, a CI runner) no public name resolves.
  const unresolved = `URL host ${host} could not be resolved: this server's DNS has no address for it (no such name, or no network here)${policy.allowPrivate ? '' : '. To try webhooks offline, allow local receivers (--allow-private-webhooks, or the team sandbox setting allowPrivateWebhooks) and use the built-in receiver <baseUrl>/_sandbox/receiver/<name>'}`;
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await policy.resolveHost(host);
  } catch {
    return { ok: false, reason: unresolved };
  }
  if (addresses.length === 0) return { ok: false, reason: unresolved };
  if (!policy.allowPrivate) {
    for (const address of addresses) {
      const reason = nonPublicReason(address);
      if (reason) return { ok: false, reason: `URL must resolve only to public IP addresses (${address} is ${reason})` };
    }
  }
  return { ok: true, url, addresses };
}
