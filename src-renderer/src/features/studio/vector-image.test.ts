import { describe, expect, it } from 'vitest';
import { isVectorOnly } from './vector-image.ts';

const b64 = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

describe('which images the print-resolution check measures', () => {
  it('leaves out an SVG of shapes (base64 or not), and measures one that embeds a photo, and every other image', () => {
    expect(isVectorOnly(b64('<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>'))).toBe(true);
    expect(isVectorOnly(`data:image/svg+xml,${encodeURIComponent('<svg><rect width="2" height="2"/></svg>')}`)).toBe(true);
    expect(isVectorOnly(b64('<svg xmlns="http://www.w3.org/2000/svg"><image href="data:image/png;base64,iVBOR" width="10" height="10"/></svg>'))).toBe(false);
    expect(isVectorOnly('data:image/png;base64,iVBORw0KGgo=')).toBe(false);
    expect(isVectorOnly('data:image/svg+xml;base64,%%%')).toBe(false);
  });
});
