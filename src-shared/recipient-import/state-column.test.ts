import { describe, expect, it } from 'vitest';
import { analyseRows } from './analyse.ts';
import { mapRow, toApiRecipient } from './map-row.ts';
import { proposeMapping } from './mapping.ts';
import { ADDED_STATE_HEADER, checkHeaders, checkMapping, fixedValue } from './state-column.ts';

const HEADERS = ['First Name', 'Last Name', 'Street', 'City', 'Postcode', 'Country'];
const mapping = proposeMapping(HEADERS);
const FRENCH = ['Ada', 'Martin', '1 rue de la Paix', 'Paris', '75002', 'France'];
const CANADIAN = ['Lee', 'Tremblay', '290 Bremner Blvd', 'Toronto', 'M5V 3L9', 'Canada'];

describe('the State/province column of the check grid', () => {
  it('is added after the file\'s columns when a row\'s country needs a state and no column holds one', () => {
    const grid = checkMapping([FRENCH, CANADIAN], mapping, HEADERS.length);
    expect(grid).toEqual([...mapping, { kind: 'field', field: 'state' }]);
    expect(checkHeaders(HEADERS, grid)).toEqual([...HEADERS, ADDED_STATE_HEADER]);
    // The Canadian row's missing state lands on that column's cells.
    expect(analyseRows([FRENCH, CANADIAN], grid, 'skip').issues[1]).toContainEqual({ field: 'state', level: 'error', message: 'Missing state (required for CA)' });
  });

  it('is not added when no row needs a state, or when a column of the file holds it', () => {
    expect(checkMapping([FRENCH], mapping, HEADERS.length)).toEqual(mapping);
    const withState = proposeMapping([...HEADERS, 'Province']);
    expect(checkMapping([[...CANADIAN, '']], withState, HEADERS.length + 1)).toEqual(withState);
  });

  it('stays once a state was typed in it, and the row then passes with the state as its code', () => {
    const typed = [...CANADIAN, fixedValue(CANADIAN, [...mapping, { kind: 'field', field: 'state' }], HEADERS.length, 'Ontario')];
    expect(typed[HEADERS.length]).toBe('ON');
    const grid = checkMapping([typed], mapping, HEADERS.length);
    expect(grid).toHaveLength(HEADERS.length + 1);
    expect(analyseRows([typed], grid, 'skip').issues[0]).toEqual([]);
    expect(toApiRecipient(mapRow(typed, grid)).address).toMatchObject({ state: 'ON', country: 'CA' });
  });

  it('keeps what is typed in another column, and a state it cannot read, as typed', () => {
    const grid = [...mapping, { kind: 'field', field: 'state' } as const];
    expect(fixedValue(CANADIAN, grid, 3, 'toronto')).toBe('toronto');
    expect(fixedValue(CANADIAN, grid, HEADERS.length, 'Atlantis')).toBe('Atlantis');
    expect(fixedValue(['Sam', 'Lee', '1 Main St', 'Austin', '78701', 'US'], grid, HEADERS.length, 'texas')).toBe('TX');
  });
});
