import { AlertTriangle, Inbox, RotateCw } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { Button } from './button.tsx';

/** A grey block where content will be, while it loads (decorative: pair it with Loading or a status). */
export function Skeleton({ width = '100%', height = 16, radius, className }: { width?: CSSProperties['width']; height?: CSSProperties['height']; radius?: CSSProperties['borderRadius']; className?: string }) {
  return <span className={['skeleton', className].filter(Boolean).join(' ')} style={{ display: 'block', width, height, borderRadius: radius }} aria-hidden />;
}

/** A skeleton while data loads: rows of the given height, announced as loading. */
export function Loading({ label, rows = 3, height = 44 }: { label: string; rows?: number; height?: number }) {
  return (
    <div role="status" aria-label={label} className="stack" data-testid="loading">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} />
      ))}
      <span className="sr-only">{label}</span>
    </div>
  );
}

interface EmptyStateProps {
  title: string;
  /** What the view is for, in a sentence. */
  children?: ReactNode;
  /** The next step: usually the view's primary button ("Create your first campaign"). */
  action?: ReactNode;
  icon?: ReactNode;
  /** Inside a card or panel: less room around it. */
  compact?: boolean;
  testId?: string;
}

/** Nothing here yet: says what the view is for and offers the next step, never an API hint. */
export function EmptyState({ title, children, action, icon, compact = false, testId }: EmptyStateProps) {
  return (
    <div className={compact ? 'state state--compact' : 'state'} data-testid={testId ?? 'empty-state'}>
      <span className="state__icon" aria-hidden>
        {icon ?? <Inbox size={compact ? 22 : 28} />}
      </span>
      <h2>{title}</h2>
      {children && <p>{children}</p>}
      {action && <div className="state__actions">{action}</div>}
    </div>
  );
}

interface ErrorStateProps {
  title?: string;
  /** The reason: the API's message, or what the browser said. */
  message: string;
  onRetry?: () => void;
  retryText?: string;
  /** Another way out beside the retry (a link back). */
  action?: ReactNode;
  compact?: boolean;
  testId?: string;
}

/** A failure with its reason and a way to try again. A server that cannot be reached is this, never an empty list. */
export function ErrorState({ title = 'Something went wrong', message, onRetry, retryText = 'Try again', action, compact = false, testId }: ErrorStateProps) {
  return (
    <div className={compact ? 'state state--error state--compact' : 'state state--error'} role="alert" data-testid={testId ?? 'error-state'}>
      <span className="state__icon" aria-hidden>
        <AlertTriangle size={compact ? 22 : 28} />
      </span>
      <h2>{title}</h2>
      <p className="state__reason">{message}</p>
      {(onRetry || action) && (
        <div className="state__actions">
          {onRetry && (
            <Button onPress={onRetry}>
              <RotateCw size={15} aria-hidden /> {retryText}
            </Button>
          )}
          {action}
        </div>
      )}
    </div>
  );
}
