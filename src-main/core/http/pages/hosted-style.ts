// The hosted pages' styles: the app's tokens (src-renderer/src/styles/tokens.css; hosted-style.test.ts keeps
// the values the same), Inter served from its npm package, light and dark after the OS, from 320 px wide up.

/** The tokens the hosted pages use, light then dark; names and values as in the app's tokens.css. */
export const HOSTED_TOKENS = {
  light: {
    '--paper': '#f6f3ee',
    '--paper-raised': '#fffdf9',
    '--paper-sunken': '#ede8df',
    '--surface': '#ffffff',
    '--line': '#ddd6ca',
    '--field-border': '#8f8676',
    '--text': '#1f2430',
    '--text-muted': '#575145',
    '--accent': '#1d3a8a',
    '--accent-hover': '#162d6c',
    '--accent-soft': '#e4e9f6',
    '--on-accent': '#ffffff',
    '--ok': '#1b6636',
    '--ok-soft': '#e2f1e6',
    '--danger': '#a12a2a',
    '--danger-soft': '#fbe7e4',
    '--focus': '#3b63d6',
    '--shadow-card': '0 1px 2px rgb(60 50 30 / 7%), 0 4px 14px rgb(60 50 30 / 7%)',
  },
  dark: {
    '--paper': '#1a1917',
    '--paper-raised': '#24221f',
    '--paper-sunken': '#131210',
    '--surface': '#1c1b18',
    '--line': '#37342f',
    '--field-border': '#777064',
    '--text': '#ede9e2',
    '--text-muted': '#bfb8ac',
    '--accent': '#a3b8f5',
    '--accent-hover': '#c0cef8',
    '--accent-soft': '#27314f',
    '--on-accent': '#101833',
    '--ok': '#86d4a0',
    '--ok-soft': '#1b3224',
    '--danger': '#f4a096',
    '--danger-soft': '#40221e',
    '--focus': '#9db2ff',
    '--shadow-card': '0 1px 2px rgb(0 0 0 / 40%), 0 4px 14px rgb(0 0 0 / 28%)',
  },
} as const;

/** The font file the hosted asset route serves (GET /hosted/assets/inter-latin.woff2). */
export const INTER_FILE = '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

const vars = (tokens: Record<string, string>) => Object.entries(tokens).map(([name, value]) => `${name}: ${value};`).join(' ');

export const HOSTED_STYLE = `
@font-face { font-family: 'Inter Variable'; font-style: normal; font-display: swap; font-weight: 100 900; src: url(/hosted/assets/inter-latin.woff2) format('woff2-variations'); }
:root { color-scheme: light dark; ${vars(HOSTED_TOKENS.light)} }
@media (prefers-color-scheme: dark) { :root { ${vars(HOSTED_TOKENS.dark)} } }
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 'Inter Variable', 'Inter', sans-serif; background: var(--paper); color: var(--text); -webkit-text-size-adjust: 100%; }
.top { max-width: 34rem; margin: 0 auto; padding: 24px 16px 0; display: flex; align-items: center; gap: 8px; font-weight: 700; font-size: 18px; letter-spacing: -0.01em; }
.top span { font-weight: 500; font-size: 12px; color: var(--text-muted); border: 1px solid var(--line); border-radius: 999px; padding: 1px 8px; letter-spacing: 0; }
main { max-width: 34rem; margin: 12px auto 0; background: var(--paper-raised); border: 1px solid var(--line); border-radius: 10px; box-shadow: var(--shadow-card); padding: 24px; }
.wide .top, .wide main, .wide .foot { max-width: 40rem; }
.foot { max-width: 34rem; margin: 0 auto; padding: 16px 16px 32px; font-size: 13px; color: var(--text-muted); }
h1 { font-size: 22px; line-height: 1.25; font-weight: 600; margin: 0 0 8px; letter-spacing: -0.01em; }
h2 { font-size: 16px; font-weight: 600; margin: 24px 0 8px; }
p { margin: 0 0 12px; }
a { color: var(--accent); text-underline-offset: 2px; }
code { font-family: ui-monospace, Menlo, Consolas, 'DejaVu Sans Mono', monospace; font-size: 13px; white-space: nowrap; }
.lead { color: var(--text-muted); }
.next { background: var(--accent-soft); border-radius: 6px; padding: 12px; font-size: 14px; margin: 16px 0; }
.next strong { display: block; margin-bottom: 2px; }
label { display: block; margin-top: 16px; margin-bottom: 6px; font-weight: 600; font-size: 14px; }
input[type=text] { display: block; width: 100%; min-height: 40px; padding: 8px 12px; font: inherit; color: var(--text); background: var(--surface); border: 1px solid var(--field-border); border-radius: 6px; }
input[aria-invalid=true] { border-color: var(--danger); }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
.check { display: flex; gap: 8px; align-items: flex-start; font-weight: 500; margin-top: 20px; }
.check input { width: 18px; height: 18px; margin: 2px 0 0; accent-color: var(--accent); flex: none; }
.error { background: var(--danger-soft); color: var(--danger); padding: 12px; border-radius: 6px; font-weight: 500; }
.field-error { color: var(--danger); font-size: 13px; margin-top: 4px; }
.actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 24px; }
button { min-height: 40px; padding: 8px 20px; font: inherit; font-weight: 600; border-radius: 6px; border: 1px solid var(--field-border); cursor: pointer; background: var(--surface); color: var(--text); }
button.primary { background: var(--accent); border-color: var(--accent); color: var(--on-accent); flex: 1 1 12rem; }
button.primary:hover { background: var(--accent-hover); border-color: var(--accent-hover); }
.status { display: inline-block; font-size: 13px; font-weight: 600; border-radius: 999px; padding: 2px 10px; margin-bottom: 12px; }
.status.ok { background: var(--ok-soft); color: var(--ok); }
.status.info { background: var(--accent-soft); color: var(--accent); }
.status.error { background: var(--danger-soft); color: var(--danger); }
table { width: 100%; border-collapse: collapse; }
th, td { text-align: left; padding: 8px 8px 8px 0; border-bottom: 1px solid var(--line); vertical-align: top; }
thead th { font-size: 12px; text-transform: uppercase; letter-spacing: 0.05em; color: var(--text-muted); font-weight: 600; }
tfoot th { border-bottom: 0; font-size: 16px; padding-top: 12px; }
.num { text-align: right; white-space: nowrap; padding-right: 0; padding-left: 12px; font-variant-numeric: tabular-nums; }
.cards td:first-child { white-space: nowrap; }
.items { margin: 16px 0; }
.cards { margin-top: 24px; font-size: 13px; background: var(--paper-sunken); border-radius: 6px; padding: 12px; }
.cards table caption { text-align: left; font-weight: 600; padding-bottom: 4px; }
.cards td { border-bottom: 0; padding: 2px 12px 2px 0; }
@media (max-width: 480px) {
  .top { padding-top: 16px; }
  main { border-radius: 0; border-left: 0; border-right: 0; padding: 20px 16px; margin-top: 8px; }
  .items { font-size: 14px; }
  code { white-space: normal; overflow-wrap: anywhere; }
}
`;
