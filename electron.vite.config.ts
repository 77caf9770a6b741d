import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';

// Three bundles, one per process: the Electron shell (which hosts the core),
// the preload bridge, and the React renderer. The headless server does not use
// these bundles for the core: it runs src-main/core directly on Node 24.
export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      rollupOptions: {
        input: { index: resolve('src-main/shell/main.ts') },
        // The migrations' .sql files (read through new URL('./x.sql', import.meta.url)) are copied beside the
        // chunks and their URLs rewritten; Vite does that only for the renderer, so rolldown does it here.
        experimental: { resolveNewUrlToAsset: true },
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      // A sandboxed preload must be CommonJS.
      rollupOptions: { input: { index: resolve('src-main/preload/index.ts') }, output: { format: 'cjs', entryFileNames: '[name].cjs' } },
    },
  },
  renderer: {
    root: resolve('src-renderer'),
    build: {
      outDir: resolve('out/renderer'),
      // electron-vite leaves bundles unminified; the renderer's 3 MB of JavaScript then costs seconds to parse on a busy
      // machine before the first view paints. Minified, it is about a third.
      minify: true,
      rollupOptions: { input: { index: resolve('src-renderer/index.html') } },
    },
    plugins: [react()],
  },
});
