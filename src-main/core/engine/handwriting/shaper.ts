/**
 * A word shaped with HarfBuzz (harfbuzzjs, WebAssembly): the font's own substitutions and
 * positions (ligatures, contextual alternates, kerning), as Chromium shapes the same font.
 *
 * fontkit's layout engine did this before. It decodes the GSUB and GPOS lookups it walks into
 * JavaScript objects and keeps them for the font's life (Playpen Sans, the Knowles hand: about
 * 16 MB of heap in each render worker), took about 0.8 ms a new word against HarfBuzz's 0.05,
 * and chose other contextual alternates than HarfBuzz (and the browser) in about two words of
 * three in Playpen Sans and one in three in Caveat; the other eight hands shape the same
 * (docs/handwriting.md, "Shaping").
 */
import * as hb from 'harfbuzzjs';

export interface ShapedGlyph {
  /** Glyph id. */
  id: number;
  /**
   * The text the glyph stands for: its cluster's characters (a ligature's letters), on the
   * cluster's first glyph only (a mark a letter was decomposed into stands for none), so that
   * the glyphs' texts joined are the word.
   */
  text: string;
  /** In font units. */
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

export class Shaper {
  private readonly font: hb.Font;
  private readonly buffer = new hb.Buffer();

  /** The font file's bytes (HarfBuzz keeps its own copy). */
  constructor(bytes: Uint8Array) {
    this.font = new hb.Font(new hb.Face(new hb.Blob(bytes)));
  }

  shape(text: string): ShapedGlyph[] {
    const buffer = this.buffer;
    buffer.reset();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(this.font, buffer);
    const infos = buffer.getGlyphInfos();
    const positions = buffer.getGlyphPositions();
    // clusters are UTF-16 offsets into text; a cluster's text runs to the next cluster's start
    const starts = [...new Set(infos.map((g) => g.cluster))].sort((a, b) => a - b);
    const endOf = (cluster: number) => starts[starts.indexOf(cluster) + 1] ?? text.length;
    return infos.map((g, i) => ({
      id: g.codepoint, // HarfBuzz names the glyph id `codepoint` once shaped
      text: i > 0 && infos[i - 1]!.cluster === g.cluster ? '' : text.slice(g.cluster, endOf(g.cluster)),
      xAdvance: positions[i]!.xAdvance,
      xOffset: positions[i]!.xOffset,
      yOffset: positions[i]!.yOffset,
    }));
  }
}
