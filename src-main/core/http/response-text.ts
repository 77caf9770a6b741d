/**
 * The text a response was built from, by response. The request log reads a body
 * here instead of cloning the response: a clone turns the server's light response
 * (a string written at once) into a teed stream, which costs every logged request
 * far more than the log itself. A response not built here is cloned as before.
 */
const texts = new WeakMap<Response, string>();

export function withText(res: Response, text: string | undefined): Response {
  if (text !== undefined) texts.set(res, text);
  return res;
}

export function textOf(res: Response): string | undefined {
  return texts.get(res);
}
