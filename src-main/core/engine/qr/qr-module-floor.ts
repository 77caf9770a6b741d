/**
 * The printed module floor of a Smart QR code (issue 33): a printed code keeps its modules at
 * least MIN_PRINT_MODULE_MM wide, stepping the error-correction level down when the asked one
 * would make them smaller (docs/html-rendering.md, "The module floor").
 */
import QRCode from 'qrcode';
import type { SqrEcl } from '#shared/schemas/smart-qr.ts';

/** Light modules around the code, inside the requested size. */
export const QR_QUIET_ZONE_MODULES = 2;

/**
 * Narrowest module a printed code keeps when a lower ECL allows it: 0.28 mm, 3.3 pixels at
 * 300 dpi. Without a floor the larger sweep missed 2.6 % of one-frame decodes at 0.204 mm and
 * about 0.1 % from 0.222 to 0.270 mm; from 0.293 mm, 1 in about 33,000 (docs/html-rendering.md).
 */
export const MIN_PRINT_MODULE_MM = 0.28;

/** From the most error correction to the least: the order the floor steps down in. */
const ECL_STEPS: readonly SqrEcl[] = ['H', 'Q', 'M', 'L'];

/** Width of one module as renderQrSvg draws a symbol `symbolModules` across in `sizeMm` (the quiet zone inside the size). */
export function moduleWidthMm(sizeMm: number, symbolModules: number): number {
  return sizeMm / (symbolModules + 2 * QR_QUIET_ZONE_MODULES);
}

/**
 * The symbol of `text` (mask 0, as the library lays it out) at the ECL the floor leaves, and that
 * ECL: the asked one when its modules keep MIN_PRINT_MODULE_MM, else the highest lower level whose
 * modules do, else L (never refused: the spec accepts every size from 10 mm and every ECL). The
 * symbol is the one createQrSymbol starts from, so the chosen level is not laid out twice.
 */
export function printedBase(text: string, sizeMm: number, asked: SqrEcl): { ecl: SqrEcl; base: QRCode.QRCode } {
  const layOut = (ecl: SqrEcl) => QRCode.create(text, { errorCorrectionLevel: ecl, maskPattern: 0 });
  let ecl = asked;
  let base = layOut(ecl);
  for (const lower of ECL_STEPS.slice(ECL_STEPS.indexOf(asked) + 1)) {
    if (moduleWidthMm(sizeMm, base.modules.size) >= MIN_PRINT_MODULE_MM) break;
    ecl = lower;
    base = layOut(ecl);
  }
  return { ecl, base };
}
