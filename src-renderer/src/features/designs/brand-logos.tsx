import { Trash2 } from 'lucide-react';
import type { BrandKit } from '#shared/contract/studio-extras.ts';
import { BRAND_LOGOS_MAX, LOGO_MAX_BYTES } from '#shared/schemas/brand-kit.ts';
import { FileButton } from '#renderer/ui/drop-zone.tsx';
import { IMAGE_TYPES, readImageFile } from '#renderer/ui/image-file.ts';

type Logo = BrandKit['logos'][number];
const GROUND_WORDS: Record<Logo['ground'], string> = { light: 'For light cards', dark: 'For dark cards' };

/**
 * The kit's other logos (a white one for dark cards, a stacked one, …), each
 * named and said to be for light or dark cards: a starter adopting the kit takes
 * the one made for each side's ground.
 */
export function BrandLogos({ logos, onChange, error }: { logos: readonly Logo[]; onChange(logos: Logo[]): void; error(...path: (string | number)[]): string | undefined }) {
  const set = (index: number, patch: Partial<Logo>) => onChange(logos.map((l, i) => (i === index ? { ...l, ...patch } : l)));
  const full = logos.length >= BRAND_LOGOS_MAX;
  return (
    <fieldset className="brand-kit__group">
      <legend>More logos, for light and dark cards</legend>
      {logos.length === 0 && <p className="hint">None yet: add a version of the logo for dark cards, so a dark starter gets a logo that shows.</p>}
      <ul className="brand-kit__logos" data-testid="brand-kit-logos">
        {logos.map((logo, i) => (
          <li key={i} className="row">
            <img className={`brand-kit__logo brand-kit__logo--${logo.ground}`} src={logo.src} alt={logo.name || `Logo ${i + 2}`} />
            <input value={logo.name} aria-label={`Name of logo ${i + 2}`} placeholder="Name, e.g. White" maxLength={40} onChange={(e) => set(i, { name: e.target.value })} data-testid={`brand-logo-name-${i}`} />
            <select aria-label={`Ground of logo ${i + 2}`} value={logo.ground} onChange={(e) => set(i, { ground: e.target.value as Logo['ground'] })} data-testid={`brand-logo-ground-${i}`}>
              {(['light', 'dark'] as const).map((g) => (
                <option key={g} value={g}>
                  {GROUND_WORDS[g]}
                </option>
              ))}
            </select>
            <button type="button" className="btn btn--ghost btn--icon btn--small" aria-label={`Remove logo ${i + 2}`} title="Remove" onClick={() => onChange(logos.filter((_, j) => j !== i))}>
              <Trash2 size={15} />
            </button>
            {error('logos', i, 'src') && <span className="field__error">{error('logos', i, 'src')}</span>}
          </li>
        ))}
      </ul>
      <FileButton
        accept={IMAGE_TYPES}
        acceptWords={`a PNG, JPEG, WebP or SVG image of at most ${LOGO_MAX_BYTES / 1024} KB`}
        onFiles={([file]) => void readImageFile(file).then((src) => src && onChange([...logos, { name: file?.name.replace(/\.[a-z]+$/i, '') ?? '', ground: 'dark', src }]))}
        size="small"
        {...(full ? { disabledReason: `A kit has at most ${BRAND_LOGOS_MAX} more logos` } : {})}
        testId="brand-kit-more-logos-file"
        buttonTestId="brand-kit-add-logo"
      >
        Add a logo…
      </FileButton>
    </fieldset>
  );
}
