import { ipcMain, shell } from 'electron';
import { type ApiConfig, IPC } from '#shared/bridge.ts';

/** The two OS-only calls of the bridge. */
export function registerIpc(config: () => ApiConfig): void {
  ipcMain.handle(IPC.getApiConfig, () => config());
  ipcMain.handle(IPC.openExternal, async (_event, url: unknown) => {
    if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) throw new Error('Only http(s) URLs open in the browser');
    await shell.openExternal(url);
  });
}
