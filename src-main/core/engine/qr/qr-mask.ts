/**
 * The symbol of a QR code, chosen so that no part of the data passes for a finder pattern.
 * The standard's choice of mask (the lowest penalty, which the qrcode library makes) can
 * leave a dark spot in the data ringed light-then-dark with a finder's 1:1:3:1:1 rhythm
 * both ways. ZXing, scanning top down, then confirms three "finders" before it reaches the
 * real third one and reads nothing; jsQR can score such a spot above a real finder. Every
 * mask is valid (a decoder reads which from the format bits), and so is a text in two byte
 * segments (a decoder joins them): the code takes, of the library's version and the asked
 * ECL, the symbol without such a spot (else with the fewest), lowest penalty first
 * (docs/html-rendering.md).
 */
import QRCode from 'qrcode';
import type { QRCodeErrorCorrectionLevel, QRCodeMaskPattern, QRCodeSegment } from 'qrcode';
import { QR_QUIET_ZONE_MODULES } from './qr-module-floor.ts';

export interface Modules {
  size: number;
  get(row: number, col: number): number;
}

/** Light modules around the code; the page beyond is taken as dark (the worst case). */
const QUIET = QR_QUIET_ZONE_MODULES;
/** Longest outer run counted (a run of page beyond the quiet zone). */
const OUTER_CAP = 8;
/**
 * A rhythm passes for a finder's (1:1:3:1:1) over 5 to 10 modules within ZXing's tolerance
 * (half a module a run) widened by SLACK: drawn, anti-aliased and binarised at 3 to 7 pixels
 * a module, a run one module long measures a pixel more or less, so the 1:1:1:1:1 of a timing
 * pattern, or 1:1:5:1:1, passes at some placements (seen in ZXing's misses in one frame).
 */
const SLACK = 1.2;
const MIN_SPAN = 5;
const MAX_SPAN = 10;
/** Byte-segment splits tried when no mask of the library's segments is free of false finders. */
const SPLITS = 6;

const sum = (runs: readonly number[]) => runs[0]! + runs[1]! + runs[2]! + runs[3]! + runs[4]!;

/** A finder's rhythm as ZXing tests it (each run within half a module, widened by SLACK), over MIN_SPAN to MAX_SPAN modules. */
function passes(runs: readonly number[]): boolean {
  const total = sum(runs);
  if (total < MIN_SPAN || total > MAX_SPAN) return false;
  const module = total / 7;
  const v = (module / 2) * SLACK;
  return Math.abs(module - runs[0]!) < v && Math.abs(module - runs[1]!) < v && Math.abs(3 * module - runs[2]!) < 3 * v && Math.abs(module - runs[3]!) < v && Math.abs(module - runs[4]!) < v;
}

/** The runs of one line (row or column) of `n` modules: the quiet zone light, the page beyond it dark (OUTER_CAP long). */
interface LineRuns {
  lengths: number[];
  /** First module of each run (negative in the quiet zone and beyond). */
  starts: number[];
  /** Run index of each module. */
  runOf: Int32Array;
}

/** The runs of the line of `n` modules of flat grid `g` starting at `start`, `step` apart. */
function lineRuns(n: number, g: Uint8Array, start: number, step: number): LineRuns {
  const lengths = [OUTER_CAP];
  const starts = [-QUIET - OUTER_CAP];
  let colour = 1;
  const runOf = new Int32Array(n);
  for (let i = -QUIET; i < n + QUIET; i++) {
    const c = i < 0 || i >= n ? 0 : g[start + i * step]!;
    if (c === colour) lengths[lengths.length - 1]!++;
    else {
      lengths.push(1);
      starts.push(i);
      colour = c;
    }
    if (i >= 0 && i < n) runOf[i] = lengths.length - 1;
  }
  lengths.push(OUTER_CAP);
  starts.push(n + QUIET);
  return { lengths, starts, runOf };
}

/** The five runs around run `k`: outer dark, light, run k, light, outer dark (outer runs capped). */
function fiveRuns({ lengths }: LineRuns, k: number): number[] {
  return [Math.min(lengths[k - 2]!, OUTER_CAP), lengths[k - 1]!, lengths[k]!, lengths[k + 1]!, Math.min(lengths[k + 2]!, OUTER_CAP)];
}

