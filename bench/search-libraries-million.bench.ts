/**
 * `npm run bench search-libraries-million`: search-libraries.bench.ts at 1,000,000 jobs (issue 12,
 * decision 020): ours, MiniSearch 7 and FlexSearch 0.8 (Orama 3 is left out: it did not finish
 * building 100,000 jobs in 15 minutes). In a child process with a 16 GB heap, since MiniSearch
 * and FlexSearch hold several GB at this size; BENCH_ROUNDS defaults to 1 (2 timed rounds of each
 * query), since one broad query of theirs takes seconds here. Kept as its own section, beside the
 * 100,000-job one.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SECTION_MARK } from "./search-libraries.bench";

const benchDir = path.dirname(fileURLToPath(import.meta.url));

export default async function searchLibrariesMillionBenchmark(): Promise<string> {
  const child = spawn(
    process.execPath,
    ["--max-old-space-size=16384", "--import", "tsx", path.join(benchDir, "search-libraries.bench.ts")],
    {
      env: {
        ...process.env,
        BENCH_JOBS: process.env.BENCH_JOBS ?? "1000000",
        BENCH_ENGINES: process.env.BENCH_ENGINES ?? "ours,minisearch,flexsearch",
        BENCH_ROUNDS: process.env.BENCH_ROUNDS ?? "1",
      },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  let output = "";
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (chunk: string) => {
    output += chunk;
    // Progress lines (engine built, its row) as they come; the section itself is returned.
    if (!output.includes(SECTION_MARK)) process.stdout.write(chunk);
  });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  const at = output.indexOf(SECTION_MARK);
  if (code !== 0 || at < 0)
    throw new Error(`search-libraries at a million jobs exited with ${code} before its section`);
  return (
    `${output.slice(at + SECTION_MARK.length).trim()}\n\nOrama 3 is not in this run: it did not ` +
    `finish building 100,000 jobs in 15 minutes (the 100,000-job section).`
  );
}
