import { useState } from 'react';
import { formatNumber } from '#renderer/ui/format.ts';
import { useSandboxWebhookVerify } from '#renderer/api/sandbox-receiver.ts';

/** "Verify with this secret": recomputes the signature of an attempt or a received message as a receiver would. */
export function VerifyPanel({ source, secret, disabledReason }: { source: { deliveryId: string } | { receivedId: number }; secret: string | undefined; disabledReason?: string | undefined }) {
  const [value, setValue] = useState(secret ?? '');
  const verify = useSandboxWebhookVerify();
  const result = verify.data;
  return (
    <form
      className="stack"
      style={{ marginTop: 16 }}
      onSubmit={(event) => {
        event.preventDefault();
        verify.mutate({ body: { secret: value, ...source } });
      }}
    >
      <h3 className="section-title">Verify with a secret</h3>
      <div className="row">
        <input type="text" aria-label="Signing secret" placeholder="whsec_…" value={value} onChange={(e) => setValue(e.target.value)} style={{ flex: 1, fontFamily: 'var(--font-mono)' }} data-testid="verify-secret" />
        <button type="submit" className="btn" disabled={!value || Boolean(disabledReason) || verify.isPending} title={disabledReason ?? (value ? undefined : 'Paste the subscription secret first')} data-testid="verify-signature">
          Verify
        </button>
      </div>
      {verify.error && <p className="error">{verify.error.message}</p>}
      {result && (
        <div className={result.valid ? 'notice notice--ok' : 'notice notice--error'} data-testid="verify-result">
          <div className="verify-result">
            <strong>{result.valid ? 'Valid: the signature matches and the timestamp is within 5 minutes.' : result.reason}</strong>
            <dl className="facts">
              <dt>Expected</dt>
              <dd>
                <code>{result.expectedSignature || '(no timestamp to sign)'}</code>
              </dd>
              <dt>Received</dt>
              <dd>
                <code>{result.givenSignature || '(no signature)'}</code>
              </dd>
              <dt>Signed</dt>
              <dd>{formatNumber(result.ageSeconds)} s ago</dd>
            </dl>
          </div>
        </div>
      )}
    </form>
  );
}
