/**
 * Which built-in hand writes most like a traced one: the mean intersection over union of
 * their lowercase letters and digits, each fitted to its ink box. The closest hand writes the
 * characters the sheet lacks.
 */
import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import type { Font } from 'fontkit';
import { DEFAULT_FONT_FAMILY, FONT_FAMILIES, type FontFamily } from '#shared/handwriting.ts';
import { fontFilePath } from '../handwriting/fonts.ts';
import { type Cmd, contoursToCmds, iou, rasterise } from './glyph-raster.ts';
import type { Contour } from './svg-path.ts';

const COMPARED = [...'abdeghkmnopqrstwy23456789'];
const rasters = new Map<string, Uint8Array | null>();

function builtInRaster(family: FontFamily, char: string): Uint8Array | null {
  const key = `${family}:${char}`;
  if (rasters.has(key)) return rasters.get(key)!;
  const font = fontkit.create(readFileSync(fontFilePath(family))) as Font;
  for (const ch of COMPARED) {
    const glyph = font.glyphForCodePoint(ch.codePointAt(0)!);
    const cmds: Cmd[] = glyph.path.commands.map((c) => {
      const a = c.args.map((v, i) => (i % 2 === 0 ? v : -v));
      return [c.command === 'moveTo' ? 'M' : c.command === 'lineTo' ? 'L' : c.command === 'quadraticCurveTo' ? 'Q' : c.command === 'bezierCurveTo' ? 'C' : 'Z', ...a];
    });
    rasters.set(`${family}:${ch}`, glyph.id === 0 || cmds.length === 0 ? null : rasterise(cmds));
  }
  return rasters.get(key) ?? null;
}

/** `glyphs`: the hand's first outline of each character it has. */
export function closestHand(glyphs: ReadonlyMap<string, Contour[]>): FontFamily {
  const own = COMPARED.flatMap((ch) => {
    const g = glyphs.get(ch);
    return g && g.length ? [[ch, rasterise(contoursToCmds(g))] as const] : [];
  });
  if (own.length === 0) return DEFAULT_FONT_FAMILY;
  let best: FontFamily = DEFAULT_FONT_FAMILY;
  let bestScore = -1;
  for (const family of FONT_FAMILIES) {
    let sum = 0;
    for (const [ch, mask] of own) {
      const other = builtInRaster(family, ch);
      sum += other ? iou(mask, other) : 0;
    }
    if (sum > bestScore) {
      bestScore = sum;
      best = family;
    }
  }
  return best;
}
