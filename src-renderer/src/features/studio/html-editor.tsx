import { useEffect, useRef } from 'react';
import { monaco } from '../../monaco.ts';

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
    });
    editor.current = instance;
    const subscription = instance.onDidChangeModelContent(() => changed.current(instance.getValue()));
    onReady?.({
      insert: (text) => {
        const selection = instance.getSelection();
        if (!selection) return;
        instance.executeEdits('inkpost', [{ range: selection, text, forceMoveMarkers: true }]);
        instance.focus();
      },
    });
    return () => {
      subscription.dispose();
      instance.dispose();
    };
    // Created once; later `value` changes from outside are applied below.
  }, []);

  useEffect(() => {
    const instance = editor.current;
    if (instance && instance.getValue() !== value) instance.setValue(value);
  }, [value]);

  return <div ref={host} className="html-editor" data-testid="html-editor" />;
}
