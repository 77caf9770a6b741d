import { type PointerEvent, useRef, useState } from 'react';
import type { HandTemplate } from '#shared/hand-template.ts';
import { Dialog } from '#renderer/ui/dialog.tsx';
import { type HandCellView, SheetArea } from './cell-grid.tsx';

/** What the dialog shows around a cell: its box and 3 mm of the sheet on each side. */
const AREA = { x: -3, y: -3, width: 21, height: 25 };
const SCALE = 16;

type Rect = { x: number; y: number; width: number; height: number };
const round = (v: number) => Math.round(v * 10) / 10;

/** Draw the rectangle of ink to keep (drag on the scan, or type it in mm); the cell is traced again from it. */
export function RecropDialog({ cell, template, sheetUrl, onApply, onClose }: { cell: HandCellView; template: HandTemplate; sheetUrl: string | undefined; onApply: (crop: Rect) => void; onClose: () => void }) {
  const box = template.cells[cell.index]!.box;
  const [rect, setRect] = useState<Rect>(cell.crop ?? { x: 0, y: 0, width: box.width, height: box.height });
  const start = useRef<{ x: number; y: number } | null>(null);
  const toMm = (e: PointerEvent) => {
    const r = e.currentTarget.getBoundingClientRect();
    return { x: round(Math.min(AREA.x + AREA.width, Math.max(AREA.x, AREA.x + (e.clientX - r.left) / SCALE))), y: round(Math.min(AREA.y + AREA.height, Math.max(AREA.y, AREA.y + (e.clientY - r.top) / SCALE))) };
  };
  const onDown = (e: PointerEvent) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    start.current = toMm(e);
  };
  const onMove = (e: PointerEvent) => {
    if (!start.current) return;
    const p = toMm(e);
    const s = start.current;
    setRect({ x: Math.min(s.x, p.x), y: Math.min(s.y, p.y), width: round(Math.abs(p.x - s.x)), height: round(Math.abs(p.y - s.y)) });
  };
  const valid = rect.width > 0.5 && rect.height > 0.5;
  const field = (key: keyof Rect, label: string) => (
    <label className="recrop__field">
      {label}
      <input type="number" step={0.5} value={rect[key]} onChange={(e) => setRect({ ...rect, [key]: Number(e.target.value) })} data-testid={`recrop-${key}`} />
    </label>
  );
  return (
    <Dialog title={`Re-crop “${cell.char}”`} onClose={onClose} testId="recrop-dialog">
      <p className="muted">Drag a rectangle around the letter: only the ink inside it is traced. The dashed line is the box as printed.</p>
      <div className="recrop__canvas" style={{ width: AREA.width * SCALE, height: AREA.height * SCALE }} onPointerDown={onDown} onPointerMove={onMove} onPointerUp={() => (start.current = null)} data-testid="recrop-canvas">
        <SheetArea sheetUrl={sheetUrl} template={template} index={cell.index} area={AREA} scale={SCALE} />
        <div className="recrop__box" style={{ left: -AREA.x * SCALE, top: -AREA.y * SCALE, width: box.width * SCALE, height: box.height * SCALE }} />
        <div className="recrop__rect" style={{ left: (rect.x - AREA.x) * SCALE, top: (rect.y - AREA.y) * SCALE, width: rect.width * SCALE, height: rect.height * SCALE }} />
      </div>
      <div className="recrop__fields">
        {field('x', 'Left (mm)')}
        {field('y', 'Top (mm)')}
        {field('width', 'Width (mm)')}
        {field('height', 'Height (mm)')}
      </div>
      <div className="toolbar dialog__actions">
        <button type="button" className="btn" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="btn btn--primary" onClick={() => onApply(rect)} disabled={!valid} title={valid ? undefined : 'Draw a rectangle at least half a millimetre wide and high'} data-testid="recrop-apply">
          Trace again
        </button>
      </div>
    </Dialog>
  );
}
