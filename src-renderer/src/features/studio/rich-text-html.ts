// Maps the in-place editor's HTML (Tiptap's getHTML) to and from an element's
// content in the side's HTML, which the renderer prints as it is written.
// Text: paragraphs as <p style="margin:0"> (the browser's default margins would
// open gaps the editor does not show), an empty one keeps its line with <br>, and
// one plain paragraph is written as bare text, as the studio always wrote it.
// Handwriting: simple text in <p> paragraphs, which is all the engine reads.

const PARAGRAPH = /<p(?:\s[^>]*)?>([\s\S]*?)<\/p>/g;

/** The paragraphs' inner HTML of the editor's output. */
function paragraphs(editorHtml: string): string[] {
  const found = [...editorHtml.matchAll(PARAGRAPH)].map((m) => m[1]!);
  return found.length > 0 ? found : [editorHtml];
}

/** An element's content as the editor loads it: always paragraphs. */
export function contentToEditorHtml(content: string): string {
  const trimmed = content.trim();
  if (/^<p[\s>]/.test(trimmed)) return trimmed.replace(/<br\s*\/?>(?=<\/p>)/g, '');
  return `<p>${trimmed}</p>`;
}

/** The editor's output as a text element's content. */
export function editorHtmlToText(editorHtml: string): string {
  const lines = paragraphs(editorHtml);
  if (lines.length === 1) return lines[0]!;
  return lines.map((line) => `<p style="margin:0">${line || '<br>'}</p>`).join('');
}

/** The editor's output as a handwritten block's content: text paragraphs, no marks. */
export function editorHtmlToHandwriting(editorHtml: string): string {
  return paragraphs(editorHtml)
    .map((line) => `<p>${line.replace(/<[^>]*>/g, '')}</p>`)
    .join('');
}

/** Pasted text as the editor's paragraphs (plain text only: one paragraph a line). */
export function pastedLines(text: string): string[] {
  return text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
}
