// States and provinces by name or code, from the same OpenCage data the address
// formatter writes them with (@fragaria/address-formatter's state codes): the import
// sends "California" as CA and "Ontario" as ON, and flags a state the country has not got.
import stateCodes from '@fragaria/address-formatter/src/templates/state-codes.json' with { type: 'json' };

/**
 * Countries whose post writes the state as its code ("Toronto ON", "Sydney NSW 2000",
 * "São Paulo - SP"): those whose address template names state_code and which have a
 * list of codes (checked against the templates by states.test.ts).
 */
export const STATE_CODE_COUNTRIES: ReadonlySet<string> = new Set(['AU', 'BR', 'CA', 'CO', 'FM', 'MX', 'US', 'VE']);

type Entry = { key: string; name: string | Record<string, string | undefined> };

/** Lower case, accents and punctuation dropped: "Québec" and "quebec", "Nouvelle-Écosse" and "nouvelle ecosse" meet. */
const key = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const indexes = new Map<string, Map<string, string>>();

function indexOf(country: string): Map<string, string> | undefined {
  if (!STATE_CODE_COUNTRIES.has(country)) return undefined;
  let index = indexes.get(country);
  if (!index) {
    index = new Map();
    for (const entry of (stateCodes as unknown as Record<string, Entry[]>)[country] ?? []) {
      index.set(key(entry.key), entry.key);
      for (const name of typeof entry.name === 'string' ? [entry.name] : Object.values(entry.name)) if (name) index.set(key(name), entry.key);
    }
    indexes.set(country, index);
  }
  return index;
}

/** Whether the country's post writes a state code (the import then knows its states). */
export const writesStateCode = (country: string | undefined) => country !== undefined && STATE_CODE_COUNTRIES.has(country);

/** The code of a state or province written as its name or its code, for a country that writes codes; undefined when unknown or the country writes names. */
export function stateCode(state: string, country: string | undefined): string | undefined {
  if (!country) return undefined;
  return indexOf(country)?.get(key(state));
}
