// Hostile workbooks against the import's reading (issue 41):
//   npx node scripts/bench-workbook-bombs.ts
// Builds four workbooks that unpack to far more than they weigh and reads each, in a process of its
// own, with readWorkbook, the import worker's own reading (the limits checked before read-excel-file
// parses): prints each file's size, what its zip declares, the answer, the time it took and how far
// the reading process's peak resident memory rose, with the load average. Before the limits, the parser took a 307 KB
// workbook for 53 s and about 1 GB, and one cell at ZZ900000 ran Node out of its 4 GB heap in
// 100 s (docs/import.md).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { resourceUsage } from 'node:process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { unzipSync } from 'fflate';
import { readWorkbook } from '#shared/recipient-import/read-workbook.ts';
import { blob, cell, declaring, workbookBytes } from '#shared/recipient-import/workbook-bombs.ts';

const SHEET = 'xl/worksheets/sheet1.xml';
const load = () => `load average ${loadavg().map((n) => n.toFixed(2)).join(', ')}`;
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

const bombs: [string, () => Uint8Array][] = [
  ['1,000,000 identical rows (sizes told truly)', () => workbookBytes(`<row>${cell('A1', 'x')}</row>`.repeat(1_000_000))],
  ['a sheet whose zip declares 2 GB', () => declaring(workbookBytes(`<row>${cell('A1', 'x')}</row>`), SHEET, 2_000_000_000)],
  ['one cell at ZZ900000', () => workbookBytes(`<row r="900000">${cell('ZZ900000', 'x')}</row>`)],
  ['one 150 MB cell, the zip declaring 1 KB', () => declaring(workbookBytes(`<row>${cell('A1', 'x'.repeat(150 * 2 ** 20))}</row>`), SHEET, 1024)],
];

/** Reads one workbook file (the child's part): its answer, time and peak memory rise as JSON. */
async function readOne(path: string): Promise<void> {
  const bytes = readFileSync(path);
  const peakBefore = resourceUsage().maxRSS * 1024;
  const started = performance.now();
  const answer = await readWorkbook(blob(bytes)).then(
    (sheets) => `read, ${sheets.length} sheet(s)`,
    (error: Error) => `refused: ${error.message}`,
  );
  console.log(JSON.stringify({ answer, ms: performance.now() - started, rise: resourceUsage().maxRSS * 1024 - peakBefore }));
}

const { values } = parseArgs({ options: { read: { type: 'string' } } });
if (values.read) await readOne(values.read);
else {
  const dir = mkdtempSync(join(tmpdir(), 'inkpost-bombs-'));
  try {
    for (const [name, build] of bombs) {
      const bytes = build();
      let declared = 0;
      unzipSync(bytes, { filter: (file) => ((declared += file.originalSize), false) });
      const path = join(dir, 'bomb.xlsx');
      writeFileSync(path, bytes);
      const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--read', path], { encoding: 'utf8' });
      const { answer, ms, rise } = JSON.parse(child.stdout) as { answer: string; ms: number; rise: number };
      console.log(`${name}: ${(bytes.length / 1024).toFixed(1)} KB, declaring ${mb(declared)}; ${ms.toFixed(0)} ms, peak memory +${mb(rise)}; ${answer} (${load()})`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
