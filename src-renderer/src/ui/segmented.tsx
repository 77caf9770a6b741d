import type { CSSProperties, ReactNode } from 'react';

export interface Segment<T> {
  value: T;
  label: ReactNode;
  /** A tooltip; on a disabled segment, why it cannot be chosen. */
  title?: string | undefined;
  disabled?: boolean;
  testId?: string;
}

/** A few toggle buttons of which one is pressed (the view, the side, the zoom): a labelled group of `.segmented` buttons. */
export function Segmented<T>({ label, segments, value, onChange, style }: { label: string; segments: readonly Segment<T>[]; value: T; onChange: (value: T) => void; style?: CSSProperties }) {
  return (
    <div className="segmented" role="group" aria-label={label} style={style}>
      {segments.map((segment) => (
        <button key={String(segment.value)} type="button" aria-pressed={value === segment.value} disabled={segment.disabled} title={segment.title} onClick={() => onChange(segment.value)} data-testid={segment.testId}>
          {segment.label}
        </button>
      ))}
    </div>
  );
}
