import type { ReactNode } from 'react';
import { Dialog } from '#renderer/ui/dialog.tsx';

/** Asks once before something that cannot be undone. */
export function ConfirmDialog({ title, confirm, busy, error, onCancel, onConfirm, children }: { title: string; confirm: string; busy: boolean; error: string | undefined; onCancel: () => void; onConfirm: () => void; children: ReactNode }) {
  return (
    <Dialog title={title} onClose={onCancel} testId="confirm-dialog">
      <p>{children}</p>
      {error && <p className="error">{error}</p>}
      <div className="dialog__actions">
        <button type="button" className="btn" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="btn btn--primary btn--danger-fill" onClick={onConfirm} disabled={busy} data-testid="confirm">
          {busy ? 'Working…' : confirm}
        </button>
      </div>
    </Dialog>
  );
}
