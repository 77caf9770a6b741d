/**
 * The design "Use in a design" opens: Inkpost's thank-you postcard (a starter of the gallery),
 * every handwriting block of it, front and back and the address, written in the hand; signed
 * with the sender's name merge field as the starter is ({{senderName}}), its address block kept,
 * and nothing the studio's checks flag.
 */
import { elementsOf } from '../design-html.ts';
import { escapeHtml } from '../html-text.ts';
import type { CreateDesignInput } from '../schemas/designs.ts';
import { BUNDLED_STARTERS } from './index.ts';

export const HAND_DESIGN_STARTER = 'thank-you-a6-postcard';

/** The side's HTML with every handwriting block (data-hw) in the hand. */
export function inHand(html: string, handName: string): string {
  return html.replace(/ data-hw-font="[^"]*"/g, ` data-hw-font="${escapeHtml(handName)}"`);
}

const SVG_DATA = 'data:image/svg+xml;base64,';
/** The resolution the studio's checks ask of an image (layout-checks.ts MIN_IMAGE_DPI), with room. */
const PRINT_DPI = 300;

/**
 * Vector images (SVG data URLs) declared at the size they print at: the studio's checks read
 * an image's pixel size, and the starters' thin rule is drawn on a 10 x 100 canvas (30 dpi in
 * its box) though it is a vector. The drawing is unchanged; only its width and height grow.
 */
export function svgAtPrintSize(html: string): string {
  let out = html;
  for (const el of elementsOf(html)) {
    const src = el.attrs['src'];
    if (el.kind !== 'image' || !el.box || !src?.startsWith(SVG_DATA)) continue;
    const svg = atob(src.slice(SVG_DATA.length));
    const size = /<svg\b[^>]*?\swidth="(\d+(?:\.\d+)?)"[^>]*?\sheight="(\d+(?:\.\d+)?)"/.exec(svg);
    if (!size) continue;
    const dpi = Math.min(Number(size[1]) / (el.box.width / 25.4), Number(size[2]) / (el.box.height / 25.4));
    if (dpi >= PRINT_DPI) continue;
    const k = Math.ceil(PRINT_DPI / dpi);
    const scaled = svg.replace(size[0], size[0].replace(`width="${size[1]}"`, `width="${Number(size[1]) * k}"`).replace(`height="${size[2]}"`, `height="${Number(size[2]) * k}"`));
    out = out.split(src).join(SVG_DATA + btoa(scaled));
  }
  return out;
}

export function designInHand(handName: string): CreateDesignInput {
  const starter = BUNDLED_STARTERS.find((s) => s.id === HAND_DESIGN_STARTER);
  if (!starter) throw new Error(`The starter ${HAND_DESIGN_STARTER} is not bundled`);
  return {
    name: `Note in ${handName}`,
    product_key: starter.product_key,
    orientation: starter.orientation,
    include_envelope: starter.include_envelope,
    front: { ...starter.front, html: svgAtPrintSize(inHand(starter.front.html, handName)) },
    back: starter.back ? { ...starter.back, html: svgAtPrintSize(inHand(starter.back.html, handName)) } : null,
  };
}
