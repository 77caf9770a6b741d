// The spacing of hands made from filled-in sheets against their writers' own (issue 45):
//   npx node scripts/own-hand-spacing.ts
// For each test face (three of Debian's, whose letters never join, and Indie Flower): the
// template filled in with it and photographed, read into a hand; the pangram's words set at a
// 2.5 mm x-height, 300 dpi: by HarfBuzz in the face itself (the writer's own spacing), by our
// engine (plain, and with the gel pen) and by HarfBuzz from the exported font. Prints the
// smallest and median gap between neighbouring letters (shortest distance between their ink)
// and the marks of ink of the whole pangram, as a markdown table. Needs hb-view (libharfbuzz-bin).
import * as fontkit from 'fontkit';
import type { Font } from 'fontkit';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fontFilePath } from '#core/engine/handwriting/fonts.ts';
import { layoutHandwriting, paintPng, registerOwnHand } from '#core/engine/handwriting/index.ts';
import { buildHand } from '#core/engine/own-hand/hand-build.ts';
import { scanHand } from '#core/engine/own-hand/scan-hand.ts';
import { filledSheetPhoto, type SheetFace } from '#core/test-support/filled-hand-sheet.ts';
import { hbView, UNJOINED_FACES } from '#core/test-support/font-tools.ts';
import { expectedMarks, inkMarks, letterGaps, median } from '#core/test-support/ink-marks.ts';

const PANGRAM = 'The quick brown fox jumps over the lazy dog';
const X_HEIGHT_PX = (2.5 / 25.4) * 300;
const dir = mkdtempSync(join(tmpdir(), 'inkpost-spacing-'));
const faces: { name: string; face: SheetFace; file: string }[] = [...UNJOINED_FACES.map((f) => ({ name: f.name, face: { file: f.file }, file: f.file })), { name: 'Indie Flower (Foster)', face: 'Foster', file: fontFilePath('Foster') }];
const fmt = (gaps: number[]) => `${Math.min(...gaps).toFixed(2)} / ${median(gaps).toFixed(2)}`;

console.log(`| face | writer's own (HarfBuzz, the face) | our engine, plain | our engine, gel pen | HarfBuzz, exported font | marks of the pangram (engine plain, gel, HarfBuzz; ${expectedMarks(PANGRAM)} wanted) |`);
console.log('|---|---|---|---|---|---|');
for (const [i, f] of faces.entries()) {
  const sheet = await filledSheetPhoto({ family: f.face, seed: f.name });
  const scan = await scanHand([{ bytes: sheet.jpeg, filename: 'photo.jpg' }]);
  const hand = buildHand(f.name, scan.cells, scan.dpi);
  const key = `hand:spacing-${i}:1` as const;
  registerOwnHand({ key, name: f.name, otf: hand.otf, fallback: hand.fallback });
  const otf = join(dir, `${i}.otf`);
  writeFileSync(otf, hand.otf);
  const source = fontkit.create(readFileSync(f.file)) as Font;
  const sourcePx = X_HEIGHT_PX / (source.glyphForCodePoint(0x78).bbox.maxY / source.unitsPerEm);
  const note = (content: string, pen: 'gel' | null) => layoutHandwriting({ content, widthMm: 150, heightMm: 16, fontFamily: key, color: 'black', seed: `spacing-${pen}`, ...(pen ? { pen } : { variation: false }) });
  const gaps = { own: [] as number[], plain: [] as number[], gel: [] as number[], hb: [] as number[] };
  for (const word of PANGRAM.split(' ')) {
    gaps.own.push(...letterGaps(await inkMarks(hbView(f.file, word, sourcePx, dir))));
    gaps.plain.push(...letterGaps(await inkMarks(await paintPng(note(word, null), { backgroundColor: '#ffffff' }))));
    gaps.gel.push(...letterGaps(await inkMarks(await paintPng(note(word, 'gel'), { backgroundColor: '#ffffff' }))));
    gaps.hb.push(...letterGaps(await inkMarks(hbView(otf, word, X_HEIGHT_PX / 0.5, dir))));
  }
  const marks = [
    (await inkMarks(await paintPng(note(PANGRAM, null), { backgroundColor: '#ffffff' }))).length,
    (await inkMarks(await paintPng(note(PANGRAM, 'gel'), { backgroundColor: '#ffffff' }))).length,
    (await inkMarks(hbView(otf, PANGRAM, X_HEIGHT_PX / 0.5, dir))).length,
  ];
  console.log(`| ${f.name} | ${fmt(gaps.own)} | ${fmt(gaps.plain)} | ${fmt(gaps.gel)} | ${fmt(gaps.hb)} | ${marks.join(', ')} |`);
}
rmSync(dir, { recursive: true, force: true });
