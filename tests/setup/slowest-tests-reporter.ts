import { writeFileSync } from "node:fs";
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
      [...module.children.allTests()].map((test) => ({
        name: `${module.relativeModuleId} > ${test.fullName}`,
        ms: test.diagnostic()?.duration ?? 0,
      })),
    );
    const files = testModules.map((module) => ({ name: module.relativeModuleId, ms: module.diagnostic().duration }));
    const list = (rows: { name: string; ms: number }[]) =>
      rows
        .sort((a, b) => b.ms - a.ms)
        .slice(0, shown)
        .map((row) => `  ${seconds(row.ms).padStart(8)}  ${row.name}`)
        .join("\n");
    if (tests.length === 0) return;
    const text = `The ${shown} slowest tests:\n${list(tests)}\nThe ${shown} slowest test files (hooks included):\n${list(files)}\n`;
    console.log(`\n${text}`);
    // npm test prints it again beside its table of steps, where it is not buried under the later steps' output.
    if (process.env.SLOWEST_TESTS_FILE) writeFileSync(process.env.SLOWEST_TESTS_FILE, text);
  }
}
