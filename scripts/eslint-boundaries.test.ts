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

  it('keeps domain, db, render, jobs and webhooks from importing http (or hono), and webhooks from importing domain', async () => {
    const httpError = (up: string) => `import { HttpError } from '${up}http/errors.ts';\nexport const e = HttpError;\n`;
    expect(await restrictedImportErrors('src-main/core/domain/x.ts', httpError('../'))).toBe(1);
    expect(await restrictedImportErrors('src-main/core/domain/recipients/x.ts', httpError('#core/'))).toBe(1);
    expect(await restrictedImportErrors('src-main/core/db/x.ts', httpError('../'))).toBe(1);
    expect(await restrictedImportErrors('src-main/core/render/html/x.ts', httpError('#core/'))).toBe(1);
    expect(await restrictedImportErrors('src-main/core/webhooks/x.ts', "import { campaignOr404 } from '#core/domain/campaigns.ts';\nexport const c = campaignOr404;\n")).toBe(1);
    expect(await restrictedImportErrors('src-main/core/jobs/x.ts', httpError('../'))).toBe(1);
    expect(await restrictedImportErrors('src-main/core/webhooks/x.ts', httpError('../'))).toBe(1);
    expect(await restrictedImportErrors('src-main/core/domain/x.ts', "import type { Context } from 'hono';\nexport type C = Context;\n")).toBe(1);
    expect(await restrictedImportErrors('src-main/core/webhooks/x.ts', "import { campaignOr404 } from '../domain/campaigns.ts';\nexport const c = campaignOr404;\n")).toBe(1);
    expect(await restrictedImportErrors('src-main/core/http/routes/x.ts', "import { Hono } from 'hono';\nimport { HttpError } from '../errors.ts';\nexport const h = [Hono, HttpError];\n")).toBe(0);
    expect(await restrictedImportErrors('src-main/core/domain/x.ts', "import { NotFoundError } from '../error-kinds.ts';\nexport const n = NotFoundError;\n")).toBe(0);
    expect(await restrictedImportErrors('src-main/core/domain/x.ts', "import { MESSAGES } from '#shared/http-status.ts';\nexport const m = MESSAGES;\n")).toBe(0);
  });

  it('keeps the renderer from importing src-main', async () => {
    expect(await restrictedImportErrors('src-renderer/src/x.ts', "import { createCore } from '#core/create-core.ts';\nexport const c = createCore;\n")).toBe(1);
    expect(await restrictedImportErrors('src-renderer/x.ts', "import { createCore } from '../src-main/core/create-core.ts';\nexport const c = createCore;\n")).toBe(1);
    expect(await restrictedImportErrors('src-shared/x.ts', "import { createCore } from '#core/create-core.ts';\nexport const c = createCore;\n")).toBe(1);
    expect(await restrictedImportErrors('src-renderer/src/x.ts', "import { CONTRACT } from '#shared/contract/index.ts';\nexport const r = CONTRACT;\n")).toBe(0);
  });

  it('names what a file imports instead of climbing two or more folders', async () => {
    const climbing = "import { MESSAGES } from '../../http-status.ts';\nexport const m = MESSAGES;\n";
    for (const file of ['src-main/core/domain/recipients/x.ts', 'src-shared/contract/deep/x.ts', 'src-renderer/src/features/studio/x.ts', 'scripts/x/y.ts']) {
      expect(await restrictedImportErrors(file, climbing), file).toBe(1);
    }
    expect(await restrictedImportErrors('src-main/core/domain/recipients/x.ts', "import { MESSAGES } from '../http-status.ts';\nexport const m = MESSAGES;\n")).toBe(0);
  });
});
