import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

// The one rule for addresses the server may reach on a caller's behalf (HTML
// render assets and webhook receivers): public unicast only. Ranges come from
// ipaddr.js (IANA's special-purpose registries); the labels below name them.
const LABELS: Record<string, string> = {
  unspecified: 'unspecified',
  broadcast: 'reserved',
  multicast: 'multicast',
  linkLocal: 'link-local',
  loopback: 'loopback',
  carrierGradeNat: 'carrier-grade NAT',
  private: 'private',
  reserved: 'reserved',
  uniqueLocal: 'unique-local',
  deprecatedSiteLocal: 'site-local',
  discard: 'discard',
  rfc6145: 'reserved',
  rfc6052: 'local NAT64',
  '6to4': '6to4',
  teredo: 'reserved',
  benchmarking: 'benchmarking',
  deprecatedOrchid: 'reserved',
  orchid2: 'reserved',
  droneRemoteIdProtocolEntityTags: 'reserved',
  segmentRouting: 'reserved',
};

// ipaddr.js files these under 'reserved'; their own names read better in an error.
const NAMED: [string, string][] = [
  ['192.0.2.0/24', 'documentation'],
  ['198.51.100.0/24', 'documentation'],
  ['203.0.113.0/24', 'documentation'],
  ['2001:db8::/32', 'documentation'],
  ['3fff::/20', 'documentation'],
  ['198.18.0.0/15', 'benchmarking'],
];
const NAMED_RANGES = NAMED.map(([cidr, label]) => ({ range: ipaddr.parseCIDR(cidr), label }));
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');
const NAT64 = ipaddr.parseCIDR('64:ff9b::/96');

function label(address: ipaddr.IPv4 | ipaddr.IPv6): string | undefined {
  const named = NAMED_RANGES.find(({ range }) => address.kind() === range[0].kind() && address.match(range));
  if (named) return named.label;
  const range = address.range();
  if (range === 'unicast' || range === 'amt' || range === 'as112' || range === 'as112v6') {
    return address.kind() === 'ipv6' && !address.match(GLOBAL_UNICAST_V6) ? 'reserved' : undefined;
  }
  return LABELS[range] ?? 'reserved';
}

/**
 * Why an IP address is not a public unicast address, or undefined when it is.
 * IPv6 forms that carry an IPv4 address (IPv4-mapped ::ffff:a.b.c.d and NAT64
 * 64:ff9b::/96) are judged by that address; 6to4, Teredo and local NAT64 are refused.
 */
export function nonPublicReason(address: string): string | undefined {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIP(bare) === 0) return 'not an IP address';
  const parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return nonPublicReason(v6.toIPv4Address().toString());
    if (v6.match(NAT64)) return nonPublicReason(ipaddr.fromByteArray(v6.toByteArray().slice(12)).toString());
  }
  return label(parsed);
}

/** True only for a literal IPv4/IPv6 address on the public internet. */
export function isPublicAddress(address: string): boolean {
  return nonPublicReason(address) === undefined;
}
