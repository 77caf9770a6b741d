import { isCssColor } from '#shared/colour.ts';
import {
  SQR_ATTRIBUTES,
  SQR_CORNER_DOT_TYPES,
  SQR_CORNER_SQUARE_TYPES,
  SQR_DEFAULTS,
  SQR_DESTINATION_SCHEMES,
  SQR_DOTS_TYPES,
  SQR_ECLS,
  SQR_MAX_DESTINATION_LENGTH,
  SQR_MAX_ID_LENGTH,
  SQR_MAX_SIZE_MM,
  SQR_MIN_SIZE_MM,
} from '#shared/schemas/smart-qr.ts';
import type { SqrCornerDotType, SqrCornerSquareType, SqrDotsType, SqrEcl } from '#shared/schemas/smart-qr.ts';

/** Style of a QR code, as renderQrSvg takes it. */
export interface QrStyle {
  sizeMm: number;
  ecl: SqrEcl;
  dotsColor: string;
  dotsType: SqrDotsType;
  /** null: transparent (the page shows through the quiet zone). */
  backgroundColor: string | null;
  cornerSquareType: SqrCornerSquareType;
  cornerDotType: SqrCornerDotType;
}

export const DEFAULT_QR_STYLE: QrStyle = {
  sizeMm: SQR_DEFAULTS.sizeMm,
  ecl: SQR_DEFAULTS.ecl,
  dotsColor: SQR_DEFAULTS.dotsColor,
  dotsType: SQR_DEFAULTS.dotsType,
  backgroundColor: null,
  cornerSquareType: SQR_DEFAULTS.cornerSquareType,
  cornerDotType: SQR_DEFAULTS.cornerDotType,
};

/** Options of one placeholder, parsed from its data-sqr-* attributes. */
export interface SmartQrOptions extends QrStyle {
  id: string;
  destination: string;
}

const SIZE_RE = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*(mm|in)\s*$/;
// eslint-disable-next-line no-control-regex -- rejecting control characters is the point
const CONTROL_RE = /[\u0000-\u001f\u007f]/;

function oneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

function quoteList(list: readonly string[]): string {
  return list.join(', ');
}

/** Parses "15mm" / "0.75in" into millimetres; null when invalid. */
export function parseSqrSize(value: string): number | null {
  const m = SIZE_RE.exec(value);
  if (!m || m[1] === undefined || m[2] === undefined) return null;
  const n = Number(m[1]);
  return m[2] === 'in' ? n * 25.4 : n;
}

/** An absolute http(s) URL with a host, without whitespace or control characters. */
export function isSqrDestination(value: string): boolean {
  if (value.length === 0 || value.length > SQR_MAX_DESTINATION_LENGTH || /\s/.test(value) || CONTROL_RE.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return oneOf(SQR_DESTINATION_SCHEMES, url.protocol) && url.hostname.length > 0;
}

/**
 * Validates a placeholder's attributes (name -> value, names lower-case). Returns
 * the options, or messages each naming the attribute at fault.
 */
export function parseSmartQrAttributes(attrs: ReadonlyMap<string, string>): { options: SmartQrOptions | null; errors: string[] } {
  const errors: string[] = [];
  for (const name of attrs.keys()) {
    if (name.startsWith('data-sqr-') && !oneOf(SQR_ATTRIBUTES, name)) errors.push(`${name} is not a Smart QR attribute`);
  }
  const id = attrs.get('data-sqr-id');
  if (id === undefined) errors.push('data-sqr-id is required');
  else if (id.trim() === '') errors.push('data-sqr-id must not be empty');
  else if (id.length > SQR_MAX_ID_LENGTH || CONTROL_RE.test(id)) errors.push(`data-sqr-id must be at most ${SQR_MAX_ID_LENGTH} characters without control characters`);

  const destination = attrs.get('data-sqr-destination');
  if (destination === undefined) errors.push('data-sqr-destination is required');
  else if (!isSqrDestination(destination.trim())) errors.push(`data-sqr-destination must be an absolute http or https URL of at most ${SQR_MAX_DESTINATION_LENGTH} characters`);

  const style: QrStyle = { ...DEFAULT_QR_STYLE };
  const size = attrs.get('data-sqr-size');
  if (size !== undefined) {
    const mm = parseSqrSize(size);
    if (mm === null) errors.push('data-sqr-size must be a number with mm or in');
    else if (mm < SQR_MIN_SIZE_MM || mm > SQR_MAX_SIZE_MM) errors.push(`data-sqr-size must be from ${SQR_MIN_SIZE_MM}mm to ${SQR_MAX_SIZE_MM}mm`);
    else style.sizeMm = Math.round(mm * 10_000) / 10_000;
  }
  const ecl = attrs.get('data-sqr-ecl');
  if (ecl !== undefined) {
    if (oneOf(SQR_ECLS, ecl.trim())) style.ecl = ecl.trim() as SqrEcl;
    else errors.push(`data-sqr-ecl must be one of ${quoteList(SQR_ECLS)}`);
  }
  const dotsColor = attrs.get('data-sqr-dots-color');
  if (dotsColor !== undefined) {
    if (isCssColor(dotsColor)) style.dotsColor = dotsColor.trim();
    else errors.push('data-sqr-dots-color must be a CSS color');
  }
  const background = attrs.get('data-sqr-background-color');
  if (background !== undefined) {
    if (isCssColor(background)) style.backgroundColor = background.trim();
    else errors.push('data-sqr-background-color must be a CSS color');
  }
  const dotsType = attrs.get('data-sqr-dots-type');
  if (dotsType !== undefined) {
    if (oneOf(SQR_DOTS_TYPES, dotsType.trim())) style.dotsType = dotsType.trim() as SqrDotsType;
    else errors.push(`data-sqr-dots-type must be one of ${quoteList(SQR_DOTS_TYPES)}`);
  }
  const cornerSquare = attrs.get('data-sqr-corner-square-type');
  if (cornerSquare !== undefined) {
    if (oneOf(SQR_CORNER_SQUARE_TYPES, cornerSquare.trim())) style.cornerSquareType = cornerSquare.trim() as SqrCornerSquareType;
    else errors.push(`data-sqr-corner-square-type must be one of ${quoteList(SQR_CORNER_SQUARE_TYPES)}`);
  }
  const cornerDot = attrs.get('data-sqr-corner-dot-type');
  if (cornerDot !== undefined) {
    if (oneOf(SQR_CORNER_DOT_TYPES, cornerDot.trim())) style.cornerDotType = cornerDot.trim() as SqrCornerDotType;
    else errors.push(`data-sqr-corner-dot-type must be one of ${quoteList(SQR_CORNER_DOT_TYPES)}`);
  }
  if (errors.length > 0 || id === undefined || destination === undefined) return { options: null, errors };
  return { options: { ...style, id, destination: destination.trim() }, errors };
}
