import { useRef, useState } from 'react';
import type { Box } from '#shared/design-elements.ts';
import type { DesignElement, ElementChange } from '#shared/design-html.ts';
import type { PageGeometry } from '#shared/page-geometry.ts';
import { ProgressBar } from '#renderer/ui/progress.tsx';
import { elementLabel } from './layout-checks.ts';
import { Ruler } from './rulers.tsx';
import { offsetBoxes } from '#shared/design-arrange.ts';
import { isHidden, isLocked } from '#shared/design-layers.ts';
import { keyTargets, marqueeHits, marqueeRect, moveGroup } from './canvas-gestures.ts';
import { type SnapLines, snapLines, snapResize } from './snapping.ts';
import { fromPage } from './trim-origin.ts';
import { TextEditing } from './text-editing.tsx';
import { SideDraft } from './side-draft.tsx';

const NUDGE_MM = 0.5;
const BIG_NUDGE_MM = 5;
const MIN_SIZE_MM = 3;

interface Drag {
  /** The element grabbed: the one a resize changes. */
  id: string;
  mode: 'move' | 'resize';
  /** Every box that moves with it (the selection, for a move), as it was when the drag started. */
  starts: Map<string, Box>;
  pointer: { x: number; y: number };
  pxPerMm: number;
  lines: SnapLines;
  moved: boolean;
}

interface Marquee {
  from: { x: number; y: number };
  add: boolean;
  rect?: Box;
}

export interface CanvasProps {
  geometry: PageGeometry;
  safe: Box;
  inches: boolean;
  /** The server's render of the side (base64 PNG), shown under the element outlines. */
  png: string | undefined;
  /** Shown until the first render of the side arrives: the design's last thumbnail (front only). */
  placeholder: string | undefined;
  stale: boolean;
  elements: readonly DesignElement[];
  selection: readonly string[];
  zoom: number;
  showGuides: boolean;
  warnedIds: ReadonlySet<string>;
  /** Selects one element alone, or nothing. */
  onSelect(id: string | undefined): void;
  /** Shift-click: in or out of the selection. */
  onToggle(id: string): void;
  /** A marquee caught these (added to the selection with Shift). */
  onMarquee(ids: string[], add: boolean): void;
  /** Boxes changed: `key` groups the changes of one gesture into one undo step. */
  onBoxes(boxes: ReadonlyMap<string, Box>, key: string): void;
  onDelete(ids: string[]): void;
  /** An image file dropped from the desktop at a point of the page (mm from its corner). */
  onDropImage(file: File, at: { x: number; y: number }): void;
  /** The side's background colour (under the words being edited in place, and the draft's). */
  background: string;
  /** The previewed recipient's values, for the draft painted until the first render. */
  values: Readonly<Record<string, unknown>>;
  /** The text or handwriting element being edited in place, and where the edit began (a double-click's point). */
  editing: { id: string; at?: { x: number; y: number } } | undefined;
  onEdit(id: string, at?: { x: number; y: number }): void;
  onEndEdit(): void;
  /** The in-place editor's content of the element. */
  onContent(id: string, content: string): void;
  /** A toolbar change of one element. */
  onElement(id: string, change: ElementChange, key: string): void;
}

const writes = (el: DesignElement) => el.kind === 'text' || el.kind === 'handwriting';

const pct = (v: number, of: number) => `${(v / of) * 100}%`;
const round = (n: number) => Math.round(n * 100) / 100;
const hasFiles = (event: React.DragEvent) => [...event.dataTransfer.types].includes('Files');

/**
 * The side at real size (zoom 100 % is the card's size on a 96 dpi screen): the
 * renderer's PNG, the trim, bleed and safe-area overlays, and an outline per
 * element to select (click, Shift-click, a marquee on the empty card), move and
 * resize with the mouse or the keyboard. Hidden elements have no outline; locked
 * ones cannot be picked or moved here (the layers list selects them).
 */
