import type { Reporter, TestModule } from "vitest/node";

const shown = 10;

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/**
 * Closes every Vitest run with its ten slowest tests and ten slowest files (a file's time includes its hooks:
 * a database copied, a server started), so that whoever makes the suite slower sees it in the output of the run.
 */
export default class SlowestTestsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const tests = testModules.flatMap((module) =>
      [...module.children.allTests()].map((test) => ({ name: `${module.relativeModuleId} > ${test.fullName}`, ms: test.diagnostic()?.duration ?? 0 })),
    );
    const files = testModules.map((module) => ({ name: module.relativeModuleId, ms: module.diagnostic().duration }));
    const list = (rows: { name: string; ms: number }[]) =>
      rows
        .sort((a, b) => b.ms - a.ms)
        .slice(0, shown)
        .map((row) => `  ${seconds(row.ms).padStart(8)}  ${row.name}`)
        .join("\n");
    if (tests.length === 0) return;
    console.log(`\nThe ${shown} slowest tests:\n${list(tests)}\nThe ${shown} slowest test files (hooks included):\n${list(files)}\n`);
  }
}
