import { ipcMain, type IpcMainInvokeEvent, shell } from 'electron';
import { type ApiConfig, IPC } from '#shared/bridge.ts';
import { isAppFrame, isExternalWebUrl } from './app-origin.ts';

/**
 * The two OS-only calls of the bridge. Each answers only the app's own window: the
 * top frame of a page of the app's origin (one call hands out the admin token), so a
 * page the window was somehow led to, or a frame inside it, gets an error instead.
 */
export function registerIpc(config: () => ApiConfig, origins: () => readonly string[]): void {
  const fromApp = (event: IpcMainInvokeEvent) => {
    if (!isAppFrame(event.senderFrame, origins())) throw new Error('Only the Inkpost window may use this bridge');
  };
  ipcMain.handle(IPC.getApiConfig, (event) => {
    fromApp(event);
    return config();
  });
  ipcMain.handle(IPC.openExternal, async (event, url: unknown) => {
    fromApp(event);
    if (typeof url !== 'string' || !isExternalWebUrl(url)) throw new Error('Only http(s) URLs open in the browser');
    await shell.openExternal(url);
  });
}
