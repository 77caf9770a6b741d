/**
 * The engine's HTML part: sanitiser, network policy, the side engine, the browser port and
 * the Chromium adapter. See docs/html-rendering.md. Code outside engine/html imports it
 * through this file only (lint: scripts/lint/layers.js).
 */
export type { HtmlSideEngine } from './html-side-engine.ts';
export type { CreateHtmlSideEngineOptions } from './create-html-side-engine.ts';
export { createHtmlSideEngine } from './create-html-side-engine.ts';
export { createChromiumEngine } from './chromium-engine.ts';
export { BrowserUnavailableError, browserCandidates } from './browser-candidates.ts';
export type { HtmlWarning } from './html-warnings.ts';
export { HtmlInputError } from '../markup/input-issue.ts';
export { createNetworkPolicy } from './network-policy.ts';
export { PREVIEW_SCALE, mmToCssPx, mmToInches, pageGeometry } from './page-geometry.ts';
export type { HtmlSide } from './prepare-side.ts';
export { prepareSide, validateSide } from './prepare-side.ts';
export { type Browser, launchChromium } from './chromium-launch.ts';
export type { BrowserPage } from './devtools/browser-page.ts';
export type { HandNames } from './handwritten-blocks.ts';
export type { BrowserEngine, EngineOutput, EnginePage, RenderDocumentRequest } from './html-side-engine.ts';
export { ALLOWED_RESOURCE_TYPES } from './network-policy.ts';
export type { NetworkPolicy } from './network-policy.ts';
export { PREVIEW_DPI } from './page-geometry.ts';
export { capturePreview, clipHandling, previewViewport } from './preview-capture.ts';
export { printToPdf } from './print-to-pdf.ts';
export { SHRINK_TO_FIT_MARKER, SHRINK_TO_FIT_SCRIPT } from './shrink-to-fit.ts';
