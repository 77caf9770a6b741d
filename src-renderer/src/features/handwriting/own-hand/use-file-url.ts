import { useEffect, useRef, useState } from 'react';
import type { CallInput } from '#shared/contract/types.ts';
import type { CONTRACT } from '#shared/contract/index.ts';
import { useApi } from '#renderer/api/clients.ts';

type FileRoute = 'handsSheet' | 'handsFont' | 'handsTemplatePdf' | 'generatePng';

/** A file the API answers (a sheet, a note), as an object URL while the view shows it; its error's message otherwise. */
export function useFileUrl<N extends FileRoute>(name: N, input: CallInput<(typeof CONTRACT)[N]> | undefined, version = ''): { url?: string; error?: string } {
  const api = useApi();
  const [state, setState] = useState<{ url?: string; error?: string }>({});
  // the input is compared by value; `version` fetches again when what it shows changed
  const key = `${version}:${JSON.stringify(input ?? null)}`;
  const latest = useRef(input);
  latest.current = input;
  useEffect(() => {
    const input = latest.current;
    if (!api || !input) return;
    let live = true;
    let url: string | undefined;
    setState({}); // a new file is on its way: the view shows that, not the last one
    void api.callBinary(name, input).then((res) => {
      if (!live) return;
      if (res.ok) {
        url = URL.createObjectURL(res.bytes);
        setState({ url });
      } else setState({ error: res.error.message });
    });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [api, name, key]);
  return state;
}
