/**
 * HTML render engine: sanitiser, network policy, renderer port and the
 * Playwright adapter. See docs/html-rendering.md.
 */
export type { HtmlRenderer } from './html-renderer.ts';
export type { CreateHtmlRendererOptions } from './create-html-renderer.ts';
export { createHtmlRenderer } from './create-html-renderer.ts';
export { createPlaywrightEngine } from './playwright-engine.ts';
export { BrowserUnavailableError, browserCandidates } from './browser-candidates.ts';
export type { HtmlWarning } from './html-warnings.ts';
export { HtmlInputError } from './input-issue.ts';
export { createNetworkPolicy } from './network-policy.ts';
export { PREVIEW_SCALE, mmToCssPx, mmToInches, pageGeometry } from './page-geometry.ts';
export type { HtmlSide } from './prepare-side.ts';
export { prepareSide, validateSide } from './prepare-side.ts';
