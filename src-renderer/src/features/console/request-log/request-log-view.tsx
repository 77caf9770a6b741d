import { useEffect, useMemo, useRef, useState } from 'react';
import { STATUS_CLASSES, type StatusClass } from '#shared/schemas/request-log.ts';
import { Select } from '#renderer/ui/select.tsx';
import { EmptyState, ErrorState, Loading } from '#renderer/ui/states.tsx';
import { KEY_KIND_WORDS, shortId } from '../words.ts';
import { LogSettings } from './log-settings.tsx';
import { LogTable } from './log-table.tsx';
import { RequestDetail } from './request-detail.tsx';
import { type LogFilters, useRequestLog } from './use-request-log.ts';
import { formatCount } from '#renderer/ui/format.ts';

/** The live request log: filters, the table, and the selected request. */
export function RequestLogView() {
  const [filters, setFilters] = useState<LogFilters>({ status: undefined, path: '', q: '', keyId: undefined, includeApp: false });
  const [selected, setSelected] = useState<number | undefined>();
  const detail = useRef<HTMLElement>(null);
  // Below 1280 px the detail sits under the log: a picked request whose detail is out of sight is brought into view.
  useEffect(() => {
    const section = detail.current;
    if (selected === undefined || !section) return;
    const { top } = section.getBoundingClientRect();
    if (top > window.innerHeight - 80) section.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [selected]);
  const log = useRequestLog(filters);
  const keys = useMemo(() => {
    const seen = new Map<string, string>();
    for (const row of log.rows) if (row.key?.id && !seen.has(row.key.id)) seen.set(row.key.id, `${KEY_KIND_WORDS[row.key.kind]} ${shortId(row.key.id)}`);
    if (filters.keyId && !seen.has(filters.keyId)) seen.set(filters.keyId, `Key ${shortId(filters.keyId)}`);
    return [...seen];
  }, [log.rows, filters.keyId]);
  const set = (patch: Partial<LogFilters>) => setFilters((current) => ({ ...current, ...patch }));
  const filtered = filters.status || filters.path || filters.q || filters.keyId;

  let body;
  if (log.error) body = <ErrorState title="The request log could not be loaded" message={log.error} onRetry={() => void log.reload()} testId="request-log-error" />;
  else if (log.loading && log.rows.length === 0) body = <Loading label="Loading the request log" rows={8} height={34} />;
  else if (log.rows.length === 0)
    body = (
      <EmptyState title={filtered ? 'No request matches these filters' : filters.includeApp ? 'No requests yet' : 'No requests from your app yet'} testId="request-log-empty">
        {filtered ? 'Clear a filter to see more.' : 'Point your app at the embedded API (the Embedded API view has its address and keys): every request it sends appears here as it happens.'}
      </EmptyState>
    );
  else
    body = (
      <LogTable
        rows={log.rows}
        selectedId={selected}
        onSelect={setSelected}
        footer={
          <>
            <span data-testid="request-log-count">{formatCount(log.rows.length, 'request', 'requests')} shown, newest first</span>
            {log.hasOlder && (
              <button type="button" className="btn btn--small" onClick={() => void log.loadOlder()}>
                Load older
              </button>
            )}
          </>
        }
      />
    );

  return (
    <div className="console-split console-split--log">
      <section className="card">
        <div className="filters" role="search">
          <div className="segmented" role="group" aria-label="Status">
            <button type="button" aria-pressed={!filters.status} onClick={() => set({ status: undefined })}>
              All
            </button>
            {STATUS_CLASSES.map((status: StatusClass) => (
              <button key={status} type="button" aria-pressed={filters.status === status} onClick={() => set({ status })} data-testid={`filter-${status}`}>
                {status}
              </button>
            ))}
          </div>
          <input type="search" placeholder="Path contains" aria-label="Path contains" value={filters.path} onChange={(e) => set({ path: e.target.value })} data-testid="filter-path" />
          <input type="search" placeholder="Search bodies and messages" aria-label="Search bodies and messages" value={filters.q} onChange={(e) => set({ q: e.target.value })} data-testid="filter-text" />
          <Select label="Key" labelHidden options={[{ id: '', label: 'Any key' }, ...keys.map(([id, label]) => ({ id, label }))]} value={filters.keyId ?? ''} onChange={(keyId) => set({ keyId: keyId || undefined })} testId="filter-key" className="filters__key" />
          <label className="check-row">
            <input type="checkbox" checked={filters.includeApp} onChange={(e) => set({ includeApp: e.target.checked })} data-testid="filter-include-app" />
            Include the Inkpost app's own requests
          </label>
        </div>
        {body}
        <LogSettings />
      </section>
      <section className="card" aria-label="Selected request" ref={detail}>
        {selected === undefined ? (
          <EmptyState title="Pick a request" testId="request-detail-none">
            Its headers, bodies and validation errors show here, with copy as curl and replay.
          </EmptyState>
        ) : (
          <RequestDetail key={selected} entryId={selected} onReplayed={setSelected} />
        )}
      </section>
    </div>
  );
}
