import { describe, expect, it } from 'vitest';
import pictures from './pictures.json' with { type: 'json' };
import { type Picture, pictureSize, pictureSrc, searchPictures } from './pictures.ts';

const library = pictures as Picture[];

describe('the bundled picture library', () => {
  it('has at least 60 illustrations, patterns and frames, each named, licensed and an SVG', () => {
    expect(library.length).toBeGreaterThanOrEqual(60);
    for (const kind of ['illustration', 'pattern', 'frame'] as const) expect(library.filter((p) => p.kind === kind).length, kind).toBeGreaterThanOrEqual(8);
    expect(new Set(library.map((p) => p.id)).size).toBe(library.length);
    for (const p of library) {
      expect(p.licence, p.id).toMatch(/^(Fluent Emoji \(Microsoft\), MIT|Inkpost, CC0)$/);
      expect(p.svg, p.id).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[^"]+" width="1000" height="\d+">/);
      expect(p.svg, p.id).not.toMatch(/<image|<script|href="http/);
    }
  });

  it('finds pictures by the start of any of their words, every word of the query, and by kind', () => {
    const cake = searchPictures(library, 'birthday');
    expect(cake.map((p) => p.id)).toEqual(expect.arrayContaining(['illustration-birthday-cake', 'illustration-balloon', 'illustration-wrapped-gift']));
    expect(searchPictures(library, 'CAK').map((p) => p.id)).toContain('illustration-birthday-cake');
    expect(searchPictures(library, 'house real').map((p) => p.id)).toEqual(['illustration-house', 'illustration-house-with-garden']);
    expect(searchPictures(library, 'dots', 'pattern').every((p) => p.kind === 'pattern')).toBe(true);
    expect(searchPictures(library, '', 'frame')).toHaveLength(library.filter((p) => p.kind === 'frame').length);
    expect(searchPictures(library, 'zebra crossing')).toEqual([]);
  });

  it('places a picture as an SVG data: URL, sized for its kind', () => {
    const src = pictureSrc({ svg: '<svg xmlns="http://www.w3.org/2000/svg">é</svg>' });
    const bytes = Uint8Array.from(atob(src.replace('data:image/svg+xml;base64,', '')), (c) => c.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe('<svg xmlns="http://www.w3.org/2000/svg">é</svg>');
    expect(pictureSize('frame', { width: 134, height: 91 })).toEqual({ width: 134, height: 91 });
    expect(pictureSize('illustration', { width: 134, height: 91 })).toEqual({ width: 30, height: 30 });
  });
});
