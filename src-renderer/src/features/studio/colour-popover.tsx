import { useState } from 'react';
import { typedHex } from '#shared/colour.ts';
import { useBrandKitGet } from '#renderer/api/studio-extras.ts';

/** A few print-safe colours after the brand's: inks, neutrals and the usual accents. */
const PALETTE = ['#1f2430', '#000000', '#5c6370', '#ffffff', '#1f3c9e', '#16265e', '#0f766e', '#15803d', '#b45309', '#b91c1c', '#9d174d', '#6d28d9'];

/**
 * The toolbar's colour: the brand kit's colours first, then a palette, then a
 * hex field (Enter or leaving the field applies a valid value; an invalid one
 * says so). Only the inks where the engine writes with one of three.
 */
export function ColourPopover({ value, inks, onColour, onClose }: { value: string; inks?: Readonly<Record<string, string>>; onColour(colour: string): void; onClose(): void }) {
  const kit = useBrandKitGet(undefined, { enabled: !inks });
  const [hex, setHex] = useState(value);
  const [wrong, setWrong] = useState(false);
  const apply = () => {
    const colour = typedHex(hex);
    setWrong(!colour);
    if (colour) onColour(colour);
  };
  const swatch = (colour: string, name: string, key = colour) => (
    <button key={key} type="button" className="brand-swatch" style={{ background: colour }} aria-label={name} title={name} aria-pressed={colour.toLowerCase() === value.toLowerCase()} onMouseDown={(e) => e.preventDefault()} onClick={() => onColour(colour)} />
  );
  return (
    <div className="text-toolbar__popover" role="group" aria-label="Colour" onKeyDown={(e) => e.key === 'Escape' && (e.stopPropagation(), onClose())} data-testid="toolbar-colours">
      {inks ? (
        <div className="brand-swatches">{Object.entries(inks).map(([name, colour]) => swatch(colour, name))}</div>
      ) : (
        <>
          {(kit.data?.colours.length ?? 0) > 0 && (
            <>
              <span className="hint">Brand colours</span>
              <div className="brand-swatches">{kit.data!.colours.map((c) => swatch(c.value, `${c.name || c.value} (brand)`, `brand-${c.value}-${c.name}`))}</div>
            </>
          )}
          <span className="hint">Palette</span>
          <div className="brand-swatches">{PALETTE.map((c) => swatch(c, c))}</div>
          <label className="prop">
            <span>Hex</span>
            <input value={hex} onChange={(e) => setHex(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && apply()} onBlur={apply} aria-invalid={wrong} spellCheck={false} size={9} data-testid="toolbar-hex" />
          </label>
          {wrong && <span className="field-error">A colour is six hex digits, as #1f3c9e</span>}
        </>
      )}
    </div>
  );
}
