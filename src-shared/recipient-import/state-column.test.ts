import { describe, expect, it } from 'vitest';
import { analyseRows } from './analyse.ts';
import { mapRow, toApiRecipient } from './map-row.ts';
import { proposeMapping } from './mapping.ts';
import { ADDED_STATE_HEADER, checkColumns, checkMapping, fixedValue, rejectedSheet } from './state-column.ts';

const HEADERS = ['First Name', 'Last Name', 'Street', 'City', 'Postcode', 'Country'];
const mapping = proposeMapping(HEADERS);
const FRENCH = ['Ada', 'Martin', '1 rue de la Paix', 'Paris', '75002', 'France'];
const CANADIAN = ['Lee', 'Tremblay', '290 Bremner Blvd', 'Toronto', 'M5V 3L9', 'Canada'];

describe('the State/province column of the check grid', () => {
  it('is added after the file\'s columns when a row\'s country needs a state and no column holds one', () => {
    const grid = checkMapping([FRENCH, CANADIAN], mapping, HEADERS.length);
    expect(grid).toEqual([...mapping, { kind: 'field', field: 'state' }]);
    expect(checkColumns(HEADERS, grid).map((c) => c.header)).toEqual([...HEADERS, ADDED_STATE_HEADER]);
    // The Canadian row's missing state lands on that column's cells.
    expect(analyseRows([FRENCH, CANADIAN], grid, 'skip').issues[1]).toContainEqual({ field: 'state', level: 'error', message: 'Missing state (required for Canada)' });
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

describe('the Address line 2 and 3 columns of the check grid', () => {
  // A normal romanised Japanese address: building and block on one line, longer than 30 characters.
  const JAPANESE = ['Akira', 'Sato', 'Kasumigaseki Building 12F, 3-2-5 Kasumigaseki', 'Chiyoda-ku', '100-6012', 'Japan'];

  it('are offered when a check asks to split line 1 into lines 2 and 3 and no column holds them', () => {
    const grid = checkMapping([FRENCH, JAPANESE], mapping, HEADERS.length);
    expect(grid.slice(HEADERS.length)).toEqual([{ kind: 'skip' }, { kind: 'field', field: 'address2' }, { kind: 'field', field: 'address3' }]);
    expect(checkColumns(HEADERS, grid).slice(HEADERS.length)).toEqual([
      { header: 'Address line 2', cell: HEADERS.length + 1, added: true },
      { header: 'Address line 3', cell: HEADERS.length + 2, added: true },
    ]);
  });

  it('go into a rejected-rows file when something was typed in them, each cell under its header', () => {
    const typed = [...JAPANESE, '', 'Kasumigaseki Building 12F'];
    const grid = checkMapping([typed, FRENCH], mapping, HEADERS.length);
    expect(rejectedSheet(HEADERS, grid, [typed, FRENCH])).toEqual({ headers: [...HEADERS, 'Address line 2'], rows: [[...JAPANESE, 'Kasumigaseki Building 12F'], [...FRENCH, '']] });
    expect(rejectedSheet(HEADERS, checkMapping([JAPANESE], mapping, HEADERS.length), [JAPANESE])).toEqual({ headers: HEADERS, rows: [JAPANESE] });
  });

  it('take what is typed, and the row passes once line 1 is split', () => {
    const split = ['Akira', 'Sato', '3-2-5 Kasumigaseki', 'Chiyoda-ku', '100-6012', 'Japan', '', 'Kasumigaseki Building 12F'];
    const grid = checkMapping([split], mapping, HEADERS.length);
    expect(analyseRows([split], grid, 'skip').issues[0]).toEqual([]);
    expect(toApiRecipient(mapRow(split, grid)).address).toMatchObject({ address1: '3-2-5 Kasumigaseki', address2: 'Kasumigaseki Building 12F' });
  });

  it('keep their slots when the state column comes and goes, so nothing typed moves to another column', () => {
    const typed = [...JAPANESE, '', 'Kasumigaseki Building 12F'];
    const withCanadian = checkMapping([typed, CANADIAN], mapping, HEADERS.length);
    expect(withCanadian.slice(HEADERS.length)).toEqual([{ kind: 'field', field: 'state' }, { kind: 'field', field: 'address2' }, { kind: 'field', field: 'address3' }]);
    expect(mapRow(typed, withCanadian).fields.address2).toBe('Kasumigaseki Building 12F');
    expect(mapRow(typed, checkMapping([typed], mapping, HEADERS.length)).fields.address2).toBe('Kasumigaseki Building 12F');
  });

  it('stay while the grid shows them, so the first line can be shortened before line 2 is typed', () => {
    const shortened = ['Akira', 'Sato', '3-2-5 Kasumigaseki', 'Chiyoda-ku', '100-6012', 'Japan'];
    expect(checkMapping([shortened], mapping, HEADERS.length)).toEqual(mapping);
    const kept = checkMapping([shortened], mapping, HEADERS.length, new Set(['address2', 'address3']));
    expect(checkColumns(HEADERS, kept).filter((c) => c.added).map((c) => c.header)).toEqual(['Address line 2', 'Address line 3']);
  });

  it('are not offered when the file has a column for line 2', () => {
    const withLine2 = proposeMapping([...HEADERS, 'Address 2']);
    expect(checkMapping([[...JAPANESE, '']], withLine2, HEADERS.length + 1).slice(HEADERS.length + 1)).toEqual([{ kind: 'skip' }, { kind: 'skip' }, { kind: 'field', field: 'address3' }]);
  });
});
