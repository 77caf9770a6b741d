import { ChevronDown, ChevronUp, Eye, EyeOff, Lock, LockOpen } from 'lucide-react';
import { useState } from 'react';
import type { DesignElement } from '#shared/design-html.ts';
import { isHidden, isLocked, LAYER_NAME_MAX, layerName, paintIndexForDrop } from '#shared/design-layers.ts';
import { elementLabel } from './layout-checks.ts';

/** What a layer being dragged carries (files dragged from the desktop carry none of it). */
const LAYER_MIME = 'application/x-inkpost-layer';

interface Props {
  elements: readonly DesignElement[];
  selection: readonly string[];
  onSelect(id: string): void;
  onToggle(id: string): void;
  /** Moves an element in the paint order (0 paints under all others). */
  onOrder(id: string, toIndex: number): void;
  onLock(id: string, locked: boolean): void;
  onHide(id: string, hidden: boolean): void;
  onRename(id: string, name: string): void;
}

/**
 * The side's elements, the top one painted over the others: select (Shift-click
 * adds), rename (double-click or F2), hide, lock, and move up and down the paint
 * order (drag a row, the buttons, or Alt+↑/↓ on a name).
 */
export function LayersPanel({ elements, selection, onSelect, onToggle, onOrder, onLock, onHide, onRename }: Props) {
  const [renaming, setRenaming] = useState<string | undefined>();
  const [dropAt, setDropAt] = useState<{ id: string; place: 'above' | 'below' } | undefined>();
  const placeOf = (event: React.DragEvent) => {
    const rect = (event.currentTarget as HTMLElement).getBoundingClientRect();
    return event.clientY < rect.top + rect.height / 2 ? 'above' : 'below';
  };
  const dragged = (event: React.DragEvent) => [...event.dataTransfer.types].includes(LAYER_MIME);
  if (elements.length === 0) {
    return (
      <section className="layers" aria-label="Layers">
        <h3>Layers</h3>
        <p className="hint">Nothing yet: add text, handwriting, an image or a Smart QR from the left.</p>
      </section>
    );
  }
  return (
    <section className="layers" aria-label="Layers">
      <h3>Layers</h3>
      <ul className="layer-list" aria-label="Layers, the top one painted over the others" data-testid="layers">
        {[...elements].reverse().map((el, row) => {
          const index = elements.length - 1 - row;
          const label = elementLabel(el);
          const hidden = isHidden(el);
          const locked = isLocked(el);
          const classes = ['layer', selection.includes(el.id) && 'layer--selected', hidden && 'layer--hidden', dropAt?.id === el.id && `layer--drop-${dropAt.place}`].filter(Boolean).join(' ');
          return (
            <li
              key={el.id}
              className={classes}
              draggable={renaming !== el.id}
              onDragStart={(e) => {
                e.dataTransfer.setData(LAYER_MIME, el.id);
                e.dataTransfer.effectAllowed = 'move';
              }}
              onDragOver={(e) => {
                if (!dragged(e)) return;
                e.preventDefault();
                e.dataTransfer.dropEffect = 'move';
                setDropAt({ id: el.id, place: placeOf(e) });
              }}
              onDragLeave={() => setDropAt(undefined)}
              onDragEnd={() => setDropAt(undefined)}
              onDrop={(e) => {
                setDropAt(undefined);
                if (!dragged(e)) return;
                e.preventDefault();
                const moving = e.dataTransfer.getData(LAYER_MIME);
                const to = paintIndexForDrop(elements.map((x) => x.id), moving, el.id, placeOf(e));
                if (to !== undefined) onOrder(moving, to);
              }}
              data-testid={`layer-${el.id}`}
            >
              <button type="button" className="btn btn--ghost btn--icon btn--small" aria-label={hidden ? `Show ${label}` : `Hide ${label}`} aria-pressed={hidden} title={hidden ? 'Hidden: not shown and not printed. Show it' : 'Hide: not shown and not printed'} onClick={() => onHide(el.id, !hidden)} data-testid={`layer-hide-${el.id}`}>
                {hidden ? <EyeOff size={15} /> : <Eye size={15} />}
              </button>
              {renaming === el.id ? (
                <input
                  className="layer__rename"
                  aria-label={`Name of ${label}`}
                  defaultValue={layerName(el) ?? ''}
                  placeholder={el.id}
                  maxLength={LAYER_NAME_MAX}
                  autoFocus
                  onBlur={(e) => (onRename(el.id, e.target.value), setRenaming(undefined))}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') (e.target as HTMLInputElement).blur();
                    if (e.key === 'Escape') setRenaming(undefined);
                  }}
                  data-testid={`layer-rename-${el.id}`}
                />
              ) : (
                <button
                  type="button"
                  className="btn btn--ghost btn--small layer__name"
                  aria-pressed={selection.includes(el.id)}
                  title="Click to select (Shift-click adds); double-click or F2 to rename; Alt+↑/↓ to reorder"
                  onClick={(e) => (e.shiftKey ? onToggle(el.id) : onSelect(el.id))}
                  onDoubleClick={() => setRenaming(el.id)}
                  onKeyDown={(e) => {
                    if (e.key === 'F2') setRenaming(el.id);
                    else if (e.altKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
                      e.preventDefault();
                      onOrder(el.id, index + (e.key === 'ArrowUp' ? 1 : -1));
                    }
                  }}
                  data-testid={`layer-name-${el.id}`}
                >
                  <span className="layer__label">{label}</span>
                </button>
              )}
              <button type="button" className="btn btn--ghost btn--icon btn--small" aria-label={locked ? `Unlock ${label}` : `Lock ${label}`} aria-pressed={locked} title={locked ? 'Locked: cannot be picked or moved on the canvas. Unlock it' : 'Lock: keep it from being picked or moved on the canvas'} onClick={() => onLock(el.id, !locked)} data-testid={`layer-lock-${el.id}`}>
                {locked ? <Lock size={15} /> : <LockOpen size={15} />}
              </button>
              <button type="button" className="btn btn--ghost btn--icon btn--small" aria-label={`Bring ${label} forward`} title={row === 0 ? 'Already on top' : 'Bring forward (Ctrl+])'} disabled={row === 0} onClick={() => onOrder(el.id, index + 1)} data-testid={`layer-up-${el.id}`}>
                <ChevronUp size={15} />
              </button>
              <button type="button" className="btn btn--ghost btn--icon btn--small" aria-label={`Send ${label} backward`} title={index === 0 ? 'Already at the back' : 'Send backward (Ctrl+[)'} disabled={index === 0} onClick={() => onOrder(el.id, index - 1)} data-testid={`layer-down-${el.id}`}>
                <ChevronDown size={15} />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
