import { useMemo } from 'react';
import { type ApiClient, createApiClient } from '#shared/api-client.ts';
import { useConnection } from '../stores/connection-store.ts';

/** The typed client for the customer-team key the UI works as (undefined until connected). */
export function useApi(): ApiClient | undefined {
  const config = useConnection((state) => state.config);
  return useMemo(() => (config ? createApiClient({ baseUrl: config.baseUrl, apiKey: config.customerKey }) : undefined), [config]);
}

/** The sandbox control plane's client (Settings, the console). */
export function useAdminApi(): ApiClient | undefined {
  const config = useConnection((state) => state.config);
  return useMemo(() => (config ? createApiClient({ baseUrl: config.baseUrl, adminToken: config.adminToken }) : undefined), [config]);
}
