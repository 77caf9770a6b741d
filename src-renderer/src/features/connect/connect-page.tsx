import { CopyField } from '../components/copy-field.tsx';
import { useConnection } from '../stores/connection-store.ts';

/** Shows developers how to point their own apps at the embedded API. */
export function ConnectPage() {
  const { config, loadError, whoami, checkError, check } = useConnection();
  if (loadError) return <p className="error" data-testid="load-error">{loadError}</p>;
  if (!config) return <p>Connecting to the local server…</p>;
  return (
    <section className="panel">
      <h2>Embedded API</h2>
      <p>
        Point your app at this base URL and send the key in the <code>X-API-Key</code> header. The same values are in
        <code> keys.json</code> in the data folder.
      </p>
      {config.portNotice && (
        <p className="warning" data-testid="port-notice">
          This run: {config.portNotice}.
        </p>
      )}
      <CopyField label="Base URL" value={`${config.baseUrl}/api`} testId="base-url" />
      <CopyField label="Customer-team key" value={config.customerKey} testId="customer-key" secret />
      <CopyField label="Partner key" value={config.partnerKey} testId="partner-key" secret />
      <CopyField label="Team id" value={config.teamId} testId="team-id" />
      <p>
        <a href={`${config.baseUrl}/api/docs#key=${encodeURIComponent(config.customerKey)}`} target="_blank" rel="noreferrer" data-testid="api-reference-link">
          API reference
        </a>{' '}
        (every route, with examples and a &ldquo;try it&rdquo; console signed in with the demo key) and the{' '}
        <a href={`${config.baseUrl}/api/openapi.json`} target="_blank" rel="noreferrer">
          OpenAPI 3.1 document
        </a>
        .
      </p>
      <div className="check">
        <button type="button" onClick={() => void check()} data-testid="check-connection">
          Check credentials
        </button>
        {whoami && (
          <span className="ok" data-testid="whoami-result">
            {whoami.name} ({whoami.kind}) on team {whoami.teamId}
          </span>
        )}
        {checkError && <span className="error">{checkError}</span>}
      </div>
    </section>
  );
}
