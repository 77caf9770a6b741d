// Types of layers.js (a plain-JavaScript lint rule, loaded by eslint.config.js), for its test.
import type { Rule } from 'eslint';

export const LAYERS: Record<string, string[]>;
export function layerOf(path: string): string | undefined;
export function refusal(from: string, to: string, typeOnly: boolean): string | undefined;
export const layers: Rule.RuleModule;
