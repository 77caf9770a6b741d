/**
 * Simple HTML -> lines of text, for handwriting.
 *
 * Understood: <p> and other block tags (div, li, h1-h6, blockquote) start a new
 * paragraph, <br> breaks the line. Every other tag is dropped and its text kept;
 * the contents of script, style, head, title, template, noscript, svg and comments are
 * dropped entirely. Entities are decoded (named common ones and numeric).
 * Whitespace collapses as in HTML. Content without any tag is plain text and its
 * newlines are line breaks.
 */

export interface TextLine {
  text: string;
  /** True for the first line of a paragraph after the first paragraph. */
  paragraphStart: boolean;
}

const BLOCK_TAGS = new Set(['p', 'div', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'section', 'article', 'header', 'footer', 'pre', 'table', 'tr']);
const DROP_CONTENT_TAGS = new Set(['script', 'style', 'head', 'title', 'template', 'noscript', 'svg', 'iframe', 'object', 'textarea', 'select']);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', hellip: '\u2026', mdash: '\u2014', ndash: '\u2013',
  lsquo: '\u2018', rsquo: '\u2019', ldquo: '\u201c', rdquo: '\u201d', sbquo: '\u201a', bdquo: '\u201e', laquo: '\u00ab', raquo: '\u00bb',
  copy: '\u00a9', reg: '\u00ae', trade: '\u2122', deg: '\u00b0', euro: '\u20ac', pound: '\u00a3', yen: '\u00a5', cent: '\u00a2',
  times: '\u00d7', divide: '\u00f7', middot: '\u00b7', bull: '\u2022', sect: '\u00a7', para: '\u00b6', iexcl: '\u00a1', iquest: '\u00bf',
  agrave: '\u00e0', aacute: '\u00e1', acirc: '\u00e2', atilde: '\u00e3', auml: '\u00e4', aring: '\u00e5', aelig: '\u00e6', ccedil: '\u00e7',
  egrave: '\u00e8', eacute: '\u00e9', ecirc: '\u00ea', euml: '\u00eb', igrave: '\u00ec', iacute: '\u00ed', icirc: '\u00ee', iuml: '\u00ef',
  ntilde: '\u00f1', ograve: '\u00f2', oacute: '\u00f3', ocirc: '\u00f4', otilde: '\u00f5', ouml: '\u00f6', oslash: '\u00f8', ugrave: '\u00f9',
  uacute: '\u00fa', ucirc: '\u00fb', uuml: '\u00fc', yacute: '\u00fd', yuml: '\u00ff', szlig: '\u00df', Agrave: '\u00c0', Aacute: '\u00c1',
  Acirc: '\u00c2', Atilde: '\u00c3', Auml: '\u00c4', Aring: '\u00c5', AElig: '\u00c6', Ccedil: '\u00c7', Egrave: '\u00c8', Eacute: '\u00c9',
  Ecirc: '\u00ca', Euml: '\u00cb', Igrave: '\u00cc', Iacute: '\u00cd', Icirc: '\u00ce', Iuml: '\u00cf', Ntilde: '\u00d1', Ograve: '\u00d2',
  Oacute: '\u00d3', Ocirc: '\u00d4', Otilde: '\u00d5', Ouml: '\u00d6', Oslash: '\u00d8', Ugrave: '\u00d9', Uacute: '\u00da', Ucirc: '\u00db',
  Uuml: '\u00dc', Yacute: '\u00dd', oelig: '\u0153', OElig: '\u0152',
};

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const cp = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      if (!Number.isFinite(cp) || cp <= 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return '\ufffd';
      return String.fromCodePoint(cp);
    }
    const named = NAMED_ENTITIES[body];
    return named ?? whole;
  });
}

/** Normalises a decoded run of text: typographic spaces to plain, controls removed. */
function clean(s: string): string {
  // eslint-disable-next-line no-control-regex -- dropping control characters is the point
  return s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b-\u200d\ufeff]/g, '').replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, ' ');
}

export function htmlToLines(content: string): TextLine[] {
  if (!/<[a-z!/]/i.test(content)) {
    // plain text: newlines are line breaks, blank lines separate paragraphs
    const out: TextLine[] = [];
    let blank = false;
    for (const raw of content.replace(/\r\n?/g, '\n').split('\n')) {
      const text = clean(decodeEntities(raw)).replace(/[ \t]+/g, ' ').trim();
      if (text === '') {
        if (out.length > 0) blank = true;
        continue;
      }
      out.push({ text, paragraphStart: blank });
      blank = false;
    }
    return out;
  }

  const lines: TextLine[] = [];
  let current = '';
  let pendingParagraph = false;
  const flush = (force: boolean): void => {
    const text = current.replace(/\s+/g, ' ').trim();
    if (text !== '' || force) lines.push({ text, paragraphStart: pendingParagraph && lines.length > 0 });
    if (text !== '' || force) pendingParagraph = false;
    current = '';
  };

  const re = /<!--[\s\S]*?(?:-->|$)|<\/?([a-zA-Z][a-zA-Z0-9-]*)\b(?:[^>"']|"[^"]*"|'[^']*')*>|<!?[^>]*>/g;
  let last = 0;
  let dropUntil: string | null = null;
  for (let m = re.exec(content); m; m = re.exec(content)) {
    const between = content.slice(last, m.index);
    last = re.lastIndex;
    if (dropUntil === null) current += clean(decodeEntities(between));
    const tag = m[1]?.toLowerCase();
    if (!tag) continue;
    const closing = m[0].startsWith('</');
    if (dropUntil !== null) {
      if (closing && tag === dropUntil) dropUntil = null;
      continue;
    }
    if (DROP_CONTENT_TAGS.has(tag)) {
      if (!closing && !m[0].endsWith('/>')) dropUntil = tag;
      continue;
    }
    if (tag === 'br') {
      flush(true);
    } else if (BLOCK_TAGS.has(tag)) {
      if (current.trim() !== '') flush(false);
      else current = '';
      if (lines.length > 0) pendingParagraph = true;
    }
  }
  if (dropUntil === null) current += clean(decodeEntities(content.slice(last)));
  flush(false);
  // trailing empty lines carry no ink
  while (lines.length > 0 && lines[lines.length - 1]!.text === '') lines.pop();
  while (lines.length > 0 && lines[0]!.text === '') lines.shift();
  return lines;
}
