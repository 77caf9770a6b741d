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
