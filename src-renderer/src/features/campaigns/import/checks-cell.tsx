/** One line of a row's checks: an error, a warning, a duplicate, a row left out, or Ready. */
export interface CheckLine {
  tone: 'error' | 'warning' | 'duplicate' | 'hint' | 'ok';
  text: string;
}

/**
 * What the Checks cell shows: one check whole (two lines at most); several as the first
 * and a count ("+2 more"), with every one listed in a popover while the cell is hovered or
 * focused (and read with it, through aria-describedby), so that a row with three errors
 * never draws them over each other in a 40 px row.
 */
export function ChecksSummary({ lines, listId }: { lines: readonly CheckLine[]; listId: string }) {
  const [first, ...more] = lines;
  if (!first) return null;
  if (more.length === 0) return <span className={first.tone}>{first.text}</span>;
  return (
    <>
      <span className={`${first.tone} review-checks-first`}>{first.text}</span>
      <span className="review-checks-more" data-testid="review-checks-more">
        +{more.length} more
      </span>
      {/* Spans, not a list: the cell is a span, and a tooltip's role would take a list's semantics away from it. */}
      <span className="review-checks-all" role="tooltip" id={listId} data-testid="review-checks-all">
        {lines.map((line, i) => (
          <span key={i} className={line.tone}>
            {line.text}
          </span>
        ))}
      </span>
    </>
  );
}

/** Whether the cell lists its checks in a popover (it then names that list as its description). */
export const listsChecks = (lines: readonly CheckLine[]) => lines.length > 1;
