// The hands' fonts in the app, so that handwriting is edited in place in its
// own hand (the engine writes with the same font files: engine/handwriting/fonts.ts).
// Each is loaded the first time a block in that hand is edited.
import arthur from '@expo-google-fonts/kalam/300Light/Kalam_300Light.ttf?url';
import carpenter from '@expo-google-fonts/architects-daughter/400Regular/ArchitectsDaughter_400Regular.ttf?url';
import foster from '@expo-google-fonts/indie-flower/400Regular/IndieFlower_400Regular.ttf?url';
import george from '@expo-google-fonts/shadows-into-light/400Regular/ShadowsIntoLight_400Regular.ttf?url';
import grogan from '@expo-google-fonts/covered-by-your-grace/400Regular/CoveredByYourGrace_400Regular.ttf?url';
import knowles from '@expo-google-fonts/playpen-sans/300Light/PlaypenSans_300Light.ttf?url';
import nightingale from '@expo-google-fonts/homemade-apple/400Regular/HomemadeApple_400Regular.ttf?url';
import robinson from '@expo-google-fonts/nothing-you-could-do/400Regular/NothingYouCouldDo_400Regular.ttf?url';
import singh from '@expo-google-fonts/cedarville-cursive/400Regular/CedarvilleCursive_400Regular.ttf?url';
import stafford from '@expo-google-fonts/caveat/400Regular/Caveat_400Regular.ttf?url';

/** Each hand's font file and line height (in font sizes), as the engine writes it. */
const HANDS: Readonly<Record<string, { url: string; lineHeight: number }>> = {
  Arthur: { url: arthur, lineHeight: 1.45 },
  Carpenter: { url: carpenter, lineHeight: 1.5 },
  Foster: { url: foster, lineHeight: 1.5 },
  George: { url: george, lineHeight: 1.6 },
  Grogan: { url: grogan, lineHeight: 1.45 },
  Knowles: { url: knowles, lineHeight: 1.45 },
  Nightingale: { url: nightingale, lineHeight: 1.6 },
  Robinson: { url: robinson, lineHeight: 1.55 },
  Singh: { url: singh, lineHeight: 1.8 },
  Stafford: { url: stafford, lineHeight: 1.4 },
};

const loaded = new Set<string>();

/** The CSS family and line height of a built-in hand (loaded on first use); undefined for a team's own hand. */
export function handFace(hand: string): { family: string; lineHeight: number } | undefined {
  const face = HANDS[hand];
  if (!face) return undefined;
  const family = `Inkpost hand ${hand}`;
  if (!loaded.has(hand)) {
    loaded.add(hand);
    const font = new FontFace(family, `url(${face.url})`);
    document.fonts.add(font);
    void font.load().catch(() => loaded.delete(hand));
  }
  return { family: `'${family}', cursive`, lineHeight: face.lineHeight };
}
