import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { CoreContext } from '#core/context.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';
import { INTER_FILE } from '../pages/hosted-style.ts';

let inter: Uint8Array | undefined;

/** The hosted pages' typeface, read once from its npm package (nothing is fetched from elsewhere). */
export function registerHostedAssetRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'hostedAsset', () => {
    inter ??= new Uint8Array(readFileSync(createRequire(import.meta.url).resolve(INTER_FILE)));
    return { status: 200, bytes: inter, headers: { 'Content-Type': 'font/woff2', 'Cache-Control': 'public, max-age=86400' } };
  });
}
