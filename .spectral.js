// Spectral's lint of the OpenAPI document the server serves at GET /api/openapi.json:
// spectral:oas as recommended. The suite runs it (src-main/core/http/contract/openapi-lint.test.ts)
// and expects 0 errors and 0 warnings; `npx @stoplight/spectral-cli lint <url>` finds this file too.
// A rule switched off goes in `rules` ('rule-name': 'off') with its reason beside it (docs/contract.md).
import { oas } from '@stoplight/spectral-rulesets';

export default {
  extends: [[oas, 'recommended']],
  rules: {},
};
