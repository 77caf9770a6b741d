/**
 * HTML render engine: sanitiser, network policy, renderer port and the
 * Playwright adapter. See docs/html-rendering.md.
 */
export type {
  EngineOutput,
  EnginePage,
  HtmlEngine,
  HtmlRenderer,
  ProductSize,
  RenderDocumentRequest,
  RenderedDocument,
  RenderedSide,
  RenderSideRequest,
} from './html-renderer.ts';
export type { CreateHtmlRendererOptions } from './create-html-renderer.ts';
export { createHtmlRenderer } from './create-html-renderer.ts';
export type { LaunchedBrowser, PlaywrightEngine, PlaywrightEngineOptions } from './playwright-engine.ts';
export { createPlaywrightEngine } from './playwright-engine.ts';
export { CHROMIUM_ARGS } from './chromium-launch.ts';
export type { BrowserCandidate, BrowserSearch, BrowserSource } from './browser-candidates.ts';
export { BrowserUnavailableError, browserCandidates, NO_BROWSER_ADVICE } from './browser-candidates.ts';
export type { ErrorTree, InputIssue } from './input-issue.ts';
export type { HtmlWarning } from './html-warnings.ts';
export { HtmlInputError, issuesToErrorTree } from './input-issue.ts';
export type { AssetFetcher, FetchedAsset, NetworkPolicy, NetworkPolicyOptions, PolicyDecision, PolicyEvent, Resolver } from './network-policy.ts';
export { ALLOWED_RESOURCE_TYPES, createNetworkPolicy, systemResolver } from './network-policy.ts';
export type { Orientation, PageGeometry } from './page-geometry.ts';
export { PREVIEW_DPI, PREVIEW_SCALE, mmToCssPx, mmToInches, pageGeometry, previewPixels } from './page-geometry.ts';
export type { HtmlSide, PreparedSide, PrepareSideOptions } from './prepare-side.ts';
export { prepareSide, validateSide } from './prepare-side.ts';
export { sanitiseDocument, isForbiddenUrl } from './sanitise-html.ts';
export { sanitiseCss } from './sanitise-css.ts';
export type { SideStyles } from './side-styles.ts';
export { sideStylesToCss } from './side-styles.ts';
