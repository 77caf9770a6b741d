import { contextBridge, ipcRenderer } from 'electron';
import { type ApiConfig, type InkpostBridge, IPC } from '#shared/bridge.ts';

const bridge: InkpostBridge = {
  openExternal: (url) => ipcRenderer.invoke(IPC.openExternal, url) as Promise<void>,
  getApiConfig: () => ipcRenderer.invoke(IPC.getApiConfig) as Promise<ApiConfig>,
};

contextBridge.exposeInMainWorld('inkpost', bridge);
