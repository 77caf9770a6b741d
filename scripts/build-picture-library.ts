/**
 * Writes src-shared/picture-library/pictures.json, the studio's bundled, offline
 * picture library (docs/studio.md, "Pictures"): illustrations from Microsoft's
 * Fluent Emoji (flat, MIT, through the @iconify-json/fluent-emoji-flat package, a
 * devDependency: only this script reads it), and patterns and frames drawn here
 * (Inkpost's own, CC0). Each entry carries its words for the search, its licence
 * and its SVG; LICENSES.md beside the JSON has the licence texts.
 *
 *   npx node scripts/build-picture-library.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Picture } from '#shared/picture-library/pictures.ts';

const require = createRequire(import.meta.url);
const fluent = JSON.parse(readFileSync(require.resolve('@iconify-json/fluent-emoji-flat/icons.json'), 'utf8')) as { icons: Record<string, { body: string; width?: number; height?: number }>; width?: number; height?: number };
const FLUENT = 'Fluent Emoji (Microsoft), MIT';
const OURS = 'Inkpost, CC0';

/** Illustrations by occasion: the icon's name, and more words marketers search by. */
const ILLUSTRATIONS: Record<string, string> = {
  'birthday-cake': 'birthday cake party celebration',
  'wrapped-gift': 'gift present birthday holiday thank you reward',
  balloon: 'balloon party birthday celebration',
  'party-popper': 'party celebration congratulations new launch',
  'confetti-ball': 'confetti party celebration',
  house: 'house home real estate just listed property',
  'house-with-garden': 'house garden home real estate just listed',
  key: 'key home real estate new home move',
  'red-heart': 'heart love thank you donor anniversary',
  'sparkling-heart': 'heart love thank you anniversary',
  'heart-with-ribbon': 'heart gift love donor thanks',
  ring: 'ring anniversary wedding engagement',
  'clinking-glasses': 'cheers celebration anniversary toast',
  'bottle-with-popping-cork': 'champagne celebration anniversary new year',
  bouquet: 'flowers bouquet thank you welcome apology',
  sunflower: 'flower sunflower summer thank you',
  tulip: 'flower tulip spring',
  rose: 'flower rose love anniversary',
  'cherry-blossom': 'flower blossom spring',
  hibiscus: 'flower summer',
  herb: 'leaf herb plant nature',
  'four-leaf-clover': 'clover luck',
  seedling: 'seedling plant growth welcome new',
  'potted-plant': 'plant home welcome',
  'maple-leaf': 'leaf autumn fall',
  'fallen-leaf': 'leaf autumn fall',
  'christmas-tree': 'christmas tree holiday season winter',
  'evergreen-tree': 'tree winter holiday nature',
  snowflake: 'snow winter holiday season',
  'jack-o-lantern': 'halloween pumpkin autumn',
  candle: 'candle holiday calm remembrance',
  bell: 'bell holiday reminder',
  star: 'star review rating favourite',
  'glowing-star': 'star review rating best',
  sparkles: 'sparkles new shine celebration',
  trophy: 'trophy win award best',
  crown: 'crown vip loyalty best',
  'gem-stone': 'gem vip loyalty jewel',
  ribbon: 'ribbon gift bow',
  'thumbs-up': 'thumbs up review great like',
  'clapping-hands': 'clapping congratulations well done',
  handshake: 'handshake partnership referral deal welcome',
  'waving-hand': 'wave hello welcome hi',
  'folded-hands': 'thank you please grateful apology',
  'hugging-face': 'hug thank you welcome',
  'smiling-face-with-hearts': 'love thank you happy',
  'star-struck': 'wow amazing review',
  envelope: 'envelope letter mail message',
  'love-letter': 'love letter mail thank you',
  'envelope-with-arrow': 'mail send letter',
  'spiral-calendar': 'calendar date appointment reminder event',
  'tear-off-calendar': 'calendar date appointment reminder',
  'alarm-clock': 'clock reminder time appointment',
  'hot-beverage': 'coffee tea cafe',
  'shopping-bags': 'shopping bags sale order re-order',
  package: 'package parcel order delivery re-order',
  sun: 'sun summer bright',
  rainbow: 'rainbow hope bright',
  'dog-face': 'dog pet vet',
  'cat-face': 'cat pet vet',
  'teddy-bear': 'teddy bear baby child',
  tooth: 'tooth dentist appointment',
  stethoscope: 'doctor clinic health appointment',
  books: 'books school learning',
  'musical-notes': 'music event concert',
  camera: 'camera photo event',
  shortcake: 'cake dessert bakery',
  cupcake: 'cupcake bakery birthday',
  croissant: 'croissant bakery cafe',
};

