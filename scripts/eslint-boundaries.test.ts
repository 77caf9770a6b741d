import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import-boundary rules of eslint.config.js, checked on small snippets placed
// (virtually) in each folder. Each case must be reported by no-restricted-imports.
// The snippets are files no tsconfig holds, so the type-aware rules (and the project service they need) are left out here.
const eslint = new ESLint({
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } }, rules: { '@typescript-eslint/no-floating-promises': 'off' } },
});

async function restrictedImportErrors(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-globals').length;
}

/** Expects the snippet to get `errors` boundary errors in each of the files. */
async function expectErrorsIn(files: readonly string[], code: string, errors: number): Promise<void> {
  for (const file of files) expect(await restrictedImportErrors(file, code), `${file}: ${code}`).toBe(errors);
}

describe('import boundaries', () => {
  it('keeps electron out of the core and the renderer, and allows it in the shell and preload', async () => {
    const code = "import { app } from 'electron';\nexport const x = app;\n";
    await expectErrorsIn(['src-main/core/x.ts', 'src-renderer/src/x.ts', 'src-shared/x.ts'], code, 1);
    await expectErrorsIn(['src-main/shell/x.ts', 'src-main/preload/x.ts'], code, 0);
  });

  it('keeps src-shared free of any runtime', async () => {
    const runtimes = [
      "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n",
      "import path from 'path';\nexport const p = path;\n",
      "import { useState } from 'react';\nexport const u = useState;\n",
      'export const t = document.title;\n',
    ];
    for (const code of runtimes) await expectErrorsIn(['src-shared/x.ts'], code, 1);
    await expectErrorsIn(['src-shared/x.ts'], "import { z } from 'zod';\nexport const s = z.string();\n", 0);
  });

  it('keeps domain, db, engine, jobs and webhooks from importing http (or hono), and webhooks from importing domain', async () => {
    const httpError = (up: string) => `import { HttpError } from '${up}http/errors.ts';\nexport const e = HttpError;\n`;
    await expectErrorsIn(['src-main/core/domain/x.ts', 'src-main/core/db/x.ts', 'src-main/core/jobs/x.ts', 'src-main/core/webhooks/x.ts'], httpError('../'), 1);
    await expectErrorsIn(['src-main/core/domain/recipients/x.ts', 'src-main/core/engine/html/x.ts'], httpError('#core/'), 1);
    await expectErrorsIn(['src-main/core/domain/x.ts'], "import type { Context } from 'hono';\nexport type C = Context;\n", 1);
    for (const from of ['#core/domain/campaigns.ts', '../domain/campaigns.ts']) {
      await expectErrorsIn(['src-main/core/webhooks/x.ts'], `import { campaignOr404 } from '${from}';\nexport const c = campaignOr404;\n`, 1);
    }
    await expectErrorsIn(['src-main/core/http/routes/x.ts'], "import { Hono } from 'hono';\nimport { HttpError } from '../errors.ts';\nexport const h = [Hono, HttpError];\n", 0);
    await expectErrorsIn(['src-main/core/domain/x.ts'], "import { NotFoundError } from '../base/error-kinds.ts';\nexport const n = NotFoundError;\n", 0);
    await expectErrorsIn(['src-main/core/domain/x.ts'], "import { MESSAGES } from '#shared/http-status.ts';\nexport const m = MESSAGES;\n", 0);
  });

  it('keeps the renderer from importing src-main', async () => {
    const createCore = (from: string) => `import { createCore } from '${from}';\nexport const c = createCore;\n`;
    await expectErrorsIn(['src-renderer/src/x.ts', 'src-shared/x.ts'], createCore('#core/wiring/create-core.ts'), 1);
    await expectErrorsIn(['src-renderer/x.ts'], createCore('../src-main/core/wiring/create-core.ts'), 1);
    await expectErrorsIn(['src-renderer/src/x.ts'], "import { CONTRACT } from '#shared/contract/index.ts';\nexport const r = CONTRACT;\n", 0);
  });

  it('refuses an import that the layer allowlist does not name (inkpost/layers, scripts/lint/layers.js)', async () => {
    const layerErrors = async (filePath: string, code: string) => {
      const [result] = await eslint.lintText(code, { filePath });
      return (result?.messages ?? []).filter((m) => m.ruleId === 'inkpost/layers').length;
    };
    expect(await layerErrors('src-main/core/domain/x.ts', "import { createCore } from '#core/wiring/create-core.ts';\nexport const c = createCore;\n")).toBe(1);
    expect(await layerErrors('src-main/core/engine/x.ts', "import { openDatabase } from '#core/db/connection.ts';\nexport const o = openDatabase;\n")).toBe(1);
    expect(await layerErrors('src-main/core/http/x.ts', "import { printToPdf } from '#core/engine/html/print-to-pdf.ts';\nexport const p = printToPdf;\n")).toBe(1);
    expect(await layerErrors('src-main/core/domain/x.ts', "import type { CoreContext } from '#core/wiring/context.ts';\nexport type C = CoreContext;\n")).toBe(0);
    expect(await layerErrors('src-main/core/http/x.ts', "import { printToPdf } from '#core/engine/html/index.ts';\nexport const p = printToPdf;\n")).toBe(0);
  });

  it('names what a file imports instead of climbing two or more folders', async () => {
    const climbing = "import { MESSAGES } from '../../http-status.ts';\nexport const m = MESSAGES;\n";
    await expectErrorsIn(['src-main/core/domain/recipients/x.ts', 'src-shared/contract/deep/x.ts', 'src-renderer/src/features/studio/x.ts', 'scripts/x/y.ts'], climbing, 1);
    await expectErrorsIn(['src-main/core/domain/recipients/x.ts'], "import { MESSAGES } from '../http-status.ts';\nexport const m = MESSAGES;\n", 0);
  });
});
