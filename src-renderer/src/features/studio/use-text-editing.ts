import { useState } from 'react';
import { changeElement, type ElementChange } from '#shared/design-html.ts';
import { type SideName, useStudio } from './studio-store.ts';
import { withGrownBox } from './text-overflow.ts';

type Point = { x: number; y: number };

/**
 * The canvas's in-place editing: which element is edited (only while it is the
 * one selected), its content written as one undo step per edit, and toolbar
 * changes; a growing text's box follows its words on both.
 */
export function useTextEditing(side: SideName, selection: readonly string[]) {
  const [editing, setEditing] = useState<{ id: string; at?: Point; since: number }>();
  const html = () => {
    const sides = useStudio.getState().sides;
    return (sides[side] ?? sides.front).html;
  };
  return {
    editing: editing && selection.length === 1 && selection[0] === editing.id ? editing : undefined,
    onEdit: (id: string, at?: Point) => setEditing({ id, at, since: Date.now() }),
    onEndEdit: () => setEditing(undefined),
    onContent: (id: string, content: string) => useStudio.getState().editSide(side, withGrownBox(changeElement(html(), id, { content }), id), `inplace:${id}:${editing?.since ?? 0}`, true),
    onElement: (id: string, change: ElementChange, key: string) => useStudio.getState().editSide(side, withGrownBox(changeElement(html(), id, change), id), key),
  };
}
