import './studio.css';
import { ArrowLeft, ChevronLeft, ChevronRight, Code2, Eye, Redo2, Send, Undo2 } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { Design } from '#shared/contract/designs.ts';
import { designMergeFields } from '#shared/design-elements.ts';
import { appendElement, bringToFront, changeElement, elementsOf, removeElement } from '#shared/design-html.ts';
import { pageGeometry, safeArea } from '#shared/page-geometry.ts';
import { productByKey } from '#shared/products.ts';
import { DEFAULT_SAMPLE, SAMPLE_RECIPIENTS } from '#shared/sample-recipients.ts';
import { RECIPIENT_MERGE_FIELDS } from '#shared/merge-fields.ts';
import { useApiMutation } from '#renderer/api/queries.ts';
import { Loading } from '#renderer/ui/states.tsx';
import { useToasts } from '#renderer/ui/toasts.tsx';
import { CardPanel } from './card-panel.tsx';
import { ElementPalette } from './element-palette.tsx';
import { layoutWarnings, rendererWarnings } from './layout-checks.ts';
import { ProofDialog } from './proof-dialog.tsx';
import { PropertiesPanel } from './properties-panel.tsx';
import { PublishDialog } from './publish-dialog.tsx';
import { SampleSelect } from './sample-select.tsx';
import { usePreviewRecipients } from './campaign-samples.ts';
import { SaveStatus } from './save-status.tsx';
import { StudioCanvas } from './studio-canvas.tsx';
import { type SideName, useStudio } from './studio-store.ts';
import { useAutosave } from './use-autosave.ts';
import { useFitZoom, ZoomControl, type Zoom } from './zoom.tsx';
import { useImagePixels } from './use-image-pixels.ts';
import { useSidePreview } from './use-side-preview.ts';

// Monaco is most of the app's code: it loads when the code panel first opens, not with the app.
const HtmlEditor = lazy(() => import('./html-editor.tsx').then((module) => ({ default: module.HtmlEditor })));

const SAMPLE_VARIABLES = [...new Set(SAMPLE_RECIPIENTS.flatMap((s) => Object.keys(s.values)))].filter((name) => !RECIPIENT_MERGE_FIELDS[name]);

