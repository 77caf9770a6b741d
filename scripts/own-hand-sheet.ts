// The contact sheet of a hand made from a filled-in template: docs/own-hand-sheet.png
//   npx node scripts/own-hand-sheet.ts
// The template filled in with Indie Flower (Foster's font) and photographed (turned, in
// perspective, unevenly lit, JPEG q80); the photo, every traced glyph beside the scan of its
// cell, and a note written in the new hand with each pen, at 150 dpi.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createCanvas, loadImage, Path2D, type SKRSContext2D } from '@napi-rs/canvas';
import { handTemplate } from '#shared/hand-template.ts';
import { PENS } from '#shared/handwriting.ts';
import { layoutHandwriting, paintPng, registerOwnHand } from '#core/engine/handwriting/index.ts';
import { buildHand } from '#core/engine/own-hand/hand-build.ts';
import { SHEET_MARGIN_MM, SHEET_PX_PER_MM } from '#core/engine/own-hand/read-sheet.ts';
import { scanHand } from '#core/engine/own-hand/scan-hand.ts';
import { filledSheetPhoto } from '#core/test-support/filled-hand-sheet.ts';

const DPI = 150;
const k = DPI / 25.4;
const NOTE = '<p>Dear Margaret,</p><p>Thank you so much for the lovely flowers! They brightened the whole week, and the kitchen still smells of roses.</p><p>See you on Sunday, with love, Anna & Tom</p>';

const sheet = await filledSheetPhoto({ family: 'Foster', seed: 'contact' });
const scan = await scanHand([{ bytes: sheet.jpeg, filename: 'photo.jpg' }]);
const hand = buildHand('Anna', scan.cells, scan.dpi);
registerOwnHand({ key: 'hand:contact:1', name: 'Anna', otf: hand.otf, fallback: hand.fallback });
const t = handTemplate(scan.paper);

const W = 400;
const H = 282;
const canvas = createCanvas(Math.round(W * k), Math.round(H * k));
const ctx = canvas.getContext('2d');
ctx.fillStyle = '#ffffff';
ctx.fillRect(0, 0, canvas.width, canvas.height);
const label = (text: string, x: number, y: number, size = 3.2) => {
  ctx.fillStyle = '#333333';
  ctx.font = `${size * k}px sans-serif`;
  ctx.fillText(text, x * k, y * k);
};

label(`A hand made from a photographed template (${scan.dpi[0]} dpi, JPEG q80); closest built-in hand: ${hand.fallback}; missing: ${hand.missing.join(' ') || 'none'}`, 8, 9, 3.6);
// the photo
const photo = await loadImage(sheet.jpeg);
const pw = 95;
ctx.drawImage(photo, 8 * k, 14 * k, pw * k, ((pw * photo.height) / photo.width) * k);
label('the photo', 8, 14 + (pw * photo.height) / photo.width + 5);

// every cell: the scan of the cell (left) and its traced glyph (right)
const straight = await loadImage(scan.sheets[0]!);
const cw = 11;
const ch = 13.5;
const gx = 110;
const gy = 14;
function drawPath(c: SKRSContext2D, d: string, x: number, y: number, s: number) {
  c.save();
  c.translate(x, y);
  c.scale(s, s);
  c.fill(new Path2D(d));
  c.restore();
}
scan.cells.forEach((cell, i) => {
  const col = i % 24;
  const row = Math.floor(i / 24);
  const x = gx + col * cw;
  const y = gy + row * ch * 2;
  const box = t.cells[cell.index]!.box;
  const sx = (box.x - t.grid.x + SHEET_MARGIN_MM) * SHEET_PX_PER_MM;
  const sy = (box.y - t.grid.y + SHEET_MARGIN_MM) * SHEET_PX_PER_MM;
  const s = Math.min(cw / box.width, ch / box.height);
  ctx.drawImage(straight, sx, sy, box.width * SHEET_PX_PER_MM, box.height * SHEET_PX_PER_MM, x * k, y * k, box.width * s * k, box.height * s * k);
  ctx.fillStyle = '#1f3c9e';
  if (cell.path) drawPath(ctx, cell.path, x * k, (y + ch) * k, s * k);
  ctx.strokeStyle = '#dddddd';
  ctx.lineWidth = 1;
  ctx.strokeRect(x * k, y * k, cw * k, ch * 2 * k);
});
label('each cell as scanned (straightened, light corrected), and below it the glyph traced from it', gx, gy + 6 * ch * 2 + 5);

// a note in the new hand, with each pen
const ny = 190;
for (const [i, pen] of PENS.entries()) {
  const list = layoutHandwriting({ content: NOTE, widthMm: 120, heightMm: 80, paddingMm: 4, fontFamily: 'hand:contact:1', color: pen === 'ballpoint' ? 'black' : pen === 'fountain' ? 'darkBlue' : 'blue', pen, seed: `contact-${pen}` });
  const png = await loadImage(await paintPng(list, { dpi: DPI, backgroundColor: '#fffdf8' }));
  const x = 8 + i * 130;
  ctx.drawImage(png, x * k, ny * k);
  ctx.strokeStyle = '#cccccc';
  ctx.strokeRect(x * k, ny * k, 120 * k, 80 * k);
  label(`${pen} pen`, x, ny + 86);
}

const out = fileURLToPath(new URL('../docs/own-hand-sheet.png', import.meta.url));
writeFileSync(out, await canvas.encode('png'));
console.log(`wrote ${out}`);
