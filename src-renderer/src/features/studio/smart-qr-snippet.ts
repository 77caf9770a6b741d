/** A Smart QR placeholder as the spec wants it: an explicitly closed, empty div with a unique id. */
export function smartQrSnippet(existingHtml: string): string {
  let n = 1;
  while (existingHtml.includes(`data-sqr-id="qr-${n}"`)) n += 1;
  return `<div data-sqr data-sqr-id="qr-${n}" data-sqr-destination="https://example.com/" data-sqr-size="15mm" data-sqr-ecl="Q" data-sqr-dots-type="square" style="width:15mm; height:15mm"></div>`;
}
