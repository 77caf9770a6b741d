// One handwritten block of an HTML side, written: plain data in (so it can run
// in a render worker), the SVG and what the engine did out.
import type { InkColor, Pen, TextAlign, VerticalAlign } from '#shared/handwriting.ts';
import type { HandFamily } from './own-hands.ts';
import { type DisplayList, inkBounds } from './display-list.ts';
import { type HandwritingLayoutOptions, layoutHandwriting } from './layout.ts';
import { layoutUnwrapped } from './unwrapped.ts';
import { listTextLines, svgTextLayer } from './line-texts.ts';
import { paintOutlineSvg } from './paint-outline-svg.ts';

export interface HandwritingBlockRequest {
  id: string;
  /** Simple HTML (paragraphs, line breaks), merge fields already filled. */
  content: string;
  widthMm: number;
  heightMm: number;
  /** A built-in family or an own hand's engine key. */
  font: HandFamily;
  ink: InkColor;
  pen?: Pen;
  sizePt: number;
  lineSpacing: number;
  align: TextAlign;
  valign: VerticalAlign;
  shrink: boolean;
  /** Seed of the variation: the recipient's, with the block's id mixed in. */
  seed: string;
  /** The content's lines, each of which must stay one line (an address block's); absent: lines wrap. */
  unwrappedLines?: number;
}

/** What the engine did with a block (the studio's warnings). */
export interface HandwritingReport {
  id: string;
  /** The size written at: smaller than asked when the block shrinks to fit. */
  fontSizePt: number;
  requestedSizePt: number;
  /** The ink runs past the block's box. */
  overflow: boolean;
}

export interface WrittenBlock {
  svg: string;
  report: HandwritingReport;
}

/** The block's handwriting laid out: its display list, in the block's own mm. */
export function layoutBlock(block: HandwritingBlockRequest): DisplayList {
  const options: HandwritingLayoutOptions = {
    content: block.content,
    widthMm: block.widthMm,
    heightMm: block.heightMm,
    paddingMm: 0,
    fontFamily: block.font,
    fontSizePt: block.sizePt,
    color: block.ink,
    ...(block.pen ? { pen: block.pen } : {}),
    lineSpacing: block.lineSpacing,
    textAlign: block.align,
    verticalAlign: block.valign,
    autoResize: block.shrink,
    seed: `${block.seed}:${block.id}`,
  };
  return block.unwrappedLines ? layoutUnwrapped(options, block.unwrappedLines) : layoutHandwriting(options);
}

export function writeHandwritingBlock(block: HandwritingBlockRequest): WrittenBlock {
  const list = layoutBlock(block);
  const ink = inkBounds(list.items);
  const overflow = ink !== null && (ink.minX < -0.5 || ink.minY < -0.5 || ink.maxX > block.widthMm + 0.5 || ink.maxY > block.heightMm + 0.5);
  return {
    // The ink, then its text, transparent (searchable and extractable in the printed PDF).
    svg: paintOutlineSvg(list, `hw-${block.id.replace(/[^A-Za-z0-9_-]/g, '')}-`).replace(/<\/svg>$/, `${svgTextLayer(listTextLines(list))}</svg>`),
    report: { id: block.id, fontSizePt: list.fontSizePt, requestedSizePt: block.sizePt, overflow },
  };
}

/** Writes blocks in this thread (the default; the server passes its render workers instead). */
export async function writeHandwritingBlocks(blocks: readonly HandwritingBlockRequest[]): Promise<WrittenBlock[]> {
  return blocks.map(writeHandwritingBlock);
}

export type HandwritingWriter = (blocks: readonly HandwritingBlockRequest[]) => Promise<WrittenBlock[]>;
