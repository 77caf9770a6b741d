import { useEffect, useRef, useState } from 'react';
import type { HtmlPreviewResponse } from '../../../../src-shared/contract/html-recipients.ts';
import { PRODUCT_KEYS } from '../../../../src-shared/products.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { useApi } from '../../api/clients.ts';
import { HtmlEditor, type HtmlEditorHandle } from './html-editor.tsx';
import { smartQrSnippet } from './smart-qr-snippet.ts';
import { type Side, useEditor } from './editor-store.ts';

type Preview = HtmlPreviewResponse;

interface ErrorTree {
  _errors: string[];
  [key: string]: ErrorTree | string[];
}

function flatten(tree: ErrorTree, path: string[] = []): string[] {
  return [
    ...tree._errors.map((e) => (path.length ? `${path.join('.')}: ${e}` : e)),
    ...Object.entries(tree).flatMap(([key, sub]) => (key === '_errors' || Array.isArray(sub) ? [] : flatten(sub, [...path, key]))),
  ];
}

/** HTML side editor: Monaco, Smart QR placeholders, and a live preview rendered by the local server. */
export function EditorPage() {
  const api = useApi();
  const { productKey, orientation, side, html, set, setHtml } = useEditor();
  const [preview, setPreview] = useState<Preview | undefined>();
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const editor = useRef<HtmlEditorHandle | undefined>(undefined);

  // Live preview: render shortly after the last change.
  useEffect(() => {
    if (!api) return;
    const timer = setTimeout(() => {
      setBusy(true);
      void api.call('htmlPreview', { body: { product_key: productKey, orientation, side, html: { html: html[side] } } }).then((result) => {
        setBusy(false);
        if (result.ok) {
          setPreview(result.body);
          setErrors([]);
        } else {
          const data = result.body.data as ErrorTree | undefined;
          setErrors(data ? flatten(data) : [result.body.message]);
        }
      });
    }, 500);
    return () => clearTimeout(timer);
  }, [api, productKey, orientation, side, html]);

  return (
    <div className="page page--wide">
      <PageHeader title="HTML side editor" subtitle="Write a side in HTML with Smart QR placeholders; the preview is rendered by the local server at real size." />
      <section className="card">
      <div className="form-row">
        <label>
          Product
          <select value={productKey} onChange={(e) => set({ productKey: e.target.value })} data-testid="editor-product">
            {PRODUCT_KEYS.map((key) => (
              <option key={key}>{key}</option>
            ))}
          </select>
        </label>
        <label>
          Orientation
          <select value={orientation} onChange={(e) => set({ orientation: e.target.value as 'landscape' | 'portrait' })} data-testid="editor-orientation">
            <option>landscape</option>
            <option>portrait</option>
          </select>
        </label>
        <div className="tabs">
          {(['front', 'back'] as Side[]).map((s) => (
            <button key={s} type="button" className={s === side ? 'btn active' : 'btn'} onClick={() => set({ side: s })} data-testid={`editor-side-${s}`}>
              {s === 'front' ? 'Front' : 'Back'}
            </button>
          ))}
        </div>
        <button type="button" className="btn" onClick={() => editor.current?.insert(smartQrSnippet(html[side]))} data-testid="insert-smart-qr">
          Insert Smart QR
        </button>
      </div>
      <div className="editor-columns">
        <HtmlEditor key={side} value={html[side]} onChange={(value) => setHtml(side, value)} onReady={(handle) => (editor.current = handle)} />
        <div className="editor-preview">
          {errors.length > 0 && (
            <ul className="error" data-testid="editor-errors">
              {errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          )}
          {preview && (
            <>
              <img
                src={`data:image/png;base64,${preview.png}`}
                alt={`${side} preview`}
                style={{ width: `${preview.geometry.widthMm}mm` }}
                className={busy ? 'stale' : undefined}
                data-testid="editor-preview"
              />
              <p className="hint">
                Real size with {preview.geometry.bleedMm} mm bleed: {preview.geometry.widthMm.toFixed(1)} x {preview.geometry.heightMm.toFixed(1)} mm. QR codes point at their destination here; sent mail carries tracked codes.
              </p>
              <table className="list" data-testid="editor-slots">
                <tbody>
                  {preview.slots.map((slot) => (
                    <tr key={slot.id}>
                      <td>{slot.id}</td>
                      <td>{slot.destination}</td>
                      <td>{slot.sizeMm} mm</td>
                      <td>
                        {slot.ecl} / {slot.dotsType}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </div>
      </div>
      </section>
    </div>
  );
}
