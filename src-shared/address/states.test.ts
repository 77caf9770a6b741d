import { describe, expect, it } from 'vitest';
import templates from '@fragaria/address-formatter/src/templates/templates.json' with { type: 'json' };
import stateCodes from '@fragaria/address-formatter/src/templates/state-codes.json' with { type: 'json' };
import { STATE_CODE_COUNTRIES, stateCode } from './states.ts';

describe('states and provinces', () => {
  it('are written as codes in the countries whose template writes a state code and which have a list of them', () => {
    const writesCodes = Object.entries(templates as Record<string, { address_template?: string }>)
      .filter(([country, t]) => /^[A-Z]{2}$/.test(country) && t.address_template?.includes('state_code') && Object.hasOwn(stateCodes, country))
      .map(([country]) => country);
    expect([...STATE_CODE_COUNTRIES].sort()).toEqual(writesCodes.sort());
  });

  it.each([
    ['California', 'US', 'CA'],
    ['ca', 'US', 'CA'],
    ['District of Columbia', 'US', 'DC'],
    ['Ontario', 'CA', 'ON'],
    ['Québec', 'CA', 'QC'],
    ['quebec', 'CA', 'QC'],
    ['Nouvelle-Écosse', 'CA', 'NS'],
    ['New South Wales', 'AU', 'NSW'],
    ['São Paulo', 'BR', 'SP'],
  ])('%s (%s) is %s', (name, country, code) => {
    expect(stateCode(name, country)).toBe(code);
  });

  it('knows no state it has not got, nor the states of countries that write names', () => {
    expect(stateCode('Ontaro', 'CA')).toBeUndefined();
    expect(stateCode('Bavaria', 'DE')).toBeUndefined();
    expect(stateCode('California', undefined)).toBeUndefined();
  });
});
