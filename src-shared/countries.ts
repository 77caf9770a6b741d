// Countries as people write them: ISO 3166-1 alpha-2 and alpha-3 codes, English
// names and the dataset's own aliases ("UK", "U.S.A.", "The Netherlands"), all
// answered as the alpha-2 code. The names come from i18n-iso-countries.
import countries from 'i18n-iso-countries/index.js';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };

countries.registerLocale(en);

/** Countries whose addresses need a state, province or territory (the hosted guidance). */
export const STATE_REQUIRED_COUNTRIES: ReadonlySet<string> = new Set(['US', 'CA', 'AU']);

/**
 * Names of the home nations, which the dataset files under GB and which UK
 * addresses often carry as their last line. The dataset has every other name.
 */
const HOME_NATIONS = ['England', 'Scotland', 'Wales', 'Northern Ireland'];

/** Lower case, accents and punctuation dropped, a leading "the" dropped: "U.S.A." -> "usa". */
function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/^the /, '')
    .replace(/ /g, '');
}

let byName: Map<string, string> | undefined;

function nameIndex(): Map<string, string> {
  if (byName) return byName;
  byName = new Map();
  for (const [alpha2, names] of Object.entries(countries.getNames('en', { select: 'all' }))) {
    for (const name of names) byName.set(nameKey(name), alpha2);
  }
  for (const name of HOME_NATIONS) byName.set(nameKey(name), 'GB');
  return byName;
}

/** The alpha-2 code of a country code or name, or undefined when it is not a country. */
export function countryCode(input: string): string | undefined {
  const text = input.trim();
  if (text === '') return undefined;
  const upper = text.toUpperCase();
  if (/^[A-Z]{2}$/.test(upper) && countries.isValid(upper)) return upper;
  if (/^[A-Z]{3}$/.test(upper)) {
    const alpha2 = countries.alpha3ToAlpha2(upper);
    if (alpha2) return alpha2;
  }
  return nameIndex().get(nameKey(text));
}

/** Every English name the dataset has for an alpha-2 code, the official one first. */
export function countryNames(alpha2: string): string[] {
  const names = countries.getNames('en', { select: 'all' })[alpha2];
  return Array.isArray(names) ? names : names ? [names] : [];
}

/** English name of an alpha-2 code ("GB" -> "United Kingdom"). */
export function countryName(alpha2: string): string | undefined {
  return countries.getName(alpha2, 'en');
}

export const UNKNOWN_COUNTRY_MESSAGE = 'Unknown country: use a two- or three-letter ISO code or an English country name';