export function StudioCanvas(props: CanvasProps) {
  const { geometry: g, safe, elements, selection, zoom } = props;
  const paper = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | undefined>(undefined);
  const marquee = useRef<Marquee | undefined>(undefined);
  const [draft, setDraft] = useState<Map<string, Box> | undefined>();
  const [band, setBand] = useState<Box | undefined>();
  const [dropping, setDropping] = useState(false);
  const [guides, setGuides] = useState<{ x?: number; y?: number }>({});
  const trim: Box = { x: g.bleedMm, y: g.bleedMm, width: g.trimWidthMm, height: g.trimHeightMm };
  const single = selection.length === 1 ? selection[0] : undefined;
  const singleElement = elements.find((el) => el.id === single);
  /** The one selected text or handwriting element: its toolbar shows (not while it is dragged). */
  const editable = singleElement && writes(singleElement) && !isLocked(singleElement) && singleElement.box && !draft ? singleElement : undefined;

  const boxOf = (el: DesignElement): Box | null => draft?.get(el.id) ?? el.box;
  /** A point of the page in mm from its corner. */
  const pointAt = (event: { clientX: number; clientY: number }) => {
    const rect = paper.current!.getBoundingClientRect();
    const pxPerMm = rect.width / g.widthMm;
    return { x: (event.clientX - rect.left) / pxPerMm, y: (event.clientY - rect.top) / pxPerMm };
  };
  /** Set while the canvas itself moves focus to an element it has just selected: that focus must not select it alone. */
  const focusing = useRef(false);
  const focus = (target: HTMLElement | null | undefined) => {
    focusing.current = true;
    target?.focus({ preventScroll: true });
    focusing.current = false;
  };
  const focusElement = (id: string | undefined) => id && focus(paper.current?.querySelector<HTMLElement>(`[data-ink-box="${CSS.escape(id)}"]`));

  const startDrag = (event: React.PointerEvent, el: DesignElement, mode: Drag['mode']) => {
    if (event.button !== 0 || !el.box || !paper.current) return;
    event.stopPropagation();
    // No text selection or native drag; that also keeps focus from moving, so give it to the element
    // ourselves: Delete and the arrows then act on what was clicked.
    event.preventDefault();
    if (event.shiftKey && mode === 'move') {
      props.onToggle(el.id);
      if (!selection.includes(el.id)) focus(event.currentTarget as HTMLElement);
      return;
    }
    const group = mode === 'move' && selection.includes(el.id) && selection.length > 1;
    if (!group) props.onSelect(el.id);
    focus((event.currentTarget as HTMLElement).closest<HTMLElement>('.element-box'));
    (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
    const moving = group ? keyTargets(el, selection, elements) : [el];
    const ids = new Set(moving.map((m) => m.id));
    const others = elements.filter((o) => !ids.has(o.id) && o.box && !isHidden(o)).map((o) => o.box!);
    drag.current = {
      id: el.id,
      mode,
      starts: new Map(moving.map((m) => [m.id, m.box!])),
      pointer: { x: event.clientX, y: event.clientY },
      pxPerMm: paper.current.getBoundingClientRect().width / g.widthMm,
      lines: snapLines({ width: g.widthMm, height: g.heightMm }, safe, trim, others),
      moved: false,
    };
  };

  const startMarquee = (event: React.PointerEvent) => {
    if (event.button !== 0 || !paper.current) return;
    if (!event.shiftKey) props.onSelect(undefined);
    marquee.current = { from: pointAt(event), add: event.shiftKey };
    paper.current.setPointerCapture(event.pointerId);
  };

  const onPointerMove = (event: React.PointerEvent) => {
    const m = marquee.current;
    if (m) {
      m.rect = marqueeRect(m.from, pointAt(event));
      setBand(m.rect.width + m.rect.height > 1 ? m.rect : undefined);
      return;
    }
    const d = drag.current;
    if (!d) return;
    const dx = (event.clientX - d.pointer.x) / d.pxPerMm;
    const dy = (event.clientY - d.pointer.y) / d.pxPerMm;
    if (!d.moved && Math.abs(dx) + Math.abs(dy) < 0.3) return;
    d.moved = true;
    // Alt turns snapping off, as in most design tools.
    const reach = event.altKey ? 0 : undefined;
    if (d.mode === 'move') {
      const moved = moveGroup(d.starts, dx, dy, d.lines, reach);
      setDraft(moved.boxes);
      setGuides(moved.guides);
      return;
    }
    const start = d.starts.get(d.id)!;
    const snapped = snapResize({ ...start, width: Math.max(MIN_SIZE_MM, start.width + dx), height: Math.max(MIN_SIZE_MM, start.height + dy) }, d.lines, reach);
    setDraft(new Map([[d.id, { x: round(snapped.box.x), y: round(snapped.box.y), width: round(snapped.box.width), height: round(snapped.box.height) }]]));
    setGuides(snapped.guides);
  };

  const endDrag = () => {
    const m = marquee.current;
    marquee.current = undefined;
    if (m) {
      setBand(undefined);
      if (m.rect && m.rect.width + m.rect.height > 1) {
        const hits = marqueeHits(m.rect, elements);
        props.onMarquee(hits, m.add);
        focusElement(hits[0]);
      }
      return;
    }
    const d = drag.current;
    drag.current = undefined;
    setGuides({});
    if (d?.moved && draft) props.onBoxes(draft, `${d.mode}:${[...d.starts.keys()].join(',')}:${Date.now()}`);
    setDraft(undefined);
  };

  const onKeyDown = (event: React.KeyboardEvent, el: DesignElement) => {
    const targets = keyTargets(el, selection, elements);
    if (event.key === 'Escape') return props.onSelect(undefined);
    if (event.key === 'Enter' && writes(el) && !isLocked(el)) {
      event.preventDefault();
      return props.onEdit(el.id);
    }
    if (targets.length === 0) return;
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      return props.onDelete(targets.map((t) => t.id));
    }
    const arrows: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const dir = arrows[event.key];
    if (!dir) return;
    event.preventDefault();
    const step = event.shiftKey ? BIG_NUDGE_MM : NUDGE_MM;
    const ids = targets.map((t) => t.id).join(',');
    if (event.altKey) {
      if (targets.length !== 1) return;
      const b = targets[0]!.box!;
      props.onBoxes(new Map([[targets[0]!.id, { ...b, width: Math.max(MIN_SIZE_MM, round(b.width + dir[0] * step)), height: Math.max(MIN_SIZE_MM, round(b.height + dir[1] * step)) }]]), `resize-key:${ids}`);
      return;
    }
    props.onBoxes(offsetBoxes(new Map(targets.map((t) => [t.id, t.box!])), dir[0] * step, dir[1] * step), `nudge:${ids}`);
  };

  const onDragOver = (event: React.DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDropping(true);
  };
  const onDrop = (event: React.DragEvent) => {
    setDropping(false);
    const file = [...event.dataTransfer.files].find((f) => f.type.startsWith('image/'));
    if (!file) return;
    event.preventDefault();
    props.onDropImage(file, pointAt(event));
  };

  return (
    <div className="canvas-frame">
      <span className="ruler-corner" title={props.inches ? 'Inches from the trim edge' : 'Millimetres from the trim edge'}>
        {props.inches ? 'in' : 'mm'}
      </span>
      <Ruler geometry={g} axis="x" inches={props.inches} />
      <Ruler geometry={g} axis="y" inches={props.inches} />
      <div
        ref={paper}
        className={dropping ? 'paper paper--dropping' : 'paper'}
        style={{ width: `${g.widthMm * zoom}mm`, height: `${g.heightMm * zoom}mm` }}
        onPointerDown={startMarquee}
        onDragOver={onDragOver}
        onDragLeave={() => setDropping(false)}
        onDrop={onDrop}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        data-testid="studio-canvas"
      >
        {props.png ? (
          <img className={props.stale ? 'paper__render paper__render--stale' : 'paper__render'} src={`data:image/png;base64,${props.png}`} alt="The side as it will print" draggable={false} data-testid="studio-render" />
        ) : (
          <>
            {props.placeholder ? (
              <img className="paper__render paper__render--stale" src={props.placeholder} alt="The side as last saved" draggable={false} data-testid="studio-thumbnail" />
            ) : (
              <SideDraft elements={elements} geometry={g} zoom={zoom} background={props.background} values={props.values} />
            )}
            <div className="paper__progress" data-testid="studio-rendering">
              <ProgressBar label="Rendering the live preview…" />
            </div>
          </>
        )}
        {props.showGuides && (
          <svg className="paper__overlay" viewBox={`0 0 ${g.widthMm} ${g.heightMm}`} preserveAspectRatio="none" aria-hidden data-testid="studio-guides">
            <path className="overlay-bleed" fillRule="evenodd" d={`M0 0H${g.widthMm}V${g.heightMm}H0Z M${trim.x} ${trim.y}V${trim.y + trim.height}H${trim.x + trim.width}V${trim.y}Z`} />
            <rect className="overlay-trim" x={trim.x} y={trim.y} width={trim.width} height={trim.height} vectorEffect="non-scaling-stroke" />
            <rect className="overlay-safe" x={safe.x} y={safe.y} width={safe.width} height={safe.height} vectorEffect="non-scaling-stroke" />
            {/* The stamp area is a guide: the renderer never prints it (base-css.ts), so the studio draws it here. */}
            {elements.map((el) => {
              const b = el.kind === 'stamp' && !isHidden(el) ? boxOf(el) : null;
              return b ? (
                <g key={el.id} data-testid="studio-stamp-guide">
                  <rect className="overlay-stamp" x={b.x} y={b.y} width={b.width} height={b.height} rx={1} vectorEffect="non-scaling-stroke" />
                  <text className="overlay-stamp-label" x={b.x + b.width / 2} y={b.y + b.height / 2} textAnchor="middle" dominantBaseline="middle" fontSize={2.6}>
                    Stamp
                  </text>
                </g>
              ) : null;
            })}
            {guides.x !== undefined && <line className="overlay-snap" x1={guides.x} x2={guides.x} y1={0} y2={g.heightMm} vectorEffect="non-scaling-stroke" />}
            {guides.y !== undefined && <line className="overlay-snap" y1={guides.y} y2={guides.y} x1={0} x2={g.widthMm} vectorEffect="non-scaling-stroke" />}
          </svg>
        )}
        {band && (
          <div className="paper__marquee" style={{ left: pct(band.x, g.widthMm), top: pct(band.y, g.heightMm), width: pct(band.width, g.widthMm), height: pct(band.height, g.heightMm) }} data-testid="studio-marquee" />
        )}
        {elements.map((el) => {
          const box = boxOf(el);
          if (!box || isHidden(el)) return null;
          const isSelected = selection.includes(el.id);
          const locked = isLocked(el);
          const dragged = draft?.has(el.id);
          return (
            <div
              key={el.id}
              role="button"
              tabIndex={locked ? -1 : 0}
              aria-label={`${elementLabel(el)} ${box.width} × ${box.height} mm, at ${fromPage(box.x, g.bleedMm)}, ${fromPage(box.y, g.bleedMm)} mm from the trim corner${locked ? ', locked' : ''}`}
              aria-pressed={isSelected}
              aria-disabled={locked || undefined}
              className={['element-box', isSelected && 'element-box--selected', locked && 'element-box--locked', props.warnedIds.has(el.id) && 'element-box--warned'].filter(Boolean).join(' ')}
              style={{ left: pct(box.x, g.widthMm), top: pct(box.y, g.heightMm), width: pct(box.width, g.widthMm), height: pct(box.height, g.heightMm) }}
              onPointerDown={(e) => startDrag(e, el, 'move')}
              onDoubleClick={(e) => writes(el) && !locked && props.onEdit(el.id, { x: e.clientX, y: e.clientY })}
              onFocus={() => !focusing.current && !selection.includes(el.id) && props.onSelect(el.id)}
              onKeyDown={(e) => onKeyDown(e, el)}
              data-ink-box={el.id}
              data-testid={`element-${el.id}`}
            >
              {dragged && props.png && el.box && (
                // While it moves, the element carries its own pixels of the last render, not an empty box.
                <span className="element-box__ghost" aria-hidden data-testid="drag-ghost">
                  <img src={`data:image/png;base64,${props.png}`} alt="" draggable={false} style={{ left: pct(-el.box.x, el.box.width), top: pct(-el.box.y, el.box.height), width: pct(g.widthMm, el.box.width), height: pct(g.heightMm, el.box.height) }} />
                </span>
              )}
              {el.id === single && (
                <>
                  <span className="element-box__label" aria-hidden>{elementLabel(el)}</span>
                  <span className="element-box__size" aria-hidden>
                    {box.width} × {box.height} mm
                  </span>
                  {!locked && <span className="element-box__handle" onPointerDown={(e) => startDrag(e, el, 'resize')} aria-hidden data-testid="resize-handle" />}
                </>
              )}
            </div>
          );
        })}
        {editable && (
          <TextEditing
            key={editable.id}
            element={editable}
            geometry={g}
            zoom={zoom}
            background={props.background}
            editing={props.editing?.id === editable.id ? props.editing : undefined}
            onContent={(content) => props.onContent(editable.id, content)}
            onElement={(change, key) => props.onElement(editable.id, change, key)}
            onEnd={() => {
              props.onEndEdit();
              focusElement(editable.id);
            }}
          />
        )}
      </div>
    </div>
  );
}
