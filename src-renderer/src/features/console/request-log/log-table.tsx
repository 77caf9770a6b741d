import { type KeyboardEvent, useRef } from 'react';
import type { RequestLogSummary } from '#shared/contract/request-log.ts';
import { useRowVirtualizer, VirtualRow } from '#renderer/ui/virtual-rows.tsx';
import { KEY_KIND_WORDS, shortId, statusTone, timeOfDay } from '../words.ts';

const ROW_HEIGHT = 34;

function keyWords(row: RequestLogSummary): string {
  if (!row.key) return row.faultId ? 'Not checked' : row.status === 401 ? 'Refused key' : 'No key';
  return row.key.id ? `${KEY_KIND_WORDS[row.key.kind]} ${shortId(row.key.id)}` : KEY_KIND_WORDS[row.key.kind];
}

/** The log as a virtualised table: only the rows in view are in the page, so thousands stay fast. Arrow keys move the selection. */
export function LogTable({ rows, selectedId, onSelect, footer }: { rows: RequestLogSummary[]; selectedId: number | undefined; onSelect: (id: number) => void; footer: React.ReactNode }) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useRowVirtualizer(scroller, { count: rows.length, rowHeight: ROW_HEIGHT, overscan: 12 });
  const move = (event: KeyboardEvent, index: number) => {
    const next = event.key === 'ArrowDown' ? index + 1 : event.key === 'ArrowUp' ? index - 1 : -1;
    const row = rows[next];
    if (!row) return;
    event.preventDefault();
    onSelect(row.id);
    virtualizer.scrollToIndex(next);
    requestAnimationFrame(() => scroller.current?.querySelector<HTMLElement>(`[data-row-id="${row.id}"]`)?.focus());
  };
  return (
    <div className="log-table" role="grid" aria-label="Request log" aria-rowcount={rows.length} data-testid="request-log-table">
      <div className="log-head" role="row">
        <span role="columnheader">Time</span>
        <span role="columnheader">Method</span>
        <span role="columnheader">Path</span>
        <span role="columnheader">Status</span>
        <span role="columnheader">Duration</span>
        <span role="columnheader">Key</span>
      </div>
      <div className="log-body" ref={scroller}>
        <div style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <VirtualRow key={row.id} id={row.id} item={item} selected={row.id === selectedId} className="log-row" testId="request-log-row" onSelect={() => onSelect(row.id)} onKeyDown={(event) => move(event, item.index)}>
                <span role="gridcell" className="time">{timeOfDay(row.at)}</span>
                <span role="gridcell" className="method">{row.method}</span>
                <span role="gridcell" className="path" title={row.query ? `${row.path}?${row.query}` : row.path}>
                  {row.path}
                  {row.query && <span className="muted">?{row.query}</span>}
                </span>
                <span role="gridcell">
                  <span className={statusTone(row.status)}>{row.status}</span>
                </span>
                <span role="gridcell" className="duration">{row.durationMs < 10 ? row.durationMs.toFixed(1) : Math.round(row.durationMs)} ms</span>
                <span role="gridcell" className="key">
                  {keyWords(row)}
                  {row.faultId && ' · fault'}
                  {row.replayOf && ' · replay'}
                </span>
              </VirtualRow>
            );
          })}
        </div>
      </div>
      <div className="log-foot">{footer}</div>
    </div>
  );
}
