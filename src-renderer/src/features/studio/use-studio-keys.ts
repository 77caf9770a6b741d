import { useEffect, useRef } from 'react';
import { type ArrangeAction, ARRANGE_KEYS } from './arrange-actions.ts';

export interface StudioKeyHandlers {
  undo(): void;
  redo(): void;
  save(): void;
  shortcuts(): void;
  stepSample(by: number): void;
  /** Ctrl+C (false) or Ctrl+D (true, a copy pasted beside it); false when nothing is selected. */
  copy(duplicate: boolean): boolean;
  paste(): void;
  selectAll(): void;
  arrange(action: ArrangeAction): void;
  /** Ctrl+] / Ctrl+[ one step up or down the paint order; with Shift, to the top or the bottom. */
  order(step: 1 | -1, toEnd: boolean): void;
}

/**
 * The studio's window-wide shortcuts, except where a text field or the code
 * editor has its own: undo, redo, save, copy, paste, duplicate, select all,
 * align and distribute, the paint order, the next recipient and `?`.
 * (The canvas's own elements handle arrows, Delete and Escape.)
 */
export function useStudioKeys(handlers: StudioKeyHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const h = latest.current;
      const inField = (event.target as HTMLElement | null)?.closest('input, textarea, select, .html-editor, .in-place-editor, [role="listbox"], [role="dialog"]');
      const mod = event.ctrlKey || event.metaKey;
      if (inField && !(mod && event.key.toLowerCase() === 's')) return;
      if (event.key === '?' && !mod) return h.shortcuts();
      if (!mod && !event.altKey && (event.key === '[' || event.key === ']')) return h.stepSample(event.key === ']' ? 1 : -1);
      if (event.altKey && !mod) {
        const action = ARRANGE_KEYS[`${event.shiftKey ? 'Shift+' : ''}${event.code}`];
        if (!action) return;
        event.preventDefault();
        return h.arrange(action);
      }
      if (!mod) return;
      const key = event.key.toLowerCase();
      if (event.code === 'BracketRight' || event.code === 'BracketLeft') {
        event.preventDefault();
        return h.order(event.code === 'BracketRight' ? 1 : -1, event.shiftKey);
      }
      if (key === 's') {
        event.preventDefault();
        return h.save();
      }
      if (key === 'c' && window.getSelection()?.toString()) return;
      if ((key === 'c' || key === 'd') && h.copy(key === 'd')) return event.preventDefault();
      if (key === 'v') {
        event.preventDefault();
        return h.paste();
      }
      if (key === 'a') {
        event.preventDefault();
        return h.selectAll();
      }
      if (key === 'z' && !event.shiftKey) h.undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') h.redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
