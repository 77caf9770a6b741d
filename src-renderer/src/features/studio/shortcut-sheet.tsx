import { Dialog } from '#renderer/ui/dialog.tsx';

const MOD = typeof navigator !== 'undefined' && /Mac/.test(navigator.platform) ? '⌘' : 'Ctrl';

/** Every command of the studio that the keyboard reaches, on `?`. */
export const SHORTCUTS: readonly { keys: string; what: string }[] = [
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
      <table className="table shortcut-sheet">
        <thead>
          <tr>
            <th scope="col">Keys</th>
            <th scope="col">What they do</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map((s) => (
            <tr key={s.keys}>
              <td>
                <kbd>{s.keys}</kbd>
              </td>
              <td>{s.what}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="dialog__actions">
        <button type="button" className="btn btn--primary" onClick={onClose} autoFocus>
          Close
        </button>
      </div>
    </Dialog>
  );
}
