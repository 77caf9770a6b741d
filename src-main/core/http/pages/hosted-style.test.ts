import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HOSTED_TOKENS } from './hosted-style.ts';

/** The custom properties of one block of the app's tokens.css. */
function tokensOf(css: string): Record<string, string> {
  return Object.fromEntries([...css.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

describe('the hosted pages speak the app\'s visual language', () => {
  it('uses the very values of the app\'s tokens, light and dark', () => {
    const css = readFileSync(new URL('../../../../src-renderer/src/styles/tokens.css', import.meta.url), 'utf8');
    const darkAt = css.indexOf('@media (prefers-color-scheme: dark)');
    const light = tokensOf(css.slice(0, darkAt));
    const dark = { ...light, ...tokensOf(css.slice(darkAt)) };
    for (const [name, value] of Object.entries(HOSTED_TOKENS.light)) expect([name, value]).toEqual([name, light[name]]);
    for (const [name, value] of Object.entries(HOSTED_TOKENS.dark)) expect([name, value]).toEqual([name, dark[name]]);
  });
});
