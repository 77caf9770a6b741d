import type { Reporter, TestCase, TestModule } from 'vitest/node';

/**
 * Names the tests that had started and never finished when the run ended: when a test
 * process dies (a native crash, an abort), vitest says only "Worker exited unexpectedly",
 * and this says which file and which test it was running.
 */
export default class UnfinishedTestsReporter implements Reporter {
  private readonly running = new Set<TestCase>();
  private readonly openModules = new Set<TestModule>();

  onTestModuleStart(module: TestModule): void {
    this.openModules.add(module);
  }

  onTestModuleEnd(module: TestModule): void {
    this.openModules.delete(module);
  }

  onTestCaseReady(test: TestCase): void {
    this.running.add(test);
  }

  onTestCaseResult(test: TestCase): void {
    this.running.delete(test);
  }

  onTestRunEnd(): void {
    if (this.openModules.size === 0 && this.running.size === 0) return;
    const lines = ['', 'Test files that never finished (their process ended under them):'];
    for (const module of this.openModules) {
      lines.push(`  ${module.relativeModuleId}`);
      for (const test of this.running) if (test.module === module) lines.push(`    running: ${test.fullName}`);
    }
    console.error(lines.join('\n'));
  }
}
