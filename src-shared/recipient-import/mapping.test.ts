import { describe, expect, it } from 'vitest';
import { externalIdColumn, fieldColumns, isMappingFor, mappingKey, mappingProblems, proposeMapping } from './mapping.ts';

describe('proposeMapping', () => {
  it('maps headers by the hosted synonyms after lower-casing and dropping non-alphanumerics; others become variables', () => {
    const headers = ['Salutation', 'Given Name', 'SURNAME', 'Organisation', 'Street Address', 'Unit', 'Town', 'Province', 'ZIP', 'Country Code', 'Favourite colour', 'external_id', ''];
    const fields = ['title', 'firstName', 'lastName', 'company', 'address1', 'address2', 'city', 'state', 'postalCode', 'country'];
    expect(proposeMapping(headers)).toEqual([
      ...fields.map((field) => ({ kind: 'field', field })),
      { kind: 'variable', name: 'Favourite colour' },
      { kind: 'variable', name: 'externalId' },
      { kind: 'skip' },
    ]);
  });

  it('gives a field to its first column only; a second synonym becomes a variable', () => {
    expect(proposeMapping(['Town', 'City'])).toEqual([{ kind: 'field', field: 'city' }, { kind: 'variable', name: 'City' }]);
  });
});

describe('mapping helpers', () => {
  it('keys a mapping by the normalised header list', () => {
    expect(mappingKey(['First Name', 'ZIP code'])).toBe(mappingKey(['first_name', 'zip-code']));
  });

  it('finds field and externalId columns and what is wrong with a mapping', () => {
    const mapping = proposeMapping(['first name', 'externalId', 'postcode']);
    expect(fieldColumns(mapping).get('postalCode')).toBe(2);
    expect(externalIdColumn(mapping)).toBe(1);
    expect(mappingProblems(mapping)).toEqual([]);
    expect(mappingProblems([{ kind: 'field', field: 'city' }, { kind: 'field', field: 'city' }, { kind: 'variable', name: ' ' }])).toEqual(['Two columns go to City', 'A variable needs a name']);
  });

  it('accepts a remembered mapping only when it has one target per column', () => {
    expect(isMappingFor([{ kind: 'skip' }], ['a'])).toBe(true);
    expect(isMappingFor([{ kind: 'skip' }], ['a', 'b'])).toBe(false);
    expect(isMappingFor('nonsense', ['a'])).toBe(false);
  });
});
