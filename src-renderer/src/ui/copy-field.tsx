import { useState } from 'react';

interface CopyFieldProps {
  label: string;
  value: string;
  testId: string;
  secret?: boolean;
}

/** A read-only value with a copy button; secrets stay masked until revealed. */
export function CopyField({ label, value, testId, secret = false }: CopyFieldProps) {
  const [revealed, setRevealed] = useState(!secret);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(value);
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };
  return (
    <div className="copy-field">
      <span className="copy-field__label">{label}</span>
      <code className="copy-field__value" data-testid={testId} data-value={value}>
        {revealed ? value : '•'.repeat(24)}
      </code>
      <span className="copy-field__actions">
      {secret && (
        <button type="button" className="btn btn--small" onClick={() => setRevealed(!revealed)} data-testid={`${testId}-reveal`}>
          {revealed ? 'Hide' : 'Show'}
        </button>
      )}
      <button type="button" className="btn btn--small" onClick={() => void copy()} data-testid={`${testId}-copy`}>
        {copied ? 'Copied' : 'Copy'}
      </button>
      </span>
    </div>
  );
}
