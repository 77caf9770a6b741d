// Reads the JSON reports of vitest and Playwright into one list of test files by the time they took.
import { relative } from 'node:path';

export interface TimedFile {
  kind: 'unit' | 'e2e';
  path: string;
  seconds: number;
}

interface VitestReport {
  testResults: { name: string; startTime: number; endTime: number }[];
}

interface PlaywrightSuite {
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { file: string; tests: { results: { duration: number }[] }[] }[];
}

/** Seconds each spec file's tests ran (their attempts summed: specs of one file may run on several workers). */
function e2eFiles(report: { suites?: PlaywrightSuite[] }): Map<string, number> {
  const byFile = new Map<string, number>();
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0);
      byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + ms / 1000);
    }
    for (const inner of suite.suites ?? []) visit(inner);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return byFile;
}

/** Every test file of both reports (either may be missing), slowest first. */
export function slowestFiles(unitJson: string | undefined, e2eJson: string | undefined, root: string): TimedFile[] {
  const files: TimedFile[] = [];
  if (unitJson) {
    for (const result of (JSON.parse(unitJson) as VitestReport).testResults) files.push({ kind: 'unit', path: relative(root, result.name), seconds: (result.endTime - result.startTime) / 1000 });
  }
  if (e2eJson) {
    for (const [file, seconds] of e2eFiles(JSON.parse(e2eJson) as { suites?: PlaywrightSuite[] })) files.push({ kind: 'e2e', path: `e2e/${file}`, seconds });
  }
  return files.sort((a, b) => b.seconds - a.seconds);
}
