import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from 'playwright/test';

/** The WCAG 2.1 A and AA rules (contrast, names, roles, labels, landmarks...). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

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
    // Legacy mode runs axe in the page alone, without the blank page it otherwise opens to merge frames' results:
    // the app has no frames, it is two to three times faster, and Electron's window has no browser to open one in.
    let builder = new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true);
    if (index > 0) builder = builder.withRules(['color-contrast']);
    if (options.include) builder = builder.include(options.include);
    for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
    const results = await builder.analyze();
    await testInfo.attach(`axe-${name}-${scheme}.json`, { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });
    for (const violation of results.violations.filter((v) => BLOCKING.has(v.impact ?? ''))) {
      const nodes = violation.nodes.slice(0, 5).map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`);
      found.push(`[${scheme}] ${violation.id} (${violation.impact}): ${violation.help}\n${nodes.join('\n')}`);
    }
  }
  await page.emulateMedia({ colorScheme: null });
  expect(found, `axe found serious or critical violations on ${name}`).toEqual([]);
}
