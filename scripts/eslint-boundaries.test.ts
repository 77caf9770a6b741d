import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import-boundary rules of eslint.config.js, checked on small snippets placed
// (virtually) in each folder. Each case must be reported by no-restricted-imports.
const eslint = new ESLint();

async function restrictedImportErrors(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-globals').length;
}

describe('import boundaries', () => {
  it('keeps electron out of the core and the renderer, and allows it in the shell and preload', async () => {
    const code = "import { app } from 'electron';\nexport const x = app;\n";
    expect(await restrictedImportErrors('src-main/core/x.ts', code)).toBe(1);
    expect(await restrictedImportErrors('src-renderer/src/x.ts', code)).toBe(1);
    expect(await restrictedImportErrors('src-shared/x.ts', code)).toBe(1);
    expect(await restrictedImportErrors('src-main/shell/x.ts', code)).toBe(0);
    expect(await restrictedImportErrors('src-main/preload/x.ts', code)).toBe(0);
  });

  it('keeps src-shared free of any runtime', async () => {
    expect(await restrictedImportErrors('src-shared/x.ts', "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n")).toBe(1);
    expect(await restrictedImportErrors('src-shared/x.ts', "import path from 'path';\nexport const p = path;\n")).toBe(1);
    expect(await restrictedImportErrors('src-shared/x.ts', "import { useState } from 'react';\nexport const u = useState;\n")).toBe(1);
    expect(await restrictedImportErrors('src-shared/x.ts', 'export const t = document.title;\n')).toBe(1);
    expect(await restrictedImportErrors('src-shared/x.ts', "import { z } from 'zod';\nexport const s = z.string();\n")).toBe(0);
  });

  it('keeps the renderer from importing src-main', async () => {
    expect(await restrictedImportErrors('src-renderer/src/x.ts', "import { createCore } from '../../src-main/core/create-core.ts';\nexport const c = createCore;\n")).toBe(1);
    expect(await restrictedImportErrors('src-renderer/src/x.ts', "import { ROUTES } from '../../src-shared/routes.ts';\nexport const r = ROUTES;\n")).toBe(0);
  });
});
