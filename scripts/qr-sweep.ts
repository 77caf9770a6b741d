/**
 * The larger, opt-in sweep of issue 33: styled Smart QR codes with random content, each decoded
 * from ONE frame by jsQR and by ZXing, over many seeds. Prints decodes and misses (and each
 * miss), with the load average.
 *
 *   npx node scripts/qr-sweep.ts [--seeds 1-10] [--sizes 10,11,12] [--styles every|weakest] [--print] [--frames DIR]
 *
 * At the end it prints decodes and misses by module width as printed (after the module floor,
 * qr-module-floor.ts), 0.01 mm bins.
 *
 * --styles every: every dots type x corner square type x corner dot type in turn (default);
 * weakest: the finders of qr-small-finder-sweep.test.ts, random dots type; a dots type (dots,
 * rounded, ...): its six corner styles. --print also decodes
 * the print PDF rasterised by pdftoppm at 300 dpi. --frames DIR saves each missed frame as a PNG.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createCanvas } from '@napi-rs/canvas';
import { createHtmlSideEngine } from '#core/engine/html/index.ts';
import { decodeSweepPage, describeMiss, EVERY_STYLE, printedSymbol, renderSweepPage, seeded, sweepPage, WEAKEST_FINDERS } from '#core/test-support/qr-sweep.ts';
import type { SweepMiss } from '#core/test-support/qr-sweep.ts';
import { decodePng, FRAME_MARGIN_MM, type Pixels } from '#core/test-support/render-test-kit.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? (args[at + 1] ?? fallback) : fallback;
};
const range = option('seeds', '1-10').split(',').flatMap((part) => {
  const [from, to] = part.split('-').map(Number);
  return Array.from({ length: (to ?? from!) - from! + 1 }, (_, i) => from! + i);
});
const sizes = option('sizes', '10,11,12').split(',').map(Number);
const stylesName = option('styles', 'every');
const styles = stylesName === 'weakest' ? WEAKEST_FINDERS : stylesName === 'every' ? EVERY_STYLE : EVERY_STYLE.filter((s) => s.dots === stylesName);
const print = args.includes('--print');
const framesDir = args.includes('--frames') ? option('frames', 'qr-sweep-frames') : undefined;
if (framesDir) mkdirSync(framesDir, { recursive: true });

const exec = promisify(execFile);
const scratch = mkdtempSync(join(tmpdir(), 'inkpost-qr-sweep-'));
async function rasterise(pdf: Uint8Array): Promise<Pixels> {
  const file = join(scratch, 'side');
  writeFileSync(`${file}.pdf`, pdf);
  await exec('pdftoppm', ['-r', '300', '-png', '-singlefile', `${file}.pdf`, file]);
  return decodePng(readFileSync(`${file}.png`));
}

/** The one frame a miss was decoded from, as a PNG. */
function saveFrame(pixels: Pixels, miss: SweepMiss, name: string): void {
  const x0 = Math.floor(((miss.code.x - FRAME_MARGIN_MM) * 300) / 25.4);
  const y0 = Math.floor(((miss.code.y - FRAME_MARGIN_MM) * 300) / 25.4);
  const side = Math.ceil(((miss.sizeMm + 2 * FRAME_MARGIN_MM) * 300) / 25.4);
  const canvas = createCanvas(side, side);
  const ctx = canvas.getContext('2d');
  const image = ctx.createImageData(side, side);
  for (let y = 0; y < side; y++) for (let x = 0; x < side; x++) image.data.set(pixels.data.subarray(((y0 + y) * pixels.width + x0 + x) * 4, ((y0 + y) * pixels.width + x0 + x) * 4 + 4), (y * side + x) * 4);
  ctx.putImageData(image, 0, 0);
  writeFileSync(join(framesDir!, `${name}.png`), canvas.toBuffer('image/png'));
}

const renderer = createHtmlSideEngine({ poolSize: 1 });
await renderer.warmUp();
const started = performance.now();
const loads: number[] = [loadavg()[0]!];
let decodes = 0;
const misses: string[] = [];
/** Decodes and misses by module width (0.01 mm bins), so a module floor can be set from data. */
const byModule = new Map<string, { decodes: number; misses: number }>();
const binOf = (moduleMm: number) => (Math.floor(moduleMm * 100) / 100).toFixed(2);
try {
  for (const seed of range) {
    const random = seeded(seed);
    for (const sizeMm of sizes) {
      const placed = sweepPage(sizeMm, random, styles);
      const { preview, pdf } = await renderSweepPage(renderer, sizeMm, placed, print);
      const frames: [Pixels, SweepMiss['source']][] = [[preview, 'preview']];
      if (print) frames.push([await rasterise(pdf), 'print']);
      const bins = new Map(placed.map((code) => [code, binOf(printedSymbol(code, sizeMm).moduleMm)]));
      for (const [pixels, source] of frames) {
        const result = decodeSweepPage(pixels, sizeMm, placed, source);
        decodes += result.decodes;
        for (const code of placed) {
          const bin = byModule.get(bins.get(code)!) ?? { decodes: 0, misses: 0 };
          bin.decodes += result.decodes / placed.length;
          byModule.set(bins.get(code)!, bin);
        }
        for (const miss of result.misses) byModule.get(bins.get(miss.code)!)!.misses++;
        for (const miss of result.misses) {
          misses.push(`seed ${seed}: ${describeMiss(miss)}`);
          console.log(`miss, seed ${seed}: ${describeMiss(miss)}`);
          if (framesDir) saveFrame(pixels, miss, `seed${seed}-${miss.code.id}-${miss.decoder}-${source}`);
        }
      }
    }
    loads.push(loadavg()[0]!);
    console.log(`seed ${seed}: ${decodes} decodes so far, ${misses.length} misses`);
  }
} finally {
  await renderer.close();
  rmSync(scratch, { recursive: true, force: true });
}
console.log(
  `\n${decodes} one-frame decodes (${range.length} seeds ${range[0]}-${range.at(-1)}, ${sizes.join('/')} mm, ${stylesName === 'every' ? 'every style' : stylesName === 'weakest' ? 'the weakest finders' : `every ${stylesName} style`}${print ? ', preview and print' : ', preview'}): ` +
    `${misses.length} misses (${((100 * misses.length) / decodes).toFixed(3)} %) in ${((performance.now() - started) / 1000).toFixed(0)} s, load average ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`,
);
console.log('by module width (mm, floor of 0.01): decodes / misses');
for (const [bin, { decodes: d, misses: m }] of [...byModule].sort(([a], [b]) => a.localeCompare(b))) console.log(`  ${bin}: ${d} / ${m}`);
