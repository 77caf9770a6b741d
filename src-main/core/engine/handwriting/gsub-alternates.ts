/**
 * A hand's alternates, read from its font's GSUB table as fontkit decodes it: which glyphs can
 * stand for one another when a letter repeats (fonts.ts, LoadedFont.variants).
 */
import type { Font, Glyph } from 'fontkit';

/* eslint-disable @typescript-eslint/no-explicit-any -- walking fontkit's untyped GSUB structures */
/**
 * The glyphs that can stand for each glyph: the single/alternate substitutions of the stylistic
 * alternates (salt, cvNN) and of the lookups nested in contextual alternates (calt), grouped
 * into classes of interchangeable shapes of similar size (a glyph with none is not listed).
 * fontkit decodes the GSUB as it is walked and keeps the decoding for the font's life; the words
 * are shaped by HarfBuzz (shaper.ts), so it is dropped here (Playpen Sans: most of 16 MB).
 */
export function alternateVariants(font: Font): Map<number, number[]> {
  const variantsOf = new Map<number, number[]>();
  const gsub = (font as any).GSUB as any;
  forgetLayoutTables(font); // the walk below holds the decoding until it returns
  if (!gsub?.lookupList || !gsub.featureList) return variantsOf;
  const lookups: any[] = toArray(gsub.lookupList);
  const wanted = new Set<number>();
  const calt = new Set<number>();
  for (const fr of toArray(gsub.featureList)) {
    const tag: string = fr.tag;
    const idx: number[] = toArray(fr.feature?.lookupListIndexes);
    // stylistic sets (ssNN) switch a letter's whole style (e.g. a single-storey a) and are left out
    if (tag === 'salt' || /^cv\d\d$/.test(tag)) idx.forEach((i) => wanted.add(i));
    if (tag === 'calt') idx.forEach((i) => calt.add(i));
  }
  for (const i of calt) {
    for (const st of subTables(lookups[i])) {
      for (const rec of toArray(st.lookupRecords)) wanted.add(rec.lookupListIndex);
      for (const set of toArray(st.chainRuleSets ?? st.ruleSets)) {
        for (const rule of toArray(set)) for (const rec of toArray(rule?.lookupRecords)) wanted.add(rec.lookupListIndex);
      }
    }
  }
  const parent = new Map<number, number>();
  const find = (a: number): number => {
    let r = a;
    while (parent.has(r) && parent.get(r) !== r) r = parent.get(r)!;
    parent.set(a, r);
    return r;
  };
  const union = (a: number, b: number): void => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent.set(rb, ra);
  };
  for (const i of wanted) {
    const lookup = lookups[i];
    if (!lookup) continue;
    for (const st of subTables(lookup)) {
      const type = st.__type as number;
      const cov = coverage(st.coverage);
      if (type === 1) {
        cov.forEach((g, ci) => {
          const sub = st.version === 1 || st.substFormat === 1 ? (g + st.deltaGlyphID) & 0xffff : toArray(st.substitute)[ci];
          if (typeof sub === 'number') union(g, sub);
        });
      } else if (type === 3) {
        const sets = toArray(st.alternateSet);
        cov.forEach((g, ci) => {
          for (const alt of toArray(sets[ci])) union(g, alt as number);
        });
      }
    }
  }
  const classes = new Map<number, number[]>();
  for (const g of parent.keys()) {
    const r = find(g);
    const list = classes.get(r) ?? [];
    list.push(g);
    classes.set(r, list);
  }
  for (const members of classes.values()) {
    if (members.length < 2) continue;
    for (const g of members) {
      const base = font.getGlyph(g);
      const alike = members.filter((m) => m === g || similar(font.unitsPerEm, base, font.getGlyph(m)));
      if (alike.length > 1) variantsOf.set(g, alike.sort((a, b) => a - b));
    }
  }
  return variantsOf;
}

/** Alternates must keep size and position, so superscripts or swash forms are not swapped in. */
function similar(upm: number, a: Glyph, b: Glyph): boolean {
  const ab = a.bbox;
  const bb = b.bbox;
  if (!Number.isFinite(ab.minX) || !Number.isFinite(bb.minX)) return false;
  const ha = ab.maxY - ab.minY;
  const hb = bb.maxY - bb.minY;
  if (Math.abs(a.advanceWidth - b.advanceWidth) > 0.25 * Math.max(a.advanceWidth, upm * 0.2)) return false;
  if (Math.abs(ha - hb) > 0.2 * Math.max(ha, upm * 0.1)) return false;
  if (Math.abs(ab.minY - bb.minY) > 0.1 * upm || Math.abs(ab.maxY - bb.maxY) > 0.1 * upm) return false;
  return true;
}

/** Drops fontkit's decoded GSUB and GPOS from the font's tables (it decodes them again if asked). */
function forgetLayoutTables(font: Font): void {
  const tables = (font as unknown as { _tables?: Record<string, unknown> })._tables;
  if (tables) for (const tag of ['GSUB', 'GPOS']) delete tables[tag];
}

function toArray(x: any): any[] {
  if (!x) return [];
  if (Array.isArray(x)) return x;
  if (typeof x.toArray === 'function') return x.toArray();
  return [];
}

function subTables(lookup: any): any[] {
  if (!lookup) return [];
  const out: any[] = [];
  for (const st of toArray(lookup.subTables)) {
    if (lookup.lookupType === 7 && st?.extension) out.push({ ...st.extension, __type: st.lookupType });
    else out.push({ ...st, __type: lookup.lookupType });
  }
  return out;
}

function coverage(cov: any): number[] {
  if (!cov) return [];
  if (cov.version === 1) return toArray(cov.glyphs);
  const out: number[] = [];
  for (const r of toArray(cov.rangeRecords)) for (let g = r.start; g <= r.end; g++) out.push(g);
  return out;
}
/* eslint-enable @typescript-eslint/no-explicit-any */
