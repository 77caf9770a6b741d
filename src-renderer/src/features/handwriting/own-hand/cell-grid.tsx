import type { z } from 'zod';
import type { handCellSchema } from '#shared/contract/hands.ts';
import type { HandTemplate } from '#shared/hand-template.ts';

export type HandCellView = z.infer<typeof handCellSchema>;
/** The straightened sheet: 10 px a mm, from 3 mm above and left of the grid (GET /api/hands/{id}/sheets/{n}). */
export const SHEET_PX_PER_MM = 10;
export const SHEET_MARGIN_MM = 3;

const ordinal = ['', '1st', '2nd', '3rd'];
const STATUS: Record<HandCellView['status'], string> = { ok: 'Traced', empty: 'Empty', cleared: 'Cleared' };

/** The scan of an area of a cell (mm from the cell's corner), drawn from the sheet at `scale` px a mm. */
export function SheetArea({ sheetUrl, template, index, area, scale }: { sheetUrl: string | undefined; template: HandTemplate; index: number; area: { x: number; y: number; width: number; height: number }; scale: number }) {
  const box = template.cells[index]!.box;
  const k = scale / SHEET_PX_PER_MM;
  const left = (box.x + area.x - template.grid.x + SHEET_MARGIN_MM) * SHEET_PX_PER_MM;
  const top = (box.y + area.y - template.grid.y + SHEET_MARGIN_MM) * SHEET_PX_PER_MM;
  const sheetW = (template.grid.width + 2 * SHEET_MARGIN_MM) * SHEET_PX_PER_MM;
  const sheetH = (template.grid.height + 2 * SHEET_MARGIN_MM) * SHEET_PX_PER_MM;
  return (
    <div
      className={sheetUrl ? 'cell-scan' : 'cell-scan skeleton'}
      style={{
        width: area.width * scale,
        height: area.height * scale,
        ...(sheetUrl ? { backgroundImage: `url(${sheetUrl})`, backgroundSize: `${sheetW * k}px ${sheetH * k}px`, backgroundPosition: `${-left * k}px ${-top * k}px` } : {}),
      }}
      aria-hidden
    />
  );
}

/** The traced glyph of a cell, in the cell's millimetres, with the template's baseline. */
export function GlyphView({ cell, template, scale }: { cell: HandCellView; template: HandTemplate; scale: number }) {
  const t = template.cells[cell.index]!;
  const w = t.box.width;
  const h = t.box.height;
  return (
    <svg className="cell-glyph" viewBox={`0 0 ${w} ${h}`} width={w * scale} height={h * scale} role="img" aria-label={cell.path ? `Traced ${cell.char}` : `No glyph for ${cell.char}`}>
      <line x1={1} x2={w - 1} y1={t.baseline - t.box.y} y2={t.baseline - t.box.y} className="cell-glyph__guide" />
      {cell.path && <path d={cell.path} className="cell-glyph__ink" />}
    </svg>
  );
}

/** Every cell of a sheet: its scan beside the glyph traced from it, with what can be done to it. */
export function CellGrid({ cells, template, sheetUrl, busy, onClear, onRestore, onRecrop }: { cells: HandCellView[]; template: HandTemplate; sheetUrl: string | undefined; busy: boolean; onClear: (c: HandCellView) => void; onRestore: (c: HandCellView) => void; onRecrop: (c: HandCellView) => void }) {
  const scale = 3.2;
  return (
    <ul className="cell-grid" data-testid="cell-grid">
      {cells.map((cell) => {
        const label = `${cell.char}${cell.occurrence > 1 || /[a-z]/.test(cell.char) ? ` (${ordinal[cell.occurrence] ?? cell.occurrence})` : ''}`;
        return (
          <li key={`${cell.sheet}:${cell.index}`} className={`cell-tile cell-tile--${cell.status}`} data-testid={`cell-${cell.sheet}-${cell.index}`} data-status={cell.status}>
            <div className="cell-tile__pair">
              <SheetArea sheetUrl={sheetUrl} template={template} index={cell.index} area={{ x: 0, y: 0, width: template.cells[cell.index]!.box.width, height: template.cells[cell.index]!.box.height }} scale={scale} />
              <GlyphView cell={cell} template={template} scale={scale} />
            </div>
            <div className="cell-tile__meta">
              <span className="cell-tile__char">{label}</span>
              <span className={cell.status === 'ok' ? (cell.touches_edge && !cell.crop ? 'badge badge--warn' : 'badge badge--ok') : 'badge'}>{cell.status === 'ok' && cell.touches_edge && !cell.crop ? 'Check' : STATUS[cell.status]}</span>
            </div>
            <div className="cell-tile__actions">
              {cell.status === 'cleared' ? (
                <button type="button" className="btn btn--small" onClick={() => onRestore(cell)} disabled={busy} data-testid="cell-restore">
                  Restore
                </button>
              ) : (
                <button type="button" className="btn btn--small" onClick={() => onClear(cell)} disabled={busy || cell.status === 'empty'} title={cell.status === 'empty' ? 'Nothing was written in this box' : undefined} data-testid="cell-clear">
                  Clear
                </button>
              )}
              <button type="button" className="btn btn--small" onClick={() => onRecrop(cell)} disabled={busy} data-testid="cell-recrop">
                Re-crop
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
