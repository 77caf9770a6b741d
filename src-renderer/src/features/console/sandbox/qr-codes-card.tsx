import { useState } from 'react';
import { EmptyState } from '#renderer/ui/states.tsx';
import { useToasts } from '#renderer/ui/toasts.tsx';
import { dateTime } from '../words.ts';
import { formatCount } from '#renderer/ui/format.ts';
import { ListItem } from '../list-item.tsx';
import { QueryList } from '../query-list.tsx';
import { useSandboxSimulateScan, useSandboxTeamQrCodes } from '#renderer/api/sandbox-inspect.ts';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** The team's Smart QR codes, and scans simulated with a user agent and a place. */
export function QrCodesCard({ teamId }: { teamId: string }) {
  const show = useToasts((state) => state.show);
  const [userAgent, setUserAgent] = useState(PHONE);
  const [place, setPlace] = useState('Leeds, UK');
  const codes = useSandboxTeamQrCodes({ params: { teamId } }, { admin: true });
  const scan = useSandboxSimulateScan();
  const simulateScan = (qrCodeId: string) =>
    scan.mutate(
      { params: { qrCodeId }, body: { userAgent, ...(place.trim() ? { place: place.trim() } : {}) } },
      { onSuccess: (result) => show(result.deliveryIds.length > 0 ? `Scanned: qr_code.scanned sent to ${result.deliveryIds.length} subscription(s)` : 'Scanned (no active subscription to tell)'), onError: (error) => show(error.message, 'error') },
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
      <QueryList query={codes} loading="Loading QR codes" empty={<EmptyState title="No Smart QR codes" testId="qr-codes-empty">HTML recipients with data-sqr placeholders get tracked codes; they show here to scan.</EmptyState>} testId="qr-codes">
        {(code) => (
          <ListItem key={code.id} title={<code title={code.trackedUrl}>{code.trackedUrl}</code>} detail={<>{code.recipientName} · {code.side} · slot {code.slotId} · {formatCount(code.scans, 'scan', 'scans')}{code.lastScanAt ? `, last ${dateTime(code.lastScanAt)}` : ''}</>}>
            <button type="button" className="btn btn--small" disabled={scan.isPending} onClick={() => simulateScan(code.id)} data-testid="simulate-scan">
              Simulate a scan
            </button>
          </ListItem>
        )}
      </QueryList>
    </section>
  );
}
