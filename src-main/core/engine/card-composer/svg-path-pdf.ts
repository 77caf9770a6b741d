// SVG path data as PDF path operators, for the paths our own Smart QR codes are made of
// (engine/qr/qr-shapes.ts, qr-svg.ts): M, L, H, V, C, A and Z, and h and v (square modules' runs). An arc
// becomes cubics of at most a quarter turn each (SVG 1.1 F.6.5: endpoint to centre parametrisation),
// as the browser's PDF printer writes it (it also draws the arc's ellipse with cubics). Anything
// else throws: the caller falls back to the browser. Written by hand rather than with a general
// path library: a card's code is a few thousand segments, and the library's objects a segment were
// half the code's cost.
import { pdfNumber } from '#core/engine/handwriting/index.ts';

/** The cubic of one arc piece of at most 90 degrees on the unit circle, mapped to the ellipse. */
function arcPiece(cx: number, cy: number, rx: number, ry: number, cos: number, sin: number, t1: number, t2: number): string {
  const k = (4 / 3) * Math.tan((t2 - t1) / 4);
  const [c1, s1, c2, s2] = [Math.cos(t1), Math.sin(t1), Math.cos(t2), Math.sin(t2)];
  const point = (x: number, y: number): string => `${pdfNumber(cx + rx * x * cos - ry * y * sin)} ${pdfNumber(cy + rx * x * sin + ry * y * cos)}`;
  return `${point(c1 - k * s1, s1 + k * c1)} ${point(c2 + k * s2, s2 - k * c2)} ${point(c2, s2)} c\n`;
}

/** An SVG arc from (x1, y1) as cubics (SVG 1.1 F.6.5 and F.6.6). */
function arc(x1: number, y1: number, rxIn: number, ryIn: number, angle: number, large: boolean, sweep: boolean, x2: number, y2: number): string {
  if (x1 === x2 && y1 === y2) return '';
  let rx = Math.abs(rxIn);
  let ry = Math.abs(ryIn);
  if (rx === 0 || ry === 0) return `${pdfNumber(x2)} ${pdfNumber(y2)} l\n`;
  const phi = (angle * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const xp = cos * dx + sin * dy;
  const yp = -sin * dx + cos * dy;
  const lambda = (xp * xp) / (rx * rx) + (yp * yp) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const num = rx * rx * ry * ry - rx * rx * yp * yp - ry * ry * xp * xp;
  const den = rx * rx * yp * yp + ry * ry * xp * xp;
  const root = Math.sqrt(Math.max(0, num / den)) * (large === sweep ? -1 : 1);
  const cxp = (root * rx * yp) / ry;
  const cyp = (-root * ry * xp) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const angleOf = (ux: number, uy: number): number => Math.atan2(uy, ux);
  const t1 = angleOf((xp - cxp) / rx, (yp - cyp) / ry);
  let dt = angleOf((-xp - cxp) / rx, (-yp - cyp) / ry) - t1;
  if (sweep && dt < 0) dt += 2 * Math.PI;
  else if (!sweep && dt > 0) dt -= 2 * Math.PI;
  const pieces = Math.max(1, Math.ceil(Math.abs(dt) / (Math.PI / 2) - 1e-9));
  let out = '';
  for (let i = 0; i < pieces; i++) out += arcPiece(cx, cy, rx, ry, cos, sin, t1 + (dt * i) / pieces, t1 + (dt * (i + 1)) / pieces);
  return out;
}

/** White space or a comma (SVG's separators). */
const separator = (c: number): boolean => c === 32 || c === 44 || c === 9 || c === 10 || c === 13;

/** A whole circle as circlePath (qr-shapes.ts) writes it: M(cx - r) cy, two half turns, Z. */
const CIRCLE = /M(-?[\d.]+) (-?[\d.]+)A(-?[\d.]+) \3 0 1 ([01]) (-?[\d.]+) \2A\3 \3 0 1 \4 \1 \2Z/y;

/**
 * PDF path operators of SVG path data (M L H V C A Z h v), in the path's own units. `circle`, when
 * given, writes each whole circle (a dots-style code's modules) instead, (centre, radius), and the
 * path is then filled (nonzero: `f`) here, the segments before each circle and those at the end.
 */
export function svgPathToPdf(d: string, circle?: (cx: number, cy: number, r: number) => string): string {
  let i = 0;
  const n = d.length;
  const number = (): number => {
    while (i < n && separator(d.charCodeAt(i))) i++;
    const start = i;
    if (d[i] === '-' || d[i] === '+') i++;
    while (i < n) {
      const c = d.charCodeAt(i);
      if ((c >= 48 && c <= 57) || c === 46) i++;
      else if (c === 101 || c === 69) {
        i++;
        if (d[i] === '-' || d[i] === '+') i++;
      } else break;
    }
    const v = Number(d.slice(start, i));
    if (start === i || !Number.isFinite(v)) throw new Error(`a number was expected at ${start} of a Smart QR path`);
    return v;
  };
  const flag = (): boolean => {
    while (i < n && separator(d.charCodeAt(i))) i++;
    const c = d[i++];
    if (c !== '0' && c !== '1') throw new Error('an arc flag was expected in a Smart QR path');
    return c === '1';
  };
  let out = '';
  let pending = false;
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  while (i < n) {
    const op = d[i++];
    switch (op) {
      case ' ':
      case ',':
      case '\t':
      case '\n':
      case '\r':
        break;
      case 'M':
        if (circle) {
          CIRCLE.lastIndex = i - 1;
          const c = CIRCLE.exec(d);
          if (c) {
            const r = Number(c[3]);
            if (pending) out += 'f\n';
            pending = false;
            out += circle(Number(c[1]) + r, Number(c[2]), r);
            i = CIRCLE.lastIndex;
            x = startX = Number(c[1]);
            y = startY = Number(c[2]);
            break;
          }
        }
        x = startX = number();
        y = startY = number();
        out += `${pdfNumber(x)} ${pdfNumber(y)} m\n`;
        pending = true;
        break;
      case 'L':
        x = number();
        y = number();
        out += `${pdfNumber(x)} ${pdfNumber(y)} l\n`;
        break;
      case 'H':
        x = number();
        out += `${pdfNumber(x)} ${pdfNumber(y)} l\n`;
        break;
      case 'V':
        y = number();
        out += `${pdfNumber(x)} ${pdfNumber(y)} l\n`;
        break;
      case 'h':
        x += number();
        out += `${pdfNumber(x)} ${pdfNumber(y)} l\n`;
        break;
      case 'v':
        y += number();
        out += `${pdfNumber(x)} ${pdfNumber(y)} l\n`;
        break;
      case 'C': {
        const v = [number(), number(), number(), number(), number(), number()];
        out += `${v.map(pdfNumber).join(' ')} c\n`;
        x = v[4]!;
        y = v[5]!;
        break;
      }
      case 'A': {
        const [rx, ry, angle] = [number(), number(), number()];
        const large = flag();
        const sweep = flag();
        const [x2, y2] = [number(), number()];
        out += arc(x, y, rx, ry, angle, large, sweep, x2, y2);
        x = x2;
        y = y2;
        break;
      }
      case 'Z':
      case 'z':
        out += 'h\n';
        x = startX;
        y = startY;
        break;
      default:
        throw new Error(`the path command ${op} is not one our Smart QR codes use`);
    }
  }
  return circle && pending ? `${out}f\n` : out;
}
