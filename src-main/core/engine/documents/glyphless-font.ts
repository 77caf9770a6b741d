// A TrueType font with one empty glyph, the font of the PDFs' invisible text layer
// (text-layer.ts): the text is never painted (render mode 3), so its glyphs need no
// outlines, but a PDF's fonts must be embedded for print and every CID needs a width.
// Tesseract and OCRmyPDF write their searchable layers the same way ("GlyphLessFont"):
// CIDs are the text's UTF-16 code units, every CID is glyph 1, and a ToUnicode map
// gives the code units back to text extractors. Built here in code (about 300 bytes)
// rather than shipped as a binary.

const UNITS_PER_EM = 1000;
/** Every glyph's advance, in font units: the layer scales each line horizontally to the ink's width. */
export const GLYPH_ADVANCE = 500;
export const GLYPHLESS_FONT_NAME = 'GlyphLessFont';

interface Table {
  tag: string;
  bytes: Uint8Array;
}

/** Big-endian fields written one after another. */
function fields(spec: readonly [bits: 16 | 32, value: number][]): Uint8Array {
  const bytes = new Uint8Array(spec.reduce((n, [bits]) => n + bits / 8, 0));
  const view = new DataView(bytes.buffer);
  let at = 0;
  for (const [bits, value] of spec) {
    if (bits === 16) view.setUint16(at, value & 0xffff);
    else view.setUint32(at, value >>> 0);
    at += bits / 8;
  }
  return bytes;
}

const u16 = (value: number): [16, number] => [16, value];
const u32 = (value: number): [32, number] => [32, value];

function head(): Uint8Array {
  // prettier-ignore
  return fields([u32(0x00010000), u32(0x00010000), u32(0), u32(0x5f0f3cf5), u16(0b11), u16(UNITS_PER_EM),
    u32(0), u32(0), u32(0), u32(0), // created, modified
    u16(0), u16(0), u16(GLYPH_ADVANCE), u16(UNITS_PER_EM), // bounding box
    u16(0), u16(3), u16(2), u16(0), u16(0)]); // macStyle, lowestRecPPEM, fontDirectionHint, short loca, glyphDataFormat
}

const hhea = () => fields([u32(0x00010000), u16(UNITS_PER_EM), u16(0), u16(0), u16(GLYPH_ADVANCE), u16(0), u16(0), u16(GLYPH_ADVANCE), u16(1), u16(0), u16(0), u16(0), u16(0), u16(0), u16(0), u16(0), u16(2)]);
const maxp = () => fields([u32(0x00010000), u16(2), ...Array.from({ length: 13 }, (_, i) => u16(i === 4 ? 2 : 0))]);
const hmtx = () => fields([u16(GLYPH_ADVANCE), u16(0), u16(GLYPH_ADVANCE), u16(0)]);
/** Two empty glyphs: every offset is 0 (glyf is empty). */
const loca = () => fields([u16(0), u16(0), u16(0)]);
/** One format-4 subtable that maps nothing (the PDF maps CIDs to the glyph itself). */
const cmap = () => fields([u16(0), u16(1), u16(3), u16(1), u32(12), u16(4), u16(24), u16(0), u16(2), u16(2), u16(0), u16(0), u16(0xffff), u16(0), u16(0xffff), u16(1), u16(0)]);
const post = () => fields([u32(0x00030000), u32(0), u16(0), u16(0), u32(0), u32(0), u32(0), u32(0), u32(0)]);

function name(): Uint8Array {
  const strings = [[1, GLYPHLESS_FONT_NAME], [2, 'Regular'], [4, GLYPHLESS_FONT_NAME], [6, GLYPHLESS_FONT_NAME]] as const;
  const utf16 = strings.map(([, text]) => fields([...text].map((c) => u16(c.charCodeAt(0)))));
  const headerLength = 6 + 12 * strings.length;
  let offset = 0;
  const records = strings.flatMap(([id], i) => {
    const record = [u16(3), u16(1), u16(0x409), u16(id), u16(utf16[i]!.length), u16(offset)];
    offset += utf16[i]!.length;
    return record;
  });
  return concat([fields([u16(0), u16(strings.length), u16(headerLength), ...records]), ...utf16]);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function checksum(bytes: Uint8Array): number {
  const padded = new Uint8Array(Math.ceil(bytes.length / 4) * 4);
  padded.set(bytes);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
  return sum;
}

let built: Uint8Array | undefined;

/** The font's bytes (an sfnt with head, hhea, maxp, hmtx, loca, an empty glyf, cmap, name and post). */
export function glyphlessFont(): Uint8Array {
  if (built) return built;
  const tables: Table[] = [
    { tag: 'cmap', bytes: cmap() },
    { tag: 'glyf', bytes: new Uint8Array(0) },
    { tag: 'head', bytes: head() },
    { tag: 'hhea', bytes: hhea() },
    { tag: 'hmtx', bytes: hmtx() },
    { tag: 'loca', bytes: loca() },
    { tag: 'maxp', bytes: maxp() },
    { tag: 'name', bytes: name() },
    { tag: 'post', bytes: post() },
  ];
  const count = tables.length;
  const power = 2 ** Math.floor(Math.log2(count));
  const directory = [u32(0x00010000), u16(count), u16(power * 16), u16(Math.log2(power)), u16(count * 16 - power * 16)];
  let offset = 12 + 16 * count;
  const records: [16 | 32, number][] = [];
  const bodies: Uint8Array[] = [];
  for (const table of tables) {
    const tag = [...table.tag].reduce((n, c) => n * 256 + c.charCodeAt(0), 0);
    records.push(u32(tag), u32(checksum(table.bytes)), u32(offset), u32(table.bytes.length));
    const padded = new Uint8Array(Math.ceil(table.bytes.length / 4) * 4);
    padded.set(table.bytes);
    bodies.push(padded);
    offset += padded.length;
  }
  const font = concat([fields([...directory, ...records]), ...bodies]);
  // head.checkSumAdjustment: the whole font sums to 0xB1B0AFBA.
  const headOffset = 12 + 16 * count + bodies.slice(0, tables.findIndex((t) => t.tag === 'head')).reduce((n, b) => n + b.length, 0);
  new DataView(font.buffer).setUint32(headOffset + 8, (0xb1b0afba - checksum(font)) >>> 0);
  built = font;
  return font;
}
