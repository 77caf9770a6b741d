import { describe, expect, it } from 'vitest';
import type { RecipientImport } from '#shared/contract/imports.ts';
import { progressWords, serverImportWords, timeLeftWords } from './import-words.ts';

const running: RecipientImport = {
  id: 'i1',
  campaign_id: 'c1',
  file_name: 'spring.csv',
  sheet: null,
  fingerprint: '{}',
  status: 'running',
  rows_total: 100_000,
  rows_stored: 53_000,
  through_row: 53_104,
  rows_per_second: 9120.5,
  seconds_remaining: 5.2,
  last_error: null,
  started_at: '2026-11-25T10:00:00.000000Z',
  updated_at: '2026-11-25T10:00:06.000000Z',
  finished_at: null,
};

describe('import words', () => {
  it('say where a running import stands, as the server has it, with separators', () => {
    expect(serverImportWords(running, 'en-GB')).toBe('Importing spring.csv: 53,000 of 100,000 recipients stored · 9,121 a second · about 6 s left.');
    expect(serverImportWords({ ...running, status: 'stopped', rows_per_second: null, seconds_remaining: null }, 'en-GB')).toBe(
      'The import of spring.csv stopped after 53,000 of 100,000 recipients: no batch came for 30 s (the app that sent it was closed).',
    );
    expect(serverImportWords({ ...running, status: 'failed', last_error: 'Validation error: data.1.address.postalCode: Required' }, 'en-GB')).toContain('after 53,000 of 100,000 recipients: Validation error');
    expect(serverImportWords({ ...running, status: 'done', rows_stored: 100_000, sheet: 'Leads' }, 'en-GB')).toBe('Imported 100,000 recipients from spring.csv (sheet “Leads”).');
  });

  it('leave out the rate and time before the first batch, and speak minutes for long ones', () => {
    expect(progressWords({ sent: 0, total: 1, rate: 0 }, 'en-GB')).toBe('0 of 1 recipient stored');
    expect(timeLeftWords(400, 'en-GB')).toBe('about 7 min left');
    expect(timeLeftWords(undefined)).toBeUndefined();
  });
});
