import { BlockList, isIP } from 'node:net';

/**
 * Addresses a render may never reach: loopback, private, carrier-grade NAT,
 * link-local, unique-local, multicast, documentation, benchmarking, reserved,
 * and IPv6 forms that embed or tunnel IPv4 (mapped, NAT64, 6to4, Teredo).
 */
// Two lists: a BlockList also matches IPv4 addresses against IPv6 rules through
// their mapped form (::ffff:a.b.c.d), which the IPv6 list blocks wholesale.
const NON_PUBLIC_V4 = new BlockList();
const NON_PUBLIC_V6 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NON_PUBLIC_V4.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96],
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NON_PUBLIC_V6.addSubnet(net, prefix, 'ipv6');
}

/** True only for a literal IPv4/IPv6 address on the public internet. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return !NON_PUBLIC_V4.check(bare, 'ipv4');
  if (family === 6) return !NON_PUBLIC_V6.check(bare, 'ipv6');
  return false;
}
