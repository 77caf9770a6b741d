import type { ApiConfig } from '#shared/bridge.ts';
import type { UiBootstrap } from '#shared/contract/ui.ts';

/** API address and keys: from the Electron bridge, or from the server that served this page. */
export async function loadApiConfig(): Promise<ApiConfig> {
  if (window.inkpost) return window.inkpost.getApiConfig();
  const response = await fetch('/_ui/bootstrap');
  if (response.status === 401) {
    // The keys are only for the browser that opened the one-time link (see the README's security model).
    throw new Error('This browser is not signed in to Inkpost. Open the "Inkpost UI" link that the server printed when it started (it works once; restart the server for a new one).');
  }
  if (!response.ok) throw new Error(`The local server did not answer (${response.status})`);
  return (await response.json()) as UiBootstrap;
}

/** Opens checkout and billing pages in the system browser (a new tab in browser mode). */
export async function openExternal(url: string): Promise<void> {
  if (window.inkpost) return window.inkpost.openExternal(url);
  window.open(url, '_blank', 'noopener');
}