/** The card studio: palette, the side at real size, the selected element's properties, and the HTML underneath. */
export function Studio({ design, onMeta }: { design: Design; onMeta: () => void }) {
  const { sides, side, selected, past, future, editSide, restyleSide, undo, redo, setSide, select } = useStudio();
  const product = productByKey(design.product_key)!;
  const geometry = pageGeometry(product, design.orientation);
  const safe = safeArea(product, design.orientation);
  const [sample, setSample] = useState(DEFAULT_SAMPLE);
  const [zoom, setZoom] = useState<Zoom>('fit');
  const [showGuides, setShowGuides] = useState(true);
  const [codeOpen, setCodeOpen] = useState(false);
  const [dialog, setDialog] = useState<'proof' | 'publish' | undefined>();
  const [name, setName] = useState(design.name);
  const toast = useToasts((s) => s.show);
  const { state: saveState, flush } = useAutosave(design.id);
  const updateMeta = useApiMutation('designsUpdate', { invalidates: ['designsList'] });
  const stage = useRef<HTMLDivElement>(null);
  const fit = useFitZoom(stage, geometry);

  const value = sides[side] ?? sides.front;
  const elements = useMemo(() => elementsOf(value.html), [value.html]);
  const shownZoom = zoom === 'fit' ? fit : zoom;
  // Sharp on this screen at this zoom, and no sharper: fewer pixels render faster. Proofs stay at 300 dpi.
  const dpi = Math.min(300, Math.max(96, Math.ceil((96 * shownZoom * (window.devicePixelRatio || 1)) / 24) * 24));
  const preview = useSidePreview({ productKey: design.product_key, orientation: design.orientation, side, value, sample, dpi });
  const imagePixels = useImagePixels(elements);
  const styles = (value.styles ?? {}) as Record<string, unknown>;
  const background = typeof styles['backgroundColor'] === 'string' ? (styles['backgroundColor'] as string) : '#ffffff';
  const warnings = useMemo(
    () => {
      const current = preview.result?.side === side && !preview.busy ? preview.result : undefined;
      return [
        ...layoutWarnings(elements, geometry, safe, {
          handwriting: current?.handwriting ?? [],
          values: sample.values,
          recipientLabel: sample.label.split(',')[0]!,
          background,
          imagePixels,
        }),
        ...rendererWarnings(current?.warnings),
      ];
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- geometry and safe are new objects each render, derived from the design's product and orientation
    [elements, design.product_key, design.orientation, preview.result, preview.busy, side, sample, background, imagePixels],
  );
  const warnedIds = useMemo(() => new Set(warnings.map((w) => w.elementId)), [warnings]);
  const selectedElement = elements.find((el) => el.id === selected);
  const mergeFields = designMergeFields(sides.front.html, sides.back?.html ?? '');

  const recipients = usePreviewRecipients(design.template_id);
  const everyone = recipients.all;

  /** The next or previous recipient (samples, then campaign recipients), round the list. */
  const stepSample = useCallback(
    (by: number) => setSample((current) => everyone[(everyone.findIndex((s) => s.id === current.id) + by + everyone.length) % everyone.length] ?? current),
    [everyone],
  );

  const edit = useCallback((html: string, key: string) => editSide(side, html, key), [editSide, side]);

  const patchMeta = (body: { name?: string; product_key?: string; orientation?: 'landscape' | 'portrait'; include_envelope?: boolean }) =>
    updateMeta.mutate({ params: { designId: design.id }, body }, { onSuccess: onMeta, onError: (e) => toast(e.message, 'error') });

  // Undo, redo and save from the keyboard, except where a text field or the code editor has its own.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const inField = (event.target as HTMLElement | null)?.closest('input, textarea, select, .html-editor');
      if (!event.ctrlKey && !event.metaKey && !event.altKey && !inField && (event.key === '[' || event.key === ']')) {
        stepSample(event.key === ']' ? 1 : -1);
        return;
      }
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 's') {
        event.preventDefault();
        void flush();
        return;
      }
      if (inField) return;
      if (key === 'z' && !event.shiftKey) undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo, flush, stepSample]);

  return (
    <div className="studio" data-testid="studio">
      <header className="studio__bar">
        <Link href="/designs" className="btn btn--ghost btn--icon" aria-label="Back to the designs">
          <ArrowLeft size={18} />
        </Link>
        <input
          className="studio__name"
          aria-label="Design name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          onBlur={() => name.trim() && name !== design.name && patchMeta({ name: name.trim() })}
          onKeyDown={(e) => e.key === 'Enter' && (e.target as HTMLInputElement).blur()}
          data-testid="studio-name"
        />
        <span className="hint">
          {product.name} · {design.orientation === 'landscape' ? 'Landscape' : 'Portrait'}
        </span>
        <SaveStatus state={saveState} />
        <div className="toolbar studio__actions">
          <button type="button" className="btn btn--ghost btn--icon" onClick={undo} disabled={past.length === 0} aria-label="Undo" title={past.length ? 'Undo (Ctrl+Z)' : 'Nothing to undo'} data-testid="studio-undo">
            <Undo2 size={17} />
          </button>
          <button type="button" className="btn btn--ghost btn--icon" onClick={redo} disabled={future.length === 0} aria-label="Redo" title={future.length ? 'Redo (Ctrl+Shift+Z)' : 'Nothing to redo'} data-testid="studio-redo">
            <Redo2 size={17} />
          </button>
          <button type="button" className="btn" onClick={() => setDialog('proof')} data-testid="studio-proof">
            <Eye size={15} aria-hidden /> Proof
          </button>
          <button type="button" className="btn btn--primary" onClick={() => setDialog('publish')} data-testid="studio-publish">
            <Send size={15} aria-hidden /> {design.template_id ? 'Publish again' : 'Publish as template'}
          </button>
        </div>
      </header>

      <div className="studio__subbar">
        <div className="segmented" role="group" aria-label="Side">
          {(['front', 'back'] as SideName[]).map((s) => (
            <button key={s} type="button" aria-pressed={side === s} disabled={s === 'back' && !sides.back} title={s === 'back' && !sides.back ? `${product.name}s are printed on one side` : undefined} onClick={() => setSide(s)} data-testid={`studio-side-${s}`}>
              {s === 'front' ? 'Front' : 'Back'}
            </button>
          ))}
        </div>
        <div className="row studio__sample">
          <button type="button" className="btn btn--ghost btn--icon btn--small" onClick={() => stepSample(-1)} aria-label="Previous recipient" title="Previous recipient ([)">
            <ChevronLeft size={16} />
          </button>
          <label className="row">
          <span className="hint">Preview for</span>
          <SampleSelect value={sample} groups={recipients.groups} onChange={setSample} testId="studio-sample" />
          </label>
          <button type="button" className="btn btn--ghost btn--icon btn--small" onClick={() => stepSample(1)} aria-label="Next recipient" title="Next recipient (])" data-testid="studio-next-recipient">
            <ChevronRight size={16} />
          </button>
        </div>
        <label className="row">
          <input type="checkbox" checked={showGuides} onChange={(e) => setShowGuides(e.target.checked)} data-testid="studio-guides-toggle" />
          <span title="Trim (red), bleed (shaded) and the safe area (dashed)">Guides</span>
        </label>
        <ZoomControl zoom={zoom} onZoom={setZoom} fit={fit} />
        <button type="button" className="btn btn--small" aria-pressed={codeOpen} onClick={() => setCodeOpen(!codeOpen)} data-testid="studio-code-toggle">
          <Code2 size={15} aria-hidden /> {codeOpen ? 'Hide HTML' : 'HTML'}
        </button>
      </div>

      <div className={codeOpen ? 'studio__body studio__body--code' : 'studio__body'}>
        <ElementPalette
          product={product}
          side={side}
          safe={safe}
          htmls={[sides.front.html, sides.back?.html ?? '']}
          disabled={false}
          onInsert={(html, id) => {
            edit(appendElement(value.html, html), `insert:${id}`);
            select(id);
          }}
        />
        <div className="studio__stage" ref={stage}>
          {preview.unreachable ? (
            <p className="notice notice--error" role="alert">The local server cannot be reached: the preview is not up to date. {preview.errors.join(' ')}</p>
          ) : (
            preview.errors.length > 0 && (
              <ul className="notice notice--error studio__errors" role="alert" data-testid="studio-errors">
                {preview.errors.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            )
          )}
          <StudioCanvas
            geometry={geometry}
            safe={safe}
            inches={product.standard === 'US'}
            png={preview.result?.side === side ? preview.result.png : undefined}
            stale={preview.busy}
            elements={elements}
            selected={selected}
            zoom={shownZoom}
            showGuides={showGuides}
            warnedIds={warnedIds}
            onSelect={select}
            onBox={(id, box, key) => edit(changeElement(value.html, id, { box }), key)}
            onDelete={(id) => (edit(removeElement(value.html, id), `delete:${id}`), select(undefined))}
          />
          <p className="hint studio__caption">
            {geometry.trimWidthMm.toFixed(1)} × {geometry.trimHeightMm.toFixed(1)} mm trim, {geometry.bleedMm.toFixed(1)} mm bleed. Drag to move, the corner to resize; arrows nudge 0.5 mm (Shift: 5 mm, Alt: resize); Alt while dragging turns snapping off.
          </p>
        </div>
        <aside className="studio__side">
          {selectedElement ? (
            <PropertiesPanel
              key={selectedElement.id}
              element={selectedElement}
              variables={SAMPLE_VARIABLES}
              onChange={(change, key) => edit(changeElement(value.html, selectedElement.id, change), key)}
              onDelete={() => (edit(removeElement(value.html, selectedElement.id), `delete:${selectedElement.id}`), select(undefined))}
              onToFront={() => edit(bringToFront(value.html, selectedElement.id), `front:${selectedElement.id}`)}
            />
          ) : (
            <CardPanel
              design={design}
              elements={elements}
              mergeFields={mergeFields}
              background={background}
              onDesign={patchMeta}
              onBackground={(color) => restyleSide(side, { ...styles, backgroundColor: color }, 'background')}
              onSelect={select}
              busy={updateMeta.isPending}
            />
          )}
          <section className="warnings" aria-label="Checks" data-testid="studio-warnings">
            <h3>Checks</h3>
            {preview.busy && warnings.length === 0 ? (
              <p className="hint">Checking…</p>
            ) : warnings.length === 0 ? (
              <p className="ok">Nothing to fix on this side.</p>
            ) : (
              <ul>
                {warnings.map((w) => (
                  <li key={w.text}>
                    <button type="button" className="warning-item" onClick={() => select(w.elementId)}>
                      {w.text}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </aside>
        {codeOpen && (
          <div className="studio__code">
            <Suspense fallback={<Loading label="Loading the code editor" rows={6} height={20} />}>
              <HtmlEditor key={side} value={value.html} onChange={(html) => edit(html, 'code')} />
            </Suspense>
          </div>
        )}
      </div>

      {dialog === 'proof' && <ProofDialog designId={design.id} initial={sample} groups={recipients.groups} save={flush} onClose={() => setDialog(undefined)} />}
      {dialog === 'publish' && <PublishDialog designId={design.id} name={design.name} published={Boolean(design.template_id)} save={flush} onClose={() => (setDialog(undefined), onMeta())} />}
    </div>
  );
}
