import { useEffect, useState } from 'react';
import { useApi } from '#renderer/api/clients.ts';
import { keepThumbnail, lastThumbnail } from '#renderer/api/thumbnail-cache.ts';
import { designsThumbnail } from '#renderer/api/designs.ts';

/**
 * The design's last thumbnail (its front, as saved), to show at once while the
 * live render of the open side comes: the one the library fetched, else the
 * server's (cached on disk under the design's last change, so it answers fast).
 */
export function useLastThumbnail(designId: string, version: string): string | undefined {
  const api = useApi();
  const [url, setUrl] = useState(() => lastThumbnail(designId));
  useEffect(() => {
    if (url || !api) return;
    let cancelled = false;
    void designsThumbnail(api, { params: { designId } }).then((result) => {
      if (cancelled || !result.ok) return; // no thumbnail: the skeleton stays until the live render
      const fetched = URL.createObjectURL(result.bytes);
      keepThumbnail(designId, version, fetched);
      setUrl(fetched);
    });
    return () => {
      cancelled = true;
    };
  }, [api, designId, version, url]);
  return url;
}
