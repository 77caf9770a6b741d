import '#renderer/styles/print-font-styles.ts';
import { EditorContent, useEditor } from '@tiptap/react';
import { type CSSProperties, useEffect, useRef } from 'react';
import type { DesignElement, ElementChange } from '#shared/design-html.ts';
import type { PageGeometry } from '#shared/page-geometry.ts';
import { INK_HEX, type InkColor } from '#shared/handwriting.ts';
import { HANDWRITING_EXTENSIONS, TEXT_EXTENSIONS } from './rich-text-extensions.ts';
import { contentToEditorHtml, editorHtmlToHandwriting, editorHtmlToText, pastedLines } from './rich-text-html.ts';
import { TextToolbar } from './text-toolbar.tsx';
import { handFace } from './hand-faces.ts';

const PLACEMENT = new Set(['position', 'left', 'top', 'width', 'height']);
const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const pct = (v: number, of: number) => `${(v / of) * 100}%`;

/** How the element's words look, for the editor: its own style (text) or its hand's size, ink and spacing. */
function wordsStyle(el: DesignElement): CSSProperties {
  if (el.kind === 'text') return Object.fromEntries(Object.entries(el.style).filter(([name]) => !PLACEMENT.has(name)).map(([name, value]) => [camel(name), value]));
  const spacing = Number(el.attrs['data-hw-line-spacing'] ?? 1) || 1;
  const hand = handFace(el.attrs['data-hw-font'] ?? 'Stafford');
  return {
    fontFamily: hand?.family ?? 'cursive',
    fontSize: el.attrs['data-hw-size'] ?? '14pt',
    lineHeight: (hand?.lineHeight ?? 1.4) * spacing,
    color: INK_HEX[(el.attrs['data-hw-ink'] ?? 'blue') as InkColor] ?? INK_HEX.blue,
    textAlign: (el.attrs['data-hw-align'] ?? 'left') as CSSProperties['textAlign'],
  };
}

export interface TextEditingProps {
  element: DesignElement;
  geometry: PageGeometry;
  zoom: number;
  /** The side's background, under the words being edited (the render's older words are hidden). */
  background: string;
  /** Editing in place now; where the double-click landed puts the caret there. */
  editing: { at?: { x: number; y: number } } | undefined;
  onContent(content: string): void;
  onElement(change: ElementChange, key: string): void;
  onEnd(): void;
}

/**
 * The selected text or handwriting element's toolbar and, while editing, the
 * element as a Tiptap editor in place: at the zoom shown, in its face, size and
 * colour, over the side's background. Every change writes the element's content
 * into the side (rich-text-html.ts); Escape or a click outside ends the edit.
 */
export function TextEditing(props: TextEditingProps) {
  const { element: el, geometry: g, zoom, editing } = props;
  const wrapper = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;
  const handwriting = el.kind !== 'text';
  const editor = useEditor(
    {
      extensions: handwriting ? HANDWRITING_EXTENSIONS : TEXT_EXTENSIONS,
      content: contentToEditorHtml(el.content),
      editable: Boolean(editing),
      shouldRerenderOnTransaction: true,
      editorProps: {
        attributes: { 'aria-label': `Text of ${el.attrs['data-ink-name'] ?? el.id}`, 'aria-multiline': 'true', role: 'textbox', 'data-testid': 'in-place-editor' },
        handlePaste: (view, event) => {
          const text = event.clipboardData?.getData('text/plain');
          if (text === undefined) return false;
          const lines = pastedLines(text);
          const paragraphs = lines.map((line) => view.state.schema.nodes['paragraph']!.create(null, line ? view.state.schema.text(line) : null));
          const { tr } = view.state;
          view.dispatch(lines.length === 1 ? tr.insertText(lines[0]!) : tr.replaceSelectionWith(paragraphs[0]!).insert(tr.selection.to, paragraphs.slice(1)));
          return true;
        },
      },
      onUpdate: ({ editor: ed }) => {
        const html = ed.getHTML();
        latest.current.onContent(handwriting ? editorHtmlToHandwriting(html) : editorHtmlToText(html));
      },
    },
    [el.id, Boolean(editing)],
  );

  useEffect(() => {
    if (!editor || !editing) return;
    const at = editing.at && editor.view.posAtCoords({ left: editing.at.x, top: editing.at.y });
    if (at) editor.chain().setTextSelection(at.pos).focus().run();
    else editor.commands.focus('end');
    // Once per edit: the caret goes where the edit began.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor]);

  const box = el.box;
  if (!box) return null;
  return (
    <div
      ref={wrapper}
      className="text-editing"
      onBlur={(event) => editing && !wrapper.current?.contains(event.relatedTarget as Node | null) && props.onEnd()}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !editing) return;
        event.preventDefault();
        event.stopPropagation();
        props.onEnd();
      }}
    >
      <TextToolbar element={el} geometry={g} editor={editing ? editor : null} onElement={props.onElement} />
      {editing && (
        <div className="in-place-editor" style={{ left: pct(box.x, g.widthMm), top: pct(box.y, g.heightMm), width: pct(box.width, g.widthMm) }} onPointerDown={(e) => e.stopPropagation()} data-testid="in-place-editing">
          <div className="in-place-editor__sheet" style={{ ...wordsStyle(el), width: `${box.width}mm`, minHeight: `${box.height}mm`, transform: `scale(${zoom})`, background: props.background }}>
            <EditorContent editor={editor} />
          </div>
        </div>
      )}
    </div>
  );
}
