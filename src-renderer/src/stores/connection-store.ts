import { create } from 'zustand';
import type { ApiConfig } from '#shared/bridge.ts';
import { createApiClient } from '#shared/api-client.ts';
import type { WhoAmI } from '#shared/contract/auth.ts';
import { loadApiConfig } from '../bridge.ts';
import { whoami } from '../api/auth.ts';

interface ConnectionState {
  config: ApiConfig | undefined;
  loadError: string | undefined;
  whoami: WhoAmI | undefined;
  checkError: string | undefined;
  load(): Promise<void>;
  check(): Promise<void>;
}

/** The embedded API's address and keys, and the result of the last credential check. */
export const useConnection = create<ConnectionState>((set, get) => ({
  config: undefined,
  loadError: undefined,
  whoami: undefined,
  checkError: undefined,
  load: async () => {
    try {
      set({ config: await loadApiConfig(), loadError: undefined });
    } catch (error) {
      set({ loadError: error instanceof Error ? error.message : String(error) });
    }
  },
  check: async () => {
    const config = get().config;
    if (!config) return;
    const client = createApiClient({ baseUrl: config.baseUrl, apiKey: config.customerKey });
    try {
      const result = await whoami(client);
      if (result.ok) set({ whoami: result.body, checkError: undefined });
      else set({ whoami: undefined, checkError: result.status === 0 ? result.body.message : `${result.status}: ${result.body.message}` });
    } catch (error) {
      set({ whoami: undefined, checkError: error instanceof Error ? error.message : String(error) });
    }
  },
}));
