import './studio.css';
import { ArrowLeft, ChevronLeft, ChevronRight, Code2, Eye, LayoutTemplate, Redo2, Send, Undo2 } from 'lucide-react';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { Design } from '#shared/contract/designs.ts';
import type { ElementClip } from '#shared/design-clipboard.ts';
import { designMergeFields } from '#shared/design-elements.ts';
import { requiredMergeFieldNames } from '#shared/merge-fields.ts';
import { appendElement, bringToFront, changeElement, changeElements, type ElementChange, elementsOf, moveElementInOrder, removeElement } from '#shared/design-html.ts';
import { hideChange, isHidden, isLocked, isPickable, lockChange, renameChange } from '#shared/design-layers.ts';
import { pageGeometry, safeArea } from '#shared/page-geometry.ts';
import { productByKey } from '#shared/products.ts';
import { DEFAULT_SAMPLE, SAMPLE_RECIPIENTS } from '#shared/sample-recipients.ts';
import { Loading } from '#renderer/ui/states.tsx';
import { useToasts } from '#renderer/ui/toasts.tsx';
import { type ArrangeAction, arrangeSide } from './arrange-actions.ts';
import { CardPanel } from './card-panel.tsx';
import { droppedImage } from './dropped-image.ts';
import { Segmented } from '#renderer/ui/segmented.tsx';
import { LayersPanel } from './layers-panel.tsx';
import { contrastWarnings, quietZoneWarnings } from './legibility-checks.ts';
import { longestValues, useLongestValueCheck } from './longest-value-check.ts';
import { SelectionPanel } from './selection-panel.tsx';
import { useStudioKeys } from './use-studio-keys.ts';
import { ElementPalette } from './element-palette.tsx';
import { coverageWarnings, type LayoutWarning, layoutWarnings, rendererWarnings } from './layout-checks.ts';
import { ProofDialog } from './proof-dialog.tsx';
import { PropertiesPanel } from './properties-panel.tsx';
import { PublishDialog } from './publish-dialog.tsx';
import { SampleSelect } from './sample-select.tsx';
import { SaveStarterDialog } from './save-starter-dialog.tsx';
import { ShortcutSheet } from './shortcut-sheet.tsx';
import { clipToPaste, copyToClipboard, pasteInto } from './studio-clipboard.ts';
import { usePreviewRecipients } from './campaign-samples.ts';
import { unknownFieldWarnings } from './unknown-field-check.ts';
import { variableChoices } from './merge-field-choices.ts';
import { SaveStatus } from './save-status.tsx';
import { StudioCanvas } from './studio-canvas.tsx';
import { type SideName, useStudio } from './studio-store.ts';
import { useAutosave } from './use-autosave.ts';
import { useFitZoom, useWheelZoom, ZoomControl, type Zoom } from './zoom.tsx';
import { useImagePixels } from './use-image-pixels.ts';
import { useLastThumbnail } from './use-last-thumbnail.ts';
import { useSidePreview } from './use-side-preview.ts';
import { textOverflowWarnings, withGrownBox } from './text-overflow.ts';
import { useTextEditing } from './use-text-editing.ts';
import { useDesignsUpdate } from '#renderer/api/designs.ts';
import { useDesignsFieldCoverage } from '#renderer/api/studio-extras.ts';

// Monaco is most of the app's code: it loads when the code panel first opens, not with the app.
const HtmlEditor = lazy(() => import('./html-editor.tsx').then((module) => ({ default: module.HtmlEditor })));

