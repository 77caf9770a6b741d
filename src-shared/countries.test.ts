import { describe, expect, it } from 'vitest';
import { countryCode, countryName } from './countries.ts';
import { countrySchema } from './schemas/country.ts';

/** Each country's code, and the ways people write it. */
const WRITTEN: Record<string, string[]> = {
  GB: ['GB', 'gb', 'GBR', 'United Kingdom', 'UK', 'Great Britain', 'england'],
  US: ['United States', 'USA', 'U.S.A.', 'united states of america'],
  DE: ['DEU', 'Germany'],
  NL: ['The Netherlands'],
  CI: ["Côte d'Ivoire", 'Ivory Coast'],
  AU: ['  Australia '],
};

describe('countries as people write them', () => {
  it.each(Object.entries(WRITTEN).flatMap(([code, inputs]) => inputs.map((input) => [input, code])))('%s is %s', (input, code) => {
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
