import { useCopy } from '#renderer/ui/copy-field.tsx';

/** Pretty-prints JSON (falls back to the text as it is) with a copy button. */
export function JsonView({ text, label, testId }: { text: string | null; label: string; testId?: string }) {
  const { copied, copy } = useCopy();
  if (text === null || text === '') return <p className="hint">No body.</p>;
  let shown = text;
  try {
    shown = JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    // not JSON (an HTML page, a form): shown as sent
  }
  return (
    <div className="json-view">
      <button type="button" className="btn btn--small json-view__copy" onClick={() => void copy(text)} aria-label={`Copy the ${label}`}>
        {copied ? 'Copied' : 'Copy'}
      </button>
      <pre tabIndex={0} aria-label={label} data-testid={testId}>
        {shown}
      </pre>
    </div>
  );
}

/** Headers as a two-column list. */
export function HeaderList({ headers }: { headers: Record<string, string> }) {
  const entries = Object.entries(headers);
  if (entries.length === 0) return <p className="hint">No headers.</p>;
  return (
    <dl className="header-list">
      {entries.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
