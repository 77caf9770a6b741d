import { describe, expect, it } from 'vitest';
import { addressLabel, rememberAddress, savedAddresses } from './saved-addresses.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

describe('saved return addresses', () => {
  it('keeps the most recent first, folds the same address, and keeps at most eight', () => {
    const storage = memoryStorage();
    const dana = { first_name: 'Dana', address1: '1 Market St', city: 'San Francisco', country: 'US' };
    rememberAddress(dana, storage);
    rememberAddress({ company: 'Acme', address1: '2 Main St', city: 'Austin', country: 'US' }, storage);
    rememberAddress({ ...dana }, storage);
    expect(savedAddresses(storage).map(addressLabel)).toEqual(['Dana, 1 Market St, San Francisco', 'Acme, 2 Main St, Austin']);
    for (let i = 0; i < 10; i++) rememberAddress({ address1: `${i} Road`, city: 'Leeds', country: 'GB' }, storage);
    expect(savedAddresses(storage)).toHaveLength(8);
  });

  it('reads nothing from a damaged entry', () => {
    expect(savedAddresses({ getItem: () => '{not json' })).toEqual([]);
  });
});
