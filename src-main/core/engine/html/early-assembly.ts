/**
 * Starts putting a document's pages together as soon as the last side's PDF exists. The
 * engine prints a side in about half the time its 300 dpi preview takes to capture, so
 * the assembly (pdf-lib, 3-5 ms) runs while the browser is still encoding the PNGs
 * instead of after them.
 */
export interface EarlyAssembly {
  /** A side's PDF, as its engine made it (the render may still fail or be retried). */
  add(index: number, pdf: Uint8Array): void;
  /** The document of exactly these PDFs: the assembly already started on them, else a new one. */
  result(pdfs: readonly Uint8Array[]): Promise<Uint8Array>;
}

export function earlyAssembly(count: number, assemble: (pdfs: readonly Uint8Array[]) => Promise<Uint8Array>): EarlyAssembly {
  const made: Uint8Array[] = [];
  let started: { pdfs: Uint8Array[]; document: Promise<Uint8Array> } | undefined;
  return {
    add(index, pdf) {
      made[index] = pdf;
      const pdfs = Array.from({ length: count }, (_, i) => made[i]);
      if (!pdfs.every((p): p is Uint8Array => p !== undefined)) return;
      const document = assemble(pdfs);
      document.catch(() => undefined); // answered by result(), or dropped with a failed render
      started = { pdfs, document };
    },
    result(pdfs) {
      const same = started !== undefined && started.pdfs.length === pdfs.length && started.pdfs.every((p, i) => p === pdfs[i]);
      return same && started ? started.document : assemble(pdfs);
    },
  };
}
