/**
 * What the load average says about a benchmark's figures: on an otherwise idle machine the load is
 * the benchmark's own; above the number of cores, other work shared them and every time is stretched.
 */
import os from "node:os";

/** The highest 1-minute load average seen during a run, against the machine's cores. */
export function isSharedMachine(highestLoad: number): boolean {
  return highestLoad > os.cpus().length + 0.5;
}

/** One sentence for a results section, given the highest 1-minute load average seen during the run. */
export function loadSentence(highestLoad: number, where = "the load average of each run is given"): string {
  return isSharedMachine(highestLoad)
    ? `The machine was shared (${os.cpus().length} cores, other work running: load average up to ` +
        `${highestLoad.toFixed(1)}), so the times are pessimistic; ${where}.`
    : `Nothing else ran on the machine (${os.cpus().length} cores; load average at most ${highestLoad.toFixed(1)}, the benchmark's own work); ${where}.`;
}
