/**
 * One cell of a straightened sheet: its ink, thresholded (the paper is already white),
 * the pieces that belong to the cell (their centre inside it; a re-crop keeps what is inside
 * the rectangle the person drew), traced to outlines in mm from the cell's top-left corner.
 */
import type { Box, HandTemplate, HandTemplateCell } from '#shared/hand-template.ts';
import { components } from './components.ts';
import { type Gray, sampleGray } from './gray-image.ts';
import { SHEET_MARGIN_MM, SHEET_PX_PER_MM } from './read-sheet.ts';
import { type Contour, bounds } from './svg-path.ts';
import { traceMask } from './trace-glyph.ts';

/** Sampling of a cell for tracing, px per mm (twice the straightened sheet's). */
const CELL_PX_PER_MM = 20;
/** Below this (0 ink, 255 paper) a pixel is ink. */
const INK_LEVEL = 150;
/** Pieces of ink smaller than this are specks of dust or paper texture, mm². */
const MIN_PIECE_MM2 = 0.06;
/** How far past its box a cell's ink is looked for, mm. */
const REACH_MM = 2;

export interface CutCell {
  contours: Contour[];
  /** Ink bounds, mm from the cell's top-left. */
  ink: { minX: number; minY: number; maxX: number; maxY: number } | null;
  /** Ink reaching the edge of the area looked at (a letter may be cut). */
  touchesEdge: boolean;
}

/** `crop`: a rectangle in mm from the cell's top-left (a re-crop), else the cell and its reach. */
export function cutCell(sheet: Gray, template: HandTemplate, cell: HandTemplateCell, crop?: Box): CutCell {
  const reach = Math.min(REACH_MM, SHEET_MARGIN_MM);
  const area = crop ?? { x: -reach, y: -reach, width: cell.box.width + 2 * reach, height: cell.box.height + 2 * reach };
  // The sheet's pixel grid: (0, 0) is the grid's corner minus the margin.
  const S = SHEET_PX_PER_MM;
  const sx = template.grid.x - SHEET_MARGIN_MM;
  const sy = template.grid.y - SHEET_MARGIN_MM;
  const i0 = Math.max(0, Math.round((cell.box.x + area.x - sx) * S));
  const j0 = Math.max(0, Math.round((cell.box.y + area.y - sy) * S));
  const i1 = Math.min(sheet.width, Math.round((cell.box.x + area.x + area.width - sx) * S));
  const j1 = Math.min(sheet.height, Math.round((cell.box.y + area.y + area.height - sy) * S));
  const w = Math.max(1, i1 - i0);
  const h = Math.max(1, j1 - j0);
  // Pieces of ink at the sheet's resolution: which belong to the cell.
  const coarse = new Uint8Array(w * h);
  for (let j = 0; j < h; j++) for (let i = 0; i < w; i++) coarse[j * w + i] = sheet.data[(j0 + j) * sheet.width + i0 + i]! < INK_LEVEL ? 1 : 0;
  const { labels, list } = components(coarse, w, h);
  const minArea = MIN_PIECE_MM2 * S * S;
  const keep = new Uint8Array(list.length + 1);
  // mm from the cell's top-left of a coarse pixel's centre
  const mmX = (i: number) => (i0 + i + 0.5) / S + sx - cell.box.x;
  const mmY = (j: number) => (j0 + j + 0.5) / S + sy - cell.box.y;
  let touchesEdge = false;
  let minI = w;
  let minJ = h;
  let maxI = -1;
  let maxJ = -1;
  for (const c of list) {
    if (c.area < minArea) continue;
    const cx = mmX(c.cx);
    const cy = mmY(c.cy);
    if (!crop && !(cx >= 0 && cy >= 0 && cx <= cell.box.width && cy <= cell.box.height)) continue;
    keep[c.label] = 1;
    if (c.minX === 0 || c.minY === 0 || c.maxX === w - 1 || c.maxY === h - 1) touchesEdge = true;
    minI = Math.min(minI, c.minX);
    minJ = Math.min(minJ, c.minY);
    maxI = Math.max(maxI, c.maxX);
    maxJ = Math.max(maxJ, c.maxY);
  }
  if (maxI < 0) return { contours: [], ink: null, touchesEdge: false };
  // The kept ink sampled again at twice the resolution, for smoother outlines.
  const k = CELL_PX_PER_MM;
  const f = k / S;
  const ox = minI - 1;
  const oy = minJ - 1;
  const W = (maxI - minI + 3) * f;
  const H = (maxJ - minJ + 3) * f;
  const mask = new Uint8Array(W * H);
  for (let y = 0; y < H; y++) {
    const cy = oy + (y + 0.5) / f;
    const lj = Math.min(h - 1, Math.max(0, Math.floor(cy)));
    for (let x = 0; x < W; x++) {
      const cx = ox + (x + 0.5) / f;
      const li = Math.min(w - 1, Math.max(0, Math.floor(cx)));
      // near kept ink (its own pixel or a neighbour), and dark at the finer sampling
      let near = false;
      for (let dj = -1; dj <= 1 && !near; dj++)
        for (let di = -1; di <= 1 && !near; di++) {
          const a = li + di;
          const b = lj + dj;
          if (a >= 0 && b >= 0 && a < w && b < h && keep[labels[b * w + a]!]) near = true;
        }
      if (near && sampleGray(sheet, i0 + cx - 0.5, j0 + cy - 0.5) < INK_LEVEL) mask[y * W + x] = 1;
    }
  }
  const contours = traceMask(mask, W, H, (x, y) => [mmX(ox - 0.5 + x / f), mmY(oy - 0.5 + y / f)]);
  return { contours, ink: bounds(contours), touchesEdge };
}
