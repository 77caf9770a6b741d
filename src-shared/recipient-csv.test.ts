import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';
import { importRecipientsCsv, normaliseHeader } from './recipient-csv.ts';

describe('parseCsv', () => {
  it('reads quoted fields, doubled quotes, commas and line breaks inside quotes, CRLF and a BOM', () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""","two\nlines"\r\n1,,3\n\n';
    expect(parseCsv(text)).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
      ['1', '', '3'],
    ]);
  });
});

describe('importRecipientsCsv', () => {
  it('maps columns by the synonyms, compared after lower-casing and dropping non-alphanumerics', () => {
    expect(normaliseHeader('Zip Code')).toBe('zipcode');
    const result = importRecipientsCsv('Salutation,Given Name,Surname,Organisation,Street Address,Unit,Town,Province,ZIP,Country Code,Favourite colour\nDr,Ada,Lovelace,Engines,12 Byron Road,Flat 2,Boston,MA,02139,us,red\n');
    expect(result.columns.map((c) => c.field)).toEqual(['title', 'firstName', 'lastName', 'company', 'address1', 'address2', 'city', 'state', 'postalCode', 'country', undefined]);
    expect(result.rows[0]).toEqual({
      line: 2,
      recipient: {
        title: 'Dr',
        firstName: 'Ada',
        lastName: 'Lovelace',
        company: 'Engines',
        address: { address1: '12 Byron Road', address2: 'Flat 2', city: 'Boston', state: 'MA', postalCode: '02139', country: 'US' },
        variables: { 'Favourite colour': 'red' },
      },
      errors: [],
      warnings: [],
    });
  });

  it('reports the guidance checks: missing fields are errors, state for US, CA and AU, a long first line is a warning', () => {
    const csv = [
      'first name,last name,address 1,city,state,postcode,country',
      ',Nobody,1 Road,Leeds,,LS1,GB',
      'Ann,Aus,1 Road,Sydney,,2000,AU',
      'Bob,Brit,Flat 14 Riverside Court 221 Long Street Name,Leeds,,LS1,GB',
      'Cat,Nocity,1 Road,,,,',
    ].join('\n');
    const rows = importRecipientsCsv(csv).rows;
    expect(rows[0]!.errors).toEqual(['Missing first name']);
    expect(rows[1]!.errors).toEqual(['Missing state (required for AU)']);
    expect(rows[2]!.errors).toEqual([]);
    expect(rows[2]!.warnings).toEqual(['Address line 1 is over 30 characters; consider splitting it into lines 2 and 3']);
    expect(rows[3]!.errors).toEqual(['Missing city', 'Missing country', 'Missing postal code']);
  });

  it('reads countries as people write them and flags unknown ones', () => {
    const csv = ['first name,address 1,city,state,postcode,country', 'Ann,1 Road,Leeds,,LS1,United Kingdom', 'Bob,1 Road,Austin,,78701,U.S.A.', 'Cat,1 Road,Nowhere,,1,Narnia'].join('\n');
    const rows = importRecipientsCsv(csv).rows;
    expect(rows.map((r) => r.recipient.address['country'])).toEqual(['GB', 'US', 'Narnia']);
    expect(rows[0]!.errors).toEqual([]);
    expect(rows[1]!.errors).toEqual(['Missing state (required for US)']);
    expect(rows[2]!.errors).toEqual(["Unknown country 'Narnia'"]);
  });
});
