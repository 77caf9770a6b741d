import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { HtmlPreviewResponse } from '#shared/contract/html-recipients.ts';
import type { SampleRecipient } from '#shared/sample-recipients.ts';
import { useApi } from '#renderer/api/clients.ts';
import { allErrors } from '#renderer/ui/error-tree.ts';
import { htmlProblemWords } from './html-problem-words.ts';
import type { SideName, SideValue } from './studio-store.ts';
import { htmlPreview } from '#renderer/api/html-recipients.ts';

export interface SidePreview {
  /** The last side the server rendered (kept while the next one renders). */
  result: HtmlPreviewResponse | undefined;
  /** A newer version is rendering. */
  busy: boolean;
  /** Why the last version could not render (the API's messages). */
  errors: string[];
  /** The server could not be reached. */
  unreachable: boolean;
}

/**
 * The side as the real renderer draws it for one recipient: merge fields filled,
 * handwriting written with that recipient's seed, Smart QR codes encoding their
 * destination. A change renders at once when no render is under way; while one
 * is, only the latest change waits for it (no debounce delay, and the server
 * never has more than one render of this side queued). Each answer is shown as
 * it arrives, so fast typing still sees the card follow.
 */
export function useSidePreview(input: { productKey: string; orientation: 'landscape' | 'portrait'; side: SideName; value: SideValue | null; sample: SampleRecipient; dpi: number }): SidePreview {
  const api = useApi();
  const [state, setState] = useState<SidePreview>({ result: undefined, busy: true, errors: [], unreachable: false });
  const sequence = useRef(0);
  const { productKey, orientation, side, value, sample, dpi } = input;

  const inFlight = useRef(false);
  const queued = useRef<(() => void) | undefined>(undefined);
  useEffect(
    () => () => {
      queued.current = undefined; // unmounted: nothing more to send
    },
    [],
  );

  // A layout effect: the card is marked stale in the same paint as the change (another recipient, an
  // edit), never shown for a frame as if it were already drawn for it.
  useLayoutEffect(() => {
    if (!api || !value) return;
    const mine = ++sequence.current;
    setState((s) => ({ ...s, busy: true }));
    const send = () => {
      inFlight.current = true;
      const html = value.styles === undefined ? { html: value.html } : { html: value.html, styles: value.styles as never };
      void htmlPreview(api, { body: { product_key: productKey, orientation, side, html, values: sample.values, seed: sample.id, dpi } }).then((res) => {
        inFlight.current = false;
        const next = queued.current;
        queued.current = undefined;
        const latest = mine === sequence.current;
        if (res.ok) setState({ result: res.body, busy: !latest, errors: [], unreachable: false });
        else if (latest) setState((s) => ({ result: s.result?.side === side ? s.result : undefined, busy: false, errors: allErrors(res.body).map((e) => htmlProblemWords(e.replace(/^html(\.[a-z]+)*: /, ''))), unreachable: res.status === 0 }));
        next?.();
      });
    };
    if (inFlight.current) queued.current = send;
    else send();
  }, [api, productKey, orientation, side, value, sample, dpi]);

  return state;
}
