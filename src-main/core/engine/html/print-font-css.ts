// The bundled print typefaces (src-shared/print-fonts.ts) as @font-face rules
// whose files travel inside the page as data: URLs: Chromium renders and embeds
// them in the PDF without asking the network (docs/html-rendering.md), in the
// desktop app's renderer and the headless one alike.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type PrintFont, printFontsIn } from '#shared/print-fonts.ts';

const require = createRequire(import.meta.url);
const cssByFamily = new Map<string, string>();

function face(font: PrintFont, subset: string, weight: number, style: 'normal' | 'italic', ranges: Record<string, string>): string {
  const file = require.resolve(`@fontsource/${font.id}/files/${font.id}-${subset}-${weight}-${style}.woff2`);
  const data = readFileSync(file).toString('base64');
  return `@font-face{font-family:'${font.family}';font-style:${style};font-weight:${weight};font-display:block;src:url(data:font/woff2;base64,${data}) format('woff2');unicode-range:${ranges[subset]};}`;
}

/** Every bundled face of one family (weights, italic, subsets), read once and kept. */
function familyCss(font: PrintFont): string {
  let css = cssByFamily.get(font.family);
  if (css === undefined) {
    const ranges = JSON.parse(readFileSync(require.resolve(`@fontsource/${font.id}/unicode.json`), 'utf8')) as Record<string, string>;
    const styles = font.italic ? (['normal', 'italic'] as const) : (['normal'] as const);
    css = font.subsets.flatMap((subset) => font.weights.flatMap((weight) => styles.filter((s) => s === 'normal' || weight === 400).map((style) => face(font, subset, weight, style, ranges)))).join('\n');
    cssByFamily.set(font.family, css);
  }
  return css;
}

/** The bundled families a side names, in its HTML or its styles. */
const fontsNamed = (html: string, styles: unknown): PrintFont[] => printFontsIn(html, styles === undefined ? '' : JSON.stringify(styles));

/** The @font-face rules for the bundled families a side names (none: an empty string). */
export function printFontCss(html: string, styles: unknown): string {
  return fontsNamed(html, styles).map(familyCss).join('\n');
}

/** The bundled families a side names, by name (what printFontCss writes the faces of). */
export function printFontFamilies(html: string, styles: unknown): string[] {
  return fontsNamed(html, styles).map((f) => f.family);
}
