import { imageElement } from '#shared/design-elements.ts';
import { nextElementId } from '#shared/design-html.ts';
import type { PageGeometry } from '#shared/page-geometry.ts';
import { readImageFile } from '#renderer/ui/image-file.ts';

/** An image file dropped on the card: embedded, 40 × 30 mm, centred where it fell and kept on the page (undefined: not an image). */
export async function droppedImage(file: File, at: { x: number; y: number }, geometry: PageGeometry, htmls: readonly string[]): Promise<{ id: string; html: string } | undefined> {
  const src = await readImageFile(file);
  if (!src) return undefined;
  const id = nextElementId('image', ...htmls);
  const width = Math.min(40, geometry.widthMm);
  const height = Math.min(30, geometry.heightMm);
  const x = Math.round(Math.max(0, Math.min(geometry.widthMm - width, at.x - width / 2)));
  const y = Math.round(Math.max(0, Math.min(geometry.heightMm - height, at.y - height / 2)));
  return { id, html: imageElement(id, { x, y, width, height }, src) };
}
