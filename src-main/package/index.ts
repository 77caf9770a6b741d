// The npm package's programmatic API: `import { startInkpost } from 'inkpost'`.
export { startInkpost } from './start-inkpost.ts';
export type { InkpostKeys, RunningInkpost, StartInkpostOptions } from './start-inkpost.ts';
