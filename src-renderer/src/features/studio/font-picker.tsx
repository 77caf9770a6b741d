import '#renderer/styles/print-fonts.ts';
import { fontStack, PRINT_FONT_CATEGORY_WORDS, PRINT_FONTS, type PrintFontCategory, printFontOf } from '#shared/print-fonts.ts';

const CATEGORIES = Object.keys(PRINT_FONT_CATEGORY_WORDS) as PrintFontCategory[];

/**
 * The bundled print typefaces, grouped by kind, each option set in its own face.
 * A font-family that is not one of them (HTML written by hand) is shown as such:
 * it would print in whatever the rendering machine has.
 */
export function FontPicker({ value, onValue }: { value: string | undefined; onValue(stack: string): void }) {
  const current = printFontOf(value);
  return (
    <label className="prop prop--wide">
      <span>Font</span>
      <select value={current ? fontStack(current) : (value ?? '')} onChange={(e) => onValue(e.target.value)} style={current ? { fontFamily: fontStack(current) } : undefined} data-testid="prop-font">
        {!current && <option value={value ?? ''}>{value ? `${value} (not bundled: pick a print typeface)` : 'Choose a typeface'}</option>}
        {CATEGORIES.map((category) => (
          <optgroup key={category} label={PRINT_FONT_CATEGORY_WORDS[category]}>
            {PRINT_FONTS.filter((f) => f.category === category).map((f) => (
              <option key={f.family} value={fontStack(f)} style={{ fontFamily: fontStack(f) }} title={f.note}>
                {f.family}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </label>
  );
}
