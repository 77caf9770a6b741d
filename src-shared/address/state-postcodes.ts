// Which state or province owns a postcode, from libaddressinput's postcode prefixes of
// the states of the US, the provinces of Canada and the states of Australia
// (./libaddressinput, Apache 2.0): "AL 95762" is a state that does not match its ZIP code.
import data from './libaddressinput/subdivision-postcodes.json' with { type: 'json' };

interface Subdivision {
  key: string;
  name: string;
  /** Matches the postcodes the subdivision owns, from their start. */
  owns: RegExp;
}

const SUBDIVISIONS: ReadonlyMap<string, readonly Subdivision[]> = new Map(
  Object.entries(data.countries as Record<string, { key: string; name: string; zip: string }[]>).map(([country, list]) => [
    country,
    list.map(({ key, name, zip }) => ({ key, name, owns: new RegExp(`^(?:${zip})`) })),
  ]),
);

/** What each country calls its postcode. */
const POSTCODE_WORD: Readonly<Record<string, string>> = { US: 'ZIP code', CA: 'Postal code', AU: 'Postcode' };

export interface StatePostcodeMismatch {
  message: string;
  /** The code of the one state that owns the postcode, when only one does. */
  owner?: string;
}

/**
 * Whether a state (its code: "AL", "ON", "NSW") matches its postcode; undefined when it
 * does, or when the country, the state or the postcode is not one the data knows.
 */
export function statePostcodeMismatch(stateCode: string, postcode: string, country: string | undefined): StatePostcodeMismatch | undefined {
  const list = country ? SUBDIVISIONS.get(country) : undefined;
  const state = list?.find((s) => s.key === stateCode);
  if (!list || !state) return undefined;
  const code = postcode.toUpperCase().replace(/\s+/g, '');
  if (state.owns.test(code)) return undefined;
  const owners = list.filter((s) => s.owns.test(code));
  if (owners.length === 0) return undefined;
  const names = owners.map((s) => s.name).join(' or ');
  return { message: `${POSTCODE_WORD[country!]} ${postcode.trim()} is in ${names}, not ${state.name}`, owner: owners.length === 1 ? owners[0]!.key : undefined };
}
