import { AlertTriangle, Check, Loader2 } from 'lucide-react';
import type { SaveState } from './use-autosave.ts';

/** Where the design's changes are: saved, about to be, being saved, or refused (with the API's reason). */
export function SaveStatus({ state }: { state: SaveState }) {
  if (state.kind === 'failed') {
    return (
      <span className="save-status save-status--failed" role="alert" title={state.message} data-testid="save-status">
        <AlertTriangle size={14} aria-hidden /> Not saved: {state.message}
      </span>
    );
  }
  return (
    <span className="save-status" aria-live="polite" data-testid="save-status">
      {state.kind === 'saved' ? <Check size={14} aria-hidden /> : <Loader2 size={14} className="spin" aria-hidden />}
      {state.kind === 'saved' ? 'Saved' : state.kind === 'saving' ? 'Saving…' : 'Unsaved changes'}
    </span>
  );
}
