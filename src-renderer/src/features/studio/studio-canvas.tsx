import { useRef, useState } from 'react';
import type { Box } from '#shared/design-elements.ts';
import type { DesignElement } from '#shared/design-html.ts';
import type { PageGeometry } from '#shared/page-geometry.ts';
import { ProgressBar } from '#renderer/ui/progress.tsx';
import { elementLabel } from './layout-checks.ts';
import { Ruler } from './rulers.tsx';
import { type SnapLines, snapLines, snapMove, snapResize } from './snapping.ts';
import { fromPage } from './trim-origin.ts';

const NUDGE_MM = 0.5;
const BIG_NUDGE_MM = 5;
const MIN_SIZE_MM = 3;

interface Drag {
  id: string;
  mode: 'move' | 'resize';
  start: Box;
  pointer: { x: number; y: number };
  pxPerMm: number;
  lines: SnapLines;
  moved: boolean;
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
  selected: string | undefined;
  zoom: number;
  showGuides: boolean;
  warnedIds: ReadonlySet<string>;
  onSelect(id: string | undefined): void;
  /** A box changed: `key` groups the changes of one gesture into one undo step. */
  onBox(id: string, box: Box, key: string): void;
  onDelete(id: string): void;
}

const pct = (v: number, of: number) => `${(v / of) * 100}%`;
const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The side at real size (zoom 100 % is the card's size on a 96 dpi screen): the
 * renderer's PNG, the trim, bleed and safe-area overlays, and an outline per
 * element to select, move and resize with the mouse or the keyboard.
 */
export function StudioCanvas(props: CanvasProps) {
  const { geometry: g, safe, elements, selected, zoom } = props;
  const paper = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | undefined>(undefined);
  const [draft, setDraft] = useState<{ id: string; box: Box } | undefined>();
  const [guides, setGuides] = useState<{ x?: number; y?: number }>({});
  const trim: Box = { x: g.bleedMm, y: g.bleedMm, width: g.trimWidthMm, height: g.trimHeightMm };

  const boxOf = (el: DesignElement): Box | null => (draft?.id === el.id ? draft.box : el.box);

  const startDrag = (event: React.PointerEvent, el: DesignElement, mode: Drag['mode']) => {
    if (event.button !== 0 || !el.box || !paper.current) return;
    event.stopPropagation();
    // No text selection or native drag; that also keeps focus from moving, so give it to the element
    // ourselves: Delete and the arrows then act on what was clicked.
    event.preventDefault();
    (event.currentTarget as HTMLElement).closest<HTMLElement>('.element-box')?.focus({ preventScroll: true });
    props.onSelect(el.id);
    (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
    const others = elements.filter((o) => o.id !== el.id && o.box).map((o) => o.box!);
    drag.current = {
      id: el.id,
      mode,
      start: el.box,
      pointer: { x: event.clientX, y: event.clientY },
      pxPerMm: paper.current.getBoundingClientRect().width / g.widthMm,
      lines: snapLines({ width: g.widthMm, height: g.heightMm }, safe, trim, others),
      moved: false,
    };
  };

  const onPointerMove = (event: React.PointerEvent) => {
    const d = drag.current;
    if (!d) return;
    const dx = (event.clientX - d.pointer.x) / d.pxPerMm;
    const dy = (event.clientY - d.pointer.y) / d.pxPerMm;
    if (!d.moved && Math.abs(dx) + Math.abs(dy) < 0.3) return;
    d.moved = true;
    // Alt turns snapping off, as in most design tools.
    const reach = event.altKey ? 0 : undefined;
    const snapped =
      d.mode === 'move'
        ? snapMove({ ...d.start, x: d.start.x + dx, y: d.start.y + dy }, d.lines, reach)
        : snapResize({ ...d.start, width: Math.max(MIN_SIZE_MM, d.start.width + dx), height: Math.max(MIN_SIZE_MM, d.start.height + dy) }, d.lines, reach);
    setDraft({ id: d.id, box: { x: round(snapped.box.x), y: round(snapped.box.y), width: round(snapped.box.width), height: round(snapped.box.height) } });
    setGuides(snapped.guides);
  };

  const endDrag = () => {
    const d = drag.current;
    drag.current = undefined;
    setGuides({});
    if (d?.moved && draft?.id === d.id) props.onBox(d.id, draft.box, `${d.mode}:${d.id}:${Date.now()}`);
    setDraft(undefined);
  };

  const onKeyDown = (event: React.KeyboardEvent, el: DesignElement) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      return props.onDelete(el.id);
    }
    if (event.key === 'Escape') return props.onSelect(undefined);
    const arrows: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const dir = arrows[event.key];
    if (!dir || !el.box) return;
    event.preventDefault();
    const step = event.shiftKey ? BIG_NUDGE_MM : NUDGE_MM;
    const box = event.altKey
      ? { ...el.box, width: Math.max(MIN_SIZE_MM, round(el.box.width + dir[0] * step)), height: Math.max(MIN_SIZE_MM, round(el.box.height + dir[1] * step)) }
      : { ...el.box, x: round(el.box.x + dir[0] * step), y: round(el.box.y + dir[1] * step) };
    props.onBox(el.id, box, `nudge:${el.id}`);
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
        className="paper"
        style={{ width: `${g.widthMm * zoom}mm`, height: `${g.heightMm * zoom}mm` }}
        onPointerDown={() => props.onSelect(undefined)}
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
              <div className="paper__render skeleton" />
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
            {guides.x !== undefined && <line className="overlay-snap" x1={guides.x} x2={guides.x} y1={0} y2={g.heightMm} vectorEffect="non-scaling-stroke" />}
            {guides.y !== undefined && <line className="overlay-snap" y1={guides.y} y2={guides.y} x1={0} x2={g.widthMm} vectorEffect="non-scaling-stroke" />}
          </svg>
        )}
        {elements.map((el) => {
          const box = boxOf(el);
          if (!box) return null;
          const isSelected = el.id === selected;
          return (
            <div
              key={el.id}
              role="button"
              tabIndex={0}
              aria-label={`${elementLabel(el)}, ${box.width} by ${box.height} mm at ${fromPage(box.x, g.bleedMm)}, ${fromPage(box.y, g.bleedMm)} mm from the trim corner`}
              aria-pressed={isSelected}
              className={['element-box', isSelected && 'element-box--selected', props.warnedIds.has(el.id) && 'element-box--warned'].filter(Boolean).join(' ')}
              style={{ left: pct(box.x, g.widthMm), top: pct(box.y, g.heightMm), width: pct(box.width, g.widthMm), height: pct(box.height, g.heightMm) }}
              onPointerDown={(e) => startDrag(e, el, 'move')}
              onFocus={() => props.onSelect(el.id)}
              onKeyDown={(e) => onKeyDown(e, el)}
              data-testid={`element-${el.id}`}
            >
              {isSelected && (
                <>
                  <span className="element-box__label">{elementLabel(el)}</span>
                  <span className="element-box__size">
                    {box.width} × {box.height} mm
                  </span>
                  <span className="element-box__handle" onPointerDown={(e) => startDrag(e, el, 'resize')} aria-hidden data-testid="resize-handle" />
                </>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