function svgOf(body: string, w: number, h: number): string {
  // width and height large: the picture is a vector, sharp at any printed size.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="1000" height="${Math.round((1000 * h) / w)}">${body}</svg>`;
}

const title = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replace(/-/g, ' ');

const pictures: Picture[] = Object.entries(ILLUSTRATIONS).map(([name, words]) => {
  const icon = fluent.icons[name];
  if (!icon) throw new Error(`Fluent Emoji has no ${name}`);
  return { id: `illustration-${name}`, name: title(name), kind: 'illustration', words, licence: FLUENT, svg: svgOf(icon.body, icon.width ?? fluent.width ?? 32, icon.height ?? fluent.height ?? 32) };
});

/** Patterns: a tile repeated over a 60 x 40 band, in two colourways each. */
const TILES: Record<string, { words: string; tile: (a: string, b: string) => string; size: number }> = {
  dots: { words: 'dots polka spots background', size: 8, tile: (a, b) => `<rect width="8" height="8" fill="${b}"/><circle cx="4" cy="4" r="1.4" fill="${a}"/>` },
  stripes: { words: 'stripes lines background', size: 8, tile: (a, b) => `<rect width="8" height="8" fill="${b}"/><rect width="8" height="3" fill="${a}"/>` },
  diagonal: { words: 'diagonal stripes lines background', size: 8, tile: (a, b) => `<rect width="8" height="8" fill="${b}"/><path d="M-2 2 L2 -2 M0 8 L8 0 M6 10 L10 6" stroke="${a}" stroke-width="1.6"/>` },
  checks: { words: 'checks gingham picnic background', size: 8, tile: (a, b) => `<rect width="8" height="8" fill="${b}"/><rect width="4" height="4" fill="${a}" opacity="0.6"/><rect x="4" y="4" width="4" height="4" fill="${a}" opacity="0.6"/>` },
  waves: { words: 'waves sea water background', size: 12, tile: (a, b) => `<rect width="12" height="12" fill="${b}"/><path d="M0 6 Q3 2 6 6 T12 6" stroke="${a}" stroke-width="1.2" fill="none"/>` },
  zigzag: { words: 'zigzag chevron background', size: 10, tile: (a, b) => `<rect width="10" height="10" fill="${b}"/><path d="M0 7 L2.5 3 L5 7 L7.5 3 L10 7" stroke="${a}" stroke-width="1.2" fill="none"/>` },
  grid: { words: 'grid graph paper background', size: 6, tile: (a, b) => `<rect width="6" height="6" fill="${b}"/><path d="M0 0 H6 M0 0 V6" stroke="${a}" stroke-width="0.4"/>` },
  confetti: { words: 'confetti party celebration background', size: 16, tile: (a, b) => `<rect width="16" height="16" fill="${b}"/><rect x="2" y="3" width="3" height="1.2" fill="${a}" transform="rotate(30 3.5 3.6)"/><circle cx="11" cy="5" r="1" fill="${a}"/><rect x="9" y="11" width="3" height="1.2" fill="${a}" transform="rotate(-40 10.5 11.6)"/><circle cx="4" cy="12" r="0.9" fill="${a}"/>` },
  scallops: { words: 'scallops scales background', size: 10, tile: (a, b) => `<rect width="10" height="10" fill="${b}"/><path d="M0 10 A5 5 0 0 1 10 10" stroke="${a}" stroke-width="1" fill="none"/><path d="M-5 5 A5 5 0 0 1 5 5 M5 5 A5 5 0 0 1 15 5" stroke="${a}" stroke-width="1" fill="none"/>` },
  crosses: { words: 'crosses plus swiss background', size: 10, tile: (a, b) => `<rect width="10" height="10" fill="${b}"/><path d="M5 3 V7 M3 5 H7" stroke="${a}" stroke-width="1.2"/>` },
};
const COLOURWAYS = [
  { name: 'navy on cream', a: '#1d3a8a', b: '#fbf7ef' },
  { name: 'coral on blush', a: '#e8644a', b: '#fdf0ec' },
];
for (const [name, t] of Object.entries(TILES)) {
  for (const [i, c] of COLOURWAYS.entries()) {
    if (i === 1 && !['dots', 'stripes', 'waves', 'confetti'].includes(name)) continue;
    const pattern = `<defs><pattern id="p" width="${t.size}" height="${t.size}" patternUnits="userSpaceOnUse">${t.tile(c.a, c.b)}</pattern></defs><rect width="120" height="80" fill="url(#p)"/>`;
    pictures.push({ id: `pattern-${name}-${i + 1}`, name: `${title(name)}, ${c.name}`, kind: 'pattern', words: `${t.words} pattern ${c.name}`, licence: OURS, svg: svgOf(pattern, 120, 80) });
  }
}

