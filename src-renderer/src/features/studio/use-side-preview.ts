import { useEffect, useRef, useState } from 'react';
import type { HtmlPreviewResponse } from '../../../../src-shared/contract/html-recipients.ts';
import type { SampleRecipient } from '../../../../src-shared/sample-recipients.ts';
import { useApi } from '../../api/clients.ts';
import { allErrors } from '../../ui/error-tree.ts';
import type { SideName, SideValue } from './studio-store.ts';

/** Typing renders once it pauses this long; older answers are dropped anyway. */
export const DEBOUNCE_MS = 60;

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
 * destination. Renders shortly after the last change; late answers to older
 * versions are dropped.
 */
export function useSidePreview(input: { productKey: string; orientation: 'landscape' | 'portrait'; side: SideName; value: SideValue | null; sample: SampleRecipient; dpi: number }): SidePreview {
  const api = useApi();
  const [state, setState] = useState<SidePreview>({ result: undefined, busy: true, errors: [], unreachable: false });
  const sequence = useRef(0);
  const { productKey, orientation, side, value, sample, dpi } = input;

  useEffect(() => {
    if (!api || !value) return;
    const mine = ++sequence.current;
    setState((s) => ({ ...s, busy: true }));
    const timer = setTimeout(() => {
      const html = value.styles === undefined ? { html: value.html } : { html: value.html, styles: value.styles as never };
      void api.call('htmlPreview', { body: { product_key: productKey, orientation, side, html, values: sample.values, seed: sample.id, dpi } }).then((res) => {
        if (mine !== sequence.current) return;
        if (res.ok) setState({ result: res.body, busy: false, errors: [], unreachable: false });
        else setState((s) => ({ result: s.result?.side === side ? s.result : undefined, busy: false, errors: allErrors(res.body).map((e) => e.replace(/^html(\.[a-z]+)*: /, '')), unreachable: res.status === 0 }));
      });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [api, productKey, orientation, side, value, sample, dpi]);

  return state;
}
