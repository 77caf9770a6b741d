// The text of a text or handwritten element as the properties panel edits it:
// one line per paragraph. Content with other markup is edited as HTML.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** Lines of `<p>` paragraphs of plain text, or undefined when the content has other markup. */
export function contentToLines(content: string): string[] | undefined {
  const trimmed = content.trim();
  if (trimmed === '') return [''];
  const paragraphs = [...trimmed.matchAll(/<p>([^<]*)<\/p>\s*/g)];
  if (paragraphs.map((m) => m[0]).join('').length !== trimmed.length && !/^[^<]*$/.test(trimmed)) return undefined;
  if (paragraphs.length === 0) return [unescape(trimmed)];
  return paragraphs.map((m) => unescape(m[1]!));
}

function unescape(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&nbsp;/g, '\u00a0').replace(/&amp;/g, '&');
}

export function linesToContent(text: string): string {
  return text
    .split('\n')
    .map((line) => `<p>${line.replace(/[&<>]/g, (c) => ESCAPES[c]!)}</p>`)
    .join('');
}
