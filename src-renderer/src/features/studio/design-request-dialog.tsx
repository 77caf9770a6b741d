import type { ReactNode } from 'react';
import { Dialog } from '#renderer/ui/dialog.tsx';

interface DesignRequestDialogProps {
  title: string;
  testId: string;
  onClose: () => void;
  /** Saves the design as it is now (the request works on the saved design). */
  save: () => Promise<void>;
  /** Sends the request, once the design is saved. */
  send: () => void;
  /** What the request made, once it succeeded: a line that says so and the dialog's actions, shown instead of the form. */
  done: { message: ReactNode; actions: ReactNode } | null;
  children: ReactNode;
}

/** A studio dialog whose form sends one request about the design (publish it, keep it as a starter), the design saved first. */
export function DesignRequestDialog({ title, testId, onClose, save, send, done, children }: DesignRequestDialogProps) {
  return (
    <Dialog title={title} onClose={onClose} testId={`${testId}-dialog`}>
      {done ? (
        <div className="stack" data-testid={`${testId}-done`}>
          <p className="notice notice--ok">{done.message}</p>
          <div className="dialog__actions">{done.actions}</div>
        </div>
      ) : (
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            void save().then(send);
          }}
        >
          {children}
        </form>
      )}
    </Dialog>
  );
}
