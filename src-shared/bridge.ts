// The typed bridge between the Electron shell and the renderer: only what needs
// the operating system. Everything else goes through the local HTTP API.

export interface ApiConfig {
  baseUrl: string;
  customerKey: string;
  partnerKey: string;
  teamId: string;
  /** The sandbox control plane's bearer token. */
  adminToken: string;
  /** Set when the remembered port was taken and a free one is used for this run. */
  portNotice?: string;
}

export interface InkpostBridge {
  /** Opens an http(s) URL in the system browser (checkout, billing setup). */
  openExternal(url: string): Promise<void>;
  /** The embedded API's address and the demo keys. */
  getApiConfig(): Promise<ApiConfig>;
}

export const IPC = {
  openExternal: 'inkpost:open-external',
  getApiConfig: 'inkpost:get-api-config',
} as const;
