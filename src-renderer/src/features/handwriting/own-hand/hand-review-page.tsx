import { Download, PenLine, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { PENS, type Pen } from '#shared/handwriting.ts';
import type { HandCellEdit } from '#shared/schemas/hands.ts';
import { useApi } from '#renderer/api/clients.ts';
import { PageHeader } from '#renderer/ui/page-header.tsx';
import { ErrorState, Loading } from '#renderer/ui/states.tsx';
import { useToasts } from '#renderer/ui/toasts.tsx';
import { HandwritingTabs } from '../handwriting-tabs.tsx';
import { CellGrid, type HandCellView } from './cell-grid.tsx';
import { RecropDialog } from './recrop-dialog.tsx';
import { NotePreview } from './note-preview.tsx';
import { AddSheetCard } from './add-sheet-card.tsx';
import { downloadFile } from '#renderer/ui/download.ts';
import { useFileUrl } from './use-file-url.ts';
import { useInDesign } from './use-in-design.ts';
import './own-hand.css';
import { formatCount } from '#renderer/ui/format.ts';
import { handsFont, useHandsDelete, useHandsGet, useHandsTemplateJson, useHandsUpdate } from '#renderer/api/hands.ts';

/** One hand: its cells as read beside their glyphs (clear, restore, re-crop), its name, a note in it, its font. */
export function HandReviewPage() {
  const { handId } = useParams<{ handId: string }>();
  const api = useApi();
  const [, navigate] = useLocation();
  const toast = useToasts((s) => s.show);
  const hand = useHandsGet({ params: { handId } });
  const template = useHandsTemplateJson({ query: { paper: hand.data?.paper ?? 'a4' } }, { enabled: Boolean(hand.data), staleTime: Infinity });
  const sheet = useFileUrl('handsSheet', hand.data ? { params: { handId, sheet: '0' } } : undefined);
  const update = useHandsUpdate();
  const remove = useHandsDelete();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [recrop, setRecrop] = useState<HandCellView | undefined>();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const openInDesign = useInDesign();
  useEffect(() => setName(hand.data?.name ?? ''), [hand.data?.name]);

  if (hand.isLoading) return <div className="page"><Loading label="Loading the hand" rows={4} /></div>;
  if (hand.isError || !hand.data) return <div className="page"><ErrorState message={hand.error?.message ?? 'The hand could not be loaded'} onRetry={() => void hand.refetch()} /></div>;
  const h = hand.data;

  const edit = (cells: HandCellEdit[], done: string) =>
    update.mutate({ params: { handId }, body: { cells } }, { onSuccess: () => toast(done), onError: (e) => toast(e.message, 'error') });
  const rename = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { params: { handId }, body: { name } },
      {
        onSuccess: (next) => {
          setNameError(undefined);
          toast(`Renamed to “${next.name}”`);
        },
        onError: (e) => setNameError((e.body.data as { name?: { _errors?: string[] } } | undefined)?.name?._errors?.[0] ?? e.message),
      },
    );
  };
  const downloadFont = async () => {
    const res = await (api ? handsFont(api, { params: { handId } }) : undefined);
    if (res?.ok) downloadFile(`${h.name}.otf`, res.bytes);
    else if (res) toast(res.error.message, 'error');
  };
  const sheets = [...new Set(h.cells.map((c) => c.sheet))];

  return (
    <div className="page">
      <PageHeader title={h.name} subtitle={<><Link href="/handwriting/own">Your own hand</Link> · {formatCount(h.characters.length, 'character', 'characters')}, read at {h.dpi.join(', ')} dpi</>}>
        <button type="button" className="btn" onClick={() => void downloadFont()} data-testid="hand-font">
          <Download size={16} aria-hidden /> OpenType font
        </button>
        <button type="button" className="btn btn--danger" onClick={() => setConfirmDelete(true)} data-testid="hand-delete">
          <Trash2 size={16} aria-hidden /> Delete
        </button>
        <button type="button" className="btn btn--primary" onClick={() => void openInDesign(h.name)} data-testid="hand-use">
          <PenLine size={16} aria-hidden /> Use in a design
        </button>
      </PageHeader>
      <HandwritingTabs current="own" />
      {confirmDelete && (
        <div className="own-hand-problem" role="alertdialog" aria-label="Delete the hand" data-testid="hand-delete-confirm">
          Delete “{h.name}”? Designs that write with it will have to pick another hand.
          <div className="toolbar">
            <button type="button" className="btn" onClick={() => setConfirmDelete(false)}>Keep it</button>
            <button type="button" className="btn btn--danger" onClick={() => remove.mutate({ params: { handId } }, { onSuccess: () => navigate('/handwriting/own'), onError: (e) => toast(e.message, 'error') })} data-testid="hand-delete-yes">
              Delete
            </button>
          </div>
        </div>
      )}
      <div className="own-hand-steps">
        <section className="card" aria-labelledby="hand-name-title">
          <h2 id="hand-name-title">Name</h2>
          <form className="toolbar" onSubmit={rename}>
            <input aria-label="Name of the hand" value={name} onChange={(e) => setName(e.target.value)} maxLength={60} aria-invalid={Boolean(nameError)} data-testid="hand-rename" />
            <button type="submit" className="btn" disabled={update.isPending || name.trim() === h.name || name.trim() === ''} title={name.trim() === h.name ? 'The name is unchanged' : undefined} data-testid="hand-rename-save">
              Rename
            </button>
          </form>
          {nameError && <p className="error" role="alert">{nameError}</p>}
          <p className="muted">
            Write with it by this name: in the studio's hand picker, as <code>fontFamily</code> in the API, as <code>data-hw-font</code> in HTML.
          </p>
          {h.missing.length > 0 && <p data-testid="hand-missing">Not on the sheet, written in {h.fallback} (the closest built-in hand): <strong>{h.missing.join(' ')}</strong></p>}
          {h.warnings.length > 0 ? (
            <ul className="hand-warnings" data-testid="hand-warnings">
              {h.warnings.map((w) => <li key={w}>{w}</li>)}
            </ul>
          ) : (
            <p className="muted" data-testid="hand-no-warnings">Every letter was read cleanly.</p>
          )}
        </section>
        <NotePreview fontFamily={h.name} revision={h.updated_at} pens={PENS as readonly Pen[]} />
      </div>
      <AddSheetCard handId={handId} sheets={h.sheets} />
      <section className="card" aria-labelledby="cells-title">
        <h2 id="cells-title">Every cell, beside its glyph</h2>
        <p className="muted">Left: the box as scanned (straightened, light corrected). Right: the outline Inkpost traced from it. Clear a bad one (a repeat or the closest built-in hand writes it instead) or re-crop it.</p>
        {template.data ? (
          sheets.map((s) => (
            <SheetCells key={s} sheet={s} handId={handId} cells={h.cells.filter((c) => c.sheet === s)} template={template.data} busy={update.isPending} firstSheetUrl={s === 0 ? sheet.url : undefined} onEdit={edit} onRecrop={setRecrop} />
          ))
        ) : (
          <Loading label="Loading the cells" rows={3} />
        )}
      </section>
      {recrop && template.data && (
        <RecropDialog cell={recrop} template={template.data} sheetUrl={sheet.url} onClose={() => setRecrop(undefined)} onApply={(crop) => { edit([{ sheet: recrop.sheet, index: recrop.index, action: 'crop', crop }], `“${recrop.char}” traced again`); setRecrop(undefined); }} />
      )}
    </div>
  );
}

function SheetCells({ sheet, handId, cells, template, busy, firstSheetUrl, onEdit, onRecrop }: { sheet: number; handId: string; cells: HandCellView[]; template: NonNullable<ReturnType<typeof useHandsTemplateJson>['data']>; busy: boolean; firstSheetUrl: string | undefined; onEdit: (cells: HandCellEdit[], done: string) => void; onRecrop: (c: HandCellView) => void }) {
  const other = useFileUrl('handsSheet', sheet === 0 ? undefined : { params: { handId, sheet: String(sheet) } });
  return (
    <>
      {sheet > 0 && <h3>Sheet {sheet + 1}</h3>}
      <CellGrid
        cells={cells}
        template={template}
        sheetUrl={firstSheetUrl ?? other.url}
        busy={busy}
        onClear={(c) => onEdit([{ sheet: c.sheet, index: c.index, action: 'clear' }], `“${c.char}” cleared`)}
        onRestore={(c) => onEdit([{ sheet: c.sheet, index: c.index, action: 'restore' }], `“${c.char}” restored`)}
        onRecrop={onRecrop}
      />
    </>
  );
}
