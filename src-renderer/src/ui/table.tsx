import type { ReactNode } from 'react';
import { Cell as AriaCell, type CellProps, Column as AriaColumn, type ColumnProps, Row as AriaRow, type RowProps, Table as AriaTable, TableBody as AriaTableBody, type TableBodyProps, TableHeader as AriaTableHeader, type TableHeaderProps, type TableProps } from 'react-aria-components';

/**
 * A data table (React Aria): real <table> markup with grid keyboard navigation, optional row selection and
 * sorting. Its head stays in view while the rows scroll: put it in a TableScroll (or any scrolling box).
 * For 10,000+ rows use a virtualised list instead (see the recipient table).
 */
export function Table({ className, ...props }: Omit<TableProps, 'className'> & { className?: string; 'data-testid'?: string }) {
  return <AriaTable {...props} className={['table', className].filter(Boolean).join(' ')} />;
}

/** The scrolling box of a long table; maxHeight in CSS units (the head sticks at its top). */
export function TableScroll({ maxHeight, children, label }: { maxHeight?: string; children: ReactNode; label?: string }) {
  return (
    // A scrolling region takes focus so keyboard users can scroll it (axe: scrollable-region-focusable).
    <div className="table-scroll" style={maxHeight ? { maxHeight } : undefined} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}

export function TableHeader<T extends object>(props: TableHeaderProps<T>) {
  return <AriaTableHeader {...props} />;
}

export function Column({ className, numeric = false, ...props }: Omit<ColumnProps, 'className'> & { className?: string; numeric?: boolean }) {
  return <AriaColumn {...props} className={[numeric && 'num', className].filter(Boolean).join(' ') || undefined} />;
}

export function TableBody<T extends object>(props: TableBodyProps<T>) {
  return <AriaTableBody {...props} />;
}

export function Row<T extends object>({ className, ...props }: Omit<RowProps<T>, 'className'> & { className?: string }) {
  return <AriaRow {...props} className={['table__row', className].filter(Boolean).join(' ')} />;
}

export function Cell({ className, numeric = false, ...props }: Omit<CellProps, 'className'> & { className?: string; numeric?: boolean }) {
  return <AriaCell {...props} className={[numeric && 'num', className].filter(Boolean).join(' ') || undefined} />;
}

/** The head of a plain `.table`: one row of column names; those in `numeric` align right, as their numbers do. */
export function PlainTableHead({ columns, numeric = [] }: { columns: readonly string[]; numeric?: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} className={numeric.includes(column) ? 'num' : undefined}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
