import { Trash2 } from 'lucide-react';
import { faceWords, useTeamFonts } from '#renderer/ui/team-fonts.ts';
import { FileButton } from '#renderer/ui/drop-zone.tsx';
import { useToasts } from '#renderer/ui/toasts.tsx';
import { useFontsDelete, useFontsUpload } from '#renderer/api/fonts.ts';

const FONT_TYPES = ['font/otf', 'font/ttf', 'font/woff2', 'application/font-sfnt', '.otf', '.ttf', '.woff2'];
/** The brand kit's typefaces of the team's own: upload a family's faces, see them, remove one. */
export function TeamFontsSection() {
  const fonts = useTeamFonts();
  const upload = useFontsUpload();
  const remove = useFontsDelete();
  const toast = useToasts((s) => s.show);
  const send = (files: File[]) => {
    const form = new FormData();
    for (const file of files) form.append('file', file, file.name);
    upload.mutate({ body: form }, { onSuccess: (family) => toast(`${family.family} is ready: ${family.faces.map(faceWords).join(', ')}. Every face picker offers it.`) });
  };
  return (
    <fieldset className="brand-kit__group" data-testid="team-fonts">
      <legend>Your typefaces</legend>
      {fonts.isLoading && <p className="hint">Loading the team’s typefaces…</p>}
      {fonts.error && <p className="field__error">{fonts.error.message}</p>}
      {fonts.data?.length === 0 && <p className="hint">Upload the brand’s own fonts (OTF, TTF or WOFF2, every weight of a family at once): they print in every PDF like the bundled ones.</p>}
      <ul className="brand-kit__fonts-list">
        {fonts.data?.map((family) => (
          <li key={family.family}>
            <span className="brand-kit__font-name" style={{ fontFamily: `'${family.family}'` }}>
              {family.family}
            </span>
            <span className="chips">
              {family.faces.map((face) => (
                <span key={face.id} className="badge" style={{ fontFamily: `'${face.family}'`, fontWeight: face.weight, fontStyle: face.style }}>
                  {faceWords(face)}
                  <button type="button" className="btn btn--ghost btn--icon btn--small" aria-label={`Remove ${family.family} ${faceWords(face)}`} title="Remove this face" onClick={() => remove.mutate({ params: { fontId: face.id } }, { onError: (e) => toast(e.message, 'error') })}>
                    <Trash2 size={13} />
                  </button>
                </span>
              ))}
            </span>
          </li>
        ))}
      </ul>
      <FileButton accept={FONT_TYPES} acceptWords="OTF, TTF or WOFF2 font files" multiple onFiles={send} size="small" testId="team-fonts-file" buttonTestId="team-fonts-upload" {...(upload.isPending ? { disabledReason: 'Reading the fonts…' } : {})}>
        Upload font files…
      </FileButton>
      {upload.error && (
        <p className="field__error" role="alert" data-testid="team-fonts-error">
          {upload.error.message}
        </p>
      )}
    </fieldset>
  );
}
