// Types of no-cycle.js (a plain-JavaScript lint rule, loaded by eslint.config.js), for its test.
import type { Rule } from 'eslint';

export function cycles(edges: Map<string, Set<string>>): Map<string, number>;
export const noCycle: Rule.RuleModule;