/** Frames: borders for a card, drawn on a 150 x 100 landscape box (stretched to the box they are put in). */
const FRAMES: Record<string, { words: string; body: string }> = {
  'thin-line': { words: 'frame border line simple', body: '<rect x="4" y="4" width="142" height="92" fill="none" stroke="#1f2430" stroke-width="0.8"/>' },
  'double-line': { words: 'frame border double classic', body: '<rect x="4" y="4" width="142" height="92" fill="none" stroke="#8a5a22" stroke-width="1"/><rect x="7" y="7" width="136" height="86" fill="none" stroke="#8a5a22" stroke-width="0.5"/>' },
  rounded: { words: 'frame border rounded soft', body: '<rect x="5" y="5" width="140" height="90" rx="8" fill="none" stroke="#27503f" stroke-width="1.2"/>' },
  dashed: { words: 'frame border dashed coupon', body: '<rect x="4" y="4" width="142" height="92" rx="3" fill="none" stroke="#e8644a" stroke-width="1" stroke-dasharray="4 3"/>' },
  corners: { words: 'frame corners elegant invitation', body: '<path d="M4 18 V4 H18 M132 4 H146 V18 M146 82 V96 H132 M18 96 H4 V82" fill="none" stroke="#b08d3c" stroke-width="1.4"/>' },
  dotted: { words: 'frame border dotted playful', body: '<rect x="5" y="5" width="140" height="90" fill="none" stroke="#6a4c93" stroke-width="1.6" stroke-linecap="round" stroke-dasharray="0.1 4"/>' },
  'art-deco': { words: 'frame art deco elegant gold', body: '<rect x="4" y="4" width="142" height="92" fill="none" stroke="#b08d3c" stroke-width="0.8"/><path d="M4 14 L14 4 M136 4 L146 14 M146 86 L136 96 M14 96 L4 86" stroke="#b08d3c" stroke-width="0.8"/><rect x="8" y="8" width="134" height="84" fill="none" stroke="#b08d3c" stroke-width="0.4"/>' },
  leafy: { words: 'frame leaves botanical nature', body: '<rect x="6" y="6" width="138" height="88" fill="none" stroke="#3f6b57" stroke-width="0.7"/>' + [[6, 6], [144, 6], [144, 94], [6, 94]].map(([x, y]) => `<g transform="translate(${x} ${y})"><ellipse cx="0" cy="-5" rx="2" ry="4.5" fill="#8fb89a"/><ellipse cx="5" cy="0" rx="4.5" ry="2" fill="#3f6b57"/><ellipse cx="-5" cy="0" rx="4.5" ry="2" fill="#8fb89a"/><ellipse cx="0" cy="5" rx="2" ry="4.5" fill="#3f6b57"/></g>`).join('') },
};
for (const [name, f] of Object.entries(FRAMES)) pictures.push({ id: `frame-${name}`, name: `${title(name)} frame`, kind: 'frame', words: f.words, licence: OURS, svg: svgOf(f.body, 150, 100) });

writeFileSync(new URL('../src-shared/picture-library/pictures.json', import.meta.url), `${JSON.stringify(pictures, null, 1)}\n`);
console.log(`${pictures.length} pictures: ${['illustration', 'pattern', 'frame'].map((k) => `${pictures.filter((p) => p.kind === k).length} ${k}s`).join(', ')}`);
