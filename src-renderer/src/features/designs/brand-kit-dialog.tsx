import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { BrandKit } from '#shared/contract/studio-extras.ts';
import { fontStack, PRINT_FONTS } from '#shared/print-fonts.ts';
import { BRAND_COLOURS_MAX, LOGO_MAX_BYTES } from '#shared/schemas/brand-kit.ts';
import '#renderer/styles/print-fonts.ts';
import { Dialog } from '#renderer/ui/dialog.tsx';
import { FileButton } from '#renderer/ui/drop-zone.tsx';
import { fieldErrors } from '#renderer/ui/error-tree.ts';
import { FormActions } from '#renderer/ui/form-actions.tsx';
import { IMAGE_TYPES, readImageFile } from '#renderer/ui/image-file.ts';
import { Select } from '#renderer/ui/select.tsx';
import { useToasts } from '#renderer/ui/toasts.tsx';
import { BrandColourRow } from './brand-colour-row.tsx';
import { BrandLogos } from './brand-logos.tsx';
import { faceWords, useTeamFonts } from '#renderer/ui/team-fonts.ts';
import { TeamFontsSection } from './team-fonts.tsx';
import { useBrandKitPut } from '#renderer/api/studio-extras.ts';

const NO_FONT = 'none';
/** A face's CSS stack: a bundled one's own, a team's own before the generic sans. */
const stackOf = (family: string) => {
  const font = PRINT_FONTS.find((f) => f.family === family);
  return font ? fontStack(font) : `'${family}', sans-serif`;
};

/**
 * The team's brand kit, saved once: a logo, up to eight colours and a heading
 * and a body typeface. The studio offers them first in its pickers, and
 * *Use with our brand* puts them into a starter in one click.
 */
export function BrandKitDialog({ kit, onClose }: { kit: BrandKit; onClose: () => void }) {
  const [logo, setLogo] = useState(kit.logo);
  const [logos, setLogos] = useState(kit.logos);
  const [colours, setColours] = useState(kit.colours);
  const toast = useToasts((st) => st.show);
  const teamFonts = useTeamFonts();
  const fontOptions = [
    { id: NO_FONT, label: 'None: keep each starter’s own' },
    ...(teamFonts.data ?? []).map((f) => ({ id: f.family, label: f.family, description: `Your typeface: ${f.faces.map(faceWords).join(', ')}` })),
    ...PRINT_FONTS.map((f) => ({ id: f.family, label: f.family, description: f.note })),
  ];
  const [heading, setHeading] = useState(kit.heading_font ?? NO_FONT);
  const [body, setBody] = useState(kit.body_font ?? NO_FONT);
  const save = useBrandKitPut();
  const error = (...path: (string | number)[]) => fieldErrors(save.error?.body, path);
  const setColour = (index: number, patch: Partial<{ name: string; value: string }>) => setColours(colours.map((c, i) => (i === index ? { ...c, ...patch } : c)));

  return (
    <Dialog title="Brand kit" onClose={onClose} testId="brand-kit-dialog">
      <form
        className="stack brand-kit"
        onSubmit={(e) => {
          e.preventDefault();
          const saved = () => {
            toast('Brand kit saved: the studio offers it first, and Use with our brand puts it on a starter.');
            onClose();
          };
          save.mutate({ body: { logo, logos: logos.map((l) => ({ ...l, name: l.name.trim() })), colours: colours.map((c) => ({ name: c.name.trim(), value: c.value })), heading_font: heading === NO_FONT ? null : heading, body_font: body === NO_FONT ? null : body } }, { onSuccess: saved });
        }}
      >
        <p className="muted">Saved once for the team: the studio offers these first, and a starter takes them in one click (Use with our brand).</p>
        <fieldset className="brand-kit__group">
          <legend>Main logo</legend>
          <div className="row">
            {logo ? <img className="brand-kit__logo" src={logo} alt="Your logo" data-testid="brand-kit-logo" /> : <span className="hint">No logo yet.</span>}
            <FileButton accept={IMAGE_TYPES} acceptWords={`a PNG, JPEG, WebP or SVG image of at most ${LOGO_MAX_BYTES / 1024} KB`} onFiles={([file]) => void readImageFile(file).then((src) => src && setLogo(src))} size="small" testId="brand-kit-logo-file" buttonTestId="brand-kit-logo-choose">
              {logo ? 'Replace…' : 'Choose a logo…'}
            </FileButton>
            {logo && (
              <button type="button" className="btn btn--ghost btn--small" onClick={() => setLogo(null)}>
                Remove
              </button>
            )}
          </div>
          {error('logo') && <p className="field__error">{error('logo')}</p>}
        </fieldset>
        <BrandLogos logos={logos} onChange={setLogos} error={error} />
        <fieldset className="brand-kit__group">
          <legend>Colours (the first replaces a starter’s main colour)</legend>
          <ul className="brand-kit__colours" data-testid="brand-kit-colours">
            {colours.map((c, i) => (
              <BrandColourRow key={i} index={i} colour={c} error={error('colours', i, 'value')} onChange={(patch) => setColour(i, patch)} onRemove={() => setColours(colours.filter((_, j) => j !== i))} />
            ))}
          </ul>
          <button type="button" className="btn btn--small" disabled={colours.length >= BRAND_COLOURS_MAX} title={colours.length >= BRAND_COLOURS_MAX ? `A kit has at most ${BRAND_COLOURS_MAX} colours` : undefined} onClick={() => setColours([...colours, { name: '', value: '#1d3a8a' }])} data-testid="brand-kit-add-colour">
            <Plus size={15} aria-hidden /> Add a colour
          </button>
        </fieldset>
        <TeamFontsSection />
        <div className="brand-kit__fonts">
          <Select label="Heading typeface" options={fontOptions} value={heading} onChange={setHeading} error={error('heading_font')} testId="brand-kit-heading-font" />
          <Select label="Body typeface" options={fontOptions} value={body} onChange={setBody} error={error('body_font')} testId="brand-kit-body-font" />
        </div>
        {(heading !== NO_FONT || body !== NO_FONT) && (
          <p className="brand-kit__sample" aria-hidden>
            {heading !== NO_FONT && <span style={{ fontFamily: stackOf(heading) }}>Thank you, Ada</span>}
            {body !== NO_FONT && <span style={{ fontFamily: stackOf(body) }}>Every order from you made our small team smile.</span>}
          </p>
        )}
        <FormActions error={save.error} onCancel={onClose} submit="Save the kit" pendingSubmit="Saving…" pending={save.isPending} testId="brand-kit-save" />
      </form>
    </Dialog>
  );
}
