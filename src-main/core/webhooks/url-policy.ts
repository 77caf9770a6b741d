import { isIP } from 'node:net';
import { nonPublicReason } from './address-policy.ts';
import type { HostResolver } from './resolve-host.ts';

export interface UrlPolicy {
  /** http:// and loopback/private/link-local receivers allowed (--allow-private-webhooks or the team's sandbox setting). */
  allowPrivate: boolean;
  resolveHost: HostResolver;
}

export type UrlCheck = { ok: true; url: URL; addresses: string[] } | { ok: false; reason: string };

/** The host part of a URL as a resolver takes it (IPv6 literals without brackets). */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

/**
 * Applies the webhook URL rule: HTTPS, no credentials, and every address the host
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
  const host = hostOf(url);
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await policy.resolveHost(host);
  } catch {
    return { ok: false, reason: `URL host ${host} could not be resolved` };
  }
  if (addresses.length === 0) return { ok: false, reason: `URL host ${host} could not be resolved` };
  if (!policy.allowPrivate) {
    for (const address of addresses) {
      const reason = nonPublicReason(address);
      if (reason) return { ok: false, reason: `URL must resolve only to public IP addresses (${address} is ${reason})` };
    }
  }
  return { ok: true, url, addresses };
}
