import type { ReactNode } from 'react';
import { ErrorState, Loading } from '#renderer/ui/states.tsx';

interface QueryListProps<T> {
  /** The query of the list's items (useApiQuery). */
  query: { error: { message: string } | null; data: T[] | undefined; refetch: () => unknown };
  /** What failed, for the error state ("Faults could not be loaded"); the error state's own words without it. */
  errorTitle?: string;
  /** What is loading, for screen readers ("Loading faults"). */
  loading: string;
  /** The empty state, inviting the next step. */
  empty: ReactNode;
  testId: string;
  /** One row of the list. */
  children: (item: T) => ReactNode;
}

/** A console list from a query: its error with a retry, a skeleton while it loads, its empty state, or its rows. */
export function QueryList<T>({ query, errorTitle, loading, empty, testId, children }: QueryListProps<T>) {
  if (query.error) return <ErrorState {...(errorTitle ? { title: errorTitle } : {})} message={query.error.message} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Loading label={loading} rows={2} />;
  if (query.data.length === 0) return empty;
  return (
    <div className="list" data-testid={testId}>
      {query.data.map(children)}
    </div>
  );
}
