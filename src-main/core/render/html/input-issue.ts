/**
 * A problem with caller input, located by the path of the request body field it
 * concerns (e.g. ['html', 'front']). The HTTP layer turns issues into the
 * `_errors` tree (one zod custom issue per InputIssue, same path and message).
 */
export interface InputIssue {
  path: (string | number)[];
  message: string;
}

/** Thrown by the renderer when a side cannot be rendered as sent. */
export class HtmlInputError extends Error {
  readonly issues: InputIssue[];

  constructor(issues: InputIssue[]) {
    super(issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') || 'Invalid HTML input');
    this.name = 'HtmlInputError';
    this.issues = issues;
  }
}

/** Nested `_errors` tree of issues, shaped like zod's `error.format()`. */
export interface ErrorTree {
  _errors: string[];
  [key: string]: ErrorTree | string[];
}

export function issuesToErrorTree(issues: readonly InputIssue[]): ErrorTree {
  const root: ErrorTree = { _errors: [] };
  for (const issue of issues) {
    let node = root;
    for (const key of issue.path) {
      const k = String(key);
      const next = node[k];
      if (next === undefined || Array.isArray(next)) {
        const child: ErrorTree = { _errors: [] };
        node[k] = child;
        node = child;
      } else {
        node = next;
      }
    }
    node._errors.push(issue.message);
  }
  return root;
}
