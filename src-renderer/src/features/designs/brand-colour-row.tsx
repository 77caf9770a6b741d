import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { typedHex } from '#shared/colour.ts';

interface Props {
  index: number;
  colour: { name: string; value: string };
  error: string | undefined;
  onChange(patch: Partial<{ name: string; value: string }>): void;
  onRemove(): void;
}

/** One colour of the kit: the system picker, its hex code typed or pasted (#0a6b5a), and its name. */
export function BrandColourRow({ index, colour, error, onChange, onRemove }: Props) {
  const [hex, setHex] = useState(colour.value);
  useEffect(() => setHex(colour.value), [colour.value]);
  const typedWrong = hex.trim() !== '' && !typedHex(hex);
  const n = index + 1;
  return (
    <li className="brand-kit__colour">
      <div className="row">
        <input type="color" value={colour.value} aria-label={`Colour ${n}`} onChange={(e) => onChange({ value: e.target.value })} data-testid={`brand-colour-${index}`} />
        <input
          className="brand-kit__hex"
          value={hex}
          aria-label={`Hex code of colour ${n}`}
          aria-invalid={typedWrong || undefined}
          spellCheck={false}
          maxLength={7}
          onChange={(e) => {
            setHex(e.target.value);
            const value = typedHex(e.target.value);
            if (value) onChange({ value });
          }}
          onBlur={() => setHex(colour.value)}
          data-testid={`brand-colour-hex-${index}`}
        />
        <input value={colour.name} aria-label={`Name of colour ${n}`} placeholder="Name, e.g. Harbour teal" maxLength={40} onChange={(e) => onChange({ name: e.target.value })} data-testid={`brand-colour-name-${index}`} />
        <button type="button" className="btn btn--ghost btn--icon btn--small" aria-label={`Remove colour ${n}`} title="Remove" onClick={onRemove}>
          <Trash2 size={15} />
        </button>
      </div>
      {typedWrong && <span className="field__error">A colour as #rrggbb, e.g. #0a6b5a</span>}
      {error && <span className="field__error">{error}</span>}
    </li>
  );
}
