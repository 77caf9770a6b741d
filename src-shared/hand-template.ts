/**
 * The layout of the "your own hand" template sheet (docs/handwriting.md, "Your own hand"):
 * a cell per character, the writing guides, four corner markers and the code that names the
 * layout. Lengths in mm from the page's top-left corner, y down. Pure data: the template PDF,
 * the scan reader, `GET /api/hands/template.json` and the app all read it from here.
 */

export const HAND_PAPERS = ['a4', 'letter'] as const;
export type HandPaper = (typeof HAND_PAPERS)[number];

export const HAND_TEMPLATE_VERSION = 1;
/** What the sheet's QR code says: `INKPOST-HAND/<version>/<paper>`. */
export const HAND_CODE_PREFIX = 'INKPOST-HAND';

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
export const HAND_PUNCTUATION = ['.', ',', ';', ':', '!', '?', "'", '"', '-', '(', ')', '&', '@', '£', '$', '€', '%', '/'] as const;
/** Each lowercase letter is written this many times: the hand's letterform variants come from real writing. */
export const LOWERCASE_REPEATS = 3;

/** Every character the sheet asks for, in cell order (a, a, a, b, ...). */
export const HAND_CHARACTERS: readonly string[] = [...[...LOWER].flatMap((c) => Array<string>(LOWERCASE_REPEATS).fill(c)), ...UPPER, ...DIGITS, ...HAND_PUNCTUATION];

/** Characters that stand on the baseline (no descender): their bottom is where the writer's baseline is. */
export const BASELINE_CHARACTERS = new Set([...'abcdefhiklmnorstuvwxz', ...UPPER.replace('Q', ''), ...DIGITS, '.', '!', '?', '&', '%', '£', '$', '€', ':']);

export const PAPER_SIZE_MM: Record<HandPaper, { width: number; height: number }> = {
  a4: { width: 210, height: 297 },
  letter: { width: 215.9, height: 279.4 },
};

export const GRID_COLUMNS = 12;
export const GRID_ROWS = 11;
export const CELL_WIDTH_MM = 15;
export const CELL_HEIGHT_MM = 19;
/** From the cell's top edge: the baseline and the x-height guide (x-height 4 mm). */
export const CELL_BASELINE_MM = 12.5;
export const CELL_X_HEIGHT_MM = 4;
/** Side of a corner marker (a solid square) and its centre's distance from the paper's edges. */
export const MARKER_SIZE_MM = 7;
export const MARKER_INSET_MM = 12;
export const CODE_SIZE_MM = 20;
const GRID_TOP_MM = 44;
/** The drop-out colour of guides and labels: light red, which vanishes in the scan's red channel. */
export const DROP_OUT_RGB = [0.96, 0.66, 0.66] as const;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface HandTemplateCell {
  /** Position on the sheet, 0-based, row by row. */
  index: number;
  char: string;
  /** 1 for the first cell of a character, 2 and 3 for a lowercase letter's repeats. */
  occurrence: number;
  box: Box;
  /** y of the baseline and of the x-height guide, mm from the page's top. */
  baseline: number;
  xHeightLine: number;
}

export interface HandTemplate {
  version: number;
  paper: HandPaper;
  units: 'mm';
  page: { width: number; height: number };
  /** Centres of the four corner markers: top-left, top-right, bottom-right, bottom-left. */
  markers: { x: number; y: number }[];
  markerSize: number;
  /** The QR code naming the layout, and what it says. */
  code: Box & { text: string };
  /** The area of the cells (the scan reader straightens this part). */
  grid: Box;
  cells: HandTemplateCell[];
}

export function handTemplateCode(paper: HandPaper): string {
  return `${HAND_CODE_PREFIX}/${HAND_TEMPLATE_VERSION}/${paper}`;
}

/** Reads a sheet's code: the paper it names, or null for any other text. */
export function parseHandTemplateCode(text: string): { version: number; paper: HandPaper } | null {
  const m = /^INKPOST-HAND\/(\d+)\/(a4|letter)$/.exec(text.trim());
  return m ? { version: Number(m[1]), paper: m[2] as HandPaper } : null;
}

export function handTemplate(paper: HandPaper): HandTemplate {
  const page = PAPER_SIZE_MM[paper];
  const gridWidth = GRID_COLUMNS * CELL_WIDTH_MM;
  const gridHeight = GRID_ROWS * CELL_HEIGHT_MM;
  const x0 = (page.width - gridWidth) / 2;
  const y0 = GRID_TOP_MM;
  const seen = new Map<string, number>();
  const cells = HAND_CHARACTERS.map((char, index): HandTemplateCell => {
    const occurrence = (seen.get(char) ?? 0) + 1;
    seen.set(char, occurrence);
    const x = x0 + (index % GRID_COLUMNS) * CELL_WIDTH_MM;
    const y = y0 + Math.floor(index / GRID_COLUMNS) * CELL_HEIGHT_MM;
    return { index, char, occurrence, box: { x, y, width: CELL_WIDTH_MM, height: CELL_HEIGHT_MM }, baseline: y + CELL_BASELINE_MM, xHeightLine: y + CELL_BASELINE_MM - CELL_X_HEIGHT_MM };
  });
  const i = MARKER_INSET_MM;
  return {
    version: HAND_TEMPLATE_VERSION,
    paper,
    units: 'mm',
    page,
    markers: [
      { x: i, y: i },
      { x: page.width - i, y: i },
      { x: page.width - i, y: page.height - i },
      { x: i, y: page.height - i },
    ],
    markerSize: MARKER_SIZE_MM,
    code: { x: x0 + gridWidth - CODE_SIZE_MM - 6, y: 18, width: CODE_SIZE_MM, height: CODE_SIZE_MM, text: handTemplateCode(paper) },
    grid: { x: x0, y: y0, width: gridWidth, height: gridHeight },
    cells,
  };
}
