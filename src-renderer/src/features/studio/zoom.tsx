import { type RefObject, useEffect, useState } from 'react';
import type { PageGeometry } from '#shared/page-geometry.ts';

export type Zoom = 'fit' | 1 | 2;

const PX_PER_MM = 96 / 25.4;
/** Room around the page in the stage: the rulers and a margin. */
const STAGE_PADDING_PX = 72;

/** The zoom that fits the whole side in the stage, at most 200 %. */
export function useFitZoom(stage: RefObject<HTMLDivElement | null>, geometry: PageGeometry): number {
  const [fit, setFit] = useState(1);
  useEffect(() => {
    const el = stage.current;
    if (!el) return;
    const measure = () => {
      const width = (el.clientWidth - STAGE_PADDING_PX) / (geometry.widthMm * PX_PER_MM);
      const height = (el.clientHeight - STAGE_PADDING_PX - 40) / (geometry.heightMm * PX_PER_MM);
      setFit(Math.max(0.25, Math.min(2, width, height)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [stage, geometry.widthMm, geometry.heightMm]);
  return fit;
}

export function ZoomControl({ zoom, onZoom, fit }: { zoom: Zoom; onZoom: (z: Zoom) => void; fit: number }) {
  const options: { value: Zoom; label: string }[] = [
    { value: 'fit', label: `Fit (${Math.round(fit * 100)} %)` },
    { value: 1, label: '100 %' },
    { value: 2, label: '200 %' },
  ];
  return (
    <div className="segmented" role="group" aria-label="Zoom">
      {options.map((o) => (
        <button key={String(o.value)} type="button" aria-pressed={zoom === o.value} onClick={() => onZoom(o.value)} data-testid={`zoom-${o.value}`}>
          {o.label}
        </button>
      ))}
    </div>
  );
}
