// The typefaces a printed card is set in: open-licensed families bundled with
// the app from @fontsource packages (nothing is fetched), embedded in every
// PDF by the HTML engine, shown in their own face in the studio's picker.
// A card set in anything else prints in whatever font the rendering machine
// happens to have, which the studio's checks flag.

export type PrintFontCategory = 'sans' | 'serif' | 'slab' | 'display';

export interface PrintFont {
  family: string;
  category: PrintFontCategory;
  /** The npm package of its files (@fontsource/<id>). */
  id: string;
  /** The CSS generic family after it (only for characters the font lacks). */
  generic: 'serif' | 'sans-serif';
  /** Bundled weights; 400 always. */
  weights: readonly (400 | 700)[];
  italic: boolean;
  /** Subsets bundled: latin always, latin-ext (central European names) where the family has it. */
  subsets: readonly ('latin' | 'latin-ext')[];
  /** What it is good for, in the picker. */
  note: string;
}

const BOTH = ['latin', 'latin-ext'] as const;

export const PRINT_FONTS: readonly PrintFont[] = [
  { family: 'Source Sans 3', id: 'source-sans-3', category: 'sans', generic: 'sans-serif', weights: [400, 700], italic: true, subsets: BOTH, note: 'Humanist sans: clear body text' },
  { family: 'Work Sans', id: 'work-sans', category: 'sans', generic: 'sans-serif', weights: [400, 700], italic: true, subsets: BOTH, note: 'Grotesque sans: friendly, modern' },
  { family: 'Montserrat', id: 'montserrat', category: 'sans', generic: 'sans-serif', weights: [400, 700], italic: true, subsets: BOTH, note: 'Geometric sans: strong headings' },
  { family: 'Lora', id: 'lora', category: 'serif', generic: 'serif', weights: [400, 700], italic: true, subsets: BOTH, note: 'Calligraphic serif: warm body text' },
  { family: 'EB Garamond', id: 'eb-garamond', category: 'serif', generic: 'serif', weights: [400, 700], italic: true, subsets: BOTH, note: 'Classic book serif: letters, invitations' },
  { family: 'Playfair Display', id: 'playfair-display', category: 'serif', generic: 'serif', weights: [400, 700], italic: true, subsets: BOTH, note: 'High-contrast serif: elegant headlines' },
  { family: 'Roboto Slab', id: 'roboto-slab', category: 'slab', generic: 'serif', weights: [400, 700], italic: false, subsets: BOTH, note: 'Slab serif: sturdy, practical' },
  { family: 'Bitter', id: 'bitter', category: 'slab', generic: 'serif', weights: [400, 700], italic: true, subsets: BOTH, note: 'Slab for print: offers, reminders' },
  { family: 'Abril Fatface', id: 'abril-fatface', category: 'display', generic: 'serif', weights: [400], italic: false, subsets: BOTH, note: 'Fat display serif: big headlines only' },
  { family: 'Bebas Neue', id: 'bebas-neue', category: 'display', generic: 'sans-serif', weights: [400], italic: false, subsets: BOTH, note: 'Tall capitals: banners and numbers' },
];

export const PRINT_FONT_CATEGORY_WORDS: Readonly<Record<PrintFontCategory, string>> = { sans: 'Sans serif', serif: 'Serif', slab: 'Slab serif', display: 'Display' };

/** The family a new text element is set in. */
export const DEFAULT_PRINT_FONT = PRINT_FONTS[0]!;

/** The CSS font-family of a bundled font: "'Lora', serif". */
export function fontStack(font: Pick<PrintFont, 'family' | 'generic'>): string {
  return `'${font.family}', ${font.generic}`;
}

/** The first family a CSS font-family value names ("'Lora', serif" -> "Lora"). */
export function firstFamily(value: string | undefined): string | undefined {
  const first = value?.split(',')[0]?.trim().replace(/^["']|["']$/g, '').trim();
  return first || undefined;
}

/** The bundled font a CSS font-family value starts with, if any. */
export function printFontOf(value: string | undefined): PrintFont | undefined {
  const first = firstFamily(value)?.toLowerCase();
  return PRINT_FONTS.find((f) => f.family.toLowerCase() === first);
}

export function printFontByFamily(family: string): PrintFont | undefined {
  return PRINT_FONTS.find((f) => f.family === family);
}

/** The bundled families a side's HTML or styles name anywhere (what the renderer must embed). */
export function printFontsIn(...texts: string[]): PrintFont[] {
  const all = texts.join('\n').toLowerCase();
  return PRINT_FONTS.filter((f) => all.includes(f.family.toLowerCase()));
}
