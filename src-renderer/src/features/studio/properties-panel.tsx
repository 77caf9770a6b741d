import { ArrowUpToLine, Lock, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import type { Box } from '#shared/design-elements.ts';
import type { DesignElement, ElementChange } from '#shared/design-html.ts';
import { INK_COLORS, PENS, TEXT_ALIGNS } from '#shared/handwriting.ts';
import { mergeFieldLabel } from '#shared/merge-field-names.ts';
import { RECIPIENT_MERGE_FIELDS } from '#shared/merge-fields.ts';
import { SQR_CORNER_DOT_TYPES, SQR_CORNER_SQUARE_TYPES, SQR_DOTS_TYPES, SQR_ECLS } from '#shared/schemas/smart-qr.ts';
import type { ArrangeAction } from './arrange-actions.ts';
import { ArrangeBar } from './arrange-bar.tsx';
import { ColourField } from './colour-field.tsx';
import { FallbackFields } from './fallback-fields.tsx';
import { contentToLines, linesToContent } from './element-text.ts';
import { HandPicker } from './hand-picker.tsx';
import { elementLabel } from './layout-checks.ts';
import { PanelHead, PanelHeadButton } from './panel-head.tsx';
import { fromPage, toPage } from './trim-origin.ts';
import { FontPicker } from './font-picker.tsx';
import { FileButton } from '#renderer/ui/drop-zone.tsx';
import { IMAGE_TYPES, readImageFile } from '#renderer/ui/image-file.ts';

const INK_WORDS: Record<string, string> = { black: 'Black', blue: 'Blue', darkBlue: 'Dark blue (blue-black)' };
const PEN_WORDS: Record<string, string> = { gel: 'Gel pen', ballpoint: 'Ballpoint', fountain: 'Fountain pen' };
const ALIGN_WORDS: Record<string, string> = { left: 'Left', center: 'Centre', right: 'Right' };
const ECL_WORDS: Record<string, string> = { L: 'Low (7 %)', M: 'Medium (15 %)', Q: 'Quartile (25 %)', H: 'High (30 %)' };
const words = (value: string) => value.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

interface Props {
  element: DesignElement;
  /** Where X and Y count from: the trim corner, as on the rulers (the HTML counts from the page's corner, bleed included). */
  originMm: number;
  /** Merge fields the menu offers: recipient fields, then the sample's variables. */
  variables: readonly string[];
  onChange(change: ElementChange, key: string): void;
  onDelete(): void;
  onToFront(): void;
  /** Locked elements keep their place: no position fields, no arrange, until unlocked. */
  locked: boolean;
  onUnlock(): void;
  /** Aligns the element with the safe area. */
  onArrange(action: ArrangeAction): void;
}

function NumberField({ label, value, unit, step = 0.5, min, onValue }: { label: string; value: number; unit: string; step?: number; min?: number; onValue(n: number): void }) {
  return (
    <label className="prop">
      <span>{label}</span>
      <span className="prop__number">
        <input type="number" aria-label={label} value={value} step={step} min={min} onChange={(e) => e.target.value !== '' && Number.isFinite(e.target.valueAsNumber) && onValue(e.target.valueAsNumber)} />
        <span className="hint">{unit}</span>
      </span>
    </label>
  );
}

function Select({ label, value, options, optionWords, onValue, testId }: { label: string; value: string; options: readonly string[]; optionWords?: (v: string) => string; onValue(v: string): void; testId?: string }) {
  return (
    <label className="prop">
      <span>{label}</span>
      <select value={value} onChange={(e) => onValue(e.target.value)} data-testid={testId}>
        {options.map((o) => (
          <option key={o} value={o}>
            {optionWords ? optionWords(o) : o}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The selected element's properties; every change is written into the side's HTML. */
export function PropertiesPanel({ element: el, originMm, variables, onChange, onDelete, onToFront, locked, onUnlock, onArrange }: Props) {
  const text = useRef<HTMLTextAreaElement>(null);
  const box = el.box;
  const setBox = (patch: Partial<Box>, field: string) => box && onChange({ box: { ...box, ...patch } }, `box:${el.id}:${field}`);
  const attr = (name: string, fallback = '') => el.attrs[name] ?? fallback;
  const setAttr = (name: string, value: string) => onChange({ attrs: { [name]: value } }, `attr:${el.id}:${name}`);
  const setStyle = (name: string, value: string) => onChange({ style: { [name]: value } }, `style:${el.id}:${name}`);
  const lines = contentToLines(el.content);
  const writesText = el.kind === 'text' || el.kind === 'handwriting';

  const insertField = (name: string) => {
    const area = text.current;
    if (!area || !name) return;
    const token = `{{${name}}}`;
    const next = area.value.slice(0, area.selectionStart) + token + area.value.slice(area.selectionEnd);
    onChange({ content: lines ? linesToContent(next) : next }, `content:${el.id}`);
    requestAnimationFrame(() => {
      area.focus();
      area.selectionStart = area.selectionEnd = area.selectionStart + token.length;
    });
  };

  return (
    <div className="properties" data-testid="properties">
      <PanelHead title={elementLabel(el)}>
        <PanelHeadButton icon={ArrowUpToLine} label="Bring to front" tooltip="Bring to front" onClick={onToFront} />
        <PanelHeadButton icon={Trash2} label="Delete element" tooltip="Delete (Del)" onClick={onDelete} danger testId="element-delete" />
      </PanelHead>

      {locked && (
        <p className="notice notice--info row" data-testid="element-locked">
          <Lock size={14} aria-hidden /> Locked: it cannot be moved or picked on the canvas.
          <button type="button" className="btn btn--small" onClick={onUnlock} data-testid="element-unlock">
            Unlock
          </button>
        </p>
      )}
      {box ? (
        <fieldset className="prop-grid" disabled={locked}>
          <legend>Position and size</legend>
          <NumberField label="X" unit="mm" value={fromPage(box.x, originMm)} onValue={(x) => setBox({ x: toPage(x, originMm) }, 'x')} />
          <NumberField label="Y" unit="mm" value={fromPage(box.y, originMm)} onValue={(y) => setBox({ y: toPage(y, originMm) }, 'y')} />
          <NumberField label="Width" unit="mm" min={3} value={box.width} onValue={(width) => setBox(el.kind === 'qr' ? { width, height: width } : { width }, 'w')} />
          {el.kind !== 'qr' && <NumberField label="Height" unit="mm" min={3} value={box.height} onValue={(height) => setBox({ height }, 'h')} />}
          <div className="prop prop--wide">{!locked && <ArrangeBar count={1} onArrange={onArrange} />}</div>
        </fieldset>
      ) : (
        <p className="notice notice--info">This element is placed by its own CSS; move it in the code view.</p>
      )}

      {writesText && (
        <fieldset className="stack">
          <legend>Text</legend>
          <textarea
            ref={text}
            className="prop__text"
            rows={5}
            aria-label="Text"
            value={lines ? lines.join('\n') : el.content}
            onChange={(e) => onChange({ content: lines ? linesToContent(e.target.value) : e.target.value }, `content:${el.id}`)}
            data-testid="prop-text"
          />
          {!lines && <span className="hint">This text has formatting, so it is edited as HTML.</span>}
          <label className="prop">
            <span>Insert field</span>
            <select value="" onChange={(e) => insertField(e.target.value)} data-testid="prop-insert-field">
              <option value="">Choose a merge field…</option>
              <optgroup label="Recipient">
                {Object.entries(RECIPIENT_MERGE_FIELDS).map(([name, label]) => (
                  <option key={name} value={name}>
                    {label}
                  </option>
                ))}
              </optgroup>
              {variables.length > 0 && (
                <optgroup label="Variables">
                  {variables.map((name) => (
                    <option key={name} value={name}>
                      {mergeFieldLabel(name)}
                    </option>
                  ))}
                </optgroup>
              )}
            </select>
          </label>
        </fieldset>
      )}
      {writesText && <FallbackFields content={el.content} onContent={(content, name) => onChange({ content }, `fallback:${el.id}:${name}`)} />}

      {el.kind === 'address' && <p className="notice notice--info">Written by hand with each recipient's name and address lines; the proof shows a recipient's.</p>}

      {el.kind === 'text' && (
        <fieldset className="prop-grid">
          <legend>Type</legend>
          <FontPicker value={el.style['font-family']} onValue={(v) => setStyle('font-family', v)} />
          <NumberField label="Size" unit="pt" step={1} min={4} value={parseFloat(el.style['font-size'] ?? '12') || 12} onValue={(n) => setStyle('font-size', `${n}pt`)} />
          <ColourField label="Colour" value={el.style['color'] ?? '#1f2430'} onValue={(v) => setStyle('color', v)} testId="prop-colour" />
          <Select label="Alignment" value={el.style['text-align'] ?? 'left'} options={TEXT_ALIGNS} optionWords={(v) => ALIGN_WORDS[v]!} onValue={(v) => setStyle('text-align', v)} />
        </fieldset>
      )}

      {(el.kind === 'handwriting' || el.kind === 'address') && (
        <fieldset className="prop-grid">
          <legend>Handwriting</legend>
          <div className="prop prop--wide">
            <span>Hand</span>
            <HandPicker value={attr('data-hw-font', 'Stafford')} ink={attr('data-hw-ink', 'blue')} onPick={(v) => setAttr('data-hw-font', v)} />
          </div>
          <Select label="Ink" value={attr('data-hw-ink', 'blue')} options={INK_COLORS} optionWords={(v) => INK_WORDS[v]!} onValue={(v) => setAttr('data-hw-ink', v)} testId="prop-ink" />
          <Select label="Pen" value={attr('data-hw-pen', '')} options={['', ...PENS]} optionWords={(v) => (v ? PEN_WORDS[v]! : 'Goes with the ink')} onValue={(v) => (v ? setAttr('data-hw-pen', v) : onChange({ attrs: { 'data-hw-pen': null } }, `attr:${el.id}:pen`))} />
          <NumberField label="Size" unit="pt" step={0.5} min={6} value={parseFloat(attr('data-hw-size', '14'))} onValue={(n) => setAttr('data-hw-size', `${n}pt`)} />
          <NumberField label="Line spacing" unit="×" step={0.05} min={0.6} value={parseFloat(attr('data-hw-line-spacing', '1'))} onValue={(n) => setAttr('data-hw-line-spacing', String(n))} />
          <Select label="Alignment" value={attr('data-hw-align', 'left')} options={TEXT_ALIGNS} optionWords={(v) => ALIGN_WORDS[v]!} onValue={(v) => setAttr('data-hw-align', v)} />
        </fieldset>
      )}

      {el.kind === 'qr' && (
        <fieldset className="prop-grid">
          <legend>Smart QR</legend>
          <label className="prop prop--wide">
            <span>Destination</span>
            <input type="url" value={attr('data-sqr-destination')} onChange={(e) => setAttr('data-sqr-destination', e.target.value)} data-testid="prop-qr-destination" />
          </label>
          <Select label="Dots" value={attr('data-sqr-dots-type', 'square')} options={SQR_DOTS_TYPES} optionWords={words} onValue={(v) => setAttr('data-sqr-dots-type', v)} testId="prop-qr-dots" />
          <Select label="Corner squares" value={attr('data-sqr-corner-square-type', 'square')} options={SQR_CORNER_SQUARE_TYPES} optionWords={words} onValue={(v) => setAttr('data-sqr-corner-square-type', v)} />
          <Select label="Corner dots" value={attr('data-sqr-corner-dot-type', 'square')} options={SQR_CORNER_DOT_TYPES} optionWords={words} onValue={(v) => setAttr('data-sqr-corner-dot-type', v)} />
          <Select label="Error correction" value={attr('data-sqr-ecl', 'Q')} options={SQR_ECLS} optionWords={(v) => ECL_WORDS[v]!} onValue={(v) => setAttr('data-sqr-ecl', v)} />
          <ColourField label="Dots colour" value={attr('data-sqr-dots-color', '#000000')} onValue={(v) => setAttr('data-sqr-dots-color', v)} />
          <ColourField label="Background" value={attr('data-sqr-background-color', '#ffffff')} onValue={(v) => setAttr('data-sqr-background-color', v)} />
        </fieldset>
      )}

      {el.kind === 'image' && (
        <fieldset className="prop-grid">
          <legend>Image</legend>
          <label className="prop prop--wide">
            <span>Description (alt)</span>
            <input value={attr('alt')} onChange={(e) => setAttr('alt', e.target.value)} />
          </label>
          <Select label="Fit" value={el.style['object-fit'] ?? 'cover'} options={['cover', 'contain']} optionWords={(v) => (v === 'cover' ? 'Fill the box (crop)' : 'Whole image')} onValue={(v) => setStyle('object-fit', v)} />
          <div className="prop">
            <span aria-hidden>Replace</span>
            <FileButton accept={IMAGE_TYPES} acceptWords="a PNG, JPEG, WebP or SVG image" onFiles={([file]) => void readImageFile(file).then((src) => src && setAttr('src', src))} size="small">
              Replace…
            </FileButton>
          </div>
        </fieldset>
      )}

      {el.kind === 'stamp' && <p className="notice notice--info">Kept clear for the stamp or postage indicia: keep text and images out of it.</p>}
    </div>
  );
}
