/**
 * Physical dimensions with units, as the public API sends them: "100mm", "4in",
 * "300px", "12pt" (also "2.5cm"). Pixels are at the print resolution of 300 dpi.
 * 'auto', bare numbers, negative values and anything else are rejected.
 * Pure TypeScript: no node:*, no DOM.
 */

export const UNITS = ['mm', 'cm', 'in', 'pt', 'px'] as const;
export type Unit = (typeof UNITS)[number];

/** Print resolution used for px and for rasterised output. */
export const DPI = 300;
export const MM_PER_INCH = 25.4;
export const PT_PER_INCH = 72;

export interface Dimension {
  value: number;
  unit: Unit;
}

const MM_PER_UNIT: Record<Unit, number> = {
  mm: 1,
  cm: 10,
  in: MM_PER_INCH,
  pt: MM_PER_INCH / PT_PER_INCH,
  px: MM_PER_INCH / DPI,
};

const DIMENSION_RE = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*(mm|cm|in|pt|px)\s*$/i;

/** Parses "12.5mm" into {value, unit}; returns null for anything that is not a non-negative number with a unit. */
export function parseDimension(input: string): Dimension | null {
  if (typeof input !== 'string') return null;
  const m = DIMENSION_RE.exec(input);
  if (!m || m[1] === undefined || m[2] === undefined) return null;
  const value = Number(m[1]);
  if (!Number.isFinite(value)) return null;
  return { value, unit: m[2].toLowerCase() as Unit };
}

export function dimensionToMm(d: Dimension): number {
  return d.value * MM_PER_UNIT[d.unit];
}

/** "100mm" -> 100, "4in" -> 101.6, "12pt" -> 4.233..., "300px" -> 25.4. Throws on invalid input. */
export function toMm(input: string): number {
  const d = parseDimension(input);
  if (!d) throw new RangeError(`Invalid dimension: ${JSON.stringify(input)} (expected a number with mm, cm, in, pt or px)`);
  return dimensionToMm(d);
}

/** Points (1/72 in) of a dimension string. */
export function toPt(input: string): number {
  return mmToPt(toMm(input));
}

/** Pixels at 300 dpi of a dimension string, unrounded ("100mm" -> 1181.1...). */
export function toPx(input: string): number {
  return mmToPx(toMm(input));
}

export function mmToPx(mm: number, dpi: number = DPI): number {
  return (mm * dpi) / MM_PER_INCH;
}
export function mmToPt(mm: number): number {
  return (mm * PT_PER_INCH) / MM_PER_INCH;
}
export function ptToMm(pt: number): number {
  return (pt * MM_PER_INCH) / PT_PER_INCH;
}

/** Whole pixels of a raster for a length in mm at 300 dpi: 100mm -> 1181. */
export function mmToWholePx(mm: number, dpi: number = DPI): number {
  return Math.max(1, Math.round(mmToPx(mm, dpi)));
}
