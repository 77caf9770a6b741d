// The locality lines (city, state, postcode) of the countries whose post
// libaddressinput (Google's address data, from the UPU's; ./libaddressinput, Apache 2.0)
// writes otherwise than OpenCage's templates do: there the city and postcode line follows
// libaddressinput's format (`lfmt`, the Latin-script order, else `fmt`). Which countries,
// and why, is in docs/import.md ("Checked against libaddressinput");
// format-address.libaddressinput.test.ts compares every country.
import data from './libaddressinput/country-formats.json' with { type: 'json' };
import { mailCountryName } from './country-names.ts';

const FORMATS = data.countries as Record<string, { fmt?: string; lfmt?: string }>;

/**
 * Where OpenCage's template writes the city and postcode line otherwise than the post
 * does: the order on the line (Bulgaria's "1000 Sofia"), one line or two (Malta's
 * "Valletta VLT 1117", Korea's postcode on its own line), a postcode the template leaves
 * out (Afghanistan, Barbados, Gibraltar), or a country name the post writes with the
 * postcode (Singapore's "SINGAPORE 079903").
 */
export const LOCALITY_FROM_LIBADDRESSINPUT: ReadonlySet<string> = new Set([
  'AD', 'AF', 'AR', 'AS', 'BB', 'BG', 'BN', 'CN', 'DO', 'EH', 'FK', 'GG', 'GI', 'GS', 'GU', 'HU', 'ID', 'IL', 'IO', 'JE', 'JO',
  'KR', 'KY', 'KZ', 'LB', 'LK', 'MN', 'MP', 'MT', 'MU', 'NE', 'NI', 'NP', 'NR', 'PN', 'PR', 'PW', 'RU', 'SG', 'SH', 'SO', 'TA', 'TW',
  'UA', 'UM', 'UZ', 'VC', 'VI', 'XK',
]);

/** US territories, whose mail USPS addresses with the territory's code as the state ("Hagatna GU 96910"). */
const US_TERRITORIES: ReadonlySet<string> = new Set(['AS', 'GU', 'MP', 'PW', 'UM', 'VI']);

export interface LocalityParts {
  city: string;
  state: string;
  postcode: string;
}

/** One line of a format with its fields filled: the separators of an empty field go with it; literal words (SINGAPORE) stay. */
function fillLine(line: string, parts: LocalityParts): string {
  const values: Record<string, string> = { C: parts.city, S: parts.state, Z: parts.postcode };
  const pieces = line.split(/(%[A-Za-z])/);
  let out = '';
  let pending = '';
  for (const piece of pieces) {
    const field = /^%([A-Za-z])$/.exec(piece)?.[1];
    if (field === undefined) {
      pending += piece;
      continue;
    }
    const value = values[field] ?? '';
    if (value === '') {
      // Keep words of the format (a literal name); drop bare punctuation that led to nothing.
      if (/\p{L}{2,}/u.test(pending)) out += pending;
      pending = '';
      continue;
    }
    out += (out === '' && !/\p{L}{2,}/u.test(pending) ? '' : pending) + value;
    pending = '';
  }
  if (/\p{L}{2,}/u.test(pending)) out += pending;
  return out.replace(/\s+/g, ' ').replace(/^[\s,\-–]+|[\s,\-–]+$/g, '');
}

/**
 * The locality lines of a country in LOCALITY_FROM_LIBADDRESSINPUT, in its format's order;
 * a postcode its format has no place for goes after the city (it is never dropped). A line
 * that is only the country's name is left to the country line. `namesCountry` says whether
 * the last line already names the country (Singapore), which then needs no line of its own.
 */
export function postalLocality(code: string, parts: LocalityParts): { lines: string[]; namesCountry: boolean } {
  const format = FORMATS[code]?.lfmt ?? FORMATS[code]?.fmt ?? '%C';
  const country = mailCountryName(code);
  const source = format.split('%n').filter((line) => /%[CSZ]/.test(line) || (/\p{L}{2,}/u.test(line.replace(/%./g, '')) && line.trim() !== country));
  const filled = US_TERRITORIES.has(code) && parts.state === '' ? { ...parts, state: code } : parts;
  const lines = source.map((line) => fillLine(line, filled)).filter((line) => line !== '');
  if (parts.postcode && !/%Z/.test(format)) {
    const cityLine = parts.city ? lines.findIndex((line) => line.includes(parts.city)) : -1;
    if (cityLine >= 0) lines[cityLine] = `${lines[cityLine]} ${parts.postcode}`;
    else lines.push(parts.postcode);
  }
  const last = lines.at(-1) ?? '';
  return { lines, namesCountry: new RegExp(`(^|\\s)${country}(\\s|$)`).test(last) };
}
