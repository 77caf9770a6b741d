/**
 * Renders the starter gallery as the studio and proofs draw it, to look at and to
 * check: every side of every bundled starter (or the ids given) with the first
 * sample recipient, a contact sheet of them all, and what the handwriting engine
 * did with each block (written smaller to fit, or past its box), and what the
 * renderer left out. Exits 1 when a block shrank or overflowed.
 *
 *   npx node scripts/starter-proofs.ts [outDir] [starter-id ...]
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { DEFAULT_SAMPLE } from '#shared/sample-recipients.ts';
import { BUNDLED_STARTERS } from '#shared/starters/index.ts';
import { createCore } from '#core/wiring/create-core.ts';
import { silentLogger } from '#core/base/logger.ts';

const [outArg, ...ids] = process.argv.slice(2);
const outDir = outArg ?? mkdtempSync(join(tmpdir(), 'inkpost-starters-'));
mkdirSync(outDir, { recursive: true });
const core = createCore({ dataDir: mkdtempSync(join(tmpdir(), 'inkpost-starter-proofs-')), logger: silentLogger });
const DPI = 100;
const starters = ids.length > 0 ? BUNDLED_STARTERS.filter((s) => ids.includes(s.id)) : BUNDLED_STARTERS;

interface Shot {
  label: string;
  png: Buffer;
}
const shots: Shot[] = [];
let problems = 0;
for (const starter of starters) {
  for (const [side, content] of [['front', starter.front], ['back', starter.back]] as const) {
    if (!content) continue;
    const res = await core.app.request('/_ui/html-preview', {
      method: 'POST',
      headers: { 'X-API-Key': core.keys.customerKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ product_key: starter.product_key, orientation: starter.orientation, side, html: content, values: DEFAULT_SAMPLE.values, seed: DEFAULT_SAMPLE.id, dpi: DPI }),
    });
    const body = (await res.json()) as { png: string; handwriting: { id: string; fontSizePt: number; requestedSizePt: number; overflow: boolean }[]; warnings: { what: string }[]; message?: string };
    if (!res.ok) throw new Error(`${starter.id} ${side}: ${body.message}`);
    const png = Buffer.from(body.png, 'base64');
    writeFileSync(join(outDir, `${starter.id}-${side}.png`), png);
    shots.push({ label: `${starter.id} ${side}`, png });
    for (const hw of body.handwriting) {
      const shrank = hw.fontSizePt < hw.requestedSizePt - 0.05;
      if (shrank || hw.overflow) problems++;
      console.log(`${starter.id} ${side} ${hw.id}: ${+hw.fontSizePt.toFixed(1)} of ${+hw.requestedSizePt.toFixed(1)} pt${hw.overflow ? ', past its box' : ''}${shrank ? ' (shrunk to fit)' : ''}`);
    }
    for (const w of body.warnings) console.log(`${starter.id} ${side}: left out ${w.what}`);
  }
}

// A contact sheet: two sides a row, each scaled into a 600 x 430 cell with its name under it.
const CELL_W = 600;
const CELL_H = 430;
const sheet = createCanvas(CELL_W * 2, CELL_H * Math.ceil(shots.length / 2));
const ctx = sheet.getContext('2d');
ctx.fillStyle = '#e9e6df';
ctx.fillRect(0, 0, sheet.width, sheet.height);
for (const [i, shot] of shots.entries()) {
  const image = await loadImage(shot.png);
  const scale = Math.min((CELL_W - 20) / image.width, (CELL_H - 40) / image.height);
  const x = (i % 2) * CELL_W + (CELL_W - image.width * scale) / 2;
  const y = Math.floor(i / 2) * CELL_H + 10;
  ctx.drawImage(image, x, y, image.width * scale, image.height * scale);
  ctx.fillStyle = '#333333';
  ctx.font = '16px sans-serif';
  ctx.fillText(shot.label, (i % 2) * CELL_W + 10, Math.floor(i / 2) * CELL_H + CELL_H - 12);
}
writeFileSync(join(outDir, 'contact-sheet.png'), await sheet.encode('png'));
console.log(`${shots.length} sides of ${starters.length} starters in ${outDir}; ${problems} handwritten blocks shrunk or past their box`);
await core.close();
process.exit(problems > 0 ? 1 : 0);
