import type { InkpostBridge } from '#shared/bridge.ts';

declare global {
  interface Window {
    /** Present in the Electron window only; the browser UI falls back to HTTP. */
    inkpost?: InkpostBridge;
  }
}
