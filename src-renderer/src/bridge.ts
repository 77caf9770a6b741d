import type { ApiConfig } from '#shared/bridge.ts';
import { loadBrowserConfig } from './api/browser-session.ts';

/** API address and keys: from the Electron bridge, or from the server that served this page. */
export async function loadApiConfig(): Promise<ApiConfig> {
  if (window.inkpost) return window.inkpost.getApiConfig();
  // The keys are only for the browser that opened the one-time link (see the README's security model).
  return loadBrowserConfig();
}

/** Opens checkout and billing pages in the system browser (a new tab in browser mode). */
export async function openExternal(url: string): Promise<void> {
  if (window.inkpost) return window.inkpost.openExternal(url);
  window.open(url, '_blank', 'noopener');
}
