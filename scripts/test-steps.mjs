// The steps of `npm test`, timed: each step's label, how long it took and whether it passed, and the table printed
// at the end of every run (and at the first failure), so that a slower step shows in the output of the run that
// made it slower (decision 166).
import { spawn, spawnSync } from "node:child_process";
import { performance } from "node:perf_hooks";

/** @typedef {{ label: string, seconds: number, outcome: "passed" | "failed" | "skipped", note?: string }} Step */

/**
 * @param {Step[]} steps
 * @param {number} [elapsed] the run's wall-clock seconds (steps run side by side overlap); else the steps' sum
 */
export function stepSummary(steps, elapsed) {
  const width = Math.max(...steps.map((step) => step.label.length));
  const total = elapsed ?? steps.reduce((sum, step) => sum + step.seconds, 0);
  const rows = steps.map((step) => {
    const time = step.outcome === "skipped" ? "-" : `${step.seconds.toFixed(0)} s`;
    return `  ${step.label.padEnd(width)}  ${time.padStart(6)}  ${step.outcome}${step.note ? ` (${step.note})` : ""}`;
  });
  return `What each step took:\n${rows.join("\n")}\n  ${"total".padEnd(width)}  ${`${total.toFixed(0)} s`.padStart(6)}`;
}

export function createSteps() {
  /** @type {Step[]} */
  const steps = [];
  const runStarted = performance.now();
  const finish = (code) => {
    console.log(`\n${stepSummary(steps, (performance.now() - runStarted) / 1000)}`);
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
    /**
     * Runs single-threaded commands side by side (the type check and lint each use one core of a 2-core machine), their
     * output held and printed whole, one after the other; each is timed as its own step. On a failure prints the table
     * and exits.
     */
    async runTogether(commands) {
      const results = await Promise.all(
        commands.map(
          ({ label, command, args }) =>
            new Promise((resolve) => {
              const started = performance.now();
              const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: process.env });
              let output = "";
              child.stdout.on("data", (chunk) => (output += chunk));
              child.stderr.on("data", (chunk) => (output += chunk));
              child.on("error", (error) => (output += String(error)));
              child.on("close", (code) => resolve({ label, code, output, seconds: (performance.now() - started) / 1000 }));
            }),
        ),
      );
      for (const result of results) {
        console.log(`\n=== ${result.label} (alongside the others of its group) ===`);
        if (result.output) process.stdout.write(result.output);
        steps.push({ label: result.label, seconds: result.seconds, outcome: result.code === 0 ? "passed" : "failed", note: "in parallel" });
      }
      const failed = results.find((result) => result.code !== 0);
      if (failed) {
        console.error(`\n${failed.label} failed.`);
        finish(failed.code ?? 1);
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
