import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import { expect, type Page, type TestInfo } from 'playwright/test';

/** The WCAG 2.1 A and AA rules (contrast, names, roles, labels, landmarks...). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's `axe.run` in the page (the app has no frames), with what @axe-core/playwright's legacy mode passes
 * it, but axe injected once per document rather than twice per run (650 KB of script parsed each time) and only
 * the violations carried back: the passes, with a snippet of every node, were most of what came over.
 */
async function violations(page: Page, context: ElementContext, options: RunOptions): Promise<AxeResults['violations']> {
  if (!(await page.evaluate('typeof window.axe?.run === "function"'))) await page.evaluate(AXE_SOURCE);
  type InPage = { axe: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> } };
  return page.evaluate(([c, o]) => (globalThis as unknown as InPage).axe.run(c, o).then((r) => r.violations), [context, { ...options, resultTypes: ['violations'] }] as const);
}

interface AxeOptions {
  /** Only this part of the page (a CSS selector), e.g. an open dialog. */
  include?: string;
  /** Parts not ours to fix (a CSS selector each): say why at the call. */
  exclude?: string[];
  /** Check in the light theme, the dark one, or both (the default: the app follows the OS). */
  schemes?: ('light' | 'dark')[];
}

/**
 * Runs axe-core on the view as it stands and fails on any serious or critical violation: every rule in the first
 * colour scheme, then colour contrast again in the other (the rest does not change with the theme).
 * The full results are attached to the test (axe-<name>-<scheme>.json) for a look at the minor ones.
 */
export async function expectAccessible(page: Page, testInfo: TestInfo, name: string, options: AxeOptions = {}): Promise<void> {
  const schemes = options.schemes ?? ['light', 'dark'];
  const found: string[] = [];
  for (const [index, scheme] of schemes.entries()) {
    await page.emulateMedia({ colorScheme: scheme });
    // Colours ease between themes: measure them once the transitions have finished (not the endless spinners).
    // At most 2 s: an animation that is paused or restarted never finishes (one in the webhooks view held a spec until its timeout).
    await page.evaluate('Promise.race([Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))), new Promise((done) => setTimeout(done, 2000))])');
    const context = { include: options.include ? [options.include] : [], exclude: options.exclude ?? [] } as ElementContext;
    // Every WCAG A and AA rule in the first scheme; colour contrast alone in the other.
    const runOnly: RunOptions['runOnly'] = index > 0 ? { type: 'rule', values: ['color-contrast'] } : { type: 'tag', values: TAGS };
    const inScheme = await violations(page, context, { runOnly });
    await testInfo.attach(`axe-${name}-${scheme}.json`, { body: JSON.stringify(inScheme, null, 2), contentType: 'application/json' });
    for (const violation of inScheme.filter((v) => BLOCKING.has(v.impact ?? ''))) {
      const nodes = violation.nodes.slice(0, 5).map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`);
      found.push(`[${scheme}] ${violation.id} (${violation.impact}): ${violation.help}\n${nodes.join('\n')}`);
    }
  }
  await page.emulateMedia({ colorScheme: null });
  expect(found, `axe found serious or critical violations on ${name}`).toEqual([]);
}
