import { useEffect, useRef } from 'react';
import { MERGE_FIELD } from '#shared/merge-fields.ts';
import { monaco } from '#renderer/monaco.ts';

export interface HtmlEditorHandle {
  /** Inserts text at the cursor (replacing a selection). */
  insert(text: string): void;
}

interface HtmlEditorProps {
  value: string;
  onChange(value: string): void;
  /** Receives the handle once the editor exists. */
  onReady?(handle: HtmlEditorHandle): void;
}

const darkScheme = window.matchMedia('(prefers-color-scheme: dark)');

/** A Monaco editor for one side's HTML. */
export function HtmlEditor({ value, onChange, onReady }: HtmlEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<monaco.editor.IStandaloneCodeEditor | undefined>(undefined);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    if (!host.current) return;
    const instance = monaco.editor.create(host.current, {
      value,
      language: 'html',
      minimap: { enabled: false },
      fontSize: 13,
      wordWrap: 'on',
      automaticLayout: true,
      scrollBeyondLastLine: false,
      theme: darkScheme.matches ? 'vs-dark' : 'vs',
    });
    editor.current = instance;
    // The editor follows the OS's light or dark setting, as the rest of the app does.
    const followScheme = () => monaco.editor.setTheme(darkScheme.matches ? 'vs-dark' : 'vs');
    darkScheme.addEventListener('change', followScheme);
    // Merge fields stand out in the code, as in the studio's menus.
    const fields = instance.createDecorationsCollection();
    const highlight = () => {
      const model = instance.getModel();
      if (!model) return;
      const text = model.getValue();
      fields.set(
        [...text.matchAll(MERGE_FIELD)].map((m) => {
          const start = model.getPositionAt(m.index);
          const end = model.getPositionAt(m.index + m[0].length);
          return { range: new monaco.Range(start.lineNumber, start.column, end.lineNumber, end.column), options: { inlineClassName: 'code-merge-field', hoverMessage: { value: `Merge field: each recipient's ${m[1]}` } } };
        }),
      );
    };
    highlight();
    const subscription = instance.onDidChangeModelContent(() => {
      highlight();
      changed.current(instance.getValue());
    });
    onReady?.({
      insert: (text) => {
        const selection = instance.getSelection();
        if (!selection) return;
        instance.executeEdits('inkpost', [{ range: selection, text, forceMoveMarkers: true }]);
        instance.focus();
      },
    });
    return () => {
      darkScheme.removeEventListener('change', followScheme);
      subscription.dispose();
      instance.dispose();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- created once; later `value` changes from outside are applied below
  }, []);

  useEffect(() => {
    const instance = editor.current;
    if (instance && instance.getValue() !== value) instance.setValue(value);
  }, [value]);

  return <div ref={host} className="html-editor" data-testid="html-editor" />;
}
