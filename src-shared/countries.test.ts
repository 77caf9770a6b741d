import { describe, expect, it } from 'vitest';
import { countryCode, countryName } from './countries.ts';
import { countrySchema } from './schemas/country.ts';

describe('countries as people write them', () => {
  it.each([
    ['GB', 'GB'],
    ['gb', 'GB'],
    ['GBR', 'GB'],
    ['United Kingdom', 'GB'],
    ['UK', 'GB'],
    ['Great Britain', 'GB'],
    ['england', 'GB'],
    ['United States', 'US'],
    ['USA', 'US'],
    ['U.S.A.', 'US'],
    ['united states of america', 'US'],
    ['DEU', 'DE'],
    ['Germany', 'DE'],
    ['The Netherlands', 'NL'],
    ["Côte d'Ivoire", 'CI'],
    ['Ivory Coast', 'CI'],
    ['  Australia ', 'AU'],
  ])('%s is %s', (input, code) => {
    expect(countryCode(input)).toBe(code);
  });

  it.each(['Narnia', 'XX', 'XYZ', '', 'Britannia'])('%j is not a country', (input) => {
    expect(countryCode(input)).toBeUndefined();
  });

  it('names a code', () => {
    expect(countryName('GB')).toBe('United Kingdom');
  });

  it('the schema answers the alpha-2 code, or an issue', () => {
    expect(countrySchema.parse('United Kingdom')).toBe('GB');
    const result = countrySchema.safeParse('Narnia');
    expect(result.success).toBe(false);
    expect(result.error?.format()._errors).toEqual(['Unknown country: use a two- or three-letter ISO code or an English country name']);
  });
});
