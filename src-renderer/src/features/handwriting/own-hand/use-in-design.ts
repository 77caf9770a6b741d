import { useLocation } from 'wouter';
import { useApi } from '#renderer/api/clients.ts';
import { useToasts } from '#renderer/ui/toasts.tsx';
import { designInHand } from '#shared/starters/in-hand.ts';
import { designsCreate } from '#renderer/api/designs.ts';

/** A new A6 postcard (Inkpost's thank-you starter) with every handwriting block in the hand, opened in the studio. */
export function useInDesign(): (handName: string) => Promise<void> {
  const api = useApi();
  const [, navigate] = useLocation();
  const toast = useToasts((s) => s.show);
  return async (handName) => {
    if (!api) return;
    const res = await designsCreate(api, { body: designInHand(handName) });
    if (res.ok) navigate(`/designs/${res.body.id}`);
    else toast(res.body.message, 'error');
  };
}
