import { useEffect, useState } from 'react';
import type { DesignElement } from '#shared/design-html.ts';
import { isVectorOnly } from './vector-image.ts';

/** The pixel size of each image element's picture (decoded by the browser), for the resolution check; vectors have none to check. */
export function useImagePixels(elements: readonly DesignElement[]): ReadonlyMap<string, { width: number; height: number }> {
  const [pixels, setPixels] = useState<ReadonlyMap<string, { width: number; height: number }>>(new Map());
  const sources = elements.filter((el) => el.kind === 'image' && el.attrs['src'] && !isVectorOnly(el.attrs['src'])).map((el) => [el.id, el.attrs['src']!] as const);
  const key = sources.map(([id, src]) => `${id}:${src.length}:${src.slice(-32)}`).join('|');
  useEffect(() => {
    let cancelled = false;
    void Promise.all(
      sources.map(
        ([id, src]) =>
          new Promise<[string, { width: number; height: number }] | undefined>((resolve) => {
            const img = new Image();
            img.onload = () => resolve([id, { width: img.naturalWidth, height: img.naturalHeight }]);
            img.onerror = () => resolve(undefined);
            img.src = src;
          }),
      ),
    ).then((entries) => !cancelled && setPixels(new Map(entries.filter((e) => e !== undefined))));
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the sources: re-decode only when an image changes
  }, [key]);
  return pixels;
}
