// Debian's font tools, for the tests of exported fonts: HarfBuzz (libharfbuzz-bin: hb-view,
// hb-shape) sets text as a word processor or a browser would, and the OpenType Sanitizer
// (opentype-sanitizer: ots-sanitize) checks a font as browsers do; and the open-licensed faces
// the own-hand tests write sheets with (fonts-comic-neue, fonts-yusei-magic, fonts-dejavu-core).
// npm test installs them where it may (scripts/ensure-test-tools.sh); locally without them
// those tests are skipped, and under CI=true they fail.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Faces whose letters never join, each letter one mark of ink (i and j two), with their Debian package. */
export const UNJOINED_FACES = [
  { name: 'Comic Neue', file: '/usr/share/fonts/opentype/comic-neue/ComicNeue-Regular.otf', pkg: 'fonts-comic-neue' },
  { name: 'Yusei Magic', file: '/usr/share/fonts/truetype/yusei-magic/YuseiMagic-Regular.ttf', pkg: 'fonts-yusei-magic' },
  { name: 'DejaVu Sans', file: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', pkg: 'fonts-dejavu-core' },
] as const;

export function fontToolsMissing(): string | false {
  const tools = ['hb-view', 'hb-shape', 'ots-sanitize'].filter((t) => spawnSync('sh', ['-c', `command -v ${t}`]).status !== 0);
  if (tools.length) return `${tools.join(', ')} not installed (apt-get install libharfbuzz-bin opentype-sanitizer)`;
  const faces = UNJOINED_FACES.filter((f) => !existsSync(f.file));
  return faces.length ? `fonts not installed (apt-get install ${faces.map((f) => f.pkg).join(' ')})` : false;
}

/** The text set by HarfBuzz in black on white, `px` pixels to the em, as a PNG. */
export function hbView(fontFile: string, text: string, px: number, dir: string, features?: string): Buffer {
  const out = join(dir, `hb-${Math.random().toString(36).slice(2)}.png`);
  execFileSync('hb-view', [fontFile, text, `--font-size=${px}`, '--margin=24', '--background=#ffffff', '--foreground=#000000', ...(features ? [`--features=${features}`] : []), '-o', out]);
  return readFileSync(out);
}

/** The glyph names HarfBuzz picks for the text (with `features`, e.g. "salt"). */
export function hbGlyphs(fontFile: string, text: string, features?: string): string[] {
  const out = execFileSync('hb-shape', [fontFile, text, '--no-clusters', '--no-positions', ...(features ? [`--features=${features}`] : [])], { encoding: 'utf8' });
  return out.trim().replace(/^\[|\]$/g, '').split('|');
}

/** The glyph names and x-advances HarfBuzz sets for the text. */
export function hbAdvances(fontFile: string, text: string, features?: string): number[] {
  const out = execFileSync('hb-shape', [fontFile, text, '--no-clusters', ...(features ? [`--features=${features}`] : [])], { encoding: 'utf8' });
  return [...out.matchAll(/\+(-?\d+)/g)].map((m) => Number(m[1]));
}

/** ots-sanitize's verdict on a font file: null when it passes, else what it said. */
export function otsProblem(fontFile: string): string | null {
  const r = spawnSync('ots-sanitize', [fontFile], { encoding: 'utf8' });
  return r.status === 0 ? null : `${r.stdout}${r.stderr}`.trim() || `exit ${r.status}`;
}
