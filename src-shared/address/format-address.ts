// An address written the way the destination's post reads it: the street lines as
// given, then the locality in the country's own order and conventions (postcode
// before the city in France and Germany; "City, ST 12345" in the US; "City - UF"
// and the CEP below it in Brazil), from OpenCage's templates through
// @fragaria/address-formatter. The country goes last, in English capitals, on
// international mail, and is left off on domestic mail (docs/import.md, "Addresses").
import * as formatter from '@fragaria/address-formatter';
import templates from '@fragaria/address-formatter/src/templates/templates.json' with { type: 'json' };
import { countryCode } from '../countries.ts';
import { mailCountryName } from './country-names.ts';
import { LOCALITY_FROM_LIBADDRESSINPUT, postalLocality } from './postal-locality.ts';

type FormatInput = Parameters<typeof formatter.format>[0];
// The package's typings name a `format` export; its CommonJS and ES builds both export one object as default.
const format = (formatter as unknown as { default: typeof formatter }).default.format;

/** A recipient's (or a sender's) name and address, as stored. */
export interface PostalAddress {
  /** The whole name line ("Dr Ada Lovelace"); built from title, first and last name when absent. */
  name?: string | null;
  title?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
  address1?: string | null;
  address2?: string | null;
  address3?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
  /** A two-letter code or an English name. */
  country?: string | null;
}

export interface AddressLineOptions {
  /**
   * The country the mail is posted in (two-letter code): mail to it is domestic and
   * carries no country line. Unknown (null): the country is always written.
   */
  domesticCountry?: string | null;
}

// Placeholders the templates place; the street lines, the postcode and the country replace them
// afterwards, so the formatter's clean-ups (dropping repeated words, commas, URLs) and its
// rewrite rules (Argentina's C1043AAZ as "C1043 AAZ") never touch what the sender typed.
const STREET = 'INKPOSTSTREETLINE';
const COUNTRY = 'INKPOSTCOUNTRYLINE';
const POSTCODE = 'INKPOSTPOSTCODE';

/** Where a template reads the recipient's `state`: Ireland and Italy write the county (Co. Dublin; the province's code RM), elsewhere the state. */
const STATE_AS_COUNTY = new Set(['IE', 'IT', 'GB']);

const hasTemplate = (code: string) => Object.hasOwn(templates, code);
const text = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

/** The template's lines with the placeholders, for the country's own format (or the generic one). */
function localityLines(a: PostalAddress, code: string | undefined, generic: boolean): string[] {
  const input: FormatInput = { road: STREET, country: COUNTRY };
  const city = text(a.city);
  const state = text(a.state);
  const postcode = text(a.postalCode);
  if (city) input.city = city;
  if (postcode) input.postcode = POSTCODE;
  if (state) {
    if (code && STATE_AS_COUNTY.has(code)) input.county = state;
    else input.state = state;
  }
  // A code without a template of its own (or none) formats with the generic template.
  return format(input, { output: 'array', countryCode: generic || !code || !hasTemplate(code) ? 'ZZ' : code, cleanupPostcode: false });
}

/**
 * Templates written in the destination's own script run big to small (country first:
 * China, Korea, Taiwan). Addresses in Latin letters are written small to big there
 * too, so those use the generic template instead.
 */
function inReadingOrder(lines: readonly string[]): boolean {
  const street = lines.findIndex((l) => l.includes(STREET));
  const country = lines.findIndex((l) => l.includes(COUNTRY));
  return street >= 0 && country >= 0 && street < country && lines[street] === STREET && lines[country] === COUNTRY;
}

/** The full name line: the stored name, else title, first and last name. */
export function nameLine(a: PostalAddress): string {
  return text(a.name) || [a.title, a.firstName, a.lastName].map(text).filter(Boolean).join(' ');
}

/** The street lines and the locality from OpenCage's template for the destination, without the country. */
function templateLines(a: PostalAddress, destination: string | undefined, street: string[]): string[] {
  let lines = localityLines(a, destination, false);
  if (!inReadingOrder(lines)) lines = localityLines(a, destination, true);
  const out: string[] = [];
  for (const line of lines) {
    if (line === STREET) out.push(...street);
    else out.push(line.replace(STREET, street.join(', ')).replace(COUNTRY, '').replace(POSTCODE, text(a.postalCode)).trim());
  }
  return out;
}

/**
 * The lines written on the piece, in order: the name, the company, the street lines,
 * the locality as the destination writes it, and the country in English capitals
 * unless the mail is domestic (always last; left off where the locality already names
 * it, Singapore's "SINGAPORE 079903"). Blank parts are left out.
 */
export function addressLines(a: PostalAddress, options: AddressLineOptions = {}): string[] {
  const code = a.country ? countryCode(a.country) : undefined;
  const domestic = options.domesticCountry ? countryCode(options.domesticCountry) : undefined;
  const destination = code ?? domestic;
  const street = [a.address1, a.address2, a.address3].map(text).filter(Boolean);
  const international = code !== undefined && code !== domestic;
  // An unknown country as typed (stored addresses always have a code; a design's sample values may not).
  let countryLine = code ? (international ? mailCountryName(code) : undefined) : text(a.country) || undefined;
  const out = [nameLine(a), text(a.company)];
  if (destination && LOCALITY_FROM_LIBADDRESSINPUT.has(destination)) {
    const locality = postalLocality(destination, { city: text(a.city), state: text(a.state), postcode: text(a.postalCode) });
    out.push(...street, ...locality.lines);
    if (locality.namesCountry) countryLine = undefined;
  } else {
    out.push(...templateLines(a, destination, street));
  }
  out.push(countryLine ?? '');
  return out.filter((line) => line !== '');
}

/** The address in a recipient's merge values (firstName, address1, postalCode, ...). */
export function addressFromValues(values: Readonly<Record<string, unknown>>): PostalAddress {
  const text = (key: string) => {
    const value = Object.hasOwn(values, key) ? values[key] : undefined;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  };
  return {
    title: text('title'),
    firstName: text('firstName'),
    lastName: text('lastName'),
    company: text('company'),
    address1: text('address1'),
    address2: text('address2'),
    address3: text('address3'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postalCode'),
    country: text('country'),
  };
}
