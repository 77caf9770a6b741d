import { BrowserWindow, shell } from 'electron';
import { APP_NAME } from '#core/start/app-data-dir.ts';
import { isAppUrl, isExternalWebUrl } from './app-origin.ts';

/**
 * The app's window on the UI the core serves. It stays on the app's own origin
 * (Electron's security checklist: limit navigation and new windows): a link to
 * another site (checkout, billing setup, docs) opens in the system browser, and
 * any other navigation or window is refused.
 */
export function createAppWindow(options: { preload: string; origins: readonly string[] }): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 860,
    title: APP_NAME,
    // Spell checking downloads Hunspell dictionaries from Google's servers on Windows and Linux;
    // an offline app does not. macOS checks spelling with the system's own dictionaries.
    webPreferences: { preload: options.preload, sandbox: true, contextIsolation: true, nodeIntegration: false, webSecurity: true, spellcheck: process.platform === 'darwin' },
  });
  const leave = (url: string) => {
    if (isExternalWebUrl(url)) void shell.openExternal(url);
  };
  window.webContents.setWindowOpenHandler(({ url }) => {
    leave(url);
    return { action: 'deny' };
  });
  window.webContents.on('will-navigate', (event, url) => {
    if (isAppUrl(url, options.origins)) return;
    event.preventDefault();
    leave(url);
  });
  window.webContents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url, options.origins)) event.preventDefault();
  });
  return window;
}
