import type { CSSProperties } from 'react';
import type { DesignElement } from '#shared/design-html.ts';
import { isHidden } from '#shared/design-layers.ts';
import { INK_HEX, type InkColor } from '#shared/handwriting.ts';
import { fillMergeFields } from '#shared/merge-fields.ts';
import type { PageGeometry } from '#shared/page-geometry.ts';

const PLACEMENT = new Set(['position', 'left', 'top', 'width', 'height', 'visibility']);
const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** The words of an element's content, a line a paragraph (markup left out: the draft draws no one's HTML). */
function wordsOf(content: string, values: Readonly<Record<string, unknown>>): string {
  return fillMergeFields(content, values)
    .replace(/<\/p>\s*<p[^>]*>|<br\s*\/?>/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();
}

function styleOf(el: DesignElement): CSSProperties {
  const box = el.box!;
  const place: CSSProperties = { position: 'absolute', left: `${box.x}mm`, top: `${box.y}mm`, width: `${box.width}mm`, height: `${box.height}mm`, whiteSpace: 'pre-line' };
  if (el.kind === 'text') return { ...Object.fromEntries(Object.entries(el.style).filter(([n]) => !PLACEMENT.has(n)).map(([n, v]) => [camel(n), v])), ...place };
  return { ...place, fontFamily: 'cursive', fontSize: el.attrs['data-hw-size'] ?? '14pt', lineHeight: 1.35, color: INK_HEX[(el.attrs['data-hw-ink'] ?? 'blue') as InkColor] ?? INK_HEX.blue, textAlign: (el.attrs['data-hw-align'] ?? 'left') as CSSProperties['textAlign'] };
}

/**
 * A draft of the side drawn at once from its elements, for a design with no
 * thumbnail yet (a new one), until the live render arrives: each text in its
 * face and colour, handwriting as plain words in its ink, images, and a grey
 * square for each code. Only words and data: images are drawn, never markup.
 */
export function SideDraft({ elements, geometry: g, zoom, background, values }: { elements: readonly DesignElement[]; geometry: PageGeometry; zoom: number; background: string; values: Readonly<Record<string, unknown>> }) {
  return (
    <div className="paper__render paper__draft" aria-hidden data-testid="studio-draft">
      <div style={{ position: 'relative', width: `${g.widthMm}mm`, height: `${g.heightMm}mm`, transform: `scale(${zoom})`, transformOrigin: '0 0', background }}>
        {elements.map((el) => {
          if (!el.box || isHidden(el) || el.kind === 'stamp') return null;
          if (el.kind === 'image') return el.attrs['src']?.startsWith('data:') ? <img key={el.id} src={el.attrs['src']} alt="" style={{ ...styleOf(el), objectFit: (el.style['object-fit'] ?? 'cover') as CSSProperties['objectFit'] }} /> : null;
          if (el.kind === 'qr') return <div key={el.id} className="paper__draft-code" style={styleOf(el)} />;
          return (
            <div key={el.id} style={styleOf(el)}>
              {el.kind === 'address' ? 'Recipient name\nStreet address\nCity and postcode' : wordsOf(el.content, values)}
            </div>
          );
        })}
      </div>
    </div>
  );
}
