// The part of opentype.js 2 that Inkpost uses (the package ships no types).
declare module 'opentype.js' {
  export class Path {
    moveTo(x: number, y: number): void;
    lineTo(x: number, y: number): void;
    curveTo(x1: number, y1: number, x2: number, y2: number, x: number, y: number): void;
    close(): void;
  }
  export class Glyph {
    constructor(options: { name: string; unicode?: number; unicodes?: number[]; advanceWidth: number; path: Path });
  }
  export class Font {
    constructor(options: { familyName: string; styleName: string; unitsPerEm: number; ascender: number; descender: number; glyphs: Glyph[]; designer?: string; description?: string; version?: string; license?: string });
    tables: { gsub?: unknown };
    substitution: { addAlternate(feature: string, sub: { sub: number; by: number[] }, script?: string, language?: string): void };
    toArrayBuffer(): ArrayBuffer;
  }
  const opentype: { Font: typeof Font; Glyph: typeof Glyph; Path: typeof Path };
  export default opentype;
}
