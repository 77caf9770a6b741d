/**
 * Writes the docs' sample sheets:
 * - docs/contact-sheet.png: a sample note in every handwriting family (rows) and every ink
 *   colour with its default pen (columns: blue gel, black ballpoint, darkBlue fountain), on
 *   a card-coloured background, at 150 dpi;
 * - docs/close-up.png: the start of a note at 300 dpi, shown at 100 % (one pixel per
 *   printed dot): the plain font beside each pen, for a few hands, to judge the ink.
 *
 *   npx node scripts/contact-sheet.ts [contact.png] [close-up.png]
 */
import { writeFileSync } from 'node:fs';
import { createCanvas } from '@napi-rs/canvas';
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import { DEFAULT_PEN_FOR_COLOR, FONT_FAMILIES, INK_COLORS, PENS } from '#shared/handwriting.ts';
import type { FontFamily } from '#shared/handwriting.ts';
import { drawDisplayList } from '#core/engine/handwriting/paint-png.ts';
import { layoutHandwriting } from '#core/engine/handwriting/layout.ts';
import { FAMILY_SPECS } from '#core/engine/handwriting/fonts.ts';

const contactOut = process.argv[2] ?? new URL('../docs/contact-sheet.png', import.meta.url).pathname;
const closeUpOut = process.argv[3] ?? new URL('../docs/close-up.png', import.meta.url).pathname;
const SAMPLE =
  '<p>Dear Margaret,</p><p>Thank you for the lovely afternoon in the garden. The apple cake was wonderful, and I still owe you that recipe!</p><p>See you soon, Tom</p>';
const CARD = '#fffdf7';

/** A sheet of cells: the background, and a printed label (plain Kalam, no variation). */
function sheet(wMm: number, hMm: number, dpi: number): { ctx: SKRSContext2D; k: number; canvas: Canvas; label: (text: string, x: number, y: number, w: number, h: number, pt: number) => void } {
  const k = dpi / 25.4;
  const canvas = createCanvas(Math.round(wMm * k), Math.round(hMm * k));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#e6e2da';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  const label = (text: string, xMm: number, yMm: number, w: number, h: number, pt: number): void => {
    const list = layoutHandwriting({ content: text, widthMm: w, heightMm: h, paddingMm: 0.5, fontFamily: 'Arthur', fontSizePt: pt, color: 'black', variation: false, verticalAlign: 'center' });
    drawDisplayList(ctx, list, k, xMm * k, yMm * k);
  };
  return { ctx, k, canvas, label };
}

function contactSheet(): void {
  const cellW = 100;
  const cellH = 62;
  const labelW = 34;
  const gap = 3;
  const headerH = 10;
  const s = sheet(labelW + INK_COLORS.length * (cellW + gap) + gap, headerH + FONT_FAMILIES.length * (cellH + gap) + gap, 150);
  INK_COLORS.forEach((c, ci) => s.label(`${c} (${DEFAULT_PEN_FOR_COLOR[c]})`, labelW + gap + ci * (cellW + gap), 1, cellW, headerH - 2, 14));
  FONT_FAMILIES.forEach((family, fi) => {
    const y = headerH + fi * (cellH + gap);
    s.label(`${family}<br>${FAMILY_SPECS[family].font}`, 1, y, labelW - 2, cellH, 10);
    INK_COLORS.forEach((color, ci) => {
      const x = labelW + gap + ci * (cellW + gap);
      s.ctx.fillStyle = CARD;
      s.ctx.fillRect(x * s.k, y * s.k, cellW * s.k, cellH * s.k);
      const list = layoutHandwriting({ content: SAMPLE, widthMm: cellW, heightMm: cellH, paddingMm: 5, fontFamily: family, color, seed: `sheet-${ci}`, autoResize: true, fontSizePt: 14 });
      drawDisplayList(s.ctx, list, s.k, x * s.k, y * s.k);
    });
  });
  writeFileSync(contactOut, s.canvas.toBuffer('image/png'));
  console.log(`wrote ${contactOut} (${s.canvas.width}x${s.canvas.height})`);
}

function closeUp(): void {
  const families: FontFamily[] = ['Stafford', 'Knowles', 'Arthur', 'Singh', 'Nightingale'];
  const cellW = 58;
  const cellH = 19;
  const labelW = 20;
  const headerH = 5;
  const gap = 1;
  const columns = ['plain font', ...PENS];
  const s = sheet(labelW + columns.length * (cellW + gap), headerH + families.length * (cellH + gap), 300);
  columns.forEach((c, ci) => s.label(c, labelW + ci * (cellW + gap), 0.5, cellW, headerH - 1, 9));
  families.forEach((family, fi) => {
    const y = headerH + fi * (cellH + gap);
    s.label(family, 1, y, labelW - 2, cellH, 9);
    columns.forEach((column, ci) => {
      const x = labelW + ci * (cellW + gap);
      s.ctx.fillStyle = CARD;
      s.ctx.fillRect(x * s.k, y * s.k, cellW * s.k, cellH * s.k);
      const pen = column === 'plain font' ? undefined : (column as (typeof PENS)[number]);
      const color = pen === 'ballpoint' ? 'black' : pen === 'fountain' ? 'darkBlue' : 'blue';
      const list = layoutHandwriting({ content: 'Dear Anna,<br>thanks for the cake!', widthMm: cellW, heightMm: cellH, paddingMm: 2, fontFamily: family, fontSizePt: 14, color, pen, seed: `close-${fi}`, variation: pen !== undefined });
      drawDisplayList(s.ctx, list, s.k, x * s.k, y * s.k);
    });
  });
  writeFileSync(closeUpOut, s.canvas.toBuffer('image/png'));
  console.log(`wrote ${closeUpOut} (${s.canvas.width}x${s.canvas.height}, 300 dpi: view at 100 %)`);
}

contactSheet();
closeUp();
