import { RefreshCw, X } from 'lucide-react';
import type { ListedRecipient } from '#shared/contract/recipient-activity.ts';
import { DocumentViewer } from '#renderer/ui/document-viewer.tsx';
import { ErrorState, Loading } from '#renderer/ui/states.tsx';
import { formatDateTime } from '#renderer/ui/format.ts';
import { RECIPIENT_STATUS_WORDS, RENDER_WORDS } from './campaign-words.ts';
import { useRecipientActivity, useRerenderRecipient } from '#renderer/api/recipient-activity.ts';
import { useGetRecipient } from '#renderer/api/recipients.ts';

const STATUS_STEP_WORDS: Record<string, string> = { ready: 'Paid, ready to print', printing: 'Printing', shipped: 'Shipped', delivered: 'Delivered', deleted: 'Deleted', pending: 'Pending payment', invalid: 'Invalid' };

/** One recipient: fields, variables, warnings, its fulfilment timeline and scans, and its documents; render it again. */
export function RecipientPanel({ recipient: listed, onClose }: { recipient: ListedRecipient; onClose: () => void }) {
  // The row as it was when picked; its status and render state move on, so they are read fresh (events refresh them).
  const fresh = useGetRecipient({ params: { recipientId: listed.id } });
  const r = { ...listed, ...(fresh.data ? { status: fresh.data.status, render_status: fresh.data.render_status, render_error: fresh.data.render_error } : {}) };
  const activity = useRecipientActivity({ params: { recipientId: listed.id } });
  const rerender = useRerenderRecipient();
  const variables = Object.entries(r.variables).filter(([name]) => name !== 'html');
  const name = [r.title, r.first_name, r.last_name].filter(Boolean).join(' ');
  const whyNoRerender = r.render_status === 'queued' ? 'Already waiting to be rendered' : rerender.isPending ? 'Asking…' : undefined;

  return (
    <aside className="card recipient-panel" aria-label={`Recipient ${name}`} data-testid="recipient-panel">
      <div className="row">
        <h3 style={{ margin: 0 }}>{name}</h3>
        <span className="badge">{RECIPIENT_STATUS_WORDS[r.status]}</span>
        <span className={r.render_status === 'failed' ? 'error' : 'hint'}>{RENDER_WORDS[r.render_status]}</span>
        <span className="spacer" />
        <button type="button" className="btn btn--small" disabled={Boolean(whyNoRerender)} title={whyNoRerender ?? 'Render the documents again, ahead of the backlog'} onClick={() => rerender.mutate({ params: { recipientId: r.id } })} data-testid="recipient-rerender">
          <RefreshCw size={14} aria-hidden /> Render again
        </button>
        <button type="button" className="btn btn--ghost btn--icon" aria-label="Close the recipient" onClick={onClose}>
          <X size={16} />
        </button>
      </div>
      {rerender.isError && <p className="error">{rerender.error.message}</p>}
      {r.render_error && <p className="error">{r.render_error}</p>}
      <div className="recipient-facts">
        <section>
          <h4>Address</h4>
          {/* The lines exactly as the card prints them (the server's address_lines: order, conventions and country per destination). */}
          {activity.isError ? (
            <p className="error">{activity.error.message}</p>
          ) : !activity.data ? (
            <Loading label="Loading the address" rows={3} height={14} />
          ) : (
            <address data-testid="recipient-address">
              {activity.data.address_lines.map((line, i) => (
                <span key={i}>{line}</span>
              ))}
            </address>
          )}
        </section>
        <section>
          <h4>Variables</h4>
          {variables.length === 0 ? (
            <p className="hint">None</p>
          ) : (
            <dl className="kv">
              {variables.map(([key, value]) => (
                <div key={key} style={{ display: 'contents' }}>
                  <dt>{key}</dt>
                  <dd>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
        <section>
          <h4>Timeline</h4>
          {activity.isError ? (
            <p className="error">{activity.error.message}</p>
          ) : !activity.data ? (
            <Loading label="Loading the timeline" rows={2} height={14} />
          ) : (
            <ol className="events" data-testid="recipient-events">
              <li>
                <span>Added</span> <span className="hint">{formatDateTime(activity.data.created_at)}</span>
              </li>
              {activity.data.statuses.map((s) => (
                <li key={`${s.status}-${s.at}`}>
                  <span>{STATUS_STEP_WORDS[s.status] ?? s.status}</span> <span className="hint">{formatDateTime(s.at)}</span>
                </li>
              ))}
              {activity.data.scans.map((scan) => (
                <li key={`scan-${scan.scanned_at}`} title={scan.user_agent ?? undefined}>
                  <span>Smart QR scanned{scan.place ? ` in ${scan.place}` : ''}</span> <span className="hint">{formatDateTime(scan.scanned_at)}</span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
      {r.warnings.length > 0 && (
        <ul className="recipient-warnings" data-testid="recipient-warnings">
          {r.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
      <h4>Proof</h4>
      {activity.isError ? (
        <ErrorState title="The documents could not be loaded" message={activity.error.message} onRetry={() => void activity.refetch()} />
      ) : !activity.data ? (
        <Loading label="Loading the documents" rows={1} height={200} />
      ) : activity.data.documents.length === 0 ? (
        <p className="hint" data-testid="recipient-no-documents">
          {r.render_status === 'failed' ? 'The render failed; fix the cause and render again.' : 'The documents are being rendered; they appear here when ready.'}
        </p>
      ) : (
        <DocumentViewer documents={activity.data.documents} who={name} fileStem={`${r.first_name}-${r.last_name}`.replace(/[^A-Za-z0-9-]+/g, '')} />
      )}
    </aside>
  );
}
