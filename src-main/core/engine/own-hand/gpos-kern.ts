/**
 * An OpenType GPOS table with one `kern` feature of class pair kerning (PairPos format 2:
 * each class is one character with all its written variants), and the table written into
 * a font that opentype.js made (it writes GSUB but no GPOS).
 */

class Writer {
  private readonly bytes: number[] = [];
  get length(): number {
    return this.bytes.length;
  }
  u16(v: number): this {
    this.bytes.push((v >> 8) & 0xff, v & 0xff);
    return this;
  }
  i16(v: number): this {
    return this.u16(v < 0 ? v + 0x10000 : v);
  }
  tag(t: string): this {
    for (let i = 0; i < 4; i++) this.bytes.push(t.charCodeAt(i));
    return this;
  }
  append(other: Writer): this {
    this.bytes.push(...other.bytes);
    return this;
  }
  toUint8Array(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}

/**
 * classes: glyph ids per class (class k + 1 in the table; class 0 is every other glyph);
 * kern[i][j]: the x-advance added to a glyph of class i before a glyph of class j.
 */
export function gposKernTable(classes: readonly (readonly number[])[], kern: readonly (readonly number[])[]): Uint8Array {
  const classOf = new Map<number, number>();
  classes.forEach((ids, k) => ids.forEach((id) => classOf.set(id, k + 1)));
  const glyphs = [...classOf.keys()].sort((a, b) => a - b);
  const n = classes.length + 1;
  // ClassDef format 1 over the glyphs from the first to the last classed one
  const first = glyphs[0] ?? 0;
  const count = glyphs.length ? glyphs[glyphs.length - 1]! - first + 1 : 0;
  const classDef = new Writer().u16(1).u16(first).u16(count);
  for (let g = first; g < first + count; g++) classDef.u16(classOf.get(g) ?? 0);
  const coverage = new Writer().u16(1).u16(glyphs.length);
  glyphs.forEach((g) => coverage.u16(g));
  const pairHeader = 16;
  const records = 2 * n * n;
  const pair = new Writer()
    .u16(2) // posFormat
    .u16(pairHeader + records) // coverage
    .u16(0x0004) // valueFormat1: XAdvance
    .u16(0) // valueFormat2
    .u16(pairHeader + records + coverage.length) // classDef1
    .u16(pairHeader + records + coverage.length) // classDef2 (the same classes)
    .u16(n)
    .u16(n);
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) pair.i16(i === 0 || j === 0 ? 0 : Math.round(kern[i - 1]?.[j - 1] ?? 0));
  pair.append(coverage).append(classDef);
  const lookup = new Writer().u16(2).u16(0).u16(1).u16(8).append(pair);
  const lookupList = new Writer().u16(1).u16(4).append(lookup);
  const feature = new Writer().u16(0).u16(1).u16(0); // no params, one lookup: 0
  const featureList = new Writer().u16(1).tag('kern').u16(8).append(feature);
  const langSys = new Writer().u16(0).u16(0xffff).u16(1).u16(0);
  const script = new Writer().u16(4).u16(0).append(langSys);
  const scriptList = new Writer().u16(2).tag('DFLT').u16(14).tag('latn').u16(14).append(script);
  const header = 10;
  return new Writer()
    .u16(1)
    .u16(0)
    .u16(header)
    .u16(header + scriptList.length)
    .u16(header + scriptList.length + featureList.length)
    .append(scriptList)
    .append(featureList)
    .append(lookupList)
    .toUint8Array();
}

const pad4 = (n: number) => (n + 3) & ~3;

function checksum(bytes: Uint8Array, offset: number, length: number): number {
  let sum = 0;
  for (let i = 0; i < pad4(length); i += 4) {
    const at = offset + i;
    const word = ((bytes[at] ?? 0) << 24) | ((bytes[at + 1] ?? 0) << 16) | ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    sum = (sum + (word >>> 0)) >>> 0;
  }
  return sum;
}

/** The font with one more table (tables sorted by tag, 4-byte aligned, checksums and head's adjustment recomputed). */
export function withTable(font: Uint8Array, tag: string, data: Uint8Array): Uint8Array {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const count = view.getUint16(4);
  const tables: { tag: string; data: Uint8Array }[] = [];
  for (let i = 0; i < count; i++) {
    const at = 12 + 16 * i;
    const t = String.fromCharCode(font[at]!, font[at + 1]!, font[at + 2]!, font[at + 3]!);
    if (t === tag) continue;
    const offset = view.getUint32(at + 8);
    tables.push({ tag: t, data: font.slice(offset, offset + view.getUint32(at + 12)) });
  }
  tables.push({ tag, data });
  tables.sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
  const n = tables.length;
  const dirSize = 12 + 16 * n;
  const out = new Uint8Array(dirSize + tables.reduce((s, t) => s + pad4(t.data.length), 0));
  const w = new DataView(out.buffer);
  out.set(font.subarray(0, 4)); // sfnt version ('OTTO')
  const power = 2 ** Math.floor(Math.log2(n));
  w.setUint16(4, n);
  w.setUint16(6, power * 16);
  w.setUint16(8, Math.log2(power));
  w.setUint16(10, n * 16 - power * 16);
  let offset = dirSize;
  let headAt = -1;
  tables.forEach((t, i) => {
    if (t.tag === 'head') {
      headAt = offset;
      t.data = t.data.slice();
      new DataView(t.data.buffer).setUint32(8, 0); // checkSumAdjustment, set below
    }
    out.set(t.data, offset);
    const rec = 12 + 16 * i;
    for (let c = 0; c < 4; c++) out[rec + c] = t.tag.charCodeAt(c);
    w.setUint32(rec + 4, checksum(out, offset, t.data.length));
    w.setUint32(rec + 8, offset);
    w.setUint32(rec + 12, t.data.length);
    offset += pad4(t.data.length);
  });
  if (headAt >= 0) w.setUint32(headAt + 8, (0xb1b0afba - checksum(out, 0, out.length)) >>> 0);
  return out;
}
