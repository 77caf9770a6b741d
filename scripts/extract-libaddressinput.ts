// Extracts what Inkpost keeps of Google's libaddressinput data (Apache 2.0) from its
// testdata/countryinfo.txt: each country's address format (the independent source the
// address tests compare our lines with) and the postcode prefixes of the states and
// provinces of the US, Canada and Australia (the import's state-against-postcode check).
//   git -C <libaddressinput> show HEAD:testdata/countryinfo.txt > /tmp/countryinfo.txt
//   node scripts/extract-libaddressinput.ts /tmp/countryinfo.txt <commit>
// See src-shared/address/libaddressinput/README.md.
import { readFileSync, writeFileSync } from 'node:fs';

const [source, commit = 'unknown'] = process.argv.slice(2);
if (!source) throw new Error('usage: node scripts/extract-libaddressinput.ts <countryinfo.txt> [commit]');
const out = new URL('../src-shared/address/libaddressinput/', import.meta.url);

type Entry = Record<string, string | undefined>;
const entries = new Map<string, Entry>();
for (const line of readFileSync(source, 'utf8').split('\n')) {
  const match = /^data\/([A-Z]{2})=(.*)$/.exec(line);
  if (match) entries.set(match[1]!, JSON.parse(match[2]!) as Entry);
}

const FORMAT_FIELDS = ['name', 'fmt', 'lfmt', 'require', 'upper', 'zip', 'zipex'] as const;
const formats = Object.fromEntries(
  [...entries].map(([code, entry]) => [code, Object.fromEntries(FORMAT_FIELDS.filter((f) => entry[f] !== undefined).map((f) => [f, entry[f]]))]),
);

const SUBDIVISION_COUNTRIES = ['US', 'CA', 'AU'];
const subdivisions = Object.fromEntries(
  SUBDIVISION_COUNTRIES.map((code) => {
    const entry = entries.get(code)!;
    const keys = entry.sub_keys!.split('~');
    const names = entry.sub_names!.split('~');
    const zips = entry.sub_zips!.split('~');
    return [code, keys.map((key, i) => ({ key, name: names[i], zip: zips[i] }))];
  }),
);

const header = { source: 'https://github.com/google/libaddressinput, testdata/countryinfo.txt', commit, licence: 'Apache-2.0 (LICENSE beside this file)' };
writeFileSync(new URL('country-formats.json', out), `${JSON.stringify({ ...header, countries: formats }, null, 1)}\n`);
writeFileSync(new URL('subdivision-postcodes.json', out), `${JSON.stringify({ ...header, countries: subdivisions }, null, 1)}\n`);
console.log(`${entries.size} countries; subdivisions of ${SUBDIVISION_COUNTRIES.join(', ')}`);
