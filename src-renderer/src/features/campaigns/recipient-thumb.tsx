import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useApi } from '#renderer/api/clients.ts';
import { recipientPreview } from '#renderer/api/recipients.ts';

/** A rendered recipient's personalised side, small (a postcard's message side, a card's first page); nothing is asked for before the render is done (no render ahead of the backlog). */
export function RecipientThumb({ recipientId, type, rendered, updatedAt }: { recipientId: string; type: 'postcard' | 'note'; rendered: boolean; updatedAt: string }) {
  const api = useApi();
  const png = useQuery({
    queryKey: ['recipientPreview', recipientId, type, updatedAt],
    queryFn: async () => {
      const page = (n: string) => recipientPreview(api!, { params: { recipientId }, query: { type, page: n } });
      let answer = await page(type === 'postcard' ? '1' : '0');
      if (!answer.ok && answer.status === 404 && type === 'postcard') answer = await page('0'); // a one-sided postcard
      if (!answer.ok) throw new Error(answer.error.message);
      return answer.bytes;
    },
    enabled: Boolean(api) && rendered,
    staleTime: Infinity,
    gcTime: 30_000,
  });
  const url = useMemo(() => (png.data ? URL.createObjectURL(png.data) : undefined), [png.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (!rendered) return <span className="thumb thumb--empty" aria-hidden />;
  if (png.isError) return <span className="thumb thumb--empty" title={png.error.message} aria-hidden />;
  return url ? <img className="thumb" src={url} alt="" loading="lazy" /> : <span className="thumb skeleton" aria-hidden />;
}
