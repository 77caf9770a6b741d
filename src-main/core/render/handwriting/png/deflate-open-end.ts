/**
 * Makes a complete raw deflate stream "open-ended", so that more deflate data can follow
 * it: the final block's BFINAL bit is cleared and an empty stored block brings the end
 * to a byte boundary (what zlib's gzjoin does). The data it inflates to is unchanged.
 *
 * Finding the final block means walking every block (RFC 1951): the Huffman symbols are
 * decoded only far enough to skip them, nothing is inflated.
 */

const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DIST_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];
const LOOKUP_BITS = 10;

/**
 * A canonical Huffman code as a lookup table on the next LOOKUP_BITS bits (bit-reversed,
 * as deflate sends codes): entry = symbol << 4 | code length; longer codes are decoded
 * bit by bit from the counts.
 */
interface Code {
  table: Int32Array;
  counts: Int32Array;
  symbols: Int32Array;
}

function buildCode(lengths: ArrayLike<number>): Code {
  const counts = new Int32Array(16);
  for (let i = 0; i < lengths.length; i++) counts[lengths[i]!]!++;
  counts[0] = 0;
  const offsets = new Int32Array(16);
  for (let len = 1; len < 16; len++) offsets[len] = offsets[len - 1]! + counts[len - 1]!;
  const symbols = new Int32Array(lengths.length);
  for (let s = 0; s < lengths.length; s++) if (lengths[s]) symbols[offsets[lengths[s]!]!++] = s;
  const table = new Int32Array(1 << LOOKUP_BITS).fill(-1);
  let code = 0;
  let index = 0;
  for (let len = 1; len <= LOOKUP_BITS; len++) {
    for (let n = 0; n < counts[len]!; n++, code++, index++) {
      let reversed = 0;
      for (let b = 0; b < len; b++) reversed |= ((code >> b) & 1) << (len - 1 - b);
      for (let fill = reversed; fill < 1 << LOOKUP_BITS; fill += 1 << len) table[fill] = (symbols[index]! << 4) | len;
    }
    code <<= 1;
  }
  return { table, counts, symbols };
}

const FIXED_LITERALS = buildCode(Array.from({ length: 288 }, (_, s) => (s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8)));
const FIXED_DISTANCES = buildCode(new Array<number>(30).fill(5));

class BitReader {
  pos = 0; // in bits
  /** In bits. */
  readonly length: number;
  private readonly data: Uint8Array;
  constructor(data: Uint8Array) {
    this.data = data;
    this.length = data.length * 8;
  }

  bits(n: number): number {
    let value = 0;
    for (let i = 0; i < n; i++, this.pos++) {
      const byte = this.data[this.pos >> 3];
      if (byte === undefined) throw new Error('Truncated deflate stream');
      value |= ((byte >> (this.pos & 7)) & 1) << i;
    }
    return value;
  }

  /** The next `n` bits without consuming them (zeros past the end). */
  peek(n: number): number {
    const p = this.pos;
    const d = this.data;
    const i = p >> 3;
    const word = (d[i] ?? 0) | ((d[i + 1] ?? 0) << 8) | ((d[i + 2] ?? 0) << 16);
    return (word >>> (p & 7)) & ((1 << n) - 1);
  }

  symbol(code: Code): number {
    const entry = code.table[this.peek(LOOKUP_BITS)]!;
    if (entry >= 0) {
      this.pos += entry & 15;
      return entry >> 4;
    }
    // longer than the table: canonical decoding bit by bit (puff.c's decode)
    let value = 0;
    let first = 0;
    let index = 0;
    for (let len = 1; len < 16; len++) {
      value |= this.bits(1);
      const count = code.counts[len]!;
      if (value - count < first) return code.symbols[index + (value - first)]!;
      index += count;
      first = (first + count) << 1;
      value <<= 1;
    }
    throw new Error('Invalid Huffman code in deflate stream');
  }
}

function readDynamicCodes(r: BitReader): [Code, Code] {
  const literalCount = r.bits(5) + 257;
  const distanceCount = r.bits(5) + 1;
  const lengthCodeCount = r.bits(4) + 4;
  const codeLengths = new Array<number>(19).fill(0);
  for (let i = 0; i < lengthCodeCount; i++) codeLengths[CODE_LENGTH_ORDER[i]!] = r.bits(3);
  const lengthCode = buildCode(codeLengths);
  const lengths: number[] = [];
  while (lengths.length < literalCount + distanceCount) {
    const s = r.symbol(lengthCode);
    if (s < 16) lengths.push(s);
    else if (s === 16) lengths.push(...new Array<number>(3 + r.bits(2)).fill(lengths.at(-1)!));
    else if (s === 17) lengths.push(...new Array<number>(3 + r.bits(3)).fill(0));
    else lengths.push(...new Array<number>(11 + r.bits(7)).fill(0));
  }
  return [buildCode(lengths.slice(0, literalCount)), buildCode(lengths.slice(literalCount))];
}

function skipHuffmanBlock(r: BitReader, literals: Code, distances: Code): void {
  for (;;) {
    const s = r.symbol(literals);
    if (s < 256) continue;
    if (s === 256) return;
    r.pos += LENGTH_EXTRA[s - 257]!;
    const distance = r.symbol(distances); // not inline: `r.pos +=` would read pos before the symbol moves it
    r.pos += DIST_EXTRA[distance]!;
    if (r.pos > r.length) throw new Error('Truncated deflate stream');
  }
}

/** Bit positions of the final block's header and of the stream's end. */
function walkBlocks(deflate: Uint8Array): { finalHeader: number; end: number } {
  const r = new BitReader(deflate);
  for (;;) {
    const header = r.pos;
    const final = r.bits(1);
    const type = r.bits(2);
    if (type === 0) {
      r.pos = (r.pos + 7) & ~7;
      const len = r.bits(16);
      r.pos += 16 + len * 8;
    } else if (type === 1) skipHuffmanBlock(r, FIXED_LITERALS, FIXED_DISTANCES);
    else if (type === 2) skipHuffmanBlock(r, ...readDynamicCodes(r));
    else throw new Error('Invalid deflate block type');
    if (r.pos > r.length) throw new Error('Truncated deflate stream');
    if (final) return { finalHeader: header, end: r.pos };
  }
}

/** The raw deflate stream, not final any more and ending on a byte boundary. */
export function openDeflateEnd(deflate: Uint8Array): Uint8Array {
  const { finalHeader, end } = walkBlocks(deflate);
  // an empty stored block: 3 header bits (not final, type 0), padding, LEN 0, NLEN 0xffff
  const aligned = (end + 3 + 7) >> 3;
  const out = new Uint8Array(aligned + 4);
  out.set(deflate.subarray(0, Math.min(aligned, deflate.length)));
  out[finalHeader >> 3]! &= ~(1 << (finalHeader & 7));
  for (let bit = end; bit < aligned * 8; bit++) out[bit >> 3]! &= ~(1 << (bit & 7));
  out.set([0x00, 0x00, 0xff, 0xff], aligned);
  return out;
}
