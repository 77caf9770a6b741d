import { useEffect, useState } from 'react';
import { useApi } from '#renderer/api/clients.ts';
import { ThumbnailError } from './thumbnail-error.tsx';
import { keepThumbnail } from '#renderer/api/thumbnail-cache.ts';
import { designsThumbnail } from '#renderer/api/designs.ts';

/**
 * A design's front as the real renderer draws it (the thumbnail route needs the
 * key, so the bytes are fetched and shown from an object URL). Keyed by the
 * design's last change, so an edit shows a fresh one.
 */
export function DesignThumbnail({ designId, version, name }: { designId: string; version: string; name: string }) {
  const api = useApi();
  const [state, setState] = useState<{ url?: string; error?: string }>({});
  useEffect(() => {
    if (!api) return;
    let cancelled = false;
    const download = new AbortController();
    setState({});
    void designsThumbnail(api, { params: { designId } }, { signal: download.signal }).then((result) => {
      if (cancelled) return;
      if (!result.ok) return setState({ error: result.error.message });
      // Kept for the session (api/thumbnail-cache.ts): the studio shows it while its live render comes.
      const url = URL.createObjectURL(result.bytes);
      keepThumbnail(designId, version, url);
      setState({ url });
    });
    return () => {
      cancelled = true;
      download.abort();
    };
  }, [api, designId, version]);
  if (state.error) return <ThumbnailError message={state.error} />;
  if (!state.url) return <div className="design-thumb skeleton" role="status" aria-label={`Rendering ${name}`} />;
  return <img className="design-thumb" src={state.url} alt={`Front of ${name}`} data-testid="design-thumbnail" />;
}
