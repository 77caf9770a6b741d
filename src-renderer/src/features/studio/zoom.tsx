import { type RefObject, useEffect, useRef, useState } from 'react';
import type { PageGeometry } from '#shared/page-geometry.ts';
import { type Segment, Segmented } from '#renderer/ui/segmented.tsx';

/** Fit the stage, or a scale of the card's real size (1 is 100 %). */
export type Zoom = 'fit' | number;

export const MIN_ZOOM = 0.25;
export const MAX_ZOOM = 4;

/**
 * The zoom after a Ctrl+wheel or a trackpad pinch (which Chromium sends as a
 * wheel event with ctrlKey): proportional to the wheel's travel, so a pinch
 * feels continuous and a mouse notch is about 10 %; kept between 25 % and 400 %.
 */
export function wheelZoom(current: number, deltaY: number, deltaMode = 0): number {
  const pixels = deltaMode === 1 ? deltaY * 16 : deltaY;
  const next = current * Math.exp(-Math.max(-100, Math.min(100, pixels)) / 1000);
  return Math.round(Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, next)) * 1000) / 1000;
}

/** Ctrl+wheel and pinch over the stage zoom the card (not the whole window). */
export function useWheelZoom(stage: RefObject<HTMLDivElement | null>, shown: number, onZoom: (z: Zoom) => void): void {
  const latest = useRef({ shown, onZoom });
  latest.current = { shown, onZoom };
  useEffect(() => {
    const el = stage.current;
    if (!el) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      latest.current.onZoom(wheelZoom(latest.current.shown, event.deltaY, event.deltaMode));
    };
    // Not passive: the browser's own page zoom must not happen as well.
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [stage]);
}

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

/** The zoom shown (Ctrl+wheel and pinch set any), then Fit, 100 % and 200 %. */
export function ZoomControl({ zoom, onZoom, fit }: { zoom: Zoom; onZoom: (z: Zoom) => void; fit: number }) {
  const segments: Segment<Zoom>[] = [
    { value: 'fit', label: 'Fit', title: `Fit the card in the window (${Math.round(fit * 100)} % now)`, testId: 'zoom-fit' },
    { value: 1, label: '100 %', title: 'The card’s real size on a 96 dpi screen', testId: 'zoom-1' },
    { value: 2, label: '200 %', title: 'Twice the real size', testId: 'zoom-2' },
  ];
  const shown = zoom === 'fit' ? fit : zoom;
  return (
    <div className="row studio__zoom">
      <output className="studio__zoom-level" aria-label="Zoom" title="Ctrl+wheel or pinch over the card zooms in and out" data-testid="zoom-level">
        {Math.round(shown * 100)} %
      </output>
      <Segmented label="Zoom to" segments={segments} value={zoom} onChange={onZoom} />
    </div>
  );
}
