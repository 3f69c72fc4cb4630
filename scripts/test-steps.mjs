// The steps of `npm test`, timed: each step's label, how long it took and whether it passed, and the table printed
// at the end of every run (and at the first failure), so that a slower step shows in the output of the run that
// made it slower (decision 166).
import { spawn } from "node:child_process";
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

/** @param {{ epilogue?: () => string }} [options] epilogue: text printed after the table (the slowest tests) */
export function createSteps(options = {}) {
  /** @type {Step[]} */
  const steps = [];
  const runStarted = performance.now();
  const finish = (code) => {
    const epilogue = options.epilogue?.();
    console.log(`\n${stepSummary(steps, (performance.now() - runStarted) / 1000)}${epilogue ? `\n\n${epilogue}` : ""}`);
    process.exit(code);
  };
  return {
    /**
     * Runs one command as a step; on failure prints the table and exits with the command's code. Not spawnSync: work
     * begun alongside (begin) goes on being watched while the command runs.
     */
    async run(label, command, args, env = {}) {
      console.log(`\n=== ${label} ===`);
      const started = performance.now();
      const code = await new Promise((resolve) => {
        const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
        child.on("error", (error) => {
          console.error(String(error));
          resolve(1);
        });
        child.on("close", (status) => resolve(status));
      });
      const seconds = (performance.now() - started) / 1000;
      const passed = code === 0;
      steps.push({ label, seconds, outcome: passed ? "passed" : "failed" });
      if (!passed) {
        console.error(`\n${label} failed.`);
        finish(code ?? 1);
      }
    },
    /**
     * Runs commands side by side that each leave a core idle much of the time (the type check, lint and the build each
     * keep about one busy), their output held and printed whole, one after the other; each is timed as its own step,
     * with `env` over this process's environment. On a failure prints the table and exits.
     */
    async runTogether(commands) {
      console.log(
        `\n=== side by side: ${commands.map((command) => command.label).join("; ")} (each one's output when all have ended) ===`,
      );
      const results = await Promise.all(
        commands.map(
          ({ label, command, args, env = {} }) =>
            new Promise((resolve) => {
              const started = performance.now();
              const child = spawn(command, args, {
                stdio: ["ignore", "pipe", "pipe"],
                env: { ...process.env, ...env },
              });
              let output = "";
              child.stdout.on("data", (chunk) => (output += chunk));
              child.stderr.on("data", (chunk) => (output += chunk));
              child.on("error", (error) => (output += String(error)));
              child.on("close", (code) =>
                resolve({ label, code, output, seconds: (performance.now() - started) / 1000 }),
              );
            }),
        ),
      );
      for (const result of results) {
        console.log(`\n=== ${result.label} (alongside the others of its group) ===`);
        if (result.output) process.stdout.write(result.output);
        steps.push({
          label: result.label,
          seconds: result.seconds,
          outcome: result.code === 0 ? "passed" : "failed",
          note: "in parallel",
        });
      }
      const failed = results.find((result) => result.code !== 0);
      if (failed) {
        console.error(`\n${failed.label} failed.`);
        finish(failed.code ?? 1);
      }
    },
    /**
     * Starts work done in this process (starting a server) that goes on while the next steps run; `ready()` waits for
     * it and times it as a step from its start to its end (so it overlaps the steps it ran alongside). On an error
     * `ready()` prints the table and exits 1. The work's failure is held until then, never an unhandled rejection.
     */
    begin(label, work) {
      console.log(`\n=== ${label}: started, alongside the next steps ===`);
      const started = performance.now();
      const settled = work().then(
        (value) => ({ value, seconds: (performance.now() - started) / 1000 }),
        (error) => ({ error, seconds: (performance.now() - started) / 1000 }),
      );
      return {
        async ready() {
          const result = await settled;
          if ("error" in result) {
            steps.push({ label, seconds: result.seconds, outcome: "failed", note: "in parallel" });
            console.error(`\n${label} failed: ${result.error instanceof Error ? result.error.message : result.error}`);
            finish(1);
          }
          steps.push({ label, seconds: result.seconds, outcome: "passed", note: "in parallel" });
          return result.value;
        },
      };
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
