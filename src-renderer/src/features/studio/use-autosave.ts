import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '#renderer/api/clients.ts';
import { allErrors } from '#renderer/ui/error-tree.ts';
import { useStudio } from './studio-store.ts';
import { designsUpdate } from '#renderer/api/designs.ts';

export type SaveState = { kind: 'saved' } | { kind: 'pending' } | { kind: 'saving' } | { kind: 'failed'; message: string };

const DELAY_MS = 700;

/**
 * Saves the sides shortly after each change (PATCH /api/designs/{id}); `flush`
 * saves at once and resolves when everything so far is stored (before a proof,
 * a publish, or leaving).
 */
export function useAutosave(designId: string | undefined): { state: SaveState; flush: () => Promise<void> } {
  const api = useApi();
  const revision = useStudio((s) => s.revision);
  const savedRevision = useStudio((s) => s.savedRevision);
  const [state, setState] = useState<SaveState>({ kind: 'saved' });
  const inFlight = useRef<Promise<void> | undefined>(undefined);

  const save = useCallback(async (): Promise<void> => {
    if (inFlight.current) await inFlight.current;
    const { sides, revision: current, savedRevision: saved, designId: openId, markSaved } = useStudio.getState();
    if (!api || !designId || openId !== designId || current <= saved) return;
    setState({ kind: 'saving' });
    const request = designsUpdate(api, { params: { designId }, body: { front: sides.front as never, back: sides.back as never } }).then((res) => {
      if (res.ok) {
        markSaved(current);
        setState(useStudio.getState().revision > current ? { kind: 'pending' } : { kind: 'saved' });
      } else setState({ kind: 'failed', message: allErrors(res.body).join(' ') });
    });
    inFlight.current = request;
    await request;
    inFlight.current = undefined;
  }, [api, designId]);

  useEffect(() => {
    if (revision <= savedRevision) return;
    setState((s) => (s.kind === 'failed' ? s : { kind: 'pending' }));
    const timer = setTimeout(() => void save(), DELAY_MS);
    return () => clearTimeout(timer);
  }, [revision, savedRevision, save]);

  // Leaving the studio saves what is pending.
  useEffect(() => () => void save(), [save]);

  return { state, flush: save };
}
