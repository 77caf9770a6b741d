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

/** Nested `_errors` tree of issues, shaped like zod's `error.format()` (one builder for the whole project). */
export { issueTree as issuesToErrorTree, type IssueTree as ErrorTree } from '#shared/issue-tree.ts';
