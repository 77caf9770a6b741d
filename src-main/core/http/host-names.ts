import { isIP } from 'node:net';

/**
 * Which Host names the server answers to (DNS-rebinding protection). A page on
 * another site that resolves its own name to this machine still sends its own
 * name in Host, so only these pass: the loopback names on our own port, the
 * address we were bound to when it is a specific one, the public URL's host,
 * and each --allowed-host (a service name such as `inkpost` in a CI service
 * container or docker compose; on any port unless it names one, since a
 * container's port is often mapped to another).
 */
export interface HostPolicy {
  /** The port we listen on; undefined in-process (tests), where any port passes. */
  port: number | undefined;
  /** The bound address, when a specific non-loopback one (--host 10.0.0.5). */
  boundAddress: string | undefined;
  publicHost: string;
  allowedHosts: readonly string[];
}

export const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/** Splits a Host header value into name and port ("[::1]:80" included), lower-cased. */
export function parseHost(host: string): { name: string; port: string } {
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host.trim().toLowerCase());
  return { name: match?.[1] ?? '', port: match?.[2] ?? '' };
}

/** An address as it stands in a URL or a Host header: IPv6 in brackets. */
export function urlHost(address: string): string {
  return isIP(address) === 6 ? `[${address}]` : address;
}

export function isAllowedHost(host: string, policy: HostPolicy): boolean {
  const given = host.trim().toLowerCase();
  const { name, port } = parseHost(given);
  if (!name) return false;
  const ownPort = policy.port === undefined || port === String(policy.port);
  if (given === policy.publicHost) return true;
  if ((LOOPBACK_NAMES.includes(name) || name === policy.boundAddress) && ownPort) return true;
  return policy.allowedHosts.some((allowed) => {
    const wanted = parseHost(allowed);
    return wanted.name === name && (wanted.port === '' || wanted.port === port);
  });
}

/** A browser origin whose host passes (http, or https behind a TLS proxy): the UI served under an allowed name calls the API from it. */
export function isAllowedHostOrigin(origin: string, policy: HostPolicy): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.origin !== origin) return false;
  return isAllowedHost(url.host, policy);
}

const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/;

/** An --allowed-host value: a name or an IP address, optionally with :port; undefined when it is not one. */
export function parseAllowedHost(text: string): string | undefined {
  const value = text.trim().toLowerCase();
  if (isIP(value) === 6) return `[${value}]`;
  if (/^\[[0-9a-f:.]+\](?::\d{1,5})?$/.test(value)) return isIP(parseHost(value).name.slice(1, -1)) === 6 ? value : undefined;
  return HOST_NAME.test(value) ? value : undefined;
}
