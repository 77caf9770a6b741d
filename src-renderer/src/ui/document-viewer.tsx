import { Download, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { openExternal } from '../bridge.ts';
import { type Segment, Segmented } from './segmented.tsx';

export interface ViewedDocument {
  format: 'pdf' | 'preview';
  type: 'note' | 'postcard' | 'envelope';
  signed_url: string;
}

const PAGE_WORDS = ['Front', 'Back'];
/** Fit the window, or real size (true). */
const ZOOMS: Segment<boolean>[] = [
  { value: false, label: 'Fit' },
  { value: true, label: 'Real size', testId: 'proof-real-size' },
];

/** Front and back by their order among the card's pages; the envelope by its type. */
function pageLabel(doc: ViewedDocument, cardPageIndex: number): string {
  if (doc.type === 'envelope') return 'Envelope';
  return PAGE_WORDS[cardPageIndex] ?? `Page ${cardPageIndex + 1}`;
}

/**
 * A recipient's documents as the API renders them: page thumbnails, the chosen
 * 300 dpi page fitted or at real size, and the print PDF to open or save.
 */
export function DocumentViewer({ documents, who, fileStem }: { documents: readonly ViewedDocument[]; who: string; fileStem: string }) {
  const [current, setCurrent] = useState(0);
  const [realSize, setRealSize] = useState(false);
  const previews = documents.filter((d) => d.format === 'preview');
  const pdfs = documents.filter((d) => d.format === 'pdf');
  return (
    <div className="stack">
      <div className="row">
        {pdfs.map((pdf) => (
          <span key={pdf.signed_url} className="row" style={{ gap: 4 }}>
            <button type="button" className="btn" onClick={() => void openExternal(pdf.signed_url)} data-testid="proof-open-pdf">
              <ExternalLink size={15} aria-hidden /> Open the print PDF{pdf.type === 'envelope' ? ' (envelope)' : ''}
            </button>
            <a className="btn" href={pdf.signed_url} download={`${fileStem}${pdf.type === 'envelope' ? '-envelope' : ''}.pdf`} data-testid="proof-save-pdf">
              <Download size={15} aria-hidden /> Save
            </a>
          </span>
        ))}
        <Segmented label="Zoom" segments={ZOOMS} value={realSize} onChange={setRealSize} />
      </div>
      <div className="proof-viewer">
        <div className="proof-pages" role="tablist" aria-label="Pages" data-testid="proof-pages">
          {previews.map((doc, i) => {
            const label = pageLabel(doc, previews.filter((d) => d.type !== 'envelope').indexOf(doc));
            return (
              <button key={doc.signed_url} type="button" role="tab" aria-selected={i === current} className="proof-thumb" onClick={() => setCurrent(i)}>
                <img src={doc.signed_url} alt={`${label} for ${who}`} data-testid="proof-page" />
                <span>{label}</span>
              </button>
            );
          })}
        </div>
        <div className={realSize ? 'proof-main proof-main--real' : 'proof-main'} data-testid="proof-main">
          {previews[current] && (
            <img
              src={previews[current].signed_url}
              alt="The page at 300 dpi"
              onLoad={(e) => {
                // 300 dpi previews: real size is the pixel width in inches.
                const img = e.currentTarget;
                img.style.setProperty('--real-width', `${(img.naturalWidth / 300) * 25.4}mm`);
              }}
            />
          )}
        </div>
      </div>
    </div>
  );
}
