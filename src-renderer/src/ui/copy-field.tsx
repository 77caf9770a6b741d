import { Check, Copy, Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from './button.tsx';

interface CopyFieldProps {
  label: string;
  value: string;
  testId: string;
  secret?: boolean;
}

/** Copies text to the clipboard; `copied` is true for a moment after, for the button to say so. */
export function useCopy(): { copied: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const copy = async (text: string) => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };
  return { copied, copy };
}

/** A read-only value with a copy button; secrets stay masked until revealed. "Copied" is announced. */
export function CopyField({ label, value, testId, secret = false }: CopyFieldProps) {
  const [revealed, setRevealed] = useState(!secret);
  const { copied, copy } = useCopy();
  return (
    <div className="copy-field">
      <span className="copy-field__label">{label}</span>
      <code className="copy-field__value" data-testid={testId} data-value={value}>
        {revealed ? value : '•'.repeat(24)}
      </code>
      <span className="copy-field__actions">
        {secret && (
          <Button size="small" variant="ghost" onPress={() => setRevealed(!revealed)} data-testid={`${testId}-reveal`}>
            {revealed ? <EyeOff size={14} aria-hidden /> : <Eye size={14} aria-hidden />}
            {revealed ? 'Hide' : 'Show'}
          </Button>
        )}
        <Button size="small" onPress={() => void copy(value)} aria-label={`Copy ${label}`} data-testid={`${testId}-copy`}>
          {copied ? <Check size={14} aria-hidden /> : <Copy size={14} aria-hidden />}
          <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
        </Button>
      </span>
    </div>
  );
}
