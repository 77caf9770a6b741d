import { describe, expect, it } from 'vitest';
import { checkRecipient } from './checks.ts';
import { mapRow, toApiRecipient } from './map-row.ts';
import { proposeMapping } from './mapping.ts';

const HEADERS = ['first name', 'last name', 'address 1', 'address 2', 'city', 'state', 'postcode', 'country', 'tier'];
const read = (cells: string[]) => mapRow(cells, proposeMapping(HEADERS));
const messages = (cells: string[]) => checkRecipient(read(cells)).map((i) => `${i.level} ${i.field}: ${i.message}`);

describe('checkRecipient', () => {
  it('passes a complete row', () => {
    expect(messages(['Ada', 'Lovelace', '12 Byron Road', '', 'London', '', 'W1 2AB', 'United Kingdom', 'gold'])).toEqual([]);
  });

  it('reports each missing required field on its cell', () => {
    expect(messages(['', '', '', '', '', '', '', '', ''])).toEqual([
      'error firstName: Missing first name',
      'error lastName: Missing last name',
      'error address1: Missing address line 1',
      'error city: Missing city',
      'error postalCode: Missing postal code',
      'error country: Missing country',
    ]);
  });

  it('needs a state for US, CA and AU (by code or name), knows no made-up country, warns on a long first line', () => {
    expect(messages(['Ann', 'Aus', '1 Road', '', 'Sydney', '', '2000', 'Australia', ''])).toEqual(['error state: Missing state (required for AU)']);
    expect(messages(['Ann', 'X', '1 Road', '', 'Town', '', '1', 'Atlantis', ''])).toEqual(['error country: Unknown country "Atlantis": use a two-letter code or an English name']);
    expect(messages(['Ann', 'X', '1234 Very Long Boulevard Name Street', '', 'Leeds', '', 'LS1', 'GB', ''])).toEqual([
      'warning address1: Address line 1 is over 30 characters; consider splitting it into lines 2 and 3',
    ]);
  });
});

describe('toApiRecipient', () => {
  it('nests the address, sends the country as its code and the other columns as variables', () => {
    expect(toApiRecipient(read(['Ada', 'Lovelace', '12 Byron Road', 'Flat 2', 'London', '', 'W1 2AB', 'United Kingdom', 'gold']))).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      address: { address1: '12 Byron Road', address2: 'Flat 2', city: 'London', postalCode: 'W1 2AB', country: 'GB' },
      variables: { tier: 'gold' },
    });
  });
});
