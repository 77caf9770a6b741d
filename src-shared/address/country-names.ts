import { countryNames } from '../countries.ts';

/**
 * The English name of a country the way an envelope carries it (UPU and USPS Publication
 * 28: the destination country, last, in capitals): the dataset's first name without a
 * comma or brackets ("Taiwan, Province of China" -> TAIWAN), and the short name people
 * write where the dataset's first is a formal one.
 */
const SHORT: Readonly<Record<string, string>> = {
  US: 'United States',
  GB: 'United Kingdom',
  RU: 'Russia',
  IR: 'Iran',
  SY: 'Syria',
  LA: 'Laos',
  TZ: 'Tanzania',
  BN: 'Brunei',
  VA: 'Vatican City',
  MK: 'North Macedonia',
  PS: 'Palestine',
  MD: 'Moldova',
  KR: 'South Korea',
  KP: 'North Korea',
  CN: 'China',
};

const plain = (name: string) => !/[,()]/.test(name);

/** The short English name ("United States", "Taiwan"). */
export function shortCountryName(code: string): string {
  const names = countryNames(code);
  return SHORT[code] ?? names.find(plain) ?? names[0]?.replace(/\s*\(.*\)|,.*$/g, '') ?? code;
}

/** The country line: the short name in capitals, without accents (TÜRKIYE as TURKIYE, CURAÇAO as CURACAO), as sorting machines and clerks abroad read it. */
export const mailCountryName = (code: string) =>
  shortCountryName(code)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleUpperCase('en');

/** Names English writes with "the". */
const WITH_THE = /^(United |Netherlands|Czech Republic|Philippines|Bahamas|Dominican Republic|Gambia|Maldives|Marshall Islands|Solomon Islands|Central African|Comoros|Seychelles|Cayman|Falkland|Faroe|Virgin Islands|British Virgin|Cook Islands)/;

/** The country as a sentence names it: "France", "the United Kingdom". */
export function countryInWords(code: string): string {
  const name = shortCountryName(code);
  return WITH_THE.test(name) ? `the ${name}` : name;
}
