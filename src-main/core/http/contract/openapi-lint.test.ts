// Redocly and Spectral, as developers run them, over the document the server
// serves: 0 errors and 0 warnings, except the rules the config files at the
// repository's root switch off, each with its reason (docs/contract.md).
import { fileURLToPath, pathToFileURL } from 'node:url';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import spectralCore, { type RulesetDefinition } from '@stoplight/spectral-core';
import parsers from '@stoplight/spectral-parsers';
import { beforeAll, describe, expect, it } from 'vitest';
import { testCore } from '#core/test-support/test-core.ts';

const ROOT = new URL('../../../../', import.meta.url);
let url = '';
let text = '';

beforeAll(async () => {
  // Served over real HTTP, as a linter pointed at the app gets it (servers[0] is this server).
  const core = testCore();
  url = `${(await core.listen(0)).url}/api/openapi.json`;
  const response = await fetch(url);
  expect(response.status).toBe(200);
  text = await response.text();
});

describe('the served OpenAPI document', () => {
  it('passes Redocly lint (recommended, with redocly.yaml)', { timeout: 60_000 }, async () => {
    const config = await loadConfig({ configPath: fileURLToPath(new URL('redocly.yaml', ROOT)) });
    const problems = await lintFromString({ source: text, absoluteRef: url, config });
    expect(problems.map((problem) => `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer ?? '?'}: ${problem.message}`)).toEqual([]);
  });

  // About 4 s of one core (most of it checking the ~770 examples against their schemas); room for a busy machine.
  it('passes Spectral (spectral:oas, with .spectral.js)', { timeout: 60_000 }, async () => {
    const ruleset = (await import(pathToFileURL(fileURLToPath(new URL('.spectral.js', ROOT))).href)) as { default: RulesetDefinition };
    const spectral = new spectralCore.Spectral();
    spectral.setRuleset(ruleset.default);
    const results = await spectral.run(new spectralCore.Document(text, parsers.Json, url));
    const SEVERITY = ['error', 'warning', 'info', 'hint'];
    expect(results.map((result) => `${SEVERITY[result.severity]} ${String(result.code)} at ${result.path.join('.')}: ${result.message}`)).toEqual([]);
  });
});
