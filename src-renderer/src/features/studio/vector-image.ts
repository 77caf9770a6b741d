// An SVG of shapes alone prints sharp at any size: the print-resolution check
// has nothing to measure in it. One that embeds a photo (<image>) is measured
// like any picture.

/** Whether an image's src is an SVG data: URL without embedded raster images. */
export function isVectorOnly(src: string): boolean {
  const match = src.match(/^data:image\/svg\+xml(;base64)?,(.*)$/s);
  if (!match) return false;
  let svg: string;
  try {
    svg = match[1] ? new TextDecoder().decode(Uint8Array.from(atob(match[2]!), (c) => c.charCodeAt(0))) : decodeURIComponent(match[2]!);
  } catch {
    return false;
  }
  return !/<image\b/i.test(svg);
}
