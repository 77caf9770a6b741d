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
    expect(messages(['Ann', 'Aus', '1 Road', '', 'Sydney', '', '2000', 'Australia', ''])).toEqual(['error state: Missing state (required for Australia)']);
    expect(messages(['Ann', 'X', '1 Road', '', 'Town', '', '1', 'Atlantis', ''])).toEqual(['error country: Unknown country "Atlantis": use a two-letter code or an English name']);
    expect(messages(['Ann', 'X', '1234 Very Long Boulevard Name Street', '', 'Leeds', '', 'LS1 4AP', 'GB', ''])).toEqual([
      'warning address1: Address line 1 is over 30 characters; consider splitting it into lines 2 and 3',
    ]);
  });
});

describe('checks that help', () => {
  it('warns about a postal code that is not the country\'s, with the reason', () => {
    expect(messages(['Marie', 'Curie', '12 rue de la Paix', '', 'Paris', '', '7500', 'France', ''])).toEqual(['warning postalCode: “7500” does not look like a postal code of France']);
    expect(messages(['Ann', 'Lee', '1 Main St', '', 'Springfield', 'IL', 'W1 2AB', 'US', ''])).toEqual(['warning postalCode: “W1 2AB” does not look like a postal code of the United States']);
    // Written as people write them: lower case, without the hyphen Japan Post prints.
    expect(messages(['Ada', 'Lovelace', '10 Downing Street', '', 'London', '', 'sw1a 2aa', 'GB', ''])).toEqual([]);
    expect(messages(['Haruki', 'Murakami', '1-9-1 Marunouchi', '', 'Chiyoda-ku', 'Tokyo', '1000005', 'JP', ''])).toEqual([]);
  });

  it('knows the states and provinces of countries that write codes', () => {
    expect(messages(['Grace', 'Hopper', '1 Main St', '', 'Springfield', 'Illinois', '62701', 'US', ''])).toEqual([]);
    expect(messages(['Margaret', 'Atwood', '290 Bremner Blvd', '', 'Toronto', 'Ontaro', 'M5V 3L9', 'Canada', ''])).toEqual(['warning state: “Ontaro” is not a state or province of Canada']);
    // Elsewhere a county or region is written as given.
    expect(messages(['Seamus', 'Heaney', 'College Green', '', 'Dublin 2', 'Co. Dublin', 'D02 PN40', 'IE', ''])).toEqual([]);
  });

  it('warns when a state does not own its postcode (US ZIP codes, Canadian provinces, Australian states), with the owner as the fix', () => {
    const issues = checkRecipient(read(['Ann', 'Lee', '1 Main St', '', 'Folsom', 'AL', '95762', 'US', '']));
    expect(issues).toEqual([{ field: 'state', level: 'warning', message: 'ZIP code 95762 is in California, not Alabama', fix: 'CA' }]);
    expect(messages(['Ann', 'Lee', '1 Main St', '', 'Folsom', 'California', '95762', 'US', ''])).toEqual([]);
    expect(messages(['Ann', 'Lee', '1 Rue', '', 'Toronto', 'Quebec', 'M5V 3L9', 'CA', ''])).toEqual(['warning state: Postal code M5V 3L9 is in Ontario, not Quebec']);
    expect(messages(['Ann', 'Lee', '1 Road', '', 'Sydney', 'VIC', '2000', 'AU', ''])).toEqual(['warning state: Postcode 2000 is in New South Wales, not Victoria']);
  });

  it('flags names and address lines in capitals or lower case, with their proper case as the fix', () => {
    const issues = checkRecipient(read(['JOHN', "O'BRIEN", '12 high street', '', 'LONDON', '', 'SW1A 2AA', 'GB', '']));
    expect(issues.map((i) => [i.field, i.fix])).toEqual([
      ['firstName', 'John'],
      ['lastName', "O'Brien"],
      ['address1', '12 High Street'],
      ['city', 'London'],
    ]);
    expect(issues[0]!.message).toBe('First name is in capitals: “John”?');
    expect(issues[2]!.message).toBe('Address line 1 is in lower case: “12 High Street”?');
  });
});

describe('toApiRecipient', () => {
  it('sends a state name as its code where the post writes codes, and as written elsewhere', () => {
    expect(toApiRecipient(read(['Margaret', 'Atwood', '290 Bremner Blvd', '', 'Toronto', 'Ontario', 'M5V 3L9', 'Canada', ''])).address).toMatchObject({ state: 'ON', country: 'CA' });
    expect(toApiRecipient(read(['Grace', 'Hopper', '1 Main St', '', 'Springfield', 'california', '90001', 'USA', ''])).address).toMatchObject({ state: 'CA', country: 'US' });
    expect(toApiRecipient(read(['Cate', 'B', 'Bennelong Point', '', 'Sydney', 'New South Wales', '2000', 'AU', ''])).address).toMatchObject({ state: 'NSW' });
    expect(toApiRecipient(read(['Seamus', 'H', 'College Green', '', 'Dublin 2', 'Co. Dublin', 'D02 PN40', 'IE', ''])).address).toMatchObject({ state: 'Co. Dublin' });
  });

  it('nests the address, sends the country as its code and the other columns as variables', () => {
    expect(toApiRecipient(read(['Ada', 'Lovelace', '12 Byron Road', 'Flat 2', 'London', '', 'W1 2AB', 'United Kingdom', 'gold']))).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      address: { address1: '12 Byron Road', address2: 'Flat 2', city: 'London', postalCode: 'W1 2AB', country: 'GB' },
      variables: { tier: 'gold' },
    });
  });
});
