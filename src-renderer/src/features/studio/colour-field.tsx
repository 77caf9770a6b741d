import { useBrandKitGet } from '#renderer/api/studio-extras.ts';

/** A colour with the team's brand colours offered first, as swatches under the picker. */
export function ColourField({ label, value, onValue, testId }: { label: string; value: string; onValue(colour: string): void; testId?: string }) {
  const kit = useBrandKitGet();
  const brand = kit.data?.colours ?? [];
  return (
    <div className="prop">
      <label className="prop">
        <span>{label}</span>
        <input type="color" value={value} onChange={(e) => onValue(e.target.value)} data-testid={testId} />
      </label>
      {brand.length > 0 && (
        <div className="brand-swatches" role="group" aria-label={`${label}: brand colours`}>
          {brand.map((c) => (
            <button key={c.value + c.name} type="button" className="brand-swatch" style={{ background: c.value }} aria-label={`${c.name || c.value} (brand)`} aria-pressed={c.value.toLowerCase() === value.toLowerCase()} title={`${c.name ? `${c.name}, ` : ''}${c.value}`} onClick={() => onValue(c.value)} />
          ))}
        </div>
      )}
    </div>
  );
}
