// A starter made the team's own in one click: its colours, fonts and logo
// replaced by the brand kit's. What a starter's brand is comes from the starter
// itself, so a team's own starters adopt a kit as the bundled ones do:
// its palette is the colours it uses (neutrals left alone), most used first;
// its heading font is the one of its largest text, its body font another one.
import { lightnessAndSaturation, toHex } from './colour.ts';
import { isDarkGround, readableShade, textContrastMinimum } from './colour-contrast.ts';
import { changeElement, changeElements, type DesignElement, type ElementChange, elementsOf } from './design-html.ts';
import { firstFamily, fontStack, printFontByFamily } from './print-fonts.ts';

interface Side {
  html: string;
  styles?: unknown;
}
export interface Sides {
  front: Side;
  back: Side | null;
}
export interface KitLike {
  logo: string | null;
  /** More logos, each made for a light or a dark ground. */
  logos?: readonly { ground: 'light' | 'dark'; src: string }[];
  colours: readonly { value: string }[];
  heading_font: string | null;
  body_font: string | null;
}

const HEX = /#(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{3})\b/g;
/** Smart QR colours are the code's own (kept dark on light to scan); a kit never recolours them. */
const QR_ATTR = /data-sqr-[a-z-]+="[^"]*"/g;

/** #abc as #aabbcc, lowercase (HEX finds only colours colour.ts reads). */
function long(hex: string): string {
  return toHex(hex) ?? hex.toLowerCase();
}

/** Greys, near-white paper and near-black or slate ink are neutrals, not brand colours. */
function isNeutral(hex: string): boolean {
  const { lightness, saturation } = lightnessAndSaturation(hex) ?? { lightness: 0, saturation: 0 };
  return lightness > 0.9 || lightness < 0.1 || saturation < 0.12 || (lightness < 0.2 && saturation < 0.35);
}

function texts(sides: Sides): string[] {
  return [sides.front, sides.back].flatMap((side) => (side ? [side.html.replace(QR_ATTR, ''), JSON.stringify(side.styles ?? {})] : []));
}

/** The starter's brand colours, most used first. */
export function paletteOf(sides: Sides): string[] {
  const counts = new Map<string, number>();
  for (const text of texts(sides)) for (const match of text.matchAll(HEX)) {
    const hex = long(match[0]);
    if (!isNeutral(hex)) counts.set(hex, (counts.get(hex) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([hex]) => hex);
}

/** The starter's heading font (its largest text's) and body font (the family of its smallest other text). */
export function fontsOf(sides: Sides): { heading?: string; body?: string } {
  const used = [sides.front, sides.back].flatMap((side) =>
    side
      ? elementsOf(side.html)
          .filter((el) => el.kind === 'text')
          .map((el) => ({ family: firstFamily(el.style['font-family']), size: parseFloat(el.style['font-size'] ?? '12') || 12 }))
          .filter((t): t is { family: string; size: number } => Boolean(t.family))
      : [],
  );
  const bySize = [...used].sort((a, b) => b.size - a.size);
  const heading = bySize[0]?.family;
  const body = bySize.reverse().find((t) => t.family !== heading)?.family;
  return { ...(heading ? { heading } : {}), ...(body ? { body } : {}) };
}

function replaceColours(text: string, map: ReadonlyMap<string, string>): string {
  return text.replace(new RegExp(`(${QR_ATTR.source})|(${HEX.source})`, 'g'), (whole: string, qr: string | undefined) => (qr ? whole : (map.get(long(whole)) ?? whole)));
}

/** One pass for every family (a kit may swap the starter's heading and body fonts). */
function replaceFonts(text: string, map: ReadonlyMap<string, string>): string {
  if (map.size === 0) return text;
  const names = [...map.keys()].map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return text.replace(new RegExp(`(['"]|&quot;)(${names})\\1(\\s*,\\s*(?:serif|sans-serif))?`, 'g'), (whole: string, _q: string, family: string) => map.get(family) ?? whole);
}

const overlaps = (a: DesignElement['box'], b: DesignElement['box']) => Boolean(a && b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height);

/**
 * A kit's colour may not read where the starter's did (a gold on white at 1.8:1):
 * each text whose colour no longer reaches WCAG AA on its ground takes the nearest
 * shade of that colour that does. Text over an image is left alone (its ground is
 * not a colour), as the studio's contrast check leaves it.
 */
function keepReadable(html: string, background: string): string {
  const elements = elementsOf(html);
  const changes = new Map<string, ElementChange>();
  elements.forEach((el, index) => {
    if (el.kind !== 'text' || elements.slice(0, index).some((under) => under.kind === 'image' && overlaps(under.box, el.box))) return;
    const colour = el.style['color'] ?? '#000000';
    const shade = readableShade(colour, el.style['background-color'] ?? background, textContrastMinimum(el.style));
    if (shade && shade !== colour) changes.set(el.id, { style: { color: shade } });
  });
  return changeElements(html, changes);
}

function backgroundOf(styles: unknown): string {
  const side = styles && typeof styles === 'object' ? (styles as Record<string, unknown>) : {};
  return typeof side['backgroundColor'] === 'string' ? side['backgroundColor'] : '#ffffff';
}

/** The kit's logo for a ground: the one made for it, else the main logo (one made for the other ground would not show: the starter's stays). */
function logoFor(kit: KitLike, ground: string): string | null {
  const tone = isDarkGround(ground) ? 'dark' : 'light';
  return kit.logos?.find((l) => l.ground === tone)?.src ?? kit.logo;
}

function adoptSide(side: Side, colours: ReadonlyMap<string, string>, fonts: ReadonlyMap<string, string>, kit: KitLike): Side {
  let html = replaceFonts(replaceColours(side.html, colours), fonts);
  const styles = side.styles === undefined ? undefined : (JSON.parse(replaceFonts(replaceColours(JSON.stringify(side.styles), colours), fonts)) as unknown);
  const background = backgroundOf(styles);
  for (const el of elementsOf(html)) {
    if (el.kind !== 'image' || el.attrs['data-ink-role'] !== 'logo') continue;
    const logo = logoFor(kit, el.style['background-color'] ?? background);
    if (logo) html = changeElement(html, el.id, { attrs: { src: logo }, style: { 'object-fit': 'contain' } });
  }
  html = keepReadable(html, background);
  return styles === undefined ? { html } : { html, styles };
}

/** The sides with the kit's colours in place of the starter's (in order of use), its fonts and its logo. */
export function adoptBrandKit(sides: Sides, kit: KitLike): Sides {
  const colours = new Map(paletteOf(sides).flatMap((hex, i) => (kit.colours[i] ? [[hex, kit.colours[i]!.value.toLowerCase()] as const] : [])));
  const { heading, body } = fontsOf(sides);
  const fonts = new Map<string, string>();
  // A bundled face's own stack; a team's own face (GET /api/fonts) before the generic sans.
  const stack = (family: string | null) => {
    if (!family) return undefined;
    const font = printFontByFamily(family);
    return font ? fontStack(font) : `'${family}', sans-serif`;
  };
  if (heading && stack(kit.heading_font)) fonts.set(heading, stack(kit.heading_font)!);
  if (body && body !== heading && stack(kit.body_font)) fonts.set(body, stack(kit.body_font)!);
  return { front: adoptSide(sides.front, colours, fonts, kit), back: sides.back ? adoptSide(sides.back, colours, fonts, kit) : null };
}
