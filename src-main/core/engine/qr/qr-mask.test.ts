import QRCode from 'qrcode';
import type { QRCodeErrorCorrectionLevel, QRCodeMaskPattern } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { createQrSymbol, falseFinderCount, remask, type Modules } from './qr-mask.ts';

const TEXTS: [string, QRCodeErrorCorrectionLevel][] = [
  ['https://x.example/q/abc', 'L'],
  ['http://127.0.0.1:4785/q/J2642XibRV7', 'M'],
  ['https://mail-demo.example.org/q/Wc4SsHxzqheujLeYV9', 'Q'],
  ['https://mail-demo.example.org/q/QBVA6MsK8nPs67v5-and-a-longer-tail-for-version-7', 'H'],
];

/** A light grid of `size` modules with the dark modules listed as "row,col". */
function grid(size: number, dark: Iterable<string>): Modules {
  const set = new Set(dark);
  return { size, get: (r, c) => (set.has(`${r},${c}`) ? 1 : 0) };
}

/** A finder-like target (7x7 ring, 3x3 centre) centred at (r, c). */
function target(r: number, c: number): string[] {
  const cells: string[] = [];
  for (let dr = -3; dr <= 3; dr++) {
    for (let dc = -3; dc <= 3; dc++) if (Math.max(Math.abs(dr), Math.abs(dc)) !== 2) cells.push(`${r + dr},${c + dc}`);
  }
  return cells;
}

describe('remask', () => {
  it.each(TEXTS)('lays out %s (ECL %s) under every mask exactly as the library does', (text, ecl) => {
    const base = QRCode.create(text, { errorCorrectionLevel: ecl, maskPattern: 0 });
    for (let mask = 0; mask < 8; mask++) {
      const library = QRCode.create(text, { errorCorrectionLevel: ecl, maskPattern: mask as QRCodeMaskPattern });
      expect(Array.from(remask(base, mask))).toEqual(Array.from(library.modules.data));
    }
  });
});

describe('falseFinderCount', () => {
  it('finds a finder-like target in the data, and nothing in an empty grid', () => {
    expect(falseFinderCount(grid(29, []))).toBe(0);
    expect(falseFinderCount(grid(29, target(18, 18)))).toBe(1);
  });

  it('takes a 1:1:1:1:1 rhythm across a 1:1:3:1:1 one for a finder (a timing pattern under a row with a finder rhythm)', () => {
    // Row 18: dark 8, light 9, dark 10-12, light 13, dark 14. Column 11: dark 16, 18, 20 (1:1:1:1:1).
    const cells = ['18,8', '18,10', '18,11', '18,12', '18,14', '16,11', '20,11'];
    expect(falseFinderCount(grid(29, cells))).toBe(1);
  });

  it('leaves the three real finders alone', () => {
    expect(falseFinderCount(grid(29, [...target(3, 3), ...target(3, 25), ...target(25, 3)]))).toBe(0);
  });
});

describe('createQrSymbol', () => {
  it.each(TEXTS)('keeps the version and ECL of the library and leaves the fewest false finders in %s', (text, ecl) => {
    const library = QRCode.create(text, { errorCorrectionLevel: ecl });
    const symbol = createQrSymbol(text, ecl);
    expect(symbol.version).toBe(library.version);
    expect(symbol.errorCorrectionLevel.bit).toBe(library.errorCorrectionLevel.bit);
    const masks = Array.from({ length: 8 }, (_, mask) => falseFinderCount(QRCode.create(text, { errorCorrectionLevel: ecl, maskPattern: mask as QRCodeMaskPattern }).modules));
    expect(falseFinderCount(symbol.modules)).toBeLessThanOrEqual(Math.min(...masks));
  });

  it('most tracked URLs get a symbol without a false finder', () => {
    const texts = Array.from({ length: 40 }, (_, k) => `${k % 2 ? 'https://mail-demo.example.org' : 'http://127.0.0.1:4785'}/q/${(k * 7919 + 12345).toString(36)}${'Zq7'.repeat(k % 5)}`);
    const clean = texts.filter((text, k) => falseFinderCount(createQrSymbol(text, (['L', 'M', 'Q', 'H'] as const)[k % 4]!).modules) === 0);
    expect(clean.length).toBeGreaterThanOrEqual(36);
  });

  it('splits the text into two byte segments when no mask of the library segments is clean', () => {
    // Every mask of the library's one byte segment leaves a false finder in this one.
    const text = 'https://mail-demo.example.org/q/r1X7';
    const counts = Array.from({ length: 8 }, (_, mask) => falseFinderCount(QRCode.create(text, { errorCorrectionLevel: 'Q', maskPattern: mask as QRCodeMaskPattern }).modules));
    const symbol = createQrSymbol(text, 'Q');
    expect(Math.min(...counts)).toBeGreaterThan(0);
    expect(symbol.segments.length).toBe(2);
    expect(symbol.segments.map((s) => Buffer.from(s.data as unknown as Uint8Array).toString('latin1')).join('')).toBe(text);
  });
});
