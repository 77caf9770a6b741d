/**
 * Writes docs/contact-sheet.png: a sample note in every handwriting family (rows) and
 * every ink colour (columns), on a card-coloured background, at 150 dpi.
 *
 *   npx node scripts/contact-sheet.ts [out.png]
 */
import { writeFileSync } from 'node:fs';
import { createCanvas } from '@napi-rs/canvas';
import { FONT_FAMILIES, INK_COLORS } from '../src-shared/handwriting.ts';
import { drawDisplayList } from '../src-main/core/render/handwriting/paint-png.ts';
import { layoutHandwriting } from '../src-main/core/render/handwriting/layout.ts';
import { FAMILY_SPECS } from '../src-main/core/render/handwriting/fonts.ts';

const out = process.argv[2] ?? new URL('../docs/contact-sheet.png', import.meta.url).pathname;
const SAMPLE =
  '<p>Dear Margaret,</p><p>Thank you for the lovely afternoon in the garden. The apple cake was wonderful, and I still owe you that recipe!</p><p>See you soon, Tom</p>';

const DPI = 150;
const k = DPI / 25.4;
const cellW = 100;
const cellH = 62;
const labelW = 34;
const gap = 3;
const headerH = 10;
const W = Math.round((labelW + INK_COLORS.length * (cellW + gap) + gap) * k);
const H = Math.round((headerH + FONT_FAMILIES.length * (cellH + gap) + gap) * k);
const canvas = createCanvas(W, H);
const ctx = canvas.getContext('2d');
ctx.fillStyle = '#e6e2da';
ctx.fillRect(0, 0, W, H);

const label = (text: string, xMm: number, yMm: number, wMm: number, hMm: number, sizePt: number): void => {
  const list = layoutHandwriting({ content: text, widthMm: wMm, heightMm: hMm, paddingMm: 0.5, fontFamily: 'Arthur', fontSizePt: sizePt, color: 'black', variation: false, verticalAlign: 'center' });
  drawDisplayList(ctx, list, k, xMm * k, yMm * k);
};

INK_COLORS.forEach((c, ci) => label(c, labelW + gap + ci * (cellW + gap), 1, cellW, headerH - 2, 14));
FONT_FAMILIES.forEach((family, fi) => {
  const y = headerH + fi * (cellH + gap);
  label(`${family}<br>${FAMILY_SPECS[family].font}`, 1, y, labelW - 2, cellH, 10);
  INK_COLORS.forEach((color, ci) => {
    const x = labelW + gap + ci * (cellW + gap);
    ctx.fillStyle = '#fffdf7';
    ctx.fillRect(x * k, y * k, cellW * k, cellH * k);
    const list = layoutHandwriting({ content: SAMPLE, widthMm: cellW, heightMm: cellH, paddingMm: 5, fontFamily: family, color, seed: `sheet-${ci}`, autoResize: true, fontSizePt: 14 });
    drawDisplayList(ctx, list, k, x * k, y * k);
  });
});

writeFileSync(out, await canvas.encode('png'));
console.log(`wrote ${out} (${W}x${H})`);
