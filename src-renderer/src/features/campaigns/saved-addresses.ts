// Return addresses a marketer has used, kept on this computer (localStorage) so the
// wizard can offer them again: the most recent first, duplicates folded, at most 8.

export type SavedAddress = Readonly<Record<string, string>>;

const KEY = 'inkpost.returnAddresses';
const LIMIT = 8;

const same = (a: SavedAddress, b: SavedAddress) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

export function savedAddresses(storage: Pick<Storage, 'getItem'> = localStorage): SavedAddress[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((a): a is SavedAddress => Boolean(a) && typeof a === 'object') : [];
  } catch {
    return [];
  }
}

export function rememberAddress(address: SavedAddress, storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): void {
  const kept = savedAddresses(storage).filter((a) => !same(a, address));
  storage.setItem(KEY, JSON.stringify([address, ...kept].slice(0, LIMIT)));
}

/** "Dana Demo, 1 Market St, San Francisco": enough to tell saved addresses apart. */
export const addressLabel = (a: SavedAddress) => [[a['first_name'], a['last_name']].filter(Boolean).join(' ') || a['company'], a['address1'], a['city']].filter(Boolean).join(', ');
