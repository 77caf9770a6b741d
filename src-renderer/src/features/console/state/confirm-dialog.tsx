import type { ReactNode } from 'react';
import { Button } from '#renderer/ui/button.tsx';
import { Dialog } from '#renderer/ui/dialog.tsx';

/** Asks once before something that cannot be undone. */
export function ConfirmDialog({ title, confirm, busy, error, onCancel, onConfirm, children, progress }: { title: string; confirm: string; busy: boolean; error: string | undefined; onCancel: () => void; onConfirm: () => void; children: ReactNode; progress?: ReactNode }) {
  return (
    <Dialog title={title} onClose={onCancel} testId="confirm-dialog" alert>
      <p>{children}</p>
      {busy && progress}
      {error && <p className="notice notice--error">{error}</p>}
      <div className="dialog__actions">
        <Button onPress={onCancel} autoFocus>
          Cancel
        </Button>
        <Button variant="destructive" onPress={onConfirm} isPending={busy} data-testid="confirm">
          {busy ? 'Working…' : confirm}
        </Button>
      </div>
    </Dialog>
  );
}
