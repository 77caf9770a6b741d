import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { AssetFetcher, FetchedAsset } from './asset-fetcher.ts';
import { isPublicAddress } from '#core/policy/ip-policy.ts';
import { fetchPinned } from './pinned-fetch.ts';

export type { AssetFetcher, FetchedAsset };

/** All addresses of a host name (literal addresses resolve to themselves). */
export type Resolver = (hostname: string) => Promise<string[]>;

export const systemResolver: Resolver = async (hostname) => {
  if (isIP(hostname)) return [hostname];
  const all = await lookup(hostname, { all: true, verbatim: true });
  return all.map((a) => a.address);
};

/** Resource types a page may load: Chromium's names (Playwright and Electron agree on these two). */
export const ALLOWED_RESOURCE_TYPES = new Set(['image', 'font']);

export type PolicyDecision = { allow: true; asset: FetchedAsset } | { allow: false; reason: string };

export interface NetworkPolicyOptions {
  resolve?: Resolver;
  fetch?: AssetFetcher;
  /** Per asset, including DNS. Default 10 s. */
  timeoutMs?: number;
  /** Largest accepted asset body. Default 15 MB. */
  maxBytes?: number;
}

export interface PolicyEvent {
  url: string;
  resourceType: string;
  allowed: boolean;
  reason?: string;
}

export interface NetworkPolicy {
  /** Decides (and for allowed requests performs) one request of a render. */
  handle(url: string, resourceType: string): Promise<PolicyDecision>;
  /** Observes every decision (tests, logs). Returns an unsubscribe function. */
  onDecision(listener: (event: PolicyEvent) => void): () => void;
}

function stripBrackets(hostname: string): string {
  return hostname.replace(/^\[|\]$/g, '');
}

/**
 * The one network policy of every render, whichever engine: only https: images
 * and fonts, from hosts whose every address is public, fetched by us (pinned
 * to the vetted addresses, so DNS cannot change between check and connect),
 * with redirects refused. data:image/* never reaches the network. Everything
 * else (documents, stylesheets, scripts, fetch/XHR, media, http:, file:, ...)
 * is refused.
 */
export function createNetworkPolicy(options: NetworkPolicyOptions = {}): NetworkPolicy {
  const resolve = options.resolve ?? systemResolver;
  const fetchAsset = options.fetch ?? fetchPinned(options.maxBytes ?? 15 * 1024 * 1024);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const listeners = new Set<(event: PolicyEvent) => void>();

  const emit = (event: PolicyEvent): void => {
    for (const l of listeners) l(event);
  };

  async function decide(raw: string, resourceType: string, signal: AbortSignal): Promise<PolicyDecision> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return { allow: false, reason: 'malformed URL' };
    }
    if (url.protocol === 'data:') {
      return /^data:image\//i.test(raw) && resourceType === 'image' ? { allow: false, reason: 'data: URLs are served by the browser itself' } : { allow: false, reason: 'only data:image/* is allowed' };
    }
    if (url.protocol !== 'https:') return { allow: false, reason: `${url.protocol} URLs are not allowed` };
    if (!ALLOWED_RESOURCE_TYPES.has(resourceType)) return { allow: false, reason: `${resourceType} requests are not allowed` };
    if (url.username || url.password) return { allow: false, reason: 'credentials in URLs are not allowed' };
    let addresses: string[];
    try {
      addresses = await resolve(stripBrackets(url.hostname));
    } catch {
      return { allow: false, reason: `${url.hostname} does not resolve` };
    }
    if (addresses.length === 0) return { allow: false, reason: `${url.hostname} does not resolve` };
    const bad = addresses.find((a) => !isPublicAddress(a));
    if (bad !== undefined) return { allow: false, reason: `${url.hostname} resolves to the non-public address ${bad}` };
    let asset: FetchedAsset;
    try {
      asset = await fetchAsset(url, addresses, signal);
    } catch (err) {
      return { allow: false, reason: `fetch failed: ${(err as Error).message}` };
    }
    if (asset.status >= 300 && asset.status < 400) return { allow: false, reason: `redirect (${asset.status}) not followed` };
    return { allow: true, asset };
  }

  return {
    async handle(url, resourceType) {
      const signal = AbortSignal.timeout(timeoutMs);
      const decision = await Promise.race([
        decide(url, resourceType, signal),
        new Promise<PolicyDecision>((resolveTimeout) => signal.addEventListener('abort', () => resolveTimeout({ allow: false, reason: 'timed out' }), { once: true })),
      ]);
      emit({ url, resourceType, allowed: decision.allow, ...(decision.allow ? {} : { reason: decision.reason }) });
      return decision;
    },
    onDecision(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
