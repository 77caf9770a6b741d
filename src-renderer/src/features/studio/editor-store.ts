import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export type Side = 'front' | 'back';

interface EditorState {
  productKey: string;
  orientation: 'landscape' | 'portrait';
  side: Side;
  html: Record<Side, string>;
  set(patch: Partial<Pick<EditorState, 'productKey' | 'orientation' | 'side'>>): void;
  setHtml(side: Side, html: string): void;
}

const STARTER_FRONT = `<div style="position:absolute; inset:0; background:#fff8ee"></div>
<h1 style="position:absolute; left:12mm; top:14mm; margin:0; font:700 22pt Georgia, serif; color:#3e2723">Your first cup<br>is on us.</h1>
<p style="position:absolute; left:12mm; bottom:14mm; margin:0; font:10pt Georgia, serif; color:#3e2723">Show this card at the counter before 30 June.</p>
<div data-sqr data-sqr-id="menu" data-sqr-destination="https://example.com/menu" data-sqr-size="18mm" data-sqr-dots-type="rounded" data-sqr-dots-color="#3e2723" style="position:absolute; right:12mm; bottom:12mm; width:18mm; height:18mm"></div>
`;

/** The creative being edited; kept in the browser's storage so work survives a reload. */
export const useEditor = create<EditorState>()(
  persist(
    (set) => ({
      productKey: 'a6_postcard',
      orientation: 'landscape',
      side: 'front',
      html: { front: STARTER_FRONT, back: '' },
      set: (patch) => set(patch),
      setHtml: (side, html) => set((state) => ({ html: { ...state.html, [side]: html } })),
    }),
    { name: 'inkpost-html-editor' },
  ),
);
