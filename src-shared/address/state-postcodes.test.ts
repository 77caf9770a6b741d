import { describe, expect, it } from 'vitest';
import { statePostcodeMismatch } from './state-postcodes.ts';

describe('a state checked against its postcode', () => {
  it.each([
    ['CA', '95762', 'US'],
    ['NY', '10001', 'US'],
    ['DC', '20500', 'US'],
    ['TX', '75201-1234', 'US'],
    ['ON', 'M5V 3L9', 'CA'],
    ['QC', 'H3Z 2Y7', 'CA'],
    ['NU', 'X0A 0H0', 'CA'],
    ['NSW', '2000', 'AU'],
    ['ACT', '2600', 'AU'],
    ['NT', '0800', 'AU'],
    ['VIC', '3000', 'AU'],
  ])('%s owns %s (%s)', (state, postcode, country) => {
    expect(statePostcodeMismatch(state, postcode, country)).toBeUndefined();
  });

  it.each([
    ['AL', '95762', 'US', 'ZIP code 95762 is in California, not Alabama', 'CA'],
    ['NJ', '10001', 'US', 'ZIP code 10001 is in New York, not New Jersey', 'NY'],
    ['QC', 'M5V 3L9', 'CA', 'Postal code M5V 3L9 is in Ontario, not Quebec', 'ON'],
    ['VIC', '2000', 'AU', 'Postcode 2000 is in New South Wales, not Victoria', 'NSW'],
    ['QLD', '6000', 'AU', 'Postcode 6000 is in Western Australia, not Queensland', 'WA'],
  ])('%s does not own %s (%s)', (state, postcode, country, message, owner) => {
    expect(statePostcodeMismatch(state, postcode, country)).toEqual({ message, owner });
  });

  it('says nothing where it cannot know: another country, an unknown state, a postcode no state owns', () => {
    expect(statePostcodeMismatch('IDF', '75002', 'FR')).toBeUndefined();
    expect(statePostcodeMismatch('ZZ', '95762', 'US')).toBeUndefined();
    expect(statePostcodeMismatch('CA', 'ABCDE', 'US')).toBeUndefined();
  });
});
