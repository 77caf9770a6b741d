/** A text field of a parsed HTML form body (undefined when absent or a file). */
export function formString(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' ? value : undefined;
}
