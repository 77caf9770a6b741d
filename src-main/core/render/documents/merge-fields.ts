const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_ -]*?)\s*\}\}/g;

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Fills {{name}} placeholders of a text block's simple HTML with recipient
 * values. Values are escaped: a recipient's data is text, never markup. An
 * unknown name becomes empty rather than printing braces on a card.
 */
export function mergeFields(content: string, values: Record<string, unknown>): string {
  return content.replace(PLACEHOLDER, (_, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === undefined || value === null ? '' : escapeHtml(String(value));
  });
}
