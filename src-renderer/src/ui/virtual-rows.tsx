import { useVirtualizer, type Virtualizer, type VirtualizerOptions } from '@tanstack/react-virtual';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';

type RowVirtualizerOptions = { count: number; rowHeight: number; overscan: number } & Pick<Partial<VirtualizerOptions<HTMLDivElement, Element>>, 'onChange' | 'rangeExtractor'>;

/** A virtualiser of rows of one height in a scrolling box: only the rows in view (and `overscan` more) are in the page. */
export function useRowVirtualizer(scroller: RefObject<HTMLDivElement | null>, { count, rowHeight, overscan, ...options }: RowVirtualizerOptions): Virtualizer<HTMLDivElement, Element> {
  return useVirtualizer({ count, getScrollElement: () => scroller.current, estimateSize: () => rowHeight, overscan, ...options });
}

interface VirtualRowProps {
  /** The row's id, in `data-row-id`: the table finds the row to focus by it. */
  id: string | number;
  /** Its index among all rows, and its offset from the top (the virtualiser's item). */
  item: { index: number; start: number };
  selected: boolean;
  className: string;
  testId: string;
  onSelect: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
  children: ReactNode;
}

/** A row of a virtualised grid that selects a thing (a recipient, a request): a button placed at its offset. */
export function VirtualRow({ id, item, selected, className, testId, onSelect, onKeyDown, children }: VirtualRowProps) {
  return (
    <button
      type="button"
      role="row"
      className={className}
      style={{ transform: `translateY(${item.start}px)` }}
      aria-selected={selected}
      aria-rowindex={item.index + 1}
      data-row-id={id}
      data-testid={testId}
      onClick={onSelect}
      onKeyDown={onKeyDown}
    >
      {children}
    </button>
  );
}
