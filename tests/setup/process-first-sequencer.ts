import { readFileSync } from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * A test file that starts real processes (the server, embedded PostgreSQL, CLIs) takes tens of seconds where others take
 * one or two; these few files are most of a run's time. Vitest runs one project's files after the other's and, on a
 * fresh clone with no timings kept, the larger files first: the crash test would start near the end and run alone
 * while the other worker idles. Started first, across both projects, they overlap the many short files (decision 189).
 */
export const startsProcesses = /helpers\/server-process|startEmbeddedPostgres|from "node:child_process"/;

export default class ProcessFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const text = new Map(sorted.map((file) => [file, readFileSync(file.moduleId, "utf8")]));
    const heavy = sorted.filter((file) => startsProcesses.test(text.get(file)!));
    // Among them, the longer file first: a rough measure of how much it does, for a clone with no timings yet.
    heavy.sort((a, b) => text.get(b)!.length - text.get(a)!.length);
    return [...heavy, ...sorted.filter((file) => !heavy.includes(file))];
  }
}
