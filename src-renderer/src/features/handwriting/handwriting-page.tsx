import { useEffect, useState } from 'react';
import { FONT_FAMILIES, INK_COLORS, type InkColor } from '#shared/handwriting.ts';
import { textToHtml } from '#shared/html-text.ts';
import { PageHeader } from '#renderer/ui/page-header.tsx';
import { ProgressBar } from '#renderer/ui/progress.tsx';
import { Select } from '#renderer/ui/select.tsx';
import { TextField } from '#renderer/ui/text-field.tsx';
import { useApi } from '#renderer/api/clients.ts';
import { HandwritingTabs } from './handwriting-tabs.tsx';
import { useHandsList } from '#renderer/api/hands.ts';
import { generatePng } from '#renderer/api/generate.ts';

const SAMPLE = 'Dear Sam,\n\nThank you so much for the lovely flowers.\nThey brightened the whole week.\n\nWith love, Anna';
const INK_WORDS: Record<InkColor, string> = { black: 'Black', blue: 'Blue', darkBlue: 'Dark blue' };
const INKS = INK_COLORS.map((ink) => ({ id: ink, label: INK_WORDS[ink] }));

/** Writes a note through POST /api/generate/png?preview=true and shows it at its real size. */
export function HandwritingPage() {
  const api = useApi();
  const [text, setText] = useState(SAMPLE);
  const [fontFamily, setFontFamily] = useState('Stafford');
  const own = useHandsList();
  const [color, setColor] = useState<InkColor>('blue');
  const [imageUrl, setImageUrl] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => () => (imageUrl ? URL.revokeObjectURL(imageUrl) : undefined), [imageUrl]);

  const hands = [...FONT_FAMILIES.map((hand) => ({ id: hand, label: hand })), ...(own.data ?? []).map((hand) => ({ id: hand.name, label: hand.name, description: 'Your own hand' }))];
  const content = textToHtml(text);
  const render = async () => {
    if (!api) return;
    setBusy(true);
    const result = await generatePng(api, {
      query: { preview: 'true' },
      body: { content, fontFamily, color, width: '120mm', height: '80mm', padding: '5mm', backgroundColor: '#fdfbf6', autoResize: true, fontSize: '18pt' },
    });
    setBusy(false);
    if (result.ok) {
      setImageUrl(URL.createObjectURL(result.bytes));
      setError(undefined);
    } else {
      setError(result.error.message);
    }
  };
  const disabledReason = !api ? 'Connecting to the local server' : content === '' ? 'Write a note first' : undefined;

  return (
    <div className="page">
      <PageHeader title="Handwriting" subtitle="Write a note in any of the ten hands, or your own, at its real size." />
      <HandwritingTabs current="note" />
      <section className="card">
        <div className="form-row">
          <Select label="Hand" options={hands} value={fontFamily} onChange={setFontFamily} testId="font-family" className="form-row__select" />
          <Select label="Ink" options={INKS} value={color} onChange={setColor} testId="ink-color" className="form-row__select" />
          <button type="button" className="btn btn--primary" onClick={() => void render()} disabled={busy || Boolean(disabledReason)} title={disabledReason} data-testid="render-handwriting">
            {busy ? 'Writing…' : 'Write it'}
          </button>
        </div>
        <TextField label="Note" help="A blank line starts a new paragraph; the hand writes it on a 120 × 80 mm card." value={text} onChange={setText} multiline testId="handwriting-content" />
        {/* A hand's first note loads its font in the render worker: seconds on a busy machine. */}
        {busy && <ProgressBar label="Writing the note" testId="handwriting-progress" />}
        {error && <p className="error">{error}</p>}
        {imageUrl && <img className="handwriting-preview" src={imageUrl} alt="Handwriting preview" data-testid="handwriting-image" />}
      </section>
    </div>
  );
}
