import { AlertTriangle, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';

/** A skeleton while data loads: rows of the given height, or a block. */
export function Loading({ label, rows = 3, height = 44 }: { label: string; rows?: number; height?: number }) {
  return (
    <div role="status" aria-label={label} className="stack" data-testid="loading">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton" style={{ height }} />
      ))}
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** Nothing here yet: says what the view is for and offers the next step. */
export function EmptyState({ title, children, action, testId }: { title: string; children?: ReactNode; action?: ReactNode; testId?: string }) {
  return (
    <div className="state" data-testid={testId ?? 'empty-state'}>
      <Inbox size={40} className="state__icon" aria-hidden />
      <h2>{title}</h2>
      {children && <p>{children}</p>}
      {action}
    </div>
  );
}

/** A failure with its reason (the API's message) and a way to try again. */
export function ErrorState({ title = 'Something went wrong', message, onRetry, testId }: { title?: string; message: string; onRetry?: () => void; testId?: string }) {
  return (
    <div className="state state--error" role="alert" data-testid={testId ?? 'error-state'}>
      <AlertTriangle size={40} className="state__icon" aria-hidden />
      <h2>{title}</h2>
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="btn" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
