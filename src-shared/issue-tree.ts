export type IssuePath = (string | number)[];

export interface Issue {
  path: IssuePath;
  message: string;
}

export interface IssueTree {
  _errors: string[];
  [key: string]: IssueTree | string[];
}

/** Builds the same nested `_errors` tree zod's error.format() gives, for rules checked outside zod. */
export function issueTree(issues: readonly Issue[]): IssueTree {
  const root: IssueTree = { _errors: [] };
  for (const issue of issues) {
    let node = root;
    for (const key of issue.path) {
      const name = String(key);
      const next = node[name];
      if (next && !Array.isArray(next)) node = next;
      else {
        const child: IssueTree = { _errors: [] };
        node[name] = child;
        node = child;
      }
    }
    node._errors.push(issue.message);
  }
  return root;
}

/** Hangs a zod-formatted subtree under a key of a fresh tree (e.g. errors of `data`). */
export function nestTree(key: string, subtree: unknown): IssueTree {
  return { _errors: [], [key]: subtree as IssueTree };
}
