import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './ip-policy.ts';

describe('isPublicAddress', () => {
  it.each(['93.184.216.34', '8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '[2606:4700::1]'])('%s is public', (a) => {
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
    '::ffff:8.8.8.8',
    'fe80::1',
    'fe80::1%eth0',
    'fd12:3456::1',
    'fc00::1',
    'ff02::1',
    '64:ff9b::a00:1',
    '2002:7f00:1::',
    '2001:db8::1',
    'localhost',
    'not-an-ip',
  ])('%s is not public', (a) => {
    expect(isPublicAddress(a)).toBe(false);
  });
});
