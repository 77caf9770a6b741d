// zod 4 compiles object parsers with `new Function` when it can, and probes for that on the first
// parse. The app's Content-Security-Policy allows no eval: the probe fails quietly but the browser
// still reports a CSP violation in the console. So the app tells zod up front not to try.
// Imported first by main.tsx, before any schema parses.
import { z } from 'zod';

z.config({ jitless: true });
