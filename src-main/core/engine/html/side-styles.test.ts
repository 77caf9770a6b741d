import { describe, expect, it } from 'vitest';
import { sideStylesToCss } from './side-styles.ts';

const path = ['html', 'front', 'styles'];

describe('side styles', () => {
  it('turns selector -> declarations into CSS (camelCase, numbers, custom properties, data URLs)', () => {
    const { css, issues } = sideStylesToCss(
      { body: { background: '#fdf6e3', fontSize: '11pt' }, '.hero > h1': { 'margin-top': 0, '--accent': 'rebeccapurple', backgroundImage: 'url(data:image/png;base64,AAAA)' } },
      path,
    );
    expect(issues).toEqual([]);
    expect(css).toBe('body { background: #fdf6e3; font-size: 11pt }\n.hero > h1 { margin-top: 0; --accent: rebeccapurple; background-image: url(data:image/png;base64,AAAA) }');
  });

  it('is optional', () => {
    expect(sideStylesToCss(undefined, path)).toEqual({ css: '', issues: [] });
  });

  it('rejects non-objects, injected rules, at-rules and bad values with their path', () => {
    expect(sideStylesToCss('body{}', path).issues).toEqual([{ path, message: 'styles must be an object of CSS properties (or of selector -> declarations)' }]);
    const { issues } = sideStylesToCss({ 'p } body': { color: 'red' }, '@import': { x: 'y' }, p: { color: 'red; } body { color: blue', 'bad prop': 'x', margin: true } }, path);
    expect(issues.map((i) => i.path)).toEqual([
      [...path, 'p } body'],
      [...path, '@import'],
      [...path, 'p', 'color'],
      [...path, 'p', 'bad prop'],
      [...path, 'p', 'margin'],
    ]);
  });

  it('escapes < so a value cannot close the <style> element', () => {
    expect(sideStylesToCss({ p: { content: '"</style>"' } }, path).css).not.toContain('</');
  });

  it("applies a flat object of CSS properties (the hosted service's shape) to the side's root box", () => {
    const { css, issues } = sideStylesToCss({ backgroundColor: '#ffffff', color: '#111827', fontFamily: 'Arial, sans-serif' }, path);
    expect(issues).toEqual([]);
    expect(css).toBe('body { background-color: #ffffff; color: #111827; font-family: Arial, sans-serif }');
  });

  it('takes camelCase, kebab-case and vendor-prefixed names, and numbers as px where CSS needs a unit', () => {
    const { css, issues } = sideStylesToCss({ WebkitPrintColorAdjust: 'exact', msTransform: 'none', '-webkit-text-stroke': '0', 'font-size': 18, padding: 0, lineHeight: 1.4, opacity: 0.9, zIndex: 2, '--gap': 4 }, path);
    expect(issues).toEqual([]);
    expect(css).toBe('body { -webkit-print-color-adjust: exact; -ms-transform: none; -webkit-text-stroke: 0; font-size: 18px; padding: 0; line-height: 1.4; opacity: 0.9; z-index: 2; --gap: 4 }');
  });

  it('refuses a mix of the two shapes, and bad flat values with their path', () => {
    expect(sideStylesToCss({ color: 'red', p: { color: 'blue' } }, path).issues).toEqual([{ path, message: 'styles must be either CSS properties -> values or selector -> declarations, not both' }]);
    expect(sideStylesToCss({ color: 'red; } p { color: blue', margin: [1] }, path).issues.map((i) => i.path)).toEqual([
      [...path, 'color'],
      [...path, 'margin'],
    ]);
  });

  it('the flat shape goes through the same sanitising: no @import, no javascript: URLs', () => {
    const { css } = sideStylesToCss({ backgroundImage: 'url(javascript:alert(1))' }, path);
    expect(css).not.toMatch(/javascript:/);
    expect(sideStylesToCss({ '@import': 'x' }, path).issues).toEqual([{ path: [...path, '@import'], message: 'property must be a CSS property name' }]);
  });

  it('built-in property names are plain keys, never a crash', () => {
    for (const name of ['constructor', 'toString', 'hasOwnProperty', '__proto__']) {
      expect(() => sideStylesToCss(JSON.parse(`{"${name}": "x"}`), path)).not.toThrow();
      expect(() => sideStylesToCss(JSON.parse(`{"p": {"${name}": "x"}}`), path)).not.toThrow();
    }
  });
});
