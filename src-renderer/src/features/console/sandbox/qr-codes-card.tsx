import { useState } from 'react';
import { useApiMutation, useApiQuery } from '#renderer/api/queries.ts';
import { EmptyState, ErrorState, Loading } from '#renderer/ui/states.tsx';
import { useToasts } from '#renderer/ui/toasts.tsx';
import { dateTime } from '../words.ts';
import { formatCount } from '#renderer/ui/format.ts';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** The team's Smart QR codes, and scans simulated with a user agent and a place. */
export function QrCodesCard({ teamId }: { teamId: string }) {
  const show = useToasts((state) => state.show);
  const [userAgent, setUserAgent] = useState(PHONE);
  const [place, setPlace] = useState('Leeds, UK');
  const codes = useApiQuery('sandboxTeamQrCodes', { params: { teamId } }, { admin: true });
  const scan = useApiMutation('sandboxSimulateScan', { admin: true, invalidates: ['sandboxTeamQrCodes'] });
  let body;
  if (codes.error) body = <ErrorState message={codes.error.message} onRetry={() => void codes.refetch()} />;
  else if (!codes.data) body = <Loading label="Loading QR codes" rows={2} />;
  else if (codes.data.length === 0) body = <EmptyState title="No Smart QR codes" testId="qr-codes-empty">HTML recipients with data-sqr placeholders get tracked codes; they show here to scan.</EmptyState>;
  else
    body = (
      <div className="list" data-testid="qr-codes">
        {codes.data.map((code) => (
          <div className="list-item" key={code.id}>
            <span className="list-item__main">
              <code title={code.trackedUrl}>{code.trackedUrl}</code>
              <span className="hint">
                {code.recipientName} · {code.side} · slot {code.slotId} · {formatCount(code.scans, 'scan', 'scans')}
                {code.lastScanAt ? `, last ${dateTime(code.lastScanAt)}` : ''}
              </span>
            </span>
            <button
              type="button"
              className="btn btn--small"
              disabled={scan.isPending}
              onClick={() =>
                scan.mutate(
                  { params: { qrCodeId: code.id }, body: { userAgent, ...(place.trim() ? { place: place.trim() } : {}) } },
                  { onSuccess: (result) => show(result.deliveryIds.length > 0 ? `Scanned: qr_code.scanned sent to ${result.deliveryIds.length} subscription(s)` : 'Scanned (no active subscription to tell)'), onError: (error) => show(error.message, 'error') },
                )
              }
              data-testid="simulate-scan"
            >
              Simulate a scan
            </button>
          </div>
        ))}
      </div>
    );
  return (
    <section className="card" style={{ gridColumn: '1 / -1' }}>
      <h2>Smart QR scans</h2>
      <div className="form-grid">
        <label className="field">
          <span className="field__label">User agent</span>
          <input value={userAgent} onChange={(e) => setUserAgent(e.target.value)} data-testid="scan-user-agent" />
        </label>
        <label className="field">
          <span className="field__label">Place (sent as data.place)</span>
          <input value={place} onChange={(e) => setPlace(e.target.value)} placeholder="Leeds, UK" data-testid="scan-place" />
        </label>
      </div>
      {body}
    </section>
  );
}
