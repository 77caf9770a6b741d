/**
 * A PDF file written straight to bytes: numbered objects, a cross-reference table and a
 * trailer (PDF 1.7, no object streams). Recipient documents are a few pages of glyph
 * forms placed by transforms; pdf-lib built an object for every operator and number of
 * them and serialised each again, a quarter of a card's CPU with its garbage. Here a
 * glyph form's whole object body comes from a cache (paint-pdf.ts) and a page's content
 * is text written once.
 */
import { deflateSync } from 'node:zlib';

const encoder = new TextEncoder();

/** A number as PDF writes it: at most four decimals, no exponent, no "-0". */
export function pdfNumber(x: number): string {
  const r = Math.round(x * 1e4) / 1e4;
  return r === 0 ? '0' : String(r);
}

export class PdfFile {
  /** Object bodies (what goes between "n 0 obj" and "endobj"); object n is at n - 1. */
  private readonly bodies: (Uint8Array | undefined)[] = [];

  /** Reserves an object number, for an object that refers to one written later. */
  reserve(): number {
    this.bodies.push(undefined);
    return this.bodies.length;
  }

  /** Writes an object (a dictionary, array or number, as PDF text or bytes); answers its number. */
  add(body: string | Uint8Array, at = this.reserve()): number {
    this.bodies[at - 1] = typeof body === 'string' ? encoder.encode(body) : body;
    return at;
  }

  /** A stream object: `dict` is the dictionary's entries without /Length (added here). */
  addStream(dict: string, data: Uint8Array, at = this.reserve()): number {
    return this.add(streamBody(dict, data), at);
  }

  /** A content stream compressed by zlib's fastest level (operator text is written once). */
  addContent(text: string): number {
    return this.addStream('/Filter /FlateDecode', deflateSync(text, { level: 1 }));
  }

  /** The file's bytes; `root` is the catalog's object number. */
  bytes(root: number, info: number): Uint8Array {
    const header = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'); // the comment's high bytes: a binary file
    const parts: Uint8Array[] = [header];
    const offsets: number[] = [];
    let offset = header.length;
    this.bodies.forEach((body, i) => {
      if (!body) throw new Error(`PDF object ${i + 1} was reserved and never written`);
      const open = encoder.encode(`${i + 1} 0 obj\n`);
      const close = encoder.encode('\nendobj\n');
      offsets.push(offset);
      parts.push(open, body, close);
      offset += open.length + body.length + close.length;
    });
    let xref = `xref\n0 ${this.bodies.length + 1}\n0000000000 65535 f \n`;
    for (const o of offsets) xref += `${String(o).padStart(10, '0')} 00000 n \n`;
    xref += `trailer\n<< /Size ${this.bodies.length + 1} /Root ${root} 0 R /Info ${info} 0 R >>\nstartxref\n${offset}\n%%EOF\n`;
    parts.push(encoder.encode(xref));
    return Buffer.concat(parts);
  }
}

/** The body of a stream object: its dictionary (with /Length), then the data. */
export function streamBody(dict: string, data: Uint8Array): Uint8Array {
  const head = encoder.encode(`<< ${dict} /Length ${data.length} >>\nstream\n`);
  const tail = encoder.encode('\nendstream');
  const out = new Uint8Array(head.length + data.length + tail.length);
  out.set(head, 0);
  out.set(data, head.length);
  out.set(tail, head.length + data.length);
  return out;
}
