import { BlockList, isIP } from 'node:net';

// Special-purpose address ranges (IANA IPv4/IPv6 special-purpose registries) that
// a webhook may never reach unless private receivers are allowed.
const V4_RANGES: [string, number, string][] = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'carrier-grade NAT'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.88.99.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

const V6_RANGES: [string, number, string][] = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['64:ff9b:1::', 48, 'local NAT64'],
  ['100::', 64, 'discard'],
  ['2001::', 23, 'reserved'],
  ['2001:db8::', 32, 'documentation'],
  ['2002::', 16, '6to4'],
  ['3fff::', 20, 'documentation'],
  ['fc00::', 7, 'unique-local'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'site-local'],
  ['ff00::', 8, 'multicast'],
];

function blockList(ranges: [string, number, string][], family: 'ipv4' | 'ipv6'): { list: BlockList; label: string }[] {
  return ranges.map(([network, prefix, label]) => {
    const list = new BlockList();
    list.addSubnet(network, prefix, family);
    return { list, label };
  });
}

const V4 = blockList(V4_RANGES, 'ipv4');
const V6 = blockList(V6_RANGES, 'ipv6');
const GLOBAL_UNICAST_V6 = new BlockList();
GLOBAL_UNICAST_V6.addSubnet('2000::', 3, 'ipv6');

/** The IPv4 address carried by an IPv4-mapped (::ffff:a.b.c.d) or NAT64 (64:ff9b::/96) IPv6 address. */
function embeddedV4(address: string): string | undefined {
  const match = /^(?:::ffff:|64:ff9b::)(?:0:)?(.+)$/i.exec(address);
  if (!match?.[1]) return undefined;
  const rest = match[1];
  if (isIP(rest) === 4) return rest;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(rest);
  if (!hex?.[1] || !hex[2]) return undefined;
  const high = parseInt(hex[1], 16);
  const low = parseInt(hex[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Why an IP address is not a public unicast address, or undefined when it is public. */
export function nonPublicReason(address: string): string | undefined {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return V4.find(({ list }) => list.check(bare, 'ipv4'))?.label;
  if (family !== 6) return 'not an IP address';
  const v4 = embeddedV4(bare);
  if (v4 !== undefined) return nonPublicReason(v4);
  const listed = V6.find(({ list }) => list.check(bare, 'ipv6'))?.label;
  if (listed) return listed;
  return GLOBAL_UNICAST_V6.check(bare, 'ipv6') ? undefined : 'reserved';
}
