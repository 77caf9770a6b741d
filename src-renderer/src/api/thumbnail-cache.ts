// The thumbnails the library fetched, kept for the session: opening a design shows
// its last thumbnail at once while the studio's live render comes (issue 29).
const cache = new Map<string, { version: string; url: string }>();

/** Keeps a design's thumbnail (an object URL); the one it replaces is released. */
export function keepThumbnail(designId: string, version: string, url: string): void {
  const old = cache.get(designId);
  if (old && old.url !== url) URL.revokeObjectURL(old.url);
  cache.set(designId, { version, url });
}

/** The last thumbnail of a design seen this session, whatever its version (better than a blank card). */
export function lastThumbnail(designId: string): string | undefined {
  return cache.get(designId)?.url;
}
