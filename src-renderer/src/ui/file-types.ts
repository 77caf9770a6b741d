/**
 * Whether a file is one of the accepted types, as an <input accept> reads them: extensions (".csv"),
 * exact MIME types ("text/csv") or families ("image/*"). An empty list accepts every file.
 */
export function acceptsFile(file: { name: string; type: string }, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((entry) => {
    const want = entry.trim().toLowerCase();
    if (want.startsWith('.')) return name.endsWith(want);
    if (want.endsWith('/*')) return type.startsWith(want.slice(0, -1));
    return type === want;
  });
}

/** The files a drop or a choice brought, split into those accepted and those refused. */
export function sortFiles<F extends { name: string; type: string }>(files: readonly F[], accept: readonly string[]): { accepted: F[]; refused: F[] } {
  const accepted: F[] = [];
  const refused: F[] = [];
  for (const file of files) (acceptsFile(file, accept) ? accepted : refused).push(file);
  return { accepted, refused };
}
