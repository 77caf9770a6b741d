import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { blob, cell, declaring, workbookBytes } from './workbook-bombs.ts';
import { readWorkbook, WORKBOOK_LIMITS } from './read-workbook.ts';

const LIST = `<row r="1">${cell('A1', 'First name')}${cell('B1', 'City')}</row><row r="2">${cell('A2', 'Ada')}${cell('B2', 'London')}</row>`;

describe('readWorkbook', () => {
  it('reads a workbook within the limits as before', async () => {
    expect(await readWorkbook(blob(workbookBytes(LIST)))).toEqual([{ sheet: 'Sheet1', data: [['First name', 'City'], ['Ada', 'London']] }]);
  });

  it('refuses a workbook whose zip declares more unpacked data than the limit, from its central directory, saying why', async () => {
    const bomb = declaring(workbookBytes(LIST), 'xl/worksheets/sheet1.xml', 2_000_000_000);
    await expect(readWorkbook(blob(bomb))).rejects.toThrow('This workbook unpacks to 1,907 MB of data; Inkpost reads at most 128 MB from one workbook. Split it into smaller files, or save the sheet as CSV and import that.');
  });

  it('refuses a workbook whose sheet inflates to more than the limit, whatever its zip declares, stopping there', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => `<row r="${i + 1}">${cell(`A${i + 1}`, 'x'.repeat(300))}</row>`).join('');
    const lying = declaring(workbookBytes(rows), 'xl/worksheets/sheet1.xml', 1000);
    await expect(readWorkbook(blob(lying), { ...WORKBOOK_LIMITS, unpackedBytes: 2 ** 20 })).rejects.toThrow('This workbook unpacks to more than 1 MB of data, the most Inkpost reads from one workbook.');
  });

  it('refuses a 1 KB workbook with one cell at row 900,000 (the parser would build 900,000 rows of 702 columns) before parsing it', async () => {
    const far = workbookBytes(`${LIST}<row r="900000">${cell('ZZ900000', 'Bo')}</row>`);
    expect(far.length).toBeLessThan(2000);
    await expect(readWorkbook(blob(far))).rejects.toThrow('This workbook has more than 200,000 rows (counting empty rows up to the last one used), the most Inkpost reads from one workbook.');
  });

  it('counts the rows of every sheet, row tags without numbers and namespaced tags included', async () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => `<x:row><x:c r="A${i + 1}" t="inlineStr"><x:is><x:t>a</x:t></x:is></x:c></x:row>`).join('');
    const limits = { ...WORKBOOK_LIMITS, rows: 5 };
    expect(await readWorkbook(blob(workbookBytes(rows(2), rows(3))), limits)).toHaveLength(2);
    await expect(readWorkbook(blob(workbookBytes(rows(3), rows(3))), limits)).rejects.toThrow('This workbook has more than 5 rows');
  });

  it('refuses a sheet whose last column makes the grid too wide (a cell at XFD2 is 16,384 columns)', async () => {
    const wide = workbookBytes(`${LIST}<row r="3">${cell('XFD3', 'far')}</row>`);
    await expect(readWorkbook(blob(wide), { ...WORKBOOK_LIMITS, cells: 40_000 })).rejects.toThrow('This workbook spans more than 40,000 cells (rows times columns, up to the last one used), the most Inkpost reads from one workbook.');
  });

  it('reads a sheet whose tags are cut between inflated pieces the same way', async () => {
    const rows = Array.from({ length: 4000 }, (_, i) => `<row r="${i + 1}" spans="1:2">${cell(`A${i + 1}`, `n${i}`)}${cell(`B${i + 1}`, 'London')}</row>`).join('');
    const sheets = await readWorkbook(blob(workbookBytes(rows)), { ...WORKBOOK_LIMITS, rows: 4000, cells: 8000 });
    expect(sheets[0]?.data).toHaveLength(4000);
    await expect(readWorkbook(blob(workbookBytes(rows)), { ...WORKBOOK_LIMITS, rows: 3999 })).rejects.toThrow('more than 3,999 rows');
  });

  it('leaves a file that is not a zip to the parser, which names what is wrong', async () => {
    await expect(readWorkbook(blob(strToU8('name,city\nAda,London\n')))).rejects.toThrow();
  });
});
