/**
 * The GSUB table of a hand, in opentype.js's form: its written variants as stylistic
 * alternates (`salt`, for picking by hand), and rotated by themselves (`calt`): a letter takes
 * the variant after the one its left neighbour has (variant index + 1, modulo its own count),
 * so no two neighbouring occurrences of a letter are the same shape in a word processor.
 */

interface Coverage {
  format: 1;
  glyphs: number[];
}
type Subtable =
  | { substFormat: 2; coverage: Coverage; substitute: number[] }
  | { substFormat: 1; coverage: Coverage; alternateSets: number[][] }
  | { substFormat: 3; backtrackCoverage: Coverage[]; inputCoverage: Coverage[]; lookaheadCoverage: Coverage[]; lookupRecords: { sequenceIndex: number; lookupListIndex: number }[] };
interface Lookup {
  lookupType: 1 | 3 | 6;
  lookupFlag: 0;
  subtables: Subtable[];
}
export interface GsubTable {
  version: 1;
  scripts: { tag: string; script: { defaultLangSys: { reserved: 0; reqFeatureIndex: 0xffff; featureIndexes: number[] }; langSysRecords: [] } }[];
  features: { tag: string; feature: { featureParams: 0; lookupListIndexes: number[] } }[];
  lookups: Lookup[];
}

/** Up to this many written variants of a letter take part in the rotation. */
const MAX_STATES = 5;
const cover = (ids: Iterable<number>): Coverage => ({ format: 1, glyphs: [...new Set(ids)].sort((a, b) => a - b) });

/** variants: for every character, its glyph ids, the first the one in the character map; all glyph ids of the font in `allGlyphs`. */
export function variantsGsub(variants: readonly (readonly number[])[], allGlyphs: readonly number[]): GsubTable | null {
  const rotating = variants.filter((ids) => ids.length > 1);
  if (rotating.length === 0) return null;
  const lookups: Lookup[] = [];
  // salt: every variant offers the others
  const salt = [...rotating.flatMap((ids) => ids.map((id) => ({ id, others: ids.filter((x) => x !== id) })))].sort((a, b) => a.id - b.id);
  lookups.push({ lookupType: 3, lookupFlag: 0, subtables: [{ substFormat: 1, coverage: cover(salt.map((s) => s.id)), alternateSets: salt.map((s) => s.others) }] });
  // "to variant t": each letter's first glyph to its variant t modulo its count (t = 1 ... MAX_STATES)
  const toVariant: number[] = [];
  for (let t = 1; t <= MAX_STATES; t++) {
    const pairs = rotating
      .map((ids) => [ids[0]!, ids[t % ids.length]!] as const)
      .filter(([a, b]) => a !== b)
      .sort((a, b) => a[0] - b[0]);
    toVariant[t] = pairs.length ? lookups.push({ lookupType: 1, lookupFlag: 0, subtables: [{ substFormat: 2, coverage: cover(pairs.map(([a]) => a)), substitute: pairs.map(([, b]) => b) }] }) - 1 : -1;
  }
  // calt: after a glyph that is variant s of its letter, a letter's first glyph becomes its variant s + 1
  const stateOf = new Map<number, number>();
  for (const ids of variants) ids.forEach((id, i) => stateOf.set(id, Math.min(i, MAX_STATES - 1)));
  const firsts = cover(rotating.map((ids) => ids[0]!));
  const chain: Subtable[] = [];
  for (let s = 0; s < MAX_STATES; s++) {
    const before = allGlyphs.filter((g) => (stateOf.get(g) ?? 0) === s);
    const lookup = toVariant[s + 1]!;
    if (before.length === 0 || lookup < 0) continue;
    chain.push({ substFormat: 3, backtrackCoverage: [cover(before)], inputCoverage: [firsts], lookaheadCoverage: [], lookupRecords: [{ sequenceIndex: 0, lookupListIndex: lookup }] });
  }
  const caltIndex = lookups.push({ lookupType: 6, lookupFlag: 0, subtables: chain }) - 1;
  const langSys = { reserved: 0, reqFeatureIndex: 0xffff, featureIndexes: [0, 1] } as const;
  return {
    version: 1,
    scripts: [
      { tag: 'DFLT', script: { defaultLangSys: { ...langSys, featureIndexes: [0, 1] }, langSysRecords: [] } },
      { tag: 'latn', script: { defaultLangSys: { ...langSys, featureIndexes: [0, 1] }, langSysRecords: [] } },
    ],
    // FeatureList in tag order: calt, salt
    features: [
      { tag: 'calt', feature: { featureParams: 0, lookupListIndexes: [caltIndex] } },
      { tag: 'salt', feature: { featureParams: 0, lookupListIndexes: [0] } },
    ],
    lookups,
  };
}
