/** What the network policy gets back for one asset it allowed. */
export interface FetchedAsset {
  status: number;
  contentType: string | null;
  body: Uint8Array;
}

/** Fetches `url` from exactly these (already vetted) addresses, never following redirects. */
export type AssetFetcher = (url: URL, addresses: readonly string[], signal: AbortSignal) => Promise<FetchedAsset>;
