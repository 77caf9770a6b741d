import { CopyField } from '#renderer/ui/copy-field.tsx';
import { PageHeader } from '#renderer/ui/page-header.tsx';
import { ErrorState, Loading } from '#renderer/ui/states.tsx';
import { useConnection } from '#renderer/stores/connection-store.ts';

/** Shows developers how to point their own apps at the embedded API. */
export function ConnectPage() {
  const { config, loadError, whoami, checkError, check, load } = useConnection();
  if (loadError) {
    return (
      <div className="page">
        <ErrorState title="The local server cannot be reached" message={loadError} onRetry={() => void load()} testId="load-error" />
      </div>
    );
  }
  if (!config) {
    return (
      <div className="page">
        <Loading label="Connecting to the local server" />
      </div>
    );
  }
  return (
    <div className="page">
      <PageHeader title="Embedded API" subtitle="Point your own apps at the local server: same paths, shapes, statuses and errors as the hosted service." />
      <section className="card">
      <p>
        Point your app at this base URL and send the key in the <code>X-API-Key</code> header: the paths are the
        specification&rsquo;s, so your client calls <code>{'<baseUrl>'}/api/campaigns</code> and so on. The same values are
        in <code>keys.json</code> in the data folder.
      </p>
      {config.portNotice && (
        <p className="warning" data-testid="port-notice">
          This run: {config.portNotice}.
        </p>
      )}
      <CopyField label="Base URL" value={config.baseUrl} testId="base-url" />
      <CopyField label="Customer-team key" value={config.customerKey} testId="customer-key" secret />
      <CopyField label="Partner key" value={config.partnerKey} testId="partner-key" secret />
      <CopyField label="Team id" value={config.teamId} testId="team-id" />
      <p>
        {/* Never the key in the address: addresses land in logs and browser history. */}
        <a href={`${config.baseUrl}/api/docs`} target="_blank" rel="noreferrer" data-testid="api-reference-link">
          API reference
        </a>{' '}
        (every route, with examples and a &ldquo;try it&rdquo; console: press Authorize and paste the customer-team key; in a
        browser signed in to this app it is filled in for you) and the{' '}
        <a href={`${config.baseUrl}/api/openapi.json`} target="_blank" rel="noreferrer">
          OpenAPI 3.1 document
        </a>
        .
      </p>
      <div className="check">
        <button type="button" className="btn btn--primary" onClick={() => void check()} data-testid="check-connection">
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
    </div>
  );
}
