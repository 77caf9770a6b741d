import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { SQR_ECLS } from '#shared/schemas/smart-qr.ts';
import type { SqrEcl } from '#shared/schemas/smart-qr.ts';
import { MIN_PRINT_MODULE_MM, moduleWidthMm, printedEcl } from './qr-module-floor.ts';
import { renderQrSvg } from './qr-svg.ts';

/** A tracked URL of `length` characters, of the server's shape (an origin, /q/ and a code). */
const trackedUrl = (length: number, origin = 'https://mail-demo.example.org') => `${origin}/q/${'Zq7x'.repeat(40)}`.slice(0, length);
const modulesAt = (text: string, sizeMm: number, ecl: SqrEcl) => moduleWidthMm(sizeMm, QRCode.create(text, { errorCorrectionLevel: ecl, maskPattern: 0 }).modules.size);

describe('moduleWidthMm', () => {
  it('divides the size by the symbol and its quiet zone of 2 modules a side', () => {
    expect(moduleWidthMm(10, 37)).toBeCloseTo(10 / 41, 10); // version 5
    expect(moduleWidthMm(24, 41)).toBeCloseTo(24 / 45, 10);
  });
});

describe('printedEcl', () => {
  it('steps a 50-character tracked URL at 10 mm ECL H down to M (version 6: 0.22 mm, Q version 5: 0.24 mm, M version 4: 0.27 mm)', () => {
    const url = trackedUrl(50);
    expect(modulesAt(url, 10, 'H')).toBeLessThan(MIN_PRINT_MODULE_MM);
    expect(modulesAt(url, 10, 'Q')).toBeLessThan(MIN_PRINT_MODULE_MM);
    expect(printedEcl(url, 10, 'H')).toBe('M');
    expect(modulesAt(url, 10, 'M')).toBeGreaterThanOrEqual(MIN_PRINT_MODULE_MM);
  });

  it('keeps ECL H for the same URL at 12 mm (0.27 mm modules)', () => {
    expect(printedEcl(trackedUrl(50), 12, 'H')).toBe('H');
  });

  it('steps the local server URL (40 characters) at 10 mm from H to Q, and keeps H from 11 mm', () => {
    const url = trackedUrl(40, 'http://127.0.0.1:4785');
    expect(printedEcl(url, 10, 'H')).toBe('Q');
    expect(printedEcl(url, 11, 'H')).toBe('H');
  });

  it('keeps a 60-character URL at 12 mm ECL H only down to Q (H is version 7: 0.245 mm)', () => {
    expect(printedEcl(trackedUrl(60), 12, 'H')).toBe('Q');
    expect(printedEcl(trackedUrl(60), 15, 'H')).toBe('H');
  });

  it('keeps an explicit L, and renders L under the floor rather than refusing', () => {
    expect(printedEcl(trackedUrl(50), 10, 'L')).toBe('L');
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
  it('draws the stepped-down symbol: version 4 (33 modules and the quiet zone) for 50 characters at 10 mm ECL H', () => {
    expect(renderQrSvg(trackedUrl(50), { sizeMm: 10, ecl: 'H' })).toContain('viewBox="0 0 37 37"');
    expect(renderQrSvg(trackedUrl(50), { sizeMm: 12, ecl: 'H' })).toContain('viewBox="0 0 45 45"');
  });
});
