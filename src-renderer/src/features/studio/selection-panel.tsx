import { Copy, Trash2 } from 'lucide-react';
import type { DesignElement } from '#shared/design-html.ts';
import type { ArrangeAction } from './arrange-actions.ts';
import { ArrangeBar } from './arrange-bar.tsx';
import { elementLabel } from './layout-checks.ts';

interface Props {
  selected: readonly DesignElement[];
  /** How many of them align and move (not locked, not hidden). */
  movable: number;
  onArrange(action: ArrangeAction): void;
  onDuplicate(): void;
  onDelete(): void;
}

/** With several elements selected: what they are, align and distribute, duplicate and delete them together. */
export function SelectionPanel({ selected, movable, onArrange, onDuplicate, onDelete }: Props) {
  return (
    <div className="properties" data-testid="selection-panel">
      <div className="properties__head">
        <h3>{selected.length} elements</h3>
        <button type="button" className="btn btn--ghost btn--icon btn--small" onClick={onDuplicate} aria-label="Duplicate the selection" title="Duplicate (Ctrl+D)">
          <Copy size={15} />
        </button>
        <button type="button" className="btn btn--ghost btn--icon btn--small" onClick={onDelete} aria-label="Delete the selection" title="Delete (Delete)" data-testid="selection-delete">
          <Trash2 size={15} />
        </button>
      </div>
      <p className="hint">{selected.map((el) => elementLabel(el)).join(', ')}</p>
      <fieldset>
        <legend>Arrange</legend>
        <ArrangeBar count={movable} onArrange={onArrange} />
      </fieldset>
      <p className="hint">Drag one of them or use the arrows to move them together; Shift-click adds or removes one.</p>
    </div>
  );
}
