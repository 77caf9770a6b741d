// The studio shows positions from the trim corner, as the rulers do and as a printer
// measures a card; the HTML keeps them from the page's corner, bleed included.
const round = (mm: number) => Math.round(mm * 100) / 100;

/** A position in the HTML (from the page's corner) as shown (from the trim corner). */
export function fromPage(mm: number, originMm: number): number {
  return round(mm - originMm);
}

/** A position as shown (from the trim corner) as written in the HTML. */
export function toPage(mm: number, originMm: number): number {
  return round(mm + originMm);
}
