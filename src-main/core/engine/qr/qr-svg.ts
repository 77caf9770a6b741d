import type QRCode from 'qrcode';
import type { SqrEcl } from '#shared/schemas/smart-qr.ts';
import { DEFAULT_QR_STYLE } from './smart-qr-options.ts';
import type { QrStyle } from './smart-qr-options.ts';
import { createQrSymbol } from './qr-mask.ts';
import { moduleWidthMm, printedBase, QR_QUIET_ZONE_MODULES } from './qr-module-floor.ts';
import { circlePath, cornerDotPath, cornerSquarePath, fmt, moduleRadii, roundedRectPath } from './qr-shapes.ts';
import { escapeHtml as escapeAttr } from '#shared/html-text.ts';

export interface QrMatrix {
  size: number;
  version: number;
  isDark(row: number, col: number): boolean;
}

/** Centres of the alignment patterns of a version (ISO/IEC 18004 Annex E), finder overlaps excluded. */
export function alignmentCentres(version: number): [number, number][] {
  if (version < 2) return [];
  const size = version * 4 + 17;
  const count = Math.floor(version / 7) + 2;
  const step = size === 145 ? 26 : Math.ceil((size - 13) / (2 * count - 2)) * 2;
  const coords = [size - 7];
  for (let i = 1; i < count - 1; i++) coords.push((coords[i - 1] ?? 0) - step);
  coords.push(6);
  coords.reverse();
  const centres: [number, number][] = [];
  const last = coords.length - 1;
  coords.forEach((r, i) =>
    coords.forEach((c, j) => {
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
      centres.push([r, c]);
    }),
  );
  return centres;
}

function matrixOf({ modules, version }: QRCode.QRCode): QrMatrix {
  const size = modules.size;
  return {
    size,
    version,
    isDark: (row, col) => row >= 0 && col >= 0 && row < size && col < size && modules.get(row, col) === 1,
  };
}

/** The matrix a code of `text` is printed as in `sizeMm`, at the ECL the module floor leaves (printedBase). */
export function printedQrMatrix(text: string, sizeMm: number, asked: SqrEcl): QrMatrix & { ecl: SqrEcl } {
  const { ecl, base } = printedBase(text, sizeMm, asked);
  return { ecl, ...matrixOf(createQrSymbol(text, ecl, base)) };
}

function inFinder(size: number, row: number, col: number): boolean {
  return (row < 7 && col < 7) || (row < 7 && col >= size - 7) || (row >= size - 7 && col < 7);
}

function inAlignment(centres: readonly [number, number][], row: number, col: number): boolean {
  return centres.some(([r, c]) => Math.abs(row - r) <= 2 && Math.abs(col - c) <= 2);
}

/**
 * Data modules in the dots style. Alignment patterns stay square whatever the
 * style: scanners (jsQR among them) lose them when drawn as dots.
 */
function dotsPath(m: QrMatrix, style: QrStyle, q: number): string {
  const centres = alignmentCentres(m.version);
  const dark = (r: number, c: number) => m.isDark(r, c) && !inFinder(m.size, r, c);
  const squareAt = (r: number, c: number) => style.dotsType === 'square' || inAlignment(centres, r, c);
  const parts: string[] = [];
  for (let r = 0; r < m.size; r++) {
    for (let c = 0; c < m.size; c++) {
      if (!dark(r, c)) continue;
      if (squareAt(r, c)) {
        // Horizontal runs as one rectangle each: fewer nodes, no seams.
        let end = c;
        while (dark(r, end + 1) && squareAt(r, end + 1)) end++;
        parts.push(`M${c + q} ${r + q}h${end - c + 1}v1h${-(end - c + 1)}Z`);
        c = end;
      } else if (style.dotsType === 'dots') {
        parts.push(circlePath(c + q + 0.5, r + q + 0.5, 0.5));
      } else {
        const radii = moduleRadii(style.dotsType, { top: dark(r - 1, c), right: dark(r, c + 1), bottom: dark(r + 1, c), left: dark(r, c - 1) });
        parts.push(roundedRectPath(c + q, r + q, 1, 1, radii));
      }
    }
  }
  return parts.join('');
}

/**
 * A styled QR code as a standalone SVG element: vector paths only, exactly
 * `sizeMm` wide and high (the quiet zone of 2 modules is inside that square and
 * painted with the background colour when one is given). The ECL is the asked
 * one unless the module floor steps it down (`printedBase`).
 */
export function renderQrSvg(text: string, options: Partial<QrStyle> = {}): string {
  const style: QrStyle = { ...DEFAULT_QR_STYLE, ...options };
  const m = printedQrMatrix(text, style.sizeMm, style.ecl);
  const q = QR_QUIET_ZONE_MODULES;
  const total = m.size + 2 * q;
  const finders = [
    [q, q],
    [q + m.size - 7, q],
    [q, q + m.size - 7],
  ] as const;
  const moduleMm = moduleWidthMm(style.sizeMm, m.size);
  const corners = finders.map(([x, y]) => cornerSquarePath(style.cornerSquareType, x, y, moduleMm) + cornerDotPath(style.cornerDotType, x, y, style.cornerSquareType, moduleMm)).join('');
  const size = `${fmt(style.sizeMm)}mm`;
  const fill = escapeAttr(style.dotsColor);
  const background = style.backgroundColor === null ? '' : `<rect width="${total}" height="${total}" fill="${escapeAttr(style.backgroundColor)}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="inkpost-sqr" width="${size}" height="${size}" viewBox="0 0 ${total} ${total}" ` +
    `style="display:block;width:${size};height:${size}" role="img" aria-label="QR code">` +
    background +
    `<path fill="${fill}" d="${dotsPath(m, style, q)}"/>` +
    `<path fill="${fill}" d="${corners}"/>` +
    `</svg>`
  );
}
