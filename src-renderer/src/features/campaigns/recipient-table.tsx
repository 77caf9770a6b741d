import { Select, type SelectOption } from '#renderer/ui/select.tsx';
import { AlertTriangle, QrCode } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { ListedRecipient } from '#shared/contract/recipient-activity.ts';
import { RECIPIENT_STATUSES } from '#shared/contract/campaigns.ts';
import { EmptyState, ErrorState, Loading } from '#renderer/ui/states.tsx';
import { formatCount } from '#renderer/ui/format.ts';
import { useRowVirtualizer, VirtualRow } from '#renderer/ui/virtual-rows.tsx';
import { RECIPIENT_STATUS_WORDS, RENDER_WORDS } from './campaign-words.ts';
import { type RecipientFilter, useRecipientPages } from './recipient-pages.ts';
import { RecipientThumb } from './recipient-thumb.tsx';

const ROW_HEIGHT = 52;

export const addressLine = (r: Pick<ListedRecipient, 'address1' | 'address2' | 'address3' | 'city' | 'state' | 'postal_code' | 'country'>) =>
  [r.address1, r.address2, r.address3, r.city, [r.state, r.postal_code].filter(Boolean).join(' '), r.country].filter(Boolean).join(', ');


const STATUS_OPTIONS: SelectOption<NonNullable<RecipientFilter['status']> | ''>[] = [{ id: '', label: 'Any status' }, ...RECIPIENT_STATUSES.map((s) => ({ id: s, label: RECIPIENT_STATUS_WORDS[s] ?? s }))];
const WARNING_OPTIONS: SelectOption<NonNullable<RecipientFilter['warning']> | ''>[] = [
  { id: '', label: 'Any warnings' },
  { id: 'any', label: 'With warnings' },
  { id: 'none', label: 'Without warnings' },
];
/** The campaign's recipients as a virtualised table with search and filters; a row opens its side panel. Arrow keys move, Enter opens. */
export function RecipientTable({ campaignId, previewType, selectedId, onSelect }: { campaignId: string; previewType: 'postcard' | 'note'; selectedId: string | undefined; onSelect: (r: ListedRecipient) => void }) {
  const [status, setStatus] = useState<NonNullable<RecipientFilter['status']> | ''>('');
  const [warning, setWarning] = useState<NonNullable<RecipientFilter['warning']> | ''>('');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  const filter: RecipientFilter = { ...(status ? { status } : {}), ...(warning ? { warning } : {}), ...(q ? { q } : {}) };
  const scroller = useRef<HTMLDivElement>(null);
  const [range, setRange] = useState({ first: 0, last: 40 });
  const pages = useRecipientPages(campaignId, filter, range.first, range.last);
  const virtualizer = useRowVirtualizer(scroller, {
    count: pages.total,
    rowHeight: ROW_HEIGHT,
    overscan: 10,
    onChange: (v) => {
      const items = v.getVirtualItems();
      const first = items[0]?.index ?? 0;
      const last = items.at(-1)?.index ?? 0;
      setRange((r) => (r.first === first && r.last === last ? r : { first, last }));
    },
  });
  const filtered = Boolean(status || warning || q);

  const move = (event: KeyboardEvent, index: number) => {
    const next = event.key === 'ArrowDown' ? index + 1 : event.key === 'ArrowUp' ? index - 1 : -1;
    if (next < 0 || next >= pages.total) return;
    event.preventDefault();
    virtualizer.scrollToIndex(next);
    const row = pages.rowAt(next);
    if (row) {
      onSelect(row);
      requestAnimationFrame(() => scroller.current?.querySelector<HTMLElement>(`[data-row-id="${row.id}"]`)?.focus());
    }
  };

  return (
    <div className="stack recipient-table-section" data-testid="recipient-table-section">
      <div className="toolbar">
        <input type="search" placeholder="Search name, address, external ID" aria-label="Search recipients" value={typed} onChange={(e) => setTyped(e.target.value)} data-testid="recipients-search" />
        <Select label="Recipient status" labelHidden options={STATUS_OPTIONS} value={status} onChange={setStatus} testId="recipients-status" className="campaigns__filter" />
        <Select label="Warnings" labelHidden options={WARNING_OPTIONS} value={warning} onChange={setWarning} testId="recipients-warning" className="campaigns__filter" />
        {pages.first.data && (
          <span className="hint" data-testid="recipients-count">
            {formatCount(pages.total, 'recipient', 'recipients')}
            {filtered ? ' match' : ''}
          </span>
        )}
      </div>
      {pages.first.isError ? (
        <ErrorState title="Recipients could not be loaded" message={pages.first.error.message} onRetry={() => void pages.first.refetch()} />
      ) : !pages.first.data ? (
        <Loading label="Loading recipients" rows={4} />
      ) : pages.total === 0 ? (
        filtered ? (
          <EmptyState title="No recipient matches" testId="recipients-no-match">
            Change the search or the filters.
          </EmptyState>
        ) : (
          <EmptyState title="No recipients yet" testId="recipients-empty">
            Import a CSV or an Excel file above, or add recipients with POST /api/recipients.
          </EmptyState>
        )
      ) : (
        <div className="recipient-table" role="grid" aria-label="Recipients" aria-rowcount={pages.total} data-testid="recipient-table">
          <div className="recipient-head" role="row">
            <span role="columnheader" aria-label="Preview" />
            <span role="columnheader">Name</span>
            <span role="columnheader" className="address">Address</span>
            <span role="columnheader">Status</span>
            <span role="columnheader">Render</span>
            <span role="columnheader">Notes</span>
          </div>
          <div className="recipient-body" ref={scroller}>
            <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
              {virtualizer.getVirtualItems().map((item) => {
                const r = pages.rowAt(item.index);
                if (!r)
                  return (
                    <div key={`loading-${item.index}`} className="recipient-row" style={{ transform: `translateY(${item.start}px)` }} aria-busy>
                      <span className="thumb skeleton" />
                      <span className="skeleton" style={{ height: 12 }} />
                    </div>
                  );
                return (
                  <VirtualRow key={r.id} id={r.id} item={item} selected={r.id === selectedId} className="recipient-row" testId="recipient-row" onSelect={() => onSelect(r)} onKeyDown={(event) => move(event, item.index)}>
                    <span role="gridcell">
                      <RecipientThumb recipientId={r.id} type={previewType} rendered={r.render_status === 'rendered'} updatedAt={r.updated_at} />
                    </span>
                    <span role="gridcell" className="name">
                      {[r.title, r.first_name, r.last_name].filter(Boolean).join(' ')}
                      {r.company && <span className="hint">{r.company}</span>}
                    </span>
                    <span role="gridcell" className="address" title={addressLine(r)}>
                      {addressLine(r)}
                    </span>
                    <span role="gridcell">
                      <span className={`badge ${r.status === 'pending' ? 'badge--warn' : r.status === 'delivered' ? 'badge--ok' : ''}`}>{RECIPIENT_STATUS_WORDS[r.status]}</span>
                    </span>
                    <span role="gridcell" className={r.render_status === 'failed' ? 'error' : 'hint'}>
                      {RENDER_WORDS[r.render_status]}
                    </span>
                    <span role="gridcell" className="notes">
                      {r.warnings.length > 0 && (
                        <span className="warn" title={r.warnings.join('\n')}>
                          <AlertTriangle size={14} aria-hidden /> {r.warnings.length}
                        </span>
                      )}
                      {r.scans > 0 && (
                        <span title={`${r.scans} Smart QR scan${r.scans === 1 ? '' : 's'}`}>
                          <QrCode size={14} aria-hidden /> {r.scans}
                        </span>
                      )}
                    </span>
                  </VirtualRow>
                );
              })}
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