/** The middle module(s) of run k, inside the code: one for an odd run, the two either side of its middle for an even one. */
function middles({ lengths, starts }: LineRuns, k: number, n: number): number[] {
  const first = starts[k]! + Math.floor((lengths[k]! - 1) / 2);
  const last = starts[k]! + Math.ceil((lengths[k]! - 1) / 2);
  return (first === last ? [first] : [first, last]).filter((i) => i >= 0 && i < n);
}

/**
 * Centres outside the three finders that a scanner confirms as a finder's, found as ZXing
 * finds them: a row with a finder's rhythm, then the column through the middle of its centre
 * run (its span within 40 % of the row's), then the row through the middle of that column's
 * centre run (within 20 %); each rhythm within ZXing's tolerance widened by SLACK.
 */
export function falseFinderCount(m: Modules, limit = Infinity): number {
  const n = m.size;
  const g = new Uint8Array(n * n);
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) g[r * n + c] = m.get(r, c);
  return falseFindersIn(n, g, limit);
}

/** falseFinderCount of a flat grid of n x n modules. */
function falseFindersIn(n: number, g: Uint8Array, limit: number): number {
  const rows = Array.from({ length: n }, (_, r) => lineRuns(n, g, r * n, 1));
  const columns: (LineRuns | undefined)[] = [];
  const column = (c: number) => (columns[c] ??= lineRuns(n, g, c, n));
  const centres = new Set<number>();
  const inFinder = (r: number, c: number) => (r < 8 && c < 8) || (r < 8 && c >= n - 8) || (r >= n - 8 && c < 8);
  for (let r = 0; r < n && centres.size <= limit; r++) {
    const row = rows[r]!;
    for (let k = 2; k < row.lengths.length - 2; k++) {
      if (row.starts[k]! < 0 || row.starts[k]! >= n || g[r * n + row.starts[k]!] !== 1) continue;
      const across = fiveRuns(row, k);
      if (!passes(across)) continue;
      for (const c of middles(row, k, n)) {
        const col = column(c);
        const kv = col.runOf[r]!;
        const down = fiveRuns(col, kv);
        if (!passes(down) || 5 * Math.abs(sum(down) - sum(across)) >= 2 * sum(across)) continue;
        for (const rm of middles(col, kv, n)) {
          const again = fiveRuns(rows[rm]!, rows[rm]!.runOf[c]!);
          if (!passes(again) || 5 * Math.abs(sum(again) - sum(across)) >= sum(across)) continue;
          for (const cm of middles(rows[rm]!, rows[rm]!.runOf[c]!, n)) if (!inFinder(rm, cm)) centres.add(rm * n + cm);
        }
      }
    }
  }
  return centres.size;
}

/** 1:1:3:1:1 with 4 light modules after it (0b10111010000), and before it, as 11-bit windows. */
const FINDER_LIKE_RUN = 0x5d0;
const FINDER_LIKE_RUN_REVERSED = 0x05d;

/** The standard's penalty of a masked symbol (ISO/IEC 18004, 7.8.3: N1 + N2 + N3 + N4), on a flat grid. */
function maskPenalty(n: number, g: Uint8Array): number {
  let penalty = 0;
  let darkCount = 0;
  for (let r = 0; r < n; r++) {
    let rowRun = 1;
    let colRun = 1;
    let rowBits = 0;
    let colBits = 0;
    for (let c = 0; c < n; c++) {
      const at = r * n + c;
      darkCount += g[at]!;
      rowBits = ((rowBits << 1) | g[at]!) & 0x7ff;
      colBits = ((colBits << 1) | g[c * n + r]!) & 0x7ff;
      if (c > 0) {
        rowRun = g[at] === g[at - 1] ? rowRun + 1 : 1;
        colRun = g[c * n + r] === g[(c - 1) * n + r] ? colRun + 1 : 1;
        penalty += (rowRun === 5 ? 3 : rowRun > 5 ? 1 : 0) + (colRun === 5 ? 3 : colRun > 5 ? 1 : 0);
      }
      if (r > 0 && c > 0 && g[at] === g[at - 1] && g[at] === g[at - n] && g[at] === g[at - n - 1]) penalty += 3;
      if (c >= 10) {
        if (rowBits === FINDER_LIKE_RUN || rowBits === FINDER_LIKE_RUN_REVERSED) penalty += 40;
        if (colBits === FINDER_LIKE_RUN || colBits === FINDER_LIKE_RUN_REVERSED) penalty += 40;
      }
    }
  }
  return penalty + Math.floor(Math.abs((darkCount * 100) / (n * n) - 50) / 5) * 10;
}

