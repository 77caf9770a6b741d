// The team's own typefaces (GET /api/fonts), for every face picker: the studio's
// font menu and the brand kit's heading and body faces.
import { useEffect } from 'react';
import type { FontFaceView } from '#shared/contract/fonts.ts';
import { useApi } from '#renderer/api/clients.ts';
import { fontsFile, useFontsList } from '#renderer/api/fonts.ts';

const loaded = new Set<string>();

/** "Bold italic", "Regular": a face as the pickers name it. */
export function faceWords(face: Pick<FontFaceView, 'weight' | 'style'>): string {
  const weight = ({ 100: 'Thin', 200: 'Extra light', 300: 'Light', 400: 'Regular', 500: 'Medium', 600: 'Semibold', 700: 'Bold', 800: 'Extra bold', 900: 'Black' } as Record<number, string>)[face.weight] ?? String(face.weight);
  if (face.style === 'normal') return weight;
  return face.weight === 400 ? 'Italic' : `${weight} italic`;
}

/**
 * The team's own typefaces, each face loaded into this window once (its file
 * through the API), so that pickers show a family in its own face.
 */
export function useTeamFonts() {
  const api = useApi();
  const fonts = useFontsList();
  useEffect(() => {
    for (const face of fonts.data?.flatMap((f) => f.faces) ?? []) {
      if (!api || loaded.has(face.id)) continue;
      loaded.add(face.id);
      void fontsFile(api, { params: { fontId: face.id } }).then(async (res) => {
        if (!res.ok) return loaded.delete(face.id);
        const font = new FontFace(face.family, await res.bytes.arrayBuffer(), { weight: String(face.weight), style: face.style });
        return font.load().then((ready) => document.fonts.add(ready), () => loaded.delete(face.id));
      });
    }
  }, [api, fonts.data]);
  return fonts;
}

