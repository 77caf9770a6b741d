import { describe, expect, it } from 'vitest';
import { isPublicAddress, nonPublicReason } from './ip-policy.ts';

describe('nonPublicReason', () => {
  it('passes public unicast addresses', () => {
    for (const ip of ['93.184.215.14', '8.8.8.8', '1.1.1.1', '100.63.255.255', '100.128.0.0', '172.32.0.1', '2606:4700::1111', '2a00:1450:4001::200e', '::ffff:8.8.8.8']) {
      expect(nonPublicReason(ip), ip).toBeUndefined();
    }
  });

  it('names the class of every special-purpose address', () => {
    const cases: [string, string][] = [
      ['127.0.0.1', 'loopback'],
      ['127.255.255.254', 'loopback'],
      ['::1', 'loopback'],
      ['::ffff:127.0.0.1', 'loopback'],
      ['::ffff:7f00:1', 'loopback'],
      ['64:ff9b::a00:1', 'private'],
      ['10.0.0.1', 'private'],
      ['172.31.255.255', 'private'],
      ['192.168.1.1', 'private'],
      ['::ffff:192.168.1.1', 'private'],
      ['169.254.169.254', 'link-local'],
      ['fe80::1', 'link-local'],
      ['fe80::1%eth0', 'link-local'],
      ['fd00::1', 'unique-local'],
      ['fc00::1', 'unique-local'],
      ['100.64.0.1', 'carrier-grade NAT'],
      ['100.127.255.255', 'carrier-grade NAT'],
      ['224.0.0.251', 'multicast'],
      ['239.255.255.250', 'multicast'],
      ['ff02::fb', 'multicast'],
      ['0.0.0.0', 'unspecified'],
      ['::', 'unspecified'],
      ['255.255.255.255', 'reserved'],
      ['240.0.0.1', 'reserved'],
      ['192.0.2.1', 'documentation'],
      ['2001:db8::1', 'documentation'],
      ['198.18.0.1', 'benchmarking'],
      ['2002:7f00:1::1', '6to4'],
      ['2001::1', 'reserved'],
      ['::7f00:1', 'reserved'],
      ['not-an-ip', 'not an IP address'],
    ];
    for (const [ip, reason] of cases) expect(nonPublicReason(ip), ip).toBe(reason);
  });
});

// The HTML engine's asset policy and the webhook policy share this one rule.
describe('isPublicAddress', () => {
  it.each(['93.184.216.34', '8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '[2606:4700::1]', '::ffff:8.8.8.8', '64:ff9b::808:808'])('%s is public', (a) => {
    expect(isPublicAddress(a)).toBe(true);
  });

  it.each([
    '127.0.0.1',
    '127.8.9.1',
    '0.0.0.0',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '198.18.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    'fe80::1',
    'fe80::1%eth0',
    'fd12:3456::1',
    'fc00::1',
    'ff02::1',
    '64:ff9b::a00:1',
    '64:ff9b:1::808:808',
    '2002:7f00:1::',
    '2001::1',
    '2001:db8::1',
    '::7f00:1',
    '127.1',
    '2130706433',
    'localhost',
    'not-an-ip',
  ])('%s is not public', (a) => {
    expect(isPublicAddress(a)).toBe(false);
  });
});
