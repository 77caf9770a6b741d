import { useState } from 'react';
import type { Pen } from '#shared/handwriting.ts';
import { textToHtml } from '#shared/html-text.ts';
import { useFileUrl } from './use-file-url.ts';

const NOTE = 'Dear Margaret,\n\nThank you so much for the lovely flowers! They brightened the whole week.\n\nSee you on Sunday, with love, Anna';
const INK: Record<Pen, 'blue' | 'black' | 'darkBlue'> = { gel: 'blue', ballpoint: 'black', fountain: 'darkBlue' };

/** A note written in the hand by the engine (POST /api/generate/png), with the pen chosen. */
export function NotePreview({ fontFamily, revision, pens }: { fontFamily: string; revision: string; pens: readonly Pen[] }) {
  const [pen, setPen] = useState<Pen>('gel');
  const [text, setText] = useState(NOTE);
  const [written, setWritten] = useState(NOTE);
  const note = useFileUrl('generatePng', { query: { preview: 'true' }, body: { content: textToHtml(written), fontFamily, pen, color: INK[pen], width: '120mm', height: '70mm', padding: '5mm', backgroundColor: '#fffdf8', autoResize: true, fontSize: '16pt' } }, revision);
  return (
    <section className="card" aria-labelledby="note-title">
      <h2 id="note-title">A note in this hand</h2>
      <div className="toolbar">
        <label>
          Pen{' '}
          <select value={pen} onChange={(e) => setPen(e.target.value as Pen)} data-testid="note-pen">
            {pens.map((p) => (
              <option key={p} value={p}>
                {p === 'gel' ? 'Gel pen, blue' : p === 'ballpoint' ? 'Ballpoint, black' : 'Fountain pen, blue-black'}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn" onClick={() => setWritten(text)} disabled={text === written || text.trim() === ''} title={text === written ? 'The note shown is this text' : undefined} data-testid="note-write">
          Write it
        </button>
      </div>
      <textarea aria-label="Text of the note (a blank line starts a new paragraph)" value={text} onChange={(e) => setText(e.target.value)} rows={5} data-testid="note-text" />
      {note.error ? <p className="error" role="alert">{note.error}</p> : note.url ? <img className="note-preview" src={note.url} alt={`A note written in ${fontFamily}`} data-testid="note-image" /> : <div className="note-preview skeleton" role="status" aria-label="Writing the note" />}
    </section>
  );
}
