// Text elements the studio marks `data-ink-fit="shrink"` (docs/studio.md, "Text
// that fits") are set smaller, in the page itself, until their words fit their
// box: every size inside the element scales alike (a word set larger stays
// larger), never under MIN_FIT_PT for the element's own size. Run over the page's
// DevTools session after the fonts load and before the preview and the PDF are
// made (the page's own scripts stay disabled); a page without such an element
// skips it.

/** The legible minimum a text is shrunk to: under it, it runs past its box (a check in the studio). */
export const MIN_FIT_PT = 7;

export const SHRINK_TO_FIT_MARKER = 'data-ink-fit="shrink"';

export const SHRINK_TO_FIT_SCRIPT = `(() => {
  const minPx = ${MIN_FIT_PT} * 96 / 72;
  for (const el of document.querySelectorAll('[data-ink-fit="shrink"]')) {
    const fits = () => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1;
    if (fits()) continue;
    const nodes = [el, ...el.querySelectorAll('*')];
    const sizes = nodes.map((n) => parseFloat(getComputedStyle(n).fontSize));
    const scale = (s) => nodes.forEach((n, i) => n.style.setProperty('font-size', sizes[i] * s + 'px'));
    let lo = Math.min(1, minPx / sizes[0]);
    let hi = 1;
    scale(lo);
    if (!fits()) continue;
    for (let i = 0; i < 10; i++) {
      const mid = (lo + hi) / 2;
      scale(mid);
      if (fits()) lo = mid;
      else hi = mid;
    }
    scale(lo);
  }
  return true;
})()`;
