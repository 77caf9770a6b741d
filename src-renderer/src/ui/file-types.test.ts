import { describe, expect, it } from 'vitest';
import { acceptsFile, sortFiles } from './file-types.ts';

describe('acceptsFile', () => {
  const spreadsheet = ['.csv', '.xlsx', 'text/csv'];
  it('reads extensions without regard to case, whatever MIME type the OS gave', () => {
    expect(acceptsFile({ name: 'People.CSV', type: 'application/vnd.ms-excel' }, spreadsheet)).toBe(true);
    expect(acceptsFile({ name: 'people.xlsx', type: '' }, spreadsheet)).toBe(true);
  });
  it('takes an exact MIME type and a family', () => {
    expect(acceptsFile({ name: 'export', type: 'text/csv' }, spreadsheet)).toBe(true);
    expect(acceptsFile({ name: 'logo.webp', type: 'image/webp' }, ['image/*'])).toBe(true);
    expect(acceptsFile({ name: 'logo.webp', type: 'image/webp' }, ['image/png'])).toBe(false);
  });
  it('refuses other files, and an empty list accepts all', () => {
    expect(acceptsFile({ name: 'report.pdf', type: 'application/pdf' }, spreadsheet)).toBe(false);
    expect(acceptsFile({ name: 'csv', type: '' }, spreadsheet)).toBe(false);
    expect(acceptsFile({ name: 'report.pdf', type: 'application/pdf' }, [])).toBe(true);
  });
});

describe('sortFiles', () => {
  it('keeps the order of each side', () => {
    const files = [{ name: 'a.csv', type: '' }, { name: 'b.pdf', type: '' }, { name: 'c.csv', type: '' }];
    expect(sortFiles(files, ['.csv'])).toEqual({ accepted: [files[0], files[2]], refused: [files[1]] });
  });
});
