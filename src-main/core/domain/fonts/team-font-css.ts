// The @font-face rules of a team's own typefaces that a side names, their files
// inside the page as data: URLs (as the bundled ones, print-font-css.ts): Chromium
// renders with them and embeds them in the PDF without asking the network.
import type { Db } from '#core/db/connection.ts';
import { teamFontFamilyNames, teamFontFiles, type TeamFontRow } from '#core/db/team-fonts-repo.ts';

const MEDIA = { otf: 'font/otf', ttf: 'font/ttf', woff2: 'font/woff2' } as const;
const FORMAT = { otf: 'opentype', ttf: 'truetype', woff2: 'woff2' } as const;

/** Faces never change (uploading one again makes a new row), so each rule is made once, kept for the last faces used. */
const ruleOf = new Map<string, string>();
const MAX_RULES = 64;

function faceRule(row: TeamFontRow): string {
  let rule = ruleOf.get(row.id);
  if (rule === undefined) {
    const data = Buffer.from(row.data).toString('base64');
    rule = `@font-face{font-family:'${row.family}';font-style:${row.style};font-weight:${row.weight};font-display:block;src:url(data:${MEDIA[row.format]};base64,${data}) format('${FORMAT[row.format]}');}`;
    if (ruleOf.size >= MAX_RULES) ruleOf.delete(ruleOf.keys().next().value!);
    ruleOf.set(row.id, rule);
  }
  return rule;
}

export type TeamFontCss = (html: string, styles: unknown) => string;

/** Names a side's HTML or styles use as a font family: quoted, or bare in a font-family list. */
function names(text: string, family: string): boolean {
  return text.includes(`'${family}'`) || text.includes(`"${family}"`) || text.includes(`&quot;${family}&quot;`) || new RegExp(`font-family\\s*:\\s*${family.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*[,;"]`, 'i').test(text);
}

/** The render option of a team with typefaces of its own (none: nothing to add). */
export function teamFontCssOption(db: Db, teamId: string): { teamFontCss?: TeamFontCss } {
  const families = teamFontFamilyNames(db, teamId);
  if (families.length === 0) return {};
  return {
    teamFontCss: (html, styles) => {
      const text = styles === undefined ? html : `${html}${JSON.stringify(styles)}`;
      const used = families.filter((family) => names(text, family));
      return teamFontFiles(db, teamId, used).map(faceRule).join('\n');
    },
  };
}
