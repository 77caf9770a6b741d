import { FilePlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { MAX_HAND_SHEETS, MAX_LETTER_VARIANTS } from '#shared/schemas/hands.ts';
import { useToasts } from '#renderer/ui/toasts.tsx';
import { formatCount } from '#renderer/ui/format.ts';
import { ScanProblem } from './scan-problem.tsx';
import { useHandsAddSheets } from '#renderer/api/hands.ts';

/** The review page's "Add a sheet": another filled-in template read into the hand, and what it changed. */
export function AddSheetCard({ handId, sheets }: { handId: string; sheets: number }) {
  const toast = useToasts((s) => s.show);
  const add = useHandsAddSheets();
  const [changes, setChanges] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const full = sheets >= MAX_HAND_SHEETS;

  const send = (files: File[]) => {
    if (files.length === 0) return;
    const form = new FormData();
    for (const f of files) form.append('file', f, f.name);
    setProblem(undefined);
    setChanges(undefined);
    add.mutate(
      { params: { handId }, body: form },
      {
        onSuccess: (res) => {
          setChanges(res.changes.message);
          toast(res.changes.message);
        },
        onError: (e) => setProblem((e.body.data as { file?: { _errors?: string[] } } | undefined)?.file?._errors?.[0] ?? e.message),
      },
    );
    if (input.current) input.current.value = '';
  };

  return (
    <section className="card" aria-labelledby="add-sheet-title" data-testid="hand-add-sheet">
      <h2 id="add-sheet-title">Add a sheet</h2>
      <p className="muted">
        Fill in another template with the same pen: its letters become more variants of yours (up to {MAX_LETTER_VARIANTS} a letter; later ones are set aside, and you can clear one to use another), and it fills characters the hand lacks.
      </p>
      <div className="toolbar">
        <button type="button" className="btn" onClick={() => input.current?.click()} disabled={add.isPending || full} title={full ? `A hand holds at most ${formatCount(MAX_HAND_SHEETS, 'sheet', 'sheets')}` : add.isPending ? 'A sheet is being read' : undefined} data-testid="hand-add-sheet-choose">
          <FilePlus size={16} aria-hidden /> Choose a filled-in sheet…
        </button>
        <input ref={input} type="file" accept="image/png,image/jpeg,application/pdf" multiple hidden onChange={(e) => send([...(e.target.files ?? [])])} data-testid="hand-add-sheet-file" />
      </div>
      {add.isPending && (
        <p role="status" data-testid="hand-add-sheet-reading">
          Reading the sheet: finding it, straightening it and tracing every letter (a few seconds)…
        </p>
      )}
      {changes && (
        <p role="status" data-testid="hand-sheet-changes">
          {changes}
        </p>
      )}
      <ScanProblem headline="This sheet could not be added." problem={problem} testId="hand-add-sheet-problem" />
    </section>
  );
}
