import { Dialog } from '#renderer/ui/dialog.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader, TableScroll } from '#renderer/ui/table.tsx';

const MOD = typeof navigator !== 'undefined' && /Mac/.test(navigator.platform) ? '⌘' : 'Ctrl';

/** Every command of the studio that the keyboard reaches, on `?`. */
const SHORTCUTS: readonly { keys: string; what: string }[] = [
  { keys: 'Tab, Shift+Tab', what: 'Select the next or previous element' },
  { keys: 'Arrows', what: 'Nudge the selected element 0.5 mm' },
  { keys: 'Shift+arrows', what: 'Nudge 5 mm' },
  { keys: 'Alt+arrows', what: 'Resize 0.5 mm (with Shift: 5 mm)' },
  { keys: 'Delete, Backspace', what: 'Remove the selected element' },
  { keys: 'Escape', what: 'Deselect' },
  { keys: `${MOD}+C`, what: 'Copy the selected element' },
  { keys: `${MOD}+V`, what: 'Paste (on this side, or another side or design)' },
  { keys: `${MOD}+D`, what: 'Duplicate the selected element' },
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
