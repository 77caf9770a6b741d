/** Smart QR: placeholder parsing and validation, styled vector QR codes. See docs/html-rendering.md. */
export type { QrStyle, SmartQrOptions } from './smart-qr-options.ts';
export { DEFAULT_QR_STYLE, isSqrDestination, parseSmartQrAttributes, parseSqrSize } from './smart-qr-options.ts';
export type { PlaceholderScan, SideName, SmartQrSlot } from './parse-placeholders.ts';
export { parseSideHtml, parseSmartQrSlots, scanPlaceholders } from './parse-placeholders.ts';
export type { QrMatrix } from './qr-svg.ts';
export { QR_QUIET_ZONE_MODULES, qrMatrix, renderQrSvg } from './qr-svg.ts';
export type { QrUrls } from './fill-placeholders.ts';
export { fillPlaceholderElement, fillSmartQrPlaceholders, missingUrlIssues } from './fill-placeholders.ts';
