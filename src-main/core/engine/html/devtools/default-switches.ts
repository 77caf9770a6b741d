/**
 * The switches a browser the engine drives starts with, beside chromium-launch.ts's own: those
 * Playwright gave it while the engine drove it through Playwright (1.65), so that a side draws to
 * the same pixels as before. What they are for:
 * - drawing: an sRGB output whatever the machine's colour profile, no scrollbars, no paint
 *   held back until the first input, the screenshot taken from a new surface (the way Playwright
 *   captures), hover and pointer media queries answered as on a desktop without a mouse;
 * - a page that is never on a screen is not throttled or put in the background;
 * - a quiet, deterministic browser: no field trials, extensions, default apps, crash reports,
 *   keychain prompts, first-run or search-engine screens, audio, or requests to Google's services;
 * - containers: /tmp instead of a small /dev/shm.
 */
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

const ENABLED_FEATURES = ['CDPScreenshotNewSurface', 'SkipListAccountsWithoutGaiaCookies'];

export const DEFAULT_SWITCHES: readonly string[] = [
  '--disable-field-trial-config',
  '--disable-background-networking',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-back-forward-cache',
  '--disable-breakpad',
  '--disable-component-extensions-with-background-pages',
  '--disable-component-update',
  '--no-default-browser-check',
  '--disable-default-apps',
  '--disable-dev-shm-usage',
  '--disable-extensions',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
  `--enable-features=${ENABLED_FEATURES.join(',')}`,
  '--allow-pre-commit-input',
  '--disable-hang-monitor',
  '--disable-ipc-flooding-protection',
  '--disable-popup-blocking',
  '--disable-prompt-on-repost',
  '--disable-renderer-backgrounding',
  '--force-color-profile=srgb',
  '--metrics-recording-only',
  '--no-first-run',
  '--password-store=basic',
  '--use-mock-keychain',
  '--no-service-autorun',
  '--disable-search-engine-choice-screen',
  '--unsafely-disable-devtools-self-xss-warnings',
  '--enable-unsafe-swiftshader',
  '--disable-stack-profiler',
  '--disable-infobars',
  '--disable-sync',
  '--hide-scrollbars',
  '--mute-audio',
  '--blink-settings=primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4',
];

/**
 * The generic families (serif, sans-serif, ...) a page gets, as Playwright set them for a headless
 * browser: a side that names `sans-serif` draws in Arial (or what the system gives for it) on every
 * machine rather than in the system's own default.
 */
export function defaultFontFamilies(userAgent: string): { fontFamilies: Record<string, string> } {
  if (userAgent.includes('Macintosh')) return { fontFamilies: { standard: 'Times', fixed: 'Courier', serif: 'Times', sansSerif: 'Helvetica', cursive: 'Apple Chancery', fantasy: 'Papyrus' } };
  const fixed = userAgent.includes('Windows') ? 'Consolas' : 'Monospace';
  return { fontFamilies: { standard: 'Times New Roman', fixed, serif: 'Times New Roman', sansSerif: 'Arial', cursive: 'Comic Sans MS', fantasy: 'Impact' } };
}
