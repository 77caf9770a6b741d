import { useEffect, useRef, useState } from 'react';
import { useApi } from '#renderer/api/clients.ts';
import { ThumbnailError } from './thumbnail-error.tsx';
import { startersThumbnail } from '#renderer/api/studio-extras.ts';

/**
 * A starter's front as the real renderer draws it (rendered once, then cached by
 * the server), asked for only once it scrolls into view: the renders of the
 * starters further down do not hold up those on screen.
 */
export function StarterThumbnail({ starterId, name }: { starterId: string; name: string }) {
  const api = useApi();
  const [state, setState] = useState<{ url?: string; error?: string }>({});
  const placeholder = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const target = placeholder.current;
    if (seen || !target) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), { rootMargin: '200px' });
    observer.observe(target);
    return () => observer.disconnect();
  }, [seen]);
  useEffect(() => {
    if (!api || !seen) return;
    let url: string | undefined;
    let cancelled = false;
    const download = new AbortController();
    void startersThumbnail(api, { params: { starterId } }, { signal: download.signal }).then((result) => {
      if (cancelled) return;
      if (!result.ok) return setState({ error: result.error.message });
      url = URL.createObjectURL(result.bytes);
      setState({ url });
    });
    return () => {
      cancelled = true;
      download.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [api, starterId, seen]);
  if (state.error) return <ThumbnailError message={state.error} />;
  if (!state.url) return <div ref={placeholder} className="design-thumb skeleton" role="status" aria-label={`Rendering ${name}`} />;
  return <img className="design-thumb" src={state.url} alt={`Front of the starter ${name}`} data-testid="starter-thumbnail" />;
}
