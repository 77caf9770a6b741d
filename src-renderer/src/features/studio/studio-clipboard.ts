// Copy, paste and duplicate in the studio (Ctrl/Cmd+C, V, D), across sides and the
// designs opened in this session. The elements also go to the system clipboard as
// JSON text when the browser allows it, which a later session pastes from.
import { copyElements, type ElementClip, pasteElements, readClip } from '#shared/design-clipboard.ts';

let sessionClip: ElementClip | undefined;

/** Puts the elements on the studio's clipboard. */
export function copyToClipboard(sideHtml: string, ids: readonly string[]): ElementClip | undefined {
  const clip = copyElements(sideHtml, ids);
  if (clip.elements.length === 0) return undefined;
  sessionClip = clip;
  navigator.clipboard?.writeText(JSON.stringify(clip)).catch(() => undefined); // the session's copy still works
  return clip;
}

/** The elements to paste: this session's copy, else the system clipboard's when it holds Inkpost elements. */
export async function clipToPaste(): Promise<ElementClip | undefined> {
  if (sessionClip) return sessionClip;
  try {
    return readClip(await navigator.clipboard?.readText());
  } catch {
    return undefined; // reading the clipboard was refused
  }
}

/** The side with the clip's elements added (new ids across the design), and their ids. */
export function pasteInto(sideHtml: string, designHtmls: readonly string[], clip: ElementClip): { html: string; ids: string[] } {
  return pasteElements(sideHtml, designHtmls, clip);
}
