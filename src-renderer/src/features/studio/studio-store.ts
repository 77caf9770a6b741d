import { create } from 'zustand';
import type { Design } from '#shared/contract/designs.ts';

export type SideName = 'front' | 'back';
export interface SideValue {
  html: string;
  styles?: unknown;
}
export interface Sides {
  front: SideValue;
  back: SideValue | null;
}

const HISTORY_LIMIT = 200;
/** Edits of the same kind this close together are one step of undo (typing, a drag). */
const COALESCE_MS = 1200;

interface StudioState {
  designId: string | undefined;
  sides: Sides;
  side: SideName;
  /** The selected elements of the side shown, in the order they were picked (the last is the one the keyboard acts on first). */
  selection: readonly string[];
  past: Sides[];
  future: Sides[];
  /** Changes not yet saved (autosave sends them). */
  revision: number;
  savedRevision: number;
  lastEdit: { key: string; at: number } | undefined;
  open(design: Design): void;
  /**
   * Replaces one side's HTML; edits with the same key in quick succession are one undo step.
   * `session`: edits with this key are one step however long apart (one in-place edit of a text).
   */
  editSide(side: SideName, html: string, key: string, session?: boolean): void;
  /** Replaces one side's flat styles (its background, ink colour...). */
  restyleSide(side: SideName, styles: Record<string, unknown>, key: string): void;
  undo(): void;
  redo(): void;
  setSide(side: SideName): void;
  /** Selects one element alone, or nothing. */
  select(id: string | undefined): void;
  /** Shift-click: adds an element to the selection, or takes it out. */
  toggleSelected(id: string): void;
  /** A marquee: these elements (added to the selection when `add`). */
  selectMany(ids: readonly string[], add?: boolean): void;
  markSaved(revision: number): void;
}

const EMPTY: Sides = { front: { html: '' }, back: null };

/**
 * The open design's sides with undo and redo across code and visual edits
 * (both write HTML, so one history covers them).
 */
export const useStudio = create<StudioState>((set, get) => {
  /** Puts a new value of a side in place, as an undo step or into the last one. */
  function replace(side: SideName, next: SideValue, key: string, session = false): void {
    const { sides, past, lastEdit, revision } = get();
    const now = Date.now();
    const coalesce = lastEdit && lastEdit.key === `${side}:${key}` && (session || now - lastEdit.at < COALESCE_MS);
    set({
      sides: { ...sides, [side]: next },
      past: coalesce ? past : [...past, sides].slice(-HISTORY_LIMIT),
      future: [],
      revision: revision + 1,
      lastEdit: { key: `${side}:${key}`, at: now },
    });
  }

  return {
    designId: undefined,
    sides: EMPTY,
    side: 'front',
    selection: [],
    past: [],
    future: [],
    revision: 0,
    savedRevision: 0,
    lastEdit: undefined,
    open: (design) => set({ designId: design.id, sides: { front: design.front, back: design.back }, side: 'front', selection: [], past: [], future: [], revision: 0, savedRevision: 0, lastEdit: undefined }),
    editSide: (side, html, key, session) => {
      const current = get().sides[side];
      if (!current || current.html === html) return;
      replace(side, { ...current, html }, key, session);
    },
    restyleSide: (side, styles, key) => {
      const current = get().sides[side];
      if (current) replace(side, { ...current, styles }, key);
    },
    undo: () => {
      const { past, sides, future, revision } = get();
      const previous = past[past.length - 1];
      if (!previous) return;
      set({ sides: previous, past: past.slice(0, -1), future: [sides, ...future], revision: revision + 1, lastEdit: undefined });
    },
    redo: () => {
      const { past, sides, future, revision } = get();
      const next = future[0];
      if (!next) return;
      set({ sides: next, past: [...past, sides], future: future.slice(1), revision: revision + 1, lastEdit: undefined });
    },
    setSide: (side) => set({ side, selection: [] }),
    select: (id) => set({ selection: id === undefined ? [] : [id] }),
    toggleSelected: (id) => {
      const { selection } = get();
      set({ selection: selection.includes(id) ? selection.filter((s) => s !== id) : [...selection, id] });
    },
    selectMany: (ids, add = false) => {
      const base = add ? get().selection : [];
      set({ selection: [...base, ...ids.filter((id) => !base.includes(id))] });
    },
    markSaved: (revision) => set({ savedRevision: Math.max(get().savedRevision, revision) }),
  };
});
