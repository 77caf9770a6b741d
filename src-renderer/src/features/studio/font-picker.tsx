import '#renderer/styles/print-fonts.ts';
import { useApiQuery } from '#renderer/api/queries.ts';
import { fontStack, PRINT_FONT_CATEGORY_WORDS, PRINT_FONTS, type PrintFontCategory, printFontOf } from '#shared/print-fonts.ts';

const CATEGORIES = Object.keys(PRINT_FONT_CATEGORY_WORDS) as PrintFontCategory[];

/**
 * The bundled print typefaces, grouped by kind, each option set in its own face.
 * A font-family that is not one of them (HTML written by hand) is shown as such:
 * it would print in whatever the rendering machine has.
 */
export function FontPicker({ value, onValue }: { value: string | undefined; onValue(stack: string): void }) {
  const current = printFontOf(value);
  // The team's brand typefaces come first.
  const kit = useApiQuery('brandKitGet');
  const brand = [kit.data?.heading_font, kit.data?.body_font].flatMap((family, i) => {
    const font = PRINT_FONTS.find((f) => f.family === family);
    return font ? [{ font, role: i === 0 ? 'headings' : 'text' }] : [];
  });
  return (
    <label className="prop prop--wide">
      <span>Font</span>
      <select value={current ? fontStack(current) : (value ?? '')} onChange={(e) => onValue(e.target.value)} style={current ? { fontFamily: fontStack(current) } : undefined} data-testid="prop-font">
        {!current && <option value={value ?? ''}>{value ? `${value} (not bundled: pick a print typeface)` : 'Choose a typeface'}</option>}
        {brand.length > 0 && (
          <optgroup label="Your brand">
            {brand.map(({ font, role }) => (
              <option key={role} value={fontStack(font)} style={{ fontFamily: fontStack(font) }}>
                {font.family} (brand {role})
              </option>
            ))}
          </optgroup>
        )}
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
