// The in-place editor's Tiptap extensions: what a text element can carry
// (bold, italic, underline, and a size, colour or letter spacing on some
// words) and, for handwriting, plain paragraphs only (the engine writes in one
// weight and one ink). Lists, headings, links and the like are left out: a
// card's text is paragraphs.
import { Extension, type Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Color, FontSize, TextStyle } from '@tiptap/extension-text-style';

const NONE = {
  blockquote: false,
  bulletList: false,
  orderedList: false,
  listItem: false,
  listKeymap: false,
  code: false,
  codeBlock: false,
  heading: false,
  horizontalRule: false,
  link: false,
  strike: false,
  dropcursor: false,
  gapcursor: false,
  trailingNode: false,
  hardBreak: false,
} as const;

/** Letter spacing of some words, as `letter-spacing` on the text style's span. */
const LetterSpacing = Extension.create({
  name: 'letterSpacing',
  addGlobalAttributes() {
    return [
      {
        types: ['textStyle'],
        attributes: {
          letterSpacing: {
            default: null,
            parseHTML: (element: HTMLElement) => element.style.letterSpacing || null,
            renderHTML: (attributes: { letterSpacing?: string | null }) => (attributes.letterSpacing ? { style: `letter-spacing: ${attributes.letterSpacing}` } : {}),
          },
        },
      },
    ];
  },
});

export const TEXT_EXTENSIONS: Extensions = [StarterKit.configure(NONE), TextStyle, Color, FontSize, LetterSpacing];

export const HANDWRITING_EXTENSIONS: Extensions = [StarterKit.configure({ ...NONE, bold: false, italic: false, underline: false })];
