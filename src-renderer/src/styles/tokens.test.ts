import { describe, expect, it } from 'vitest';
import css from './tokens.css?raw';
import { contrastRatio as ratioOrUndefined } from '#shared/colour.ts';

/** A token pair's contrast; a token that is not a colour fails loudly, never passes unmeasured. */
function contrastRatio(a: string, b: string): number {
  const ratio = ratioOrUndefined(a, b);
  if (ratio === undefined) throw new Error(`${a} or ${b} is not a colour`);
  return ratio;
}

/** The custom properties of the light theme (the first :root) and of the dark one (light, then its overrides). */
function themes(source: string): { light: Map<string, string>; dark: Map<string, string> } {
  const read = (block: string) => new Map([...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1] ?? '', (m[2] ?? '').trim()]));
  const [lightPart, darkPart] = source.split('@media (prefers-color-scheme: dark)');
  const light = read(lightPart ?? '');
  return { light, dark: new Map([...light, ...read(darkPart ?? '')]) };
}

// Every text colour on every ground it is drawn on. Body text needs 4.5:1 (WCAG AA).
const TEXT_PAIRS: [string, string[]][] = [
  ['--text', ['--paper', '--paper-raised', '--paper-sunken', '--surface', '--surface-hover', '--accent-soft']],
  ['--text-muted', ['--paper', '--paper-raised', '--paper-sunken', '--surface', '--surface-hover', '--accent-soft']],
  ['--text-faint', ['--paper', '--paper-raised', '--paper-sunken', '--surface', '--surface-hover']],
  ['--accent', ['--paper', '--paper-raised', '--paper-sunken', '--surface', '--accent-soft']],
  ['--on-accent', ['--accent', '--accent-hover']],
  ['--ok', ['--ok-soft', '--paper-raised', '--surface']],
  ['--warn', ['--warn-soft', '--paper-raised', '--surface']],
  ['--danger', ['--danger-soft', '--paper-raised', '--surface']],
  ['--on-danger', ['--danger', '--danger-hover']],
  ['--on-inverse', ['--inverse']],
];
// Borders that identify a control and the focus ring need 3:1 against what surrounds them (WCAG 1.4.11).
const UI_PAIRS: [string, string[]][] = [
  ['--field-border', ['--surface', '--paper-raised']],
  ['--focus', ['--paper', '--paper-raised', '--surface']],
];

describe('colour tokens', () => {
  const { light, dark } = themes(css);
  for (const [name, tokens] of [['light', light], ['dark', dark]] as const) {
    const colour = (token: string) => {
      const value = tokens.get(token);
      if (!value) throw new Error(`${token} is not set in the ${name} theme`);
      return value;
    };
    it(`${name}: text is at least 4.5:1 on every ground it sits on`, () => {
      const low = TEXT_PAIRS.flatMap(([fg, bgs]) => bgs.map((bg) => ({ pair: `${fg} on ${bg}`, ratio: contrastRatio(colour(fg), colour(bg)) }))).filter((p) => p.ratio < 4.5);
      expect(low).toEqual([]);
    });
    it(`${name}: control borders and the focus ring are at least 3:1`, () => {
      const low = UI_PAIRS.flatMap(([fg, bgs]) => bgs.map((bg) => ({ pair: `${fg} on ${bg}`, ratio: contrastRatio(colour(fg), colour(bg)) }))).filter((p) => p.ratio < 3);
      expect(low).toEqual([]);
    });
  }

  it('the dark theme overrides every colour of the light one', () => {
    const colours = [...light].filter(([, value]) => /^#|^rgb/.test(value)).map(([token]) => token);
    const darkPart = css.split('@media (prefers-color-scheme: dark)')[1] ?? '';
    // The card stock is white in both themes: it is the printed card.
    const missing = colours.filter((token) => token !== '--card-stock' && !darkPart.includes(`${token}:`));
    expect(missing).toEqual([]);
  });
});
