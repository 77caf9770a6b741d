import { useEffect, useState } from 'react';
import { FONT_FAMILIES, INK_COLORS, type InkColor } from '#shared/handwriting.ts';
import { Field } from '#renderer/ui/field.tsx';
import { PageHeader } from '#renderer/ui/page-header.tsx';
import { useApi } from '#renderer/api/clients.ts';
import { useApiQuery } from '#renderer/api/queries.ts';
import { HandwritingTabs } from './handwriting-tabs.tsx';

const SAMPLE = '<p>Dear Sam,</p><p>Thank you so much for the lovely flowers.<br>They brightened the whole week.</p><p>With love, Anna</p>';

/** Writes a note through POST /api/generate/png?preview=true and shows it at its real size. */
export function HandwritingPage() {
  const api = useApi();
  const [content, setContent] = useState(SAMPLE);
  const [fontFamily, setFontFamily] = useState('Stafford');
  const own = useApiQuery('handsList');
  const [color, setColor] = useState<InkColor>('blue');
  const [imageUrl, setImageUrl] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => () => (imageUrl ? URL.revokeObjectURL(imageUrl) : undefined), [imageUrl]);

  const render = async () => {
    if (!api) return;
    setBusy(true);
    const result = await api.callBinary('generatePng', {
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

  return (
    <div className="page">
      <PageHeader title="Handwriting" subtitle="Write a note in any of the ten hands, or your own, at its real size." />
      <HandwritingTabs current="note" />
      <section className="card">
      <div className="form-row">
        <label>
          Hand
          <select value={fontFamily} onChange={(e) => setFontFamily(e.target.value)} data-testid="font-family">
            <optgroup label="Built-in hands">
              {FONT_FAMILIES.map((f) => (
                <option key={f}>{f}</option>
              ))}
            </optgroup>
            {own.data && own.data.length > 0 && (
              <optgroup label="Your own hands">
                {own.data.map((h) => (
                  <option key={h.id}>{h.name}</option>
                ))}
              </optgroup>
            )}
          </select>
        </label>
        <label>
          Ink
          <select value={color} onChange={(e) => setColor(e.target.value as InkColor)} data-testid="ink-color">
            {INK_COLORS.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
        <button type="button" className="btn btn--primary" onClick={() => void render()} disabled={busy || !api} data-testid="render-handwriting">
          {busy ? 'Writing…' : 'Write it'}
        </button>
      </div>
      <Field label="Note" hint="Paragraphs as <p>…</p>; the hand writes it on a 120 × 80 mm card.">
        {(props) => <textarea {...props} value={content} onChange={(e) => setContent(e.target.value)} rows={5} data-testid="handwriting-content" />}
      </Field>
      {error && <p className="error">{error}</p>}
      {imageUrl && <img className="handwriting-preview" src={imageUrl} alt="Handwriting preview" data-testid="handwriting-image" />}
      </section>
    </div>
  );
}
