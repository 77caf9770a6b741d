import { describe, expect, it } from 'vitest';
import { slowestFiles } from './test-report.ts';

describe('the slowest test files', () => {
  it('joins both reports, slowest first, with paths from the project root', () => {
    const unit = JSON.stringify({ testResults: [{ name: '/repo/src/a.test.ts', startTime: 1000, endTime: 3500 }, { name: '/repo/src/b.test.ts', startTime: 0, endTime: 400 }] });
    const e2e = JSON.stringify({
      suites: [
        { file: 'studio.spec.ts', specs: [{ file: 'studio.spec.ts', tests: [{ results: [{ duration: 1500 }, { duration: 1700 }] }] }], suites: [{ specs: [{ file: 'studio.spec.ts', tests: [{ results: [{ duration: 800 }] }] }] }] },
      ],
    });
    expect(slowestFiles(unit, e2e, '/repo')).toEqual([
      { kind: 'e2e', path: 'e2e/studio.spec.ts', seconds: 4 },
      { kind: 'unit', path: 'src/a.test.ts', seconds: 2.5 },
      { kind: 'unit', path: 'src/b.test.ts', seconds: 0.4 },
    ]);
  });

  it('reads what there is when a stage did not run', () => {
    expect(slowestFiles(undefined, undefined, '/repo')).toEqual([]);
  });
});