function maskAt(mask: number, i: number, j: number): boolean {
  switch (mask) {
    case 0:
      return (i + j) % 2 === 0;
    case 1:
      return i % 2 === 0;
    case 2:
      return j % 3 === 0;
    case 3:
      return (i + j) % 3 === 0;
    case 4:
      return (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0;
    case 5:
      return ((i * j) % 2) + ((i * j) % 3) === 0;
    case 6:
      return (((i * j) % 2) + ((i * j) % 3)) % 2 === 0;
    default:
      return (((i * j) % 3) + ((i + j) % 2)) % 2 === 0;
  }
}

/** The 15 format bits of an ECL and a mask: BCH(15, 5), XOR 0x5412 (ISO/IEC 18004, 7.9). */
function formatBits(eclBit: number, mask: number): number {
  const data = (eclBit << 3) | mask;
  let d = data << 10;
  for (let bit = 14; bit >= 10; bit--) if (d & (1 << bit)) d ^= 0x537 << (bit - 10);
  return ((data << 10) | d) ^ 0x5412;
}

/** The symbol of `base` (same data) under another mask, format bits included, as the library would lay it out. */
export function remask(base: QRCode.QRCode, mask: number): Uint8Array {
  const { size: n, data, reservedBit } = base.modules;
  const g = Uint8Array.from(data);
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) if (!reservedBit[r * n + c] && maskAt(base.maskPattern ?? 0, r, c) !== maskAt(mask, r, c)) g[r * n + c]! ^= 1;
  }
  const bits = formatBits(base.errorCorrectionLevel.bit, mask);
  for (let i = 0; i < 15; i++) {
    const bit = (bits >> i) & 1;
    g[(i < 6 ? i : i < 8 ? i + 1 : n - 15 + i) * n + 8] = bit;
    g[8 * n + (i < 8 ? n - i - 1 : i < 9 ? 15 - i : 14 - i)] = bit;
  }
  return g;
}

const ascii = new TextEncoder();

/** The text as the library segments it, then as two byte segments split at a few places (ASCII text only). */
function segmentations(text: string): (string | QRCodeSegment[])[] {
  // eslint-disable-next-line no-control-regex -- ASCII: a split never cuts a character's UTF-8 bytes
  if (!/^[\x00-\x7f]*$/.test(text) || text.length < 2) return [text];
  const cuts = new Set(Array.from({ length: SPLITS }, (_, k) => Math.max(1, Math.round(((k + 1) * text.length) / (SPLITS + 1)))));
  return [
    text,
    ...[...cuts].map((at): QRCodeSegment[] => [
      { data: ascii.encode(text.slice(0, at)), mode: 'byte' },
      { data: ascii.encode(text.slice(at)), mode: 'byte' },
    ]),
  ];
}

/**
 * The code's symbol, of the library's version and the asked ECL: the lowest-penalty mask
 * without a false finder, of the library's segments, else of the text split into two byte
 * segments; when every one has some, the one with the fewest. `first` is the library's symbol
 * at mask 0, when the caller has laid it out already (printedBase).
 */
export function createQrSymbol(text: string, ecl: QRCodeErrorCorrectionLevel, first = QRCode.create(text, { errorCorrectionLevel: ecl, maskPattern: 0 })): QRCode.QRCode {
  const n = first.modules.size;
  let best: { symbol: QRCode.QRCode; g: Uint8Array; mask: number; count: number } | undefined;
  for (const data of segmentations(text)) {
    let base = first;
    if (data !== text) {
      try {
        base = QRCode.create(data, { errorCorrectionLevel: ecl, maskPattern: 0, version: first.version });
      } catch {
        continue; // two segments do not fit this version
      }
    }
    // Lowest penalty first: the first mask without a false finder is the one to take.
    const masks = Array.from({ length: 8 }, (_, mask) => {
      const g = remask(base, mask);
      return { mask, g, penalty: maskPenalty(n, g) };
    }).sort((a, b) => a.penalty - b.penalty);
    for (const { mask, g } of masks) {
      const count = falseFindersIn(n, g, best ? best.count - 1 : Infinity);
      if (best && count >= best.count) continue;
      best = { symbol: base, g, mask, count };
      if (count === 0) break;
    }
    if (best?.count === 0) break;
  }
  if (!best) return first;
  // The chosen layout is the library's own under that mask (remask): laid into its symbol, not built again.
  best.symbol.modules.data.set(best.g);
  best.symbol.maskPattern = best.mask as QRCodeMaskPattern;
  return best.symbol;
}
