import { useEffect, useState } from 'react';
import type { SampleRecipient } from '#shared/sample-recipients.ts';
import { Dialog } from '#renderer/ui/dialog.tsx';
import { DocumentViewer } from '#renderer/ui/document-viewer.tsx';
import { ErrorState, Loading } from '#renderer/ui/states.tsx';
import type { RecipientGroup } from './campaign-samples.ts';
import { SampleSelect } from './sample-select.tsx';
import { useDesignsProof } from '#renderer/api/designs.ts';

/**
 * The documents the API would produce for one recipient: a 300 dpi preview of
 * every side and the envelope, and the print PDF, opened in the system's viewer.
 * Nothing is mailed or charged.
 */
export function ProofDialog({ designId, initial, groups, save, onClose }: { designId: string; initial: SampleRecipient; groups: readonly RecipientGroup[]; save: () => Promise<void>; onClose: () => void }) {
  const [sample, setSample] = useState(initial);
  const proof = useDesignsProof();
  const { mutate } = proof;

  useEffect(() => {
    // The proof renders the saved design: save what is pending first.
    void save().then(() => mutate({ params: { designId }, body: { values: sample.values, seed: sample.id } }));
  }, [designId, sample, save, mutate]);

  return (
    <Dialog title="Proof" onClose={onClose} wide testId="proof-dialog">
      <p className="hint">As it will print for this recipient: merge fields filled, handwriting as the pen writes it, the trim and bleed of the print file. Smart QR codes open their destination here; mailed cards carry tracked codes.</p>
      {/* One place in every state: a list opened while the proof renders stays open when it arrives. */}
      <SampleSelect label="Recipient" labelHidden={false} className="proof-recipient" value={sample} groups={groups} onChange={setSample} testId="proof-recipient" />
      {proof.isError ? (
        <ErrorState title="The proof could not be rendered" message={proof.error.message} onRetry={() => mutate({ params: { designId }, body: { values: sample.values, seed: sample.id } })} />
      ) : proof.isPending || !proof.data ? (
        <Loading label="Rendering the proof" rows={1} height={280} />
      ) : (
        <DocumentViewer key={sample.id} documents={proof.data.documents} who={sample.label} fileStem={`proof-${sample.id}`} />
      )}
      <div className="dialog__actions">
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
