import '#renderer/styles/print-fonts.ts';
import { useTeamFonts } from '#renderer/ui/team-fonts.ts';
import { fontStack, PRINT_FONT_CATEGORY_WORDS, PRINT_FONTS, type PrintFontCategory, printFontOf } from '#shared/print-fonts.ts';
import { useBrandKitGet } from '#renderer/api/studio-extras.ts';

const CATEGORIES = Object.keys(PRINT_FONT_CATEGORY_WORDS) as PrintFontCategory[];

/**
 * The bundled print typefaces, grouped by kind, each option set in its own face.
 * A font-family that is not one of them (HTML written by hand) is shown as such:
 * it would print in whatever the rendering machine has.
 */
export function FontPicker({ value, onValue }: { value: string | undefined; onValue(stack: string): void }) {
  const teamFonts = useTeamFonts();
  const own = (teamFonts.data ?? []).map((f) => ({ family: f.family, stack: `'${f.family}', sans-serif` }));
  const currentOwn = own.find((f) => value?.replace(/["]/g, "'").startsWith(`'${f.family}'`));
  const current = printFontOf(value);
  // The team's brand typefaces come first.
  const kit = useBrandKitGet();
  const brand = [kit.data?.heading_font, kit.data?.body_font].flatMap((family, i) => {
    const font = PRINT_FONTS.find((f) => f.family === family) ?? own.find((f) => f.family === family);
    return font ? [{ family: font.family, stack: 'stack' in font ? font.stack : fontStack(font), role: i === 0 ? 'headings' : 'text' }] : [];
  });
  const shown = currentOwn?.stack ?? (current ? fontStack(current) : (value ?? ''));
  return (
    <label className="prop prop--wide">
      <span>Font</span>
      <select value={shown} onChange={(e) => onValue(e.target.value)} style={current || currentOwn ? { fontFamily: shown } : undefined} data-testid="prop-font">
        {!current && !currentOwn && <option value={value ?? ''}>{value ? `${value} (not bundled: pick a print typeface)` : 'Choose a typeface'}</option>}
        {brand.length > 0 && (
          <optgroup label="Your brand">
            {brand.map(({ family, stack, role }) => (
              <option key={role} value={stack} style={{ fontFamily: stack }}>
                {family} (brand {role})
              </option>
            ))}
          </optgroup>
        )}
        {own.length > 0 && (
          <optgroup label="Your typefaces">
            {own.map((f) => (
              <option key={f.family} value={f.stack} style={{ fontFamily: f.stack }}>
                {f.family}
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
