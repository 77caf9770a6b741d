import { Dialog } from '#renderer/ui/dialog.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader, TableScroll } from '#renderer/ui/table.tsx';

const MAC = typeof navigator !== 'undefined' && /Mac/.test(navigator.platform);
const MOD = MAC ? '⌘' : 'Ctrl';
const ALT = MAC ? '⌥' : 'Alt';

/** Every command of the studio that the keyboard reaches, on `?`. */
const SHORTCUTS: readonly { keys: string; what: string }[] = [
  { keys: 'Tab, Shift+Tab', what: 'Select the next or previous element' },
  { keys: 'Shift+click', what: 'Add an element to the selection, or take it out' },
  { keys: 'Drag on the empty card', what: 'Select what the rectangle touches (with Shift: add it)' },
  { keys: `${MOD}+A`, what: 'Select every element that is not locked or hidden' },
  { keys: 'Arrows', what: 'Nudge the selected elements 0.5 mm' },
  { keys: 'Shift+arrows', what: 'Nudge 5 mm' },
  { keys: 'Alt+arrows', what: 'Resize 0.5 mm (with Shift: 5 mm)' },
  { keys: 'Delete, Backspace', what: 'Remove the selected elements' },
  { keys: `${ALT}+A, ${ALT}+H, ${ALT}+D`, what: 'Align left, centres, right (one element: with the safe area)' },
  { keys: `${ALT}+W, ${ALT}+V, ${ALT}+S`, what: 'Align top, middles, bottom' },
  { keys: `${ALT}+Shift+H, ${ALT}+Shift+V`, what: 'Space three or more evenly across, down' },
  { keys: `${MOD}+] and ${MOD}+[`, what: 'Bring forward, send backward (with Shift: to the top, the bottom)' },
  { keys: `${ALT}+↑ and ${ALT}+↓ on a layer`, what: 'Move it up or down the layers' },
  { keys: 'F2 or double-click on a layer', what: 'Rename it' },
  { keys: `${MOD}+wheel, pinch`, what: 'Zoom the card' },
  { keys: 'Escape', what: 'Deselect' },
  { keys: `${MOD}+C`, what: 'Copy the selected elements' },
  { keys: `${MOD}+V`, what: 'Paste (on this side, or another side or design)' },
  { keys: `${MOD}+D`, what: 'Duplicate the selected elements' },
  { keys: `${MOD}+Z`, what: 'Undo' },
  { keys: `${MOD}+Shift+Z, ${MOD}+Y`, what: 'Redo' },
  { keys: `${MOD}+S`, what: 'Save now' },
  { keys: '[ and ]', what: 'Preview for the previous or next recipient' },
  { keys: 'Alt while dragging', what: 'Place freely, without snapping' },
  { keys: '?', what: 'This list' },
];

export function ShortcutSheet({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title="Keyboard shortcuts" onClose={onClose} testId="shortcut-sheet">
      <TableScroll maxHeight="60vh" label="Keyboard shortcuts">
        <Table aria-label="Keyboard shortcuts" className="shortcut-sheet">
          <TableHeader>
            <Column isRowHeader>Keys</Column>
            <Column>What they do</Column>
          </TableHeader>
          <TableBody>
            {SHORTCUTS.map((s) => (
              <Row key={s.keys} id={s.keys}>
                <Cell>
                  <kbd>{s.keys}</kbd>
                </Cell>
                <Cell>{s.what}</Cell>
              </Row>
            ))}
          </TableBody>
        </Table>
      </TableScroll>
      <div className="dialog__actions">
        <button type="button" className="btn btn--primary" onClick={onClose} autoFocus>
          Close
        </button>
      </div>
    </Dialog>
  );
}
