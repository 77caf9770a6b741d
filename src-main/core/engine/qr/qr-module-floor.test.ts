import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { SQR_ECLS } from '#shared/schemas/smart-qr.ts';
import type { SqrEcl } from '#shared/schemas/smart-qr.ts';
import { MIN_PRINT_MODULE_MM, moduleWidthMm, printedBase } from './qr-module-floor.ts';
import { renderQrSvg } from './qr-svg.ts';

/** A tracked URL of `length` characters, of the server's shape (an origin, /q/ and a code). */
const trackedUrl = (length: number, origin = 'https://mail-demo.example.org') => `${origin}/q/${'Zq7x'.repeat(40)}`.slice(0, length);
/** The ECL a code of `text` is printed at in `sizeMm`. */
const printedEcl = (text: string, sizeMm: number, asked: SqrEcl) => printedBase(text, sizeMm, asked).ecl;
const modulesAt = (text: string, sizeMm: number, ecl: SqrEcl) => moduleWidthMm(sizeMm, QRCode.create(text, { errorCorrectionLevel: ecl, maskPattern: 0 }).modules.size);

describe('moduleWidthMm', () => {
  it('divides the size by the symbol and its quiet zone of 2 modules a side', () => {
    expect(moduleWidthMm(10, 37)).toBeCloseTo(10 / 41, 10); // version 5
    expect(moduleWidthMm(24, 41)).toBeCloseTo(24 / 45, 10);
  });
});

describe('printedEcl', () => {
  const local = trackedUrl(40, 'http://127.0.0.1:4785'); // the local server's tracked URL: 40 characters

  it('steps the local tracked URL at 10 mm ECL H down to M (H version 5: 0.244 mm, Q version 4: 0.270 mm, M version 3: 0.303 mm)', () => {
    expect(modulesAt(local, 10, 'H')).toBeLessThan(MIN_PRINT_MODULE_MM);
    expect(modulesAt(local, 10, 'Q')).toBeLessThan(MIN_PRINT_MODULE_MM);
    expect(printedEcl(local, 10, 'H')).toBe('M');
    expect(modulesAt(local, 10, 'M')).toBeGreaterThanOrEqual(MIN_PRINT_MODULE_MM);
  });

  it('prints the same URL at Q at 11 mm and keeps H from 12 mm (version 5: 0.293 mm)', () => {
    expect(printedEcl(local, 11, 'H')).toBe('Q');
    expect(printedEcl(local, 12, 'H')).toBe('H');
  });

  it('steps a 60-character tracked URL at ECL H to L at 10 mm, to Q at 12 mm, and keeps H at 15 mm', () => {
    const url = trackedUrl(60);
    expect(printedEcl(url, 10, 'H')).toBe('L'); // L version 4: 0.270 mm, under the floor, the lowest level
    expect(printedEcl(url, 12, 'H')).toBe('Q'); // H version 7: 0.245 mm; Q version 5: 0.293 mm
    expect(printedEcl(url, 15, 'H')).toBe('H'); // version 7: 0.306 mm
  });

  it('keeps an explicit L, and renders L under the floor rather than refusing', () => {
    expect(printedEcl(local, 10, 'L')).toBe('L');
    const long = trackedUrl(160);
    expect(modulesAt(long, 10, 'L')).toBeLessThan(MIN_PRINT_MODULE_MM);
    expect(printedEcl(long, 10, 'H')).toBe('L');
    expect(printedEcl(long, 10, 'L')).toBe('L');
  });

  it('never steps up, and keeps the default 15 mm code at Q', () => {
    expect(printedEcl('https://x.example/q/abc', 10, 'L')).toBe('L');
    expect(printedEcl('https://x.example/q/abc', 10, 'Q')).toBe('Q');
    expect(printedEcl(trackedUrl(59), 15, 'Q')).toBe('Q');
  });

  it('takes the highest level that keeps the floor, from 10 to 24 mm, for URLs of 20 to 120 characters', () => {
    for (let sizeMm = 10; sizeMm <= 24; sizeMm += 0.5) {
      for (let length = 20; length <= 120; length += 7) {
        const url = trackedUrl(length);
        for (const asked of SQR_ECLS) {
          const printed = printedEcl(url, sizeMm, asked);
          const levels = SQR_ECLS.slice(SQR_ECLS.indexOf(printed), SQR_ECLS.indexOf(asked) + 1); // printed .. asked, upwards
          expect(levels[0]).toBe(printed); // never above the asked level
          if (printed !== 'L') expect(modulesAt(url, sizeMm, printed)).toBeGreaterThanOrEqual(MIN_PRINT_MODULE_MM);
          for (const higher of levels.slice(1)) expect(modulesAt(url, sizeMm, higher)).toBeLessThan(MIN_PRINT_MODULE_MM);
        }
      }
    }
  });
});

describe('renderQrSvg with the module floor', () => {
  it('draws the stepped-down symbol: version 3 (29 modules and the quiet zone) for the local URL at 10 mm ECL H, version 5 at 12 mm', () => {
    const local = trackedUrl(40, 'http://127.0.0.1:4785');
    expect(renderQrSvg(local, { sizeMm: 10, ecl: 'H' })).toContain('viewBox="0 0 33 33"');
    expect(renderQrSvg(local, { sizeMm: 12, ecl: 'H' })).toContain('viewBox="0 0 41 41"');
  });
});
