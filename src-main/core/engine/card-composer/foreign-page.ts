// The browser's one-page PDF of a card without its ink, made once per card design and written into
// every recipient's PDF as a Form XObject (docs/html-rendering.md, "Campaign cards"). Read once with
// pdf-lib: the page's content streams become the form's content, and every object its resources
// reach is kept as PDF text whose references are numbered when a file writes them.
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFRawStream, PDFRef, PDFStream, ParseSpeeds, type PDFObject } from 'pdf-lib';
import { deflateSync } from 'node:zlib';
import { streamBody } from '#core/engine/handwriting/pdf-file.ts';
import { exactBytes } from '#core/base/own-bytes.ts';

/** An object to write: its text, with REF n REF where it refers to the template's object n. */
interface TemplateObject {
  text: string;
  /** A stream's data (the text is then its dictionary's entries, without /Length). */
  data?: Uint8Array;
}

export interface ForeignPage {
  /** Objects to write, the form last. */
  objects: TemplateObject[];
  /** Their bodies as written from a first object number (a card's files put a page at one or two places). */
  written: Map<number, Uint8Array[]>;
  /** The page's height as the browser made it, pt (it rounds the paper up a little). */
  heightPt: number;
}

/** What a file writer offers (handwriting/pdf-file.ts's PdfFile). */
export interface ObjectWriter {
  reserve(): number;
  add(body: string | Uint8Array, at?: number): number;
}

/** Marks a reference to the template's object n in an object's text: REF + n + REF. */
const REF = '\u0001';

/** Reads the first page of a PDF the browser printed. */
export async function readForeignPage(pdf: Uint8Array): Promise<ForeignPage> {
  const doc = await PDFDocument.load(pdf, { parseSpeed: ParseSpeeds.Fastest, updateMetadata: false });
  const page = doc.getPage(0);
  const { context } = doc;
  const numbers = new Map<string, number>();
  const objects: TemplateObject[] = [];
  const queue: PDFRef[] = [];
  const refText = (ref: PDFRef): string => {
    let n = numbers.get(ref.tag);
    if (n === undefined) {
      n = numbers.size;
      numbers.set(ref.tag, n);
      queue.push(ref);
    }
    return `${REF}${n}${REF}`;
  };
  const text = (o: PDFObject): string => {
    if (o instanceof PDFRef) return refText(o);
    if (o instanceof PDFDict) return `<<${[...o.entries()].map(([k, v]) => ` ${k.toString()} ${text(v)}`).join('')} >>`;
    if (o instanceof PDFArray) return `[${o.asArray().map(text).join(' ')}]`;
    return o.toString();
  };
  const dictEntries = (d: PDFDict, skip: readonly string[]): string =>
    [...d.entries()]
      .filter(([k]) => !skip.includes(k.asString().slice(1)))
      .map(([k, v]) => `${k.toString()} ${text(v)}`)
      .join(' ');

  const resources = page.node.Resources();
  const resourcesText = resources ? text(resources) : '<< >>';
  // the page's content, one stream or several, as one decoded text
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => context.lookup(r)) : contents ? [contents] : [];
  const parts = streams.map((s) => (s instanceof PDFRawStream ? decodePDFRawStream(s).decode() : s instanceof PDFStream ? s.getContents() : new Uint8Array()));
  const content = Buffer.concat(parts.flatMap((p) => [p, Buffer.from('\n')]));
  while (queue.length > 0) {
    const ref = queue.shift()!;
    const o = context.lookup(ref);
    const at = numbers.get(ref.tag)!;
    // a stream's data as stored (encoded as its /Filter says); its /Length is written anew
    if (o instanceof PDFStream) objects[at] = { text: dictEntries(o.dict, ['Length']), data: o.getContents() };
    else objects[at] = { text: o ? text(o) : 'null' };
  }
  const { x, y, width, height } = page.getMediaBox();
  objects.push({ text: `/Type /XObject /Subtype /Form /BBox [${x} ${y} ${x + width} ${y + height}] /Resources ${resourcesText} /Filter /FlateDecode`, data: exactBytes(deflateSync(content, { level: 1 })) }); // kept with the page
  return { objects, written: new Map(), heightPt: height };
}

/** Writes the page's objects into a file (numbered from the next free number); answers the form's object number. */
export function writeForeignPage(page: ForeignPage, file: ObjectWriter): number {
  const at = page.objects.map(() => file.reserve());
  const first = at[0]!;
  let bodies = page.written.get(first);
  if (!bodies) {
    const resolve = (t: string): string =>
      t
        .split(REF)
        .map((part, i) => (i % 2 === 1 ? `${first + Number(part)} 0 R` : part))
        .join('');
    bodies = page.objects.map((o) => (o.data ? streamBody(resolve(o.text), o.data) : Buffer.from(resolve(o.text), 'latin1')));
    if (page.written.size >= 4) page.written.delete(page.written.keys().next().value!);
    page.written.set(first, bodies);
  }
  bodies.forEach((body, i) => file.add(body, at[i]));
  return at.at(-1)!;
}
