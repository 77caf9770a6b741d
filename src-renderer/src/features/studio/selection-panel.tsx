import { Copy, Trash2 } from 'lucide-react';
import type { DesignElement } from '#shared/design-html.ts';
import type { ArrangeAction } from './arrange-actions.ts';
import { ArrangeBar } from './arrange-bar.tsx';
import { elementLabel } from './layout-checks.ts';
import { PanelHead, PanelHeadButton } from './panel-head.tsx';

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
      <PanelHead title={`${selected.length} elements`}>
        <PanelHeadButton icon={Copy} label="Duplicate the selection" tooltip="Duplicate (Ctrl+D)" onClick={onDuplicate} />
        <PanelHeadButton icon={Trash2} label="Delete the selection" tooltip="Delete (Delete)" onClick={onDelete} testId="selection-delete" />
      </PanelHead>
      <p className="hint">{selected.map((el) => elementLabel(el)).join(', ')}</p>
      <fieldset>
        <legend>Arrange</legend>
        <ArrangeBar count={movable} onArrange={onArrange} />
      </fieldset>
      <p className="hint">Drag one of them or use the arrows to move them together; Shift-click adds or removes one.</p>
    </div>
  );
}
