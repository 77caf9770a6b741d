import type { ErrorResponseBody } from '#shared/contract/define.ts';

interface FormActionsProps {
  /** The failed request, if any: its message shows here unless it names fields (each field shows its own). */
  error: { message: string; body: ErrorResponseBody } | null;
  onCancel: () => void;
  /** The submit button's words, and its words while the request runs (it is disabled meanwhile). */
  submit: string;
  pendingSubmit: string;
  pending: boolean;
  /** Why the form cannot be sent yet: the submit button is disabled and says it on hover. */
  blocked?: string | false;
  testId: string;
}

/** The foot of a form in a dialog: the request's error that no field shows, then Cancel and the submit button. */
export function FormActions({ error, onCancel, submit, pendingSubmit, pending, blocked, testId }: FormActionsProps) {
  return (
    <>
      {error && !error.body.data && <p className="notice notice--error">{error.message}</p>}
      <div className="dialog__actions">
        <button type="button" className="btn" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn--primary" disabled={pending || Boolean(blocked)} title={blocked || undefined} data-testid={testId}>
          {pending ? pendingSubmit : submit}
        </button>
      </div>
    </>
  );
}
