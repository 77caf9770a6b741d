import type { Editor } from '@tiptap/react';
import { AlignCenter, AlignJustify, AlignLeft, AlignRight, Bold, Italic, Underline } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { DesignElement, ElementChange } from '#shared/design-html.ts';
import type { PageGeometry } from '#shared/page-geometry.ts';
import { INK_HEX } from '#shared/handwriting.ts';
import { ColourPopover } from './colour-popover.tsx';
import { FIT_WORDS, fitOf, type TextFit } from './text-fit.ts';

const INK_WORDS: Record<string, string> = { black: 'Black ink', blue: 'Blue ink', darkBlue: 'Dark blue ink' };
const INKS = Object.fromEntries(Object.entries(INK_HEX).map(([ink, hex]) => [INK_WORDS[ink]!, hex]));
const ALIGNS = [
  ['left', 'Align left', AlignLeft],
  ['center', 'Centre', AlignCenter],
  ['right', 'Align right', AlignRight],
  ['justify', 'Justify', AlignJustify],
] as const;
const pct = (v: number, of: number) => `${(v / of) * 100}%`;
const NO_HAND_STYLE = 'A hand writes in one weight, without underline or spacing of its own';

interface Props {
  element: DesignElement;
  geometry: PageGeometry;
  /** While editing in place: selected words take bold, italic, underline, size, colour and spacing. */
  editor: Editor | null;
  onElement(change: ElementChange, key: string): void;
}

function Toggle({ label, pressed, onPress, disabledReason, children, testId }: { label: string; pressed: boolean; onPress(): void; disabledReason?: string; children: ReactNode; testId: string }) {
  return (
    <button type="button" className="btn btn--ghost btn--icon btn--small" aria-label={label} title={disabledReason ?? label} aria-pressed={pressed} aria-disabled={Boolean(disabledReason) || undefined} onMouseDown={(e) => e.preventDefault()} onClick={() => !disabledReason && onPress()} data-testid={testId}>
      {children}
    </button>
  );
}

function Num({ label, value, step, min, max, onValue, testId, disabledReason }: { label: string; value: number; step: number; min: number; max: number; onValue(n: number): void; testId: string; disabledReason?: string }) {
  return (
    <label className="text-toolbar__num" title={disabledReason ?? label}>
      <input type="number" aria-label={label} value={Math.round(value * 100) / 100} step={step} min={min} max={max} disabled={Boolean(disabledReason)} onChange={(e) => Number.isFinite(e.target.valueAsNumber) && e.target.valueAsNumber >= min && e.target.valueAsNumber <= max && onValue(e.target.valueAsNumber)} data-testid={testId} />
    </label>
  );
}

/**
 * The floating toolbar over a selected text or handwriting element (docs/ui.md,
 * "Writing on the card"). With words selected in the editor, a change applies
 * to them (Tiptap marks); otherwise to the whole element (its style, or its
 * data-hw-* attributes for handwriting).
 */
