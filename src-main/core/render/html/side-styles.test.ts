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
    expect(sideStylesToCss('body{}', path).issues).toEqual([{ path, message: 'styles must be an object of selector -> declarations' }]);
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
});