/** The card studio: palette, the side at real size, the selected element's properties, and the HTML underneath. */
export function Studio({ design, onMeta }: { design: Design; onMeta: () => void }) {
  const { sides, side, selection, past, future, editSide, restyleSide, undo, redo, setSide, select, toggleSelected, selectMany } = useStudio();
  const product = productByKey(design.product_key)!;
  const geometry = pageGeometry(product, design.orientation);
  const safe = safeArea(product, design.orientation);
  const [sample, setSample] = useState(DEFAULT_SAMPLE);
  const [zoom, setZoom] = useState<Zoom>('fit');
  const [showGuides, setShowGuides] = useState(true);
  const [codeOpen, setCodeOpen] = useState(false);
  const [dialog, setDialog] = useState<'proof' | 'publish' | 'starter' | 'shortcuts' | undefined>();
  const [name, setName] = useState(design.name);
  const toast = useToasts((s) => s.show);
  const { state: saveState, flush } = useAutosave(design.id);
  const updateMeta = useDesignsUpdate();
  const stage = useRef<HTMLDivElement>(null);
  const fit = useFitZoom(stage, geometry);

  const value = sides[side] ?? sides.front;
  const elements = useMemo(() => elementsOf(value.html), [value.html]);
  const shownZoom = zoom === 'fit' ? fit : zoom;
  // Sharp on this screen at this zoom, and no sharper: fewer pixels render faster. Proofs stay at 300 dpi.
  const dpi = Math.min(300, Math.max(96, Math.ceil((96 * shownZoom * (window.devicePixelRatio || 1)) / 24) * 24));
  const preview = useSidePreview({ productKey: design.product_key, orientation: design.orientation, side, value, sample, dpi });
  const imagePixels = useImagePixels(elements);
  const lastThumbnail = useLastThumbnail(design.id, design.updated_at);
  const styles = (value.styles ?? {}) as Record<string, unknown>;
  const background = typeof styles['backgroundColor'] === 'string' ? (styles['backgroundColor'] as string) : '#ffffff';
  // The columns a campaign's recipients carry beyond name and address are merge fields too; those some lack are checks.
  const required = useMemo(() => requiredMergeFieldNames(sides.front.html, sides.back?.html ?? ''), [sides.front.html, sides.back?.html]);
  const coverage = useDesignsFieldCoverage({ params: { designId: design.id }, query: { fields: required.join(',') } }, { enabled: Boolean(design.template_id), placeholderData: (previous) => previous });
  const longest = useMemo(() => longestValues(coverage.data, elements), [coverage.data, elements]);
  const longestChecks = useLongestValueCheck({ productKey: design.product_key, orientation: design.orientation, side, value, sample, longest, elements });
  const recipients = usePreviewRecipients(design.template_id);
  const everyone = recipients.all;
  const variables = useMemo(() => variableChoices(everyone, coverage.data?.variables), [everyone, coverage.data]);
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
        ...contrastWarnings(elements, background),
        ...quietZoneWarnings(elements),
        ...rendererWarnings(current?.warnings),
        ...coverageWarnings(coverage.data, required),
        ...unknownFieldWarnings(elements, variables, coverage.data, SAMPLE_RECIPIENTS.length),
        ...longestChecks,
        ...textOverflowWarnings(elements, sample.values, sample.label.split(',')[0]!, coverage.data),
      ];
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- geometry and safe are new objects each render, derived from the design's product and orientation
    [elements, design.product_key, design.orientation, preview.result, preview.busy, side, sample, background, imagePixels, coverage.data, required, longestChecks, variables],
  );
  const warnedIds = useMemo(() => new Set(warnings.map((w) => w.elementId)), [warnings]);
  const selectedElements = elements.filter((el) => selection.includes(el.id));
  const selectedElement = selection.length === 1 ? selectedElements[0] : undefined;
  const mergeFields = designMergeFields(sides.front.html, sides.back?.html ?? '');


  /** The next or previous recipient (samples, then campaign recipients), round the list. */
  const stepSample = useCallback(
    (by: number) => setSample((current) => everyone[(everyone.findIndex((s) => s.id === current.id) + by + everyone.length) % everyone.length] ?? current),
    [everyone],
  );

  const edit = useCallback((html: string, key: string) => editSide(side, html, key), [editSide, side]);
  const textEditing = useTextEditing(side, selection);
  /** Pastes elements on this side (ids new across the design) and selects the first. */
  const paste = useCallback(
    (clip: ElementClip) => {
      const current = useStudio.getState().sides;
      const html = (current[side] ?? current.front).html;
      const pasted = pasteInto(html, [current.front.html, current.back?.html ?? ''], clip);
      edit(pasted.html, `paste:${pasted.ids.join(',')}`);
      if (pasted.ids[0]) select(pasted.ids[0]);
    },
    [edit, side, select],
  );

  const patchMeta = (body: { name?: string; product_key?: string; orientation?: 'landscape' | 'portrait'; include_envelope?: boolean }) =>
    updateMeta.mutate({ params: { designId: design.id }, body }, { onSuccess: onMeta, onError: (e) => toast(e.message, 'error') });

  /** A check selects its element, and one about a recipient previews the card for them. */
  const previewWarning = (w: LayoutWarning) => {
    const recipient = w.recipientSampleId ? everyone.find((s) => s.id === w.recipientSampleId) : undefined;
    if (recipient) setSample(recipient);
    else if (w.recipientSampleId) toast('That recipient is not among the first 50 of each campaign previewed here: find them in the campaign');
    if (w.elementId) select(w.elementId);
  };
  const editElements = (changes: ReadonlyMap<string, ElementChange>, key: string) => edit(changeElements(value.html, changes), key);
  const arrange = (action: ArrangeAction) => edit(arrangeSide(value.html, elements, selection, action, safe), `arrange:${JSON.stringify(action)}:${Date.now()}`);
  const removeAll = (ids: readonly string[]) => {
    edit(ids.reduce((html, id) => removeElement(html, id), value.html), `delete:${ids.join(',')}`);
    select(undefined);
  };
  const layerChange = (id: string, change: ElementChange, key: string) => edit(changeElement(value.html, id, change), `${key}:${id}`);

  useStudioKeys({
    undo,
    redo,
    save: () => void flush(),
    shortcuts: () => setDialog('shortcuts'),
    stepSample,
    copy: (duplicate) => {
      const ids = useStudio.getState().selection;
      if (ids.length === 0) return false;
      const clip = copyToClipboard(value.html, ids);
      if (duplicate && clip) paste(clip);
      return true;
    },
    paste: () => void clipToPaste().then((clip) => (clip ? paste(clip) : toast('Nothing to paste: copy an element first (Ctrl+C)'))),
    selectAll: () => selectMany(elements.filter(isPickable).map((el) => el.id)),
    arrange,
    order: (step, toEnd) => {
      const id = selection.length === 1 ? selection[0]! : undefined;
      const index = elements.findIndex((el) => el.id === id);
      if (id && index >= 0) edit(moveElementInOrder(value.html, id, toEnd ? (step > 0 ? elements.length : 0) : index + step), `order:${id}`);
    },
  });
  useWheelZoom(stage, shownZoom, setZoom);

  /** An image dropped on the canvas: embedded, centred where it fell, kept on the page. */
  const dropImage = (file: File, at: { x: number; y: number }) =>
    void droppedImage(file, at, geometry, [sides.front.html, sides.back?.html ?? '']).then((dropped) => {
      if (dropped) edit(appendElement(useStudio.getState().sides[side]?.html ?? value.html, dropped.html), `drop:${dropped.id}`);
      if (dropped) select(dropped.id);
    });

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
        <span className="hint studio__product" title={`${product.name} · ${design.orientation === 'landscape' ? 'Landscape' : 'Portrait'}`}>
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
          <button type="button" className="btn btn--ghost btn--icon" onClick={() => setDialog('starter')} aria-label="Save as a starter" title="Save as a starter: keep a copy in your team's starters" data-testid="studio-save-starter">
            <LayoutTemplate size={17} />
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
        <Segmented<SideName>
          label="Side"
          segments={[
            { value: 'front', label: 'Front', testId: 'studio-side-front' },
            { value: 'back', label: 'Back', disabled: !sides.back, title: sides.back ? undefined : `${product.name}s are printed on one side`, testId: 'studio-side-back' },
          ]}
          value={side}
          onChange={setSide}
        />
        <div className="row studio__sample">
          <button type="button" className="btn btn--ghost btn--icon btn--small" onClick={() => stepSample(-1)} aria-label="Previous recipient" title="Previous recipient ([)">
            <ChevronLeft size={16} />
          </button>
          <span className="hint" aria-hidden>
            Preview for
          </span>
          <SampleSelect value={sample} groups={recipients.groups} onChange={setSample} className="studio__sample-select" testId="studio-sample" />
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
          occupied={elements.filter((el) => el.box && !isHidden(el)).map((el) => el.box!)}
          disabled={false}
          onInsert={(html, id, crowded) => {
            edit(appendElement(value.html, html), `insert:${id}`);
            select(id);
            if (crowded) toast('No free space is left inside the safe area: the new element covers as little as it can. Move or resize it, or make room.');
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
            placeholder={side === 'front' ? lastThumbnail : undefined}
            stale={preview.busy}
            elements={elements}
            selection={selection}
            zoom={shownZoom}
            showGuides={showGuides}
            warnedIds={warnedIds}
            onSelect={select}
            onToggle={toggleSelected}
            onMarquee={(ids, add) => selectMany(ids, add)}
            onBoxes={(boxes, key) => editElements(new Map([...boxes].map(([id, box]) => [id, { box }])), key)}
            onDelete={removeAll}
            onDropImage={dropImage}
            background={background}
            values={sample.values}
            {...textEditing}
          />
          <p className="hint studio__caption">
            {geometry.trimWidthMm.toFixed(1)} × {geometry.trimHeightMm.toFixed(1)} mm trim, {geometry.bleedMm.toFixed(1)} mm bleed. Drag to move, the corner to resize; arrows nudge 0.5 mm (Shift: 5 mm, Alt: resize); Alt while dragging turns snapping off. Press ? for every shortcut.
          </p>
        </div>
        <aside className="studio__side">
          {/* First, so that a click on a layer never moves the list: the panel below it changes with the selection. */}
          <LayersPanel
            elements={elements}
            selection={selection}
            onSelect={select}
            onToggle={toggleSelected}
            onOrder={(id, toIndex) => edit(moveElementInOrder(value.html, id, toIndex), `order:${id}`)}
            onLock={(id, locked) => layerChange(id, lockChange(locked), 'lock')}
            onHide={(id, hidden) => {
              layerChange(id, hideChange(hidden), 'hide');
              if (hidden && selection.includes(id)) selectMany(selection.filter((s) => s !== id));
            }}
            onRename={(id, name) => layerChange(id, renameChange(name), 'rename')}
          />
          {selectedElements.length > 1 ? (
            <SelectionPanel
              selected={selectedElements}
              movable={selectedElements.filter((el) => el.box && isPickable(el)).length}
              onArrange={arrange}
              onDuplicate={() => {
                const clip = copyToClipboard(value.html, selection);
                if (clip) paste(clip);
              }}
              onDelete={() => removeAll(selection)}
            />
          ) : selectedElement ? (
            <PropertiesPanel
              key={selectedElement.id}
              element={selectedElement}
              originMm={geometry.bleedMm}
              variables={variables}
              onChange={(change, key) => edit(withGrownBox(changeElement(value.html, selectedElement.id, change), selectedElement.id), key)}
              onDelete={() => (edit(removeElement(value.html, selectedElement.id), `delete:${selectedElement.id}`), select(undefined))}
              onToFront={() => edit(bringToFront(value.html, selectedElement.id), `front:${selectedElement.id}`)}
              locked={isLocked(selectedElement)}
              onUnlock={() => layerChange(selectedElement.id, lockChange(false), 'lock')}
              onArrange={arrange}
            />
          ) : (
            <CardPanel
              design={design}
              mergeFields={mergeFields}
              background={background}
              onDesign={patchMeta}
              onBackground={(color) => restyleSide(side, { ...styles, backgroundColor: color }, 'background')}
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
                    <button type="button" className="warning-item" onClick={() => previewWarning(w)}>
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
      {dialog === 'shortcuts' && <ShortcutSheet onClose={() => setDialog(undefined)} />}
      {dialog === 'starter' && <SaveStarterDialog designId={design.id} name={name} save={flush} onClose={() => setDialog(undefined)} />}
      {dialog === 'publish' && <PublishDialog designId={design.id} name={design.name} published={Boolean(design.template_id)} save={flush} onClose={() => (setDialog(undefined), onMeta())} />}
    </div>
  );
}
