// Postal codes checked per country with postcode-validator (its patterns per country;
// maintained, no dependencies). A postcode that does not look right is a warning, not an
// error: the patterns cannot know every real code, and the marketer may know better.
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { countryInWords } from './country-names.ts';

/** The forms people write that the patterns do not take: a Japanese code without its hyphen. */
function written(postcode: string, country: string): string {
  if (country === 'JP' && /^\d{7}$/.test(postcode)) return `${postcode.slice(0, 3)}-${postcode.slice(3)}`;
  return postcode;
}

/** Why the postal code does not look like one of the country's, or undefined when it does (or no pattern is known). */
export function postcodeProblem(postcode: string, country: string | undefined): string | undefined {
  const code = postcode.trim();
  if (!country || code === '' || !postcodeValidatorExistsForCountry(country)) return undefined;
  if (postcodeValidator(written(code, country), country) || postcodeValidator(written(code.toUpperCase(), country), country)) return undefined;
  return `“${code}” does not look like a postal code of ${countryInWords(country)}`;
}
