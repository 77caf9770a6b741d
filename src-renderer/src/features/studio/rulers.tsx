import type { PageGeometry } from '#shared/page-geometry.ts';

/**
 * A ruler along the top or the left of the page, measured from the trim corner:
 * mm on ISO products (a number every 10 mm), inches on US products (a number
 * every inch, ticks every 1/8 in).
 */
export function Ruler({ geometry, axis, inches }: { geometry: PageGeometry; axis: 'x' | 'y'; inches: boolean }) {
  const lengthMm = axis === 'x' ? geometry.widthMm : geometry.heightMm;
  const origin = geometry.bleedMm;
  const step = inches ? 25.4 / 8 : 1;
  const ticks: { at: number; size: 'major' | 'mid' | 'minor'; label?: string }[] = [];
  for (let i = Math.ceil(-origin / step); origin + i * step <= lengthMm + 1e-6; i++) {
    const major = inches ? i % 8 === 0 : i % 10 === 0;
    const mid = inches ? i % 4 === 0 : i % 5 === 0;
    ticks.push({ at: origin + i * step, size: major ? 'major' : mid ? 'mid' : 'minor', ...(major ? { label: String(inches ? i / 8 : i) } : {}) });
  }
  return (
    <div className={`ruler ruler--${axis}`} aria-hidden data-testid={`ruler-${axis}`}>
      {ticks.map((t) => (
        <span key={t.at} className={`ruler__tick ruler__tick--${t.size}`} style={axis === 'x' ? { left: `${(t.at / lengthMm) * 100}%` } : { top: `${(t.at / lengthMm) * 100}%` }}>
          {t.label !== undefined && <span className="ruler__label">{t.label}</span>}
        </span>
      ))}
    </div>
  );
}
