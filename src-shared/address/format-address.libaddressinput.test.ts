// Our printed address lines checked, for every country of Google's libaddressinput data
// (./libaddressinput/country-formats.json, Apache 2.0, see its README), against that
// independent source: the city and postcode written in the country's order, every example
// postcode printed exactly as given, and the country last, in English capitals, on
// international mail. Where we deliberately differ, DELIBERATE says why (docs/import.md).
import { describe, expect, it } from 'vitest';
import data from './libaddressinput/country-formats.json' with { type: 'json' };
import { mailCountryName } from './country-names.ts';
import { addressLines } from './format-address.ts';
import { countryCode } from '../countries.ts';

const FORMATS = data.countries as Record<string, { fmt?: string; lfmt?: string; zipex?: string }>;
/** libaddressinput's default format, for countries that have none of their own. */
const DEFAULT_FORMAT = '%N%n%O%n%A%n%C';

/** Where our city and postcode line differs from libaddressinput's on purpose, and why. */
const DELIBERATE: Readonly<Record<string, string>> = {
  JP: "Japan Post's own English examples write the prefecture and the postcode on one line (\"Chiyoda-ku, Tokyo 100-8994\"); libaddressinput puts the postcode on a line of its own.",
};

/**
 * Codes libaddressinput has that are not ISO 3166-1 countries, which the API does not take as
 * a country: Ascension Island and Tristan da Cunha (reserved codes; their mail goes to Saint
 * Helena, SH, which is compared) and its own default (ZZ).
 */
const NOT_COUNTRIES = new Set(['AC', 'TA', 'ZZ']);

const CITY = 'Testville';
type Relation = { same: true; postcodeFirst: boolean } | { same: false; postcodeBelow: boolean };

/** How a format places the city and the postcode: on one line (which first) or on two (which below). */
function relation(lines: readonly string[], city: (line: string) => number, postcode: (line: string) => number): Relation | undefined {
  const c = lines.findIndex((l) => city(l) >= 0);
  const z = lines.findIndex((l) => postcode(l) >= 0);
  if (c < 0 || z < 0) return undefined;
  if (c === z) return { same: true, postcodeFirst: postcode(lines[c]!) < city(lines[c]!) };
  return { same: false, postcodeBelow: z > c };
}

const countries = Object.keys(FORMATS).filter((code) => !NOT_COUNTRIES.has(code));

describe('address lines against libaddressinput, every country', () => {
  it('covers every country of the dataset', () => {
    expect(countries.length).toBeGreaterThan(240);
    for (const code of countries) expect(countryCode(code), code).toBe(code);
  });

  it.each(countries)('%s', (code) => {
    const entry = FORMATS[code]!;
    const format = (entry.lfmt ?? entry.fmt ?? DEFAULT_FORMAT).split('%n');
    const examples = entry.zipex ? entry.zipex.split(',') : [''];
    for (const postcode of examples) {
      const home = code === 'US' ? 'GB' : 'US';
      const lines = addressLines({ firstName: 'Ada', lastName: 'Example', address1: '12 Example Street', city: CITY, postalCode: postcode || null, country: code }, { domesticCountry: home });
      const where = `${code} ${postcode}: ${lines.join(' | ')}`;
      // Nothing we print alters a valid postcode.
      if (postcode) expect(lines.some((line) => line.includes(postcode)), where).toBe(true);
      // The line holding the city and the postcode, in the country's order.
      const theirs = relation(format, (l) => l.indexOf('%C'), (l) => l.indexOf('%Z'));
      const ours = postcode ? relation(lines, (l) => l.indexOf(CITY), (l) => l.indexOf(postcode)) : undefined;
      if (theirs && ours && !DELIBERATE[code]) expect(ours, where).toEqual(theirs);
      if (theirs && ours && DELIBERATE[code]) expect(ours, `${where} now agrees: drop it from DELIBERATE`).not.toEqual(theirs);
      // The country last, in English capitals (Singapore's "SINGAPORE 018956" names it already).
      const country = mailCountryName(code);
      expect(country, code).toMatch(/^[A-Z][A-Z .,'&-]+$/);
      const last = lines.at(-1)!;
      expect(last === country || (postcode !== '' && last === `${country} ${postcode}`), where).toBe(true);
      expect(lines.slice(0, -1).filter((line) => line === country), where).toEqual([]);
    }
  });
});