export function TextToolbar({ element: el, geometry: g, editor, onElement }: Props) {
  const [colours, setColours] = useState(false);
  const box = el.box!;
  const hand = el.kind !== 'text';
  const words = editor && !editor.state.selection.empty ? editor : null;
  const marks = (words?.getAttributes('textStyle') ?? {}) as { color?: string; fontSize?: string; letterSpacing?: string };
  // A click is an undo step of its own; quick changes of one number field are one step, as typing is.
  const once = () => `:${Date.now()}`;
  const style = (name: string, value: string | null, step = '') => onElement({ style: { [name]: value } }, `style:${el.id}:${name}${step}`);
  const hw = (name: string, value: string, step = '') => onElement({ attrs: { [name]: value } }, `attr:${el.id}:${name}${step}`);
  const toggle = (mark: 'bold' | 'italic' | 'underline', name: string, on: string, isOn: boolean) => (words ? words.chain().focus().toggleMark(mark).run() : style(name, isOn ? null : on, once()));

  const weightOn = words ? words.isActive('bold') : Number(el.style['font-weight'] ?? 400) >= 600 || el.style['font-weight'] === 'bold';
  const italicOn = words ? words.isActive('italic') : el.style['font-style'] === 'italic';
  const underlineOn = words ? words.isActive('underline') : (el.style['text-decoration'] ?? '').includes('underline');
  const size = parseFloat(marks.fontSize ?? (hand ? el.attrs['data-hw-size'] : el.style['font-size']) ?? '14') || 14;
  const colour = marks.color ?? (hand ? INK_HEX[(el.attrs['data-hw-ink'] ?? 'blue') as keyof typeof INK_HEX] : el.style['color']) ?? '#1f2430';
  const align = (hand ? el.attrs['data-hw-align'] : el.style['text-align']) ?? 'left';
  const lineHeight = parseFloat((hand ? el.attrs['data-hw-line-spacing'] : el.style['line-height']) ?? '1.2') || 1.2;
  const spacing = Math.round((parseFloat(marks.letterSpacing ?? el.style['letter-spacing'] ?? '0') || 0) * 1000);

  const setSize = (pt: number) => (words ? words.chain().setFontSize(`${pt}pt`).run() : hand ? hw('data-hw-size', `${pt}pt`) : style('font-size', `${pt}pt`));
  const setColour = (value: string) => {
    if (hand) hw('data-hw-ink', Object.entries(INK_HEX).find(([, hex]) => hex === value)?.[0] ?? 'blue', once());
    else if (words) words.chain().focus().setColor(value).run();
    else style('color', value, once());
  };
  const setSpacing = (thousandths: number) => {
    const value = thousandths === 0 ? null : `${thousandths / 1000}em`;
    if (words) words.chain().setMark('textStyle', { letterSpacing: value }).run();
    else style('letter-spacing', value);
  };
  const below = box.y / g.heightMm < 0.2;
  const right = box.x / g.widthMm > 0.45;

  return (
    <div
      className={below ? 'text-toolbar text-toolbar--below' : 'text-toolbar'}
      role="toolbar"
      aria-label={words ? 'Style the selected words' : 'Style the whole element'}
      style={{ top: pct(below ? box.y + box.height : box.y, g.heightMm), ...(right ? { right: pct(g.widthMm - box.x - box.width, g.widthMm) } : { left: pct(box.x, g.widthMm) }) }}
      onPointerDown={(e) => e.stopPropagation()}
      data-testid="text-toolbar"
    >
      <Toggle label="Bold (Ctrl+B)" pressed={!hand && weightOn} onPress={() => toggle('bold', 'font-weight', '700', weightOn)} disabledReason={hand ? NO_HAND_STYLE : undefined} testId="toolbar-bold">
        <Bold size={15} />
      </Toggle>
      <Toggle label="Italic (Ctrl+I)" pressed={!hand && italicOn} onPress={() => toggle('italic', 'font-style', 'italic', italicOn)} disabledReason={hand ? NO_HAND_STYLE : undefined} testId="toolbar-italic">
        <Italic size={15} />
      </Toggle>
      <Toggle label="Underline (Ctrl+U)" pressed={!hand && underlineOn} onPress={() => toggle('underline', 'text-decoration', 'underline', underlineOn)} disabledReason={hand ? NO_HAND_STYLE : undefined} testId="toolbar-underline">
        <Underline size={15} />
      </Toggle>
      <Num label="Size (pt)" value={size} step={1} min={4} max={144} onValue={setSize} testId="toolbar-size" />
      <span className="text-toolbar__colour">
        <button type="button" className="btn btn--ghost btn--small" aria-label={hand ? 'Ink' : 'Colour'} title={hand ? 'Ink' : 'Colour: brand colours, a palette or a hex value'} aria-expanded={colours} onMouseDown={(e) => e.preventDefault()} onClick={() => setColours(!colours)} data-testid="toolbar-colour">
          <span className="text-toolbar__swatch" style={{ background: colour }} aria-hidden />
        </button>
        {colours && <ColourPopover value={colour} inks={hand ? INKS : undefined} onColour={(c) => (setColour(c), setColours(false))} onClose={() => setColours(false)} />}
      </span>
      <span className="text-toolbar__group" role="group" aria-label="Alignment">
        {ALIGNS.filter(([value]) => !hand || value !== 'justify').map(([value, label, Icon]) => (
          <Toggle key={value} label={label} pressed={align === value} onPress={() => (hand ? hw('data-hw-align', value, once()) : style('text-align', value, once()))} testId={`toolbar-align-${value}`}>
            <Icon size={15} />
          </Toggle>
        ))}
      </span>
      <Num label={hand ? 'Line spacing (×)' : 'Line height (×)'} value={lineHeight} step={0.1} min={hand ? 0.6 : 0.8} max={3} onValue={(n) => (hand ? hw('data-hw-line-spacing', String(n)) : style('line-height', String(n)))} testId="toolbar-line-height" />
      <Num label="Letter spacing (thousandths of an em)" value={spacing} step={10} min={-100} max={800} onValue={setSpacing} testId="toolbar-letter-spacing" disabledReason={hand ? NO_HAND_STYLE : undefined} />
      {!hand && (
        <label className="text-toolbar__fit" title="How the box fits its text">
          <select aria-label="Fit" value={fitOf(el)} onChange={(e) => onElement({ attrs: { 'data-ink-fit': e.target.value } }, `attr:${el.id}:fit${once()}`)} data-testid="toolbar-fit">
            {(Object.keys(FIT_WORDS) as TextFit[]).map((fit) => (
              <option key={fit} value={fit}>
                {FIT_WORDS[fit]}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
