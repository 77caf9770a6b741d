// The studio's bundled picture library: illustrations, patterns and frames, all
// vectors, all open-licensed (LICENSES.md beside this file), searchable by word
// and placed on a card as an embedded image, like an upload. Made by
// scripts/build-picture-library.ts; the renderer loads pictures.json on first use.

export type PictureKind = 'illustration' | 'pattern' | 'frame';

export interface Picture {
  id: string;
  name: string;
  kind: PictureKind;
  /** What the search matches, beside the name. */
  words: string;
  /** Who made it, and under which licence. */
  licence: string;
  svg: string;
}

export const PICTURE_KIND_WORDS: Readonly<Record<PictureKind, string>> = { illustration: 'Illustrations', pattern: 'Patterns', frame: 'Frames' };

/** Pictures whose name or words start with every word of the query (any order, any case), in library order. */
export function searchPictures(pictures: readonly Picture[], query: string, kind?: PictureKind): Picture[] {
  const wanted = query.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  return pictures.filter((p) => {
    if (kind && p.kind !== kind) return false;
    const words = `${p.name} ${p.words}`.toLowerCase().split(/[^a-z0-9]+/);
    return wanted.every((w) => words.some((word) => word.startsWith(w)));
  });
}

/** A picture as the `src` of an image element: an SVG data: URL. */
export function pictureSrc(picture: Pick<Picture, 'svg'>): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(picture.svg)) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

/** The box a picture starts in, in mm: an illustration square, a pattern a band, a frame the safe area's size. */
export function pictureSize(kind: PictureKind, safe: { width: number; height: number }): { width: number; height: number } {
  if (kind === 'frame') return { width: safe.width, height: safe.height };
  if (kind === 'pattern') return { width: Math.min(60, safe.width), height: Math.min(40, safe.height) };
  return { width: 30, height: 30 };
}
