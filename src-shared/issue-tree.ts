import type { z } from 'zod';
import './zod-messages.ts';

export type IssuePath = (string | number)[];

export interface Issue {
  path: IssuePath;
  message: string;
}

export interface IssueTree {
  _errors: string[];
  [key: string]: IssueTree | string[];
}

/** A tree node without a prototype: a field named `constructor` or `__proto__` is just a key. */
function node(): IssueTree {
  const tree = Object.create(null) as IssueTree;
  tree._errors = [];
  return tree;
}

/**
 * Builds the nested `_errors` tree of zod's error.format(), for zod's issues and for
 * rules checked outside zod. Field names are caller-chosen, so every node is built
 * without a prototype and only own keys are read: zod's own format() reads inherited
 * properties and throws on a field named `constructor` or `toString`. A field named
 * `_errors` cannot be a key of the tree (it is the list itself): its messages go to
 * its parent's list, prefixed with the name.
 */
export function issueTree(issues: readonly Issue[]): IssueTree {
  const root = node();
  for (const issue of issues) {
    let at = root;
    let message = issue.message;
    for (const key of issue.path) {
      const name = String(key);
      if (name === '_errors') {
        message = `_errors: ${message}`;
        break;
      }
      const next = Object.hasOwn(at, name) ? at[name] : undefined;
      if (next && !Array.isArray(next)) at = next;
      else at = at[name] = node();
    }
    at._errors.push(message);
  }
  return root;
}

/**
 * zod's issues flattened as zod 3's error.format() read them: a failed union's
 * issues are those of its members, and a record key's those of its key schema
 * (zod 4 nests both, with paths that start where the union or key is).
 */
function flatIssues(issues: readonly z.core.$ZodIssue[], at: IssuePath = []): Issue[] {
  return issues.flatMap((issue): Issue[] => {
    const path = [...at, ...issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key))];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) return issue.errors.flatMap((member) => flatIssues(member, path));
    if ((issue.code === 'invalid_key' || issue.code === 'invalid_element') && issue.issues.length > 0) return flatIssues(issue.issues, path);
    return [{ path, message: issue.message }];
  });
}

/** The `_errors` tree of a zod error: what error.format() gives, safe for any field name. */
export function zodIssueTree(error: z.ZodError): IssueTree {
  return issueTree(flatIssues(error.issues));
}

/** Hangs a subtree under a key of a fresh tree (e.g. errors of `data`). */
export function nestTree(key: string, subtree: IssueTree): IssueTree {
  const root = node();
  root[key] = subtree;
  return root;
}

/** The value of a caller-named key only when the object itself holds it (never an inherited `constructor`). */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
