// The steps of `npm test`, timed: each step's label, how long it took and whether it passed, and the table printed
// at the end of every run (and at the first failure), so that a slower step shows in the output of the run that
// made it slower (decision 166).
import { spawnSync } from "node:child_process";
import { performance } from "node:perf_hooks";

/** @typedef {{ label: string, seconds: number, outcome: "passed" | "failed" | "skipped", note?: string }} Step */

/** @param {Step[]} steps */
export function stepSummary(steps) {
  const width = Math.max(...steps.map((step) => step.label.length));
  const total = steps.reduce((sum, step) => sum + step.seconds, 0);
  const rows = steps.map((step) => {
    const time = step.outcome === "skipped" ? "-" : `${step.seconds.toFixed(0)} s`;
    return `  ${step.label.padEnd(width)}  ${time.padStart(6)}  ${step.outcome}${step.note ? ` (${step.note})` : ""}`;
  });
  return `What each step took:\n${rows.join("\n")}\n  ${"total".padEnd(width)}  ${`${total.toFixed(0)} s`.padStart(6)}`;
}

export function createSteps() {
  /** @type {Step[]} */
  const steps = [];
  const finish = (code) => {
    console.log(`\n${stepSummary(steps)}`);
    process.exit(code);
  };
  return {
    /** Runs one command as a step; on failure prints the table and exits with the command's code. */
    run(label, command, args, env = {}) {
      console.log(`\n=== ${label} ===`);
      const started = performance.now();
      const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
      const seconds = (performance.now() - started) / 1000;
      const passed = result.status === 0;
      steps.push({ label, seconds, outcome: passed ? "passed" : "failed" });
      if (!passed) {
        console.error(`\n${label} failed.`);
        finish(result.status ?? 1);
      }
    },
    /** Times work done in this process (starting a server); on an error prints the table and exits 1. */
    async time(label, work) {
      console.log(`\n=== ${label} ===`);
      const started = performance.now();
      try {
        const value = await work();
        steps.push({ label, seconds: (performance.now() - started) / 1000, outcome: "passed" });
        return value;
      } catch (error) {
        steps.push({ label, seconds: (performance.now() - started) / 1000, outcome: "failed" });
        console.error(`\n${label} failed: ${error instanceof Error ? error.message : error}`);
        finish(1);
      }
    },
    skip(label, note) {
      console.log(`\n=== ${label}: skipped (${note}) ===`);
      steps.push({ label, seconds: 0, outcome: "skipped", note });
    },
    /** Prints the table and exits 0 (every step passed). */
    done: () => finish(0),
    /** Stops with the table printed, for a failure outside a step. */
    fail: () => finish(1),
  };
}
