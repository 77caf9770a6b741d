import { useLocation } from 'wouter';
import { DEFAULT_HANDWRITING, handwritingElement } from '#shared/design-elements.ts';
import { useApi } from '#renderer/api/clients.ts';
import { useToasts } from '#renderer/ui/toasts.tsx';

const text = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A new A6 postcard whose back is a note written in the hand, opened in the studio. */
export function useInDesign(): (handName: string) => Promise<void> {
  const api = useApi();
  const [, navigate] = useLocation();
  const toast = useToasts((s) => s.show);
  return async (handName) => {
    if (!api) return;
    const content = `<p>Dear {{firstName}},</p><p>Thank you so much for being with us this year. It meant the world to the whole team.</p><p>Warm wishes,<br>${text(handName)}</p>`;
    const back = handwritingElement('note', { x: 8, y: 10, width: 66, height: 85 }, content, { ...DEFAULT_HANDWRITING, font: handName });
    const res = await api.call('designsCreate', { body: { name: `Note in ${handName}`, product_key: 'a6_postcard', back: { html: back } } });
    if (res.ok) navigate(`/designs/${res.body.id}`);
    else toast(res.body.message, 'error');
  };
}
