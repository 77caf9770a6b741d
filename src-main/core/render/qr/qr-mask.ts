/**
 * The mask of a QR code, chosen so that no part of the data passes for a finder pattern.
 * The standard's choice (the lowest penalty, which the qrcode library makes) can leave a
 * dark spot in the data ringed light-then-dark with a finder's 1:1:3:1:1 rhythm both ways,
 * at about a finder's size. ZXing, scanning top down, then has three "finders" of one
 * size before it reaches the real bottom-left one, stops looking and reads nothing; jsQR
 * can score such a spot above a real finder. Every mask is valid (a decoder reads which
 * from the format bits), so the code takes the lowest-penalty mask without such a spot
 * (measured: 1 styled code in 70 unread in one frame with the library's mask, 1 in 800
 * with this choice; docs/html-rendering.md).
 */
import QRCode from 'qrcode';
import type { QRCodeErrorCorrectionLevel, QRCodeMaskPattern } from 'qrcode';

export interface Modules {
  size: number;
  get(row: number, col: number): number;
}

/** Light modules around the code (QR_QUIET_ZONE_MODULES); the page beyond is taken as dark (the worst case). */
const QUIET = 2;
/** Spots whose rhythm spans 6 to 8 modules (a finder spans 7): a module size within a scanner's tolerance of the real one. */
const MIN_SPAN = 6;
const MAX_SPAN = 8;

/**
 * The five runs through module `at` along a line (outer dark, light, the dark run holding
 * it, light, outer dark), outer runs counted up to 8.
 */
function runsAcross(dark: (i: number) => boolean, at: number, size: number): number[] {
  const isDark = (i: number) => (i < -QUIET || i >= size + QUIET ? true : dark(i));
  let start = at;
  while (start > -QUIET && isDark(start - 1)) start--;
  let end = at;
  while (end < size + QUIET - 1 && isDark(end + 1)) end++;
  const runs = [0, 0, end - start + 1, 0, 0];
  for (const [step, from, light, outer] of [[-1, start - 1, 1, 0], [1, end + 1, 3, 4]] as const) {
    let i = from;
    while (!isDark(i)) {
      runs[light]!++;
      i += step;
    }
    while (isDark(i) && runs[outer]! < 8) {
      runs[outer]!++;
      i += step;
    }
  }
  return runs;
}

/** A finder's rhythm as ZXing tests it (each run within half a module), over about a finder's span. */
function finderLike(runs: readonly number[]): boolean {
  const total = runs.reduce((a, b) => a + b, 0);
  if (total < MIN_SPAN || total > MAX_SPAN) return false;
  const module = total / 7;
  const v = module / 2;
  return Math.abs(module - runs[0]!) < v && Math.abs(module - runs[1]!) < v && Math.abs(3 * module - runs[2]!) < 3 * v && Math.abs(module - runs[3]!) < v && Math.abs(module - runs[4]!) < v;
}

/** Whether a dark module outside the three finders looks like a finder's centre both ways. */
export function hasFalseFinder(m: Modules): boolean {
  const n = m.size;
  const dark = (r: number, c: number) => r >= 0 && c >= 0 && r < n && c < n && m.get(r, c) === 1;
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if ((r < 8 && c < 8) || (r < 8 && c >= n - 8) || (r >= n - 8 && c < 8) || !dark(r, c)) continue;
      if (finderLike(runsAcross((i) => dark(r, i), c, n)) && finderLike(runsAcross((i) => dark(i, c), r, n))) return true;
    }
  }
  return false;
}

const FINDER_LIKE_RUN = [1, 0, 1, 1, 1, 0, 1, 0, 0, 0, 0];

/** The standard's penalty of a masked symbol (ISO/IEC 18004, 7.8.3: N1 + N2 + N3 + N4). */
export function maskPenalty(m: Modules): number {
  const n = m.size;
  const at = (r: number, c: number) => m.get(r, c);
  const matches = (cell: (i: number) => number, pattern: readonly number[]) => pattern.every((v, i) => cell(i) === v);
  let penalty = 0;
  let darkCount = 0;
  for (let r = 0; r < n; r++) {
    let rowRun = 1;
    let colRun = 1;
    for (let c = 0; c < n; c++) {
      darkCount += at(r, c);
      if (c > 0) {
        rowRun = at(r, c) === at(r, c - 1) ? rowRun + 1 : 1;
        colRun = at(c, r) === at(c - 1, r) ? colRun + 1 : 1;
        penalty += (rowRun === 5 ? 3 : rowRun > 5 ? 1 : 0) + (colRun === 5 ? 3 : colRun > 5 ? 1 : 0);
      }
      if (r > 0 && c > 0 && at(r, c) === at(r - 1, c) && at(r, c) === at(r, c - 1) && at(r, c) === at(r - 1, c - 1)) penalty += 3;
      if (c + FINDER_LIKE_RUN.length <= n) {
        for (const pattern of [FINDER_LIKE_RUN, [...FINDER_LIKE_RUN].reverse()]) {
          if (matches((i) => at(r, c + i), pattern)) penalty += 40;
          if (matches((i) => at(c + i, r), pattern)) penalty += 40;
        }
      }
    }
  }
  return penalty + Math.floor(Math.abs((darkCount * 100) / (n * n) - 50) / 5) * 10;
}

/** The code's symbol: the library's (lowest-penalty) mask, or the lowest-penalty mask that leaves no false finder. */
export function createQrSymbol(text: string, ecl: QRCodeErrorCorrectionLevel): QRCode.QRCode {
  const chosen = QRCode.create(text, { errorCorrectionLevel: ecl });
  if (!hasFalseFinder(chosen.modules)) return chosen;
  let best: { symbol: QRCode.QRCode; penalty: number } | undefined;
  for (let mask = 0; mask < 8; mask++) {
    if (mask === chosen.maskPattern) continue;
    const symbol = QRCode.create(text, { errorCorrectionLevel: ecl, maskPattern: mask as QRCodeMaskPattern });
    if (hasFalseFinder(symbol.modules)) continue;
    const penalty = maskPenalty(symbol.modules);
    if (!best || penalty < best.penalty) best = { symbol, penalty };
  }
  return best?.symbol ?? chosen;
}
