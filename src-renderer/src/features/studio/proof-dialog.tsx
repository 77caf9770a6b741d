import { Download, ExternalLink } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Proof } from '../../../../src-shared/contract/designs.ts';
import type { SampleRecipient } from '../../../../src-shared/sample-recipients.ts';
import { useApiMutation } from '../../api/queries.ts';
import { openExternal } from '../../bridge.ts';
import { Dialog } from '../../ui/dialog.tsx';
import type { RecipientGroup } from './campaign-samples.ts';
import { SampleSelect } from './sample-select.tsx';
import { ErrorState, Loading } from '../../ui/states.tsx';

const PAGE_WORDS = ['Front', 'Back'];

/** Front and back by their order among the card's pages; the envelope by its type. */
function pageLabel(doc: Proof['documents'][number], cardPageIndex: number): string {
  if (doc.type === 'envelope') return 'Envelope';
  return PAGE_WORDS[cardPageIndex] ?? `Page ${cardPageIndex + 1}`;
}

/**
 * The documents the API would produce for one recipient: a 300 dpi preview of
 * every side and the envelope, and the print PDF, opened in the system's viewer.
 * Nothing is mailed or charged.
 */
export function ProofDialog({ designId, initial, groups, save, onClose }: { designId: string; initial: SampleRecipient; groups: readonly RecipientGroup[]; save: () => Promise<void>; onClose: () => void }) {
  const [sample, setSample] = useState(initial);
  const [current, setCurrent] = useState(0);
  const [realSize, setRealSize] = useState(false);
  const proof = useApiMutation('designsProof');
  const { mutate } = proof;

  useEffect(() => {
    // The proof renders the saved design: save what is pending first.
    void save().then(() => mutate({ params: { designId }, body: { values: sample.values, seed: sample.id } }));
  }, [designId, sample, save, mutate]);

  const previews = proof.data?.documents.filter((d) => d.format === 'preview') ?? [];
  const pdfs = proof.data?.documents.filter((d) => d.format === 'pdf') ?? [];

  return (
    <Dialog title="Proof" onClose={onClose} wide testId="proof-dialog">
      <div className="row">
        <label className="prop">
          <span>Recipient</span>
          <SampleSelect value={sample} groups={groups} onChange={setSample} testId="proof-recipient" />
        </label>
        {pdfs.map((pdf) => (
          <span key={pdf.signed_url} className="row" style={{ gap: 4 }}>
            <button type="button" className="btn" onClick={() => void openExternal(pdf.signed_url)} data-testid="proof-open-pdf">
              <ExternalLink size={15} aria-hidden /> Open the print PDF{pdf.type === 'envelope' ? ' (envelope)' : ''}
            </button>
            <a className="btn" href={pdf.signed_url} download={`proof-${sample.id}${pdf.type === 'envelope' ? '-envelope' : ''}.pdf`} data-testid="proof-save-pdf">
              <Download size={15} aria-hidden /> Save
            </a>
          </span>
        ))}
        <div className="segmented" role="group" aria-label="Zoom">
          <button type="button" aria-pressed={!realSize} onClick={() => setRealSize(false)}>
            Fit
          </button>
          <button type="button" aria-pressed={realSize} onClick={() => setRealSize(true)} data-testid="proof-real-size">
            Real size
          </button>
        </div>
      </div>
      <p className="hint">As it will print for this recipient: merge fields filled, handwriting as the pen writes it, the trim and bleed of the print file. Smart QR codes open their destination here; mailed cards carry tracked codes.</p>
      {proof.isError ? (
        <ErrorState title="The proof could not be rendered" message={proof.error.message} onRetry={() => mutate({ params: { designId }, body: { values: sample.values, seed: sample.id } })} />
      ) : proof.isPending || !proof.data ? (
        <Loading label="Rendering the proof" rows={1} height={280} />
      ) : (
        <div className="proof-viewer">
          <div className="proof-pages" role="tablist" aria-label="Pages" data-testid="proof-pages">
            {previews.map((doc, i) => {
              const label = pageLabel(doc, previews.filter((d) => d.type !== 'envelope').indexOf(doc));
              return (
                <button key={doc.signed_url} type="button" role="tab" aria-selected={i === current} className="proof-thumb" onClick={() => setCurrent(i)}>
                  <img src={doc.signed_url} alt={`${label} for ${sample.label}`} data-testid="proof-page" />
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
      )}
      <div className="dialog__actions">
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
