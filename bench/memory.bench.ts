/**
 * `npm run bench memory`: the memory of one server process by its parts (issue 13), at the demo
 * data's 1,200 jobs and at 100,000 generated jobs (BENCH_MEMORY_JOBS=1200,100000 to change).
 *
 * For each size: a database of its own (bench/generate.ts), then a fresh Node process
 * (bench/memory-probe.ts) that loads the server's parts one after the other (code, pool, search
 * index, warm-up requests) and reports RSS, V8 heap, external memory and code after each, after a
 * full GC. The differences are each part's share. One process is what a worker of `npm start` is;
 * the main process holds no search index when WEB_CONCURRENCY > 1.
 */
import { spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { setDatabase } from "../db/client";
import { loadDemoData } from "../db/seed/load";
import { benchDefaults, createBenchDatabase, generateBenchData } from "./generate";
import type { Stage } from "./memory-probe";

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const sizes = (process.env.BENCH_MEMORY_JOBS ?? "1200,100000").split(",").map(Number);
const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);

async function measureAt(jobs: number): Promise<{ jobs: number; stages: Stage[] }> {
  const database = await createBenchDatabase();
  try {
    setDatabase(database.handle);
    // 1,200 is the demo data a fresh board loads; larger sizes are generated like the other benches.
    if (jobs === 1200) await loadDemoData(database.handle.sql);
    else await generateBenchData(database.handle.sql, { ...benchDefaults, jobs });
    const [{ open }] = await database.handle.sql<
      { open: number }[]
    >`SELECT count(*)::int AS open FROM jobs WHERE status = 'open'`;
    const probe = spawnSync(
      process.execPath,
      ["--expose-gc", "--import", "tsx", path.join(projectDir, "bench", "memory-probe.ts")],
      {
        cwd: projectDir,
        encoding: "utf8",
        env: {
          ...process.env,
          DATABASE_URL: database.handle.url,
          NODE_ENV: "production",
          LOG_LEVEL: "silent",
          SESSION_SECRET: "memory-bench-secret-0123456789abcdef",
        },
        maxBuffer: 16 * 2 ** 20,
      },
    );
    if (probe.status !== 0) throw new Error(`the memory probe failed:\n${probe.stderr}`);
    const stages = JSON.parse(probe.stdout.trim().split("\n").pop()!) as Stage[];
    console.log(
      `${jobs} jobs (${open} open): ${stages.map((stage) => `${stage.stage} ${mb(stage.rss)} MB RSS`).join("; ")}`,
    );
    return { jobs: open, stages };
  } finally {
    setDatabase(undefined);
    await database.close();
  }
}

export default async function memoryBench(): Promise<string> {
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(", ");
  const results = [];
  for (const size of sizes) results.push(await measureAt(size));
  const tables = results.map(({ jobs, stages }) => {
    const last = stages[stages.length - 1];
    const index = stages.find((stage) => stage.stage === "search index")!;
    const beforeIndex = stages[stages.indexOf(index) - 1];
    const rows = stages.map((stage, i) => {
      const previous = stages[i - 1];
      const delta = (key: keyof Omit<Stage, "stage">) => {
        const change = stage[key] - (previous?.[key] ?? 0);
        return `${change >= 0 ? "+" : "−"}${mb(Math.abs(change))}`;
      };
      return (
        `| ${stage.stage} | ${mb(stage.rss)} (${delta("rss")}) | ${mb(stage.heapUsed)} (${delta("heapUsed")}) ` +
        `| ${mb(stage.heapTotal)} | ${mb(stage.external)} (${delta("external")}) | ${mb(stage.code)} |`
      );
    });
    // The index keeps its postings in typed arrays: their bytes are outside the V8 heap ("external").
    const indexBytes = index.heapUsed - beforeIndex.heapUsed + (index.external - beforeIndex.external);
    const share = (indexBytes / (last.heapUsed + last.external)) * 100;
    return [
      `### ${jobs.toLocaleString("en-US")} open jobs`,
      "",
      "| after loading | RSS MB (change) | V8 heap used MB (change) | V8 heap reserved MB | external + ArrayBuffers MB (change) | code MB |",
      "| --- | --- | --- | --- | --- | --- |",
      ...rows,
      "",
      `The search index is ${mb(indexBytes)} MB: ${mb(index.heapUsed - beforeIndex.heapUsed)} MB ` +
        `of V8 heap and ${mb(index.external - beforeIndex.external)} MB of typed arrays outside it, ` +
        `${share.toFixed(0)}% of the process's heap and external memory after warm-up; RSS grew by ` +
        `${mb(index.rss - beforeIndex.rss)} MB while it was built (the load's transient rows included, ` +
        `partly returned after).`,
    ].join("\n");
  });
  return [
    "## Memory of a server process by its parts (issue 13)",
    "",
    "`npm run bench memory`: a fresh process loads the server's parts one after the other; each " +
      "row is measured after a full GC, the changes are each part's share. RSS beyond the heap " +
      "used is V8's reserved but unused heap, typed arrays (external), compiled code, the Node " +
      "runtime, tsx's loader and native libraries; the embedded PostgreSQL runs in processes of " +
      "its own and is not counted. `npm start` with WEB_CONCURRENCY workers holds one such " +
      "process per worker plus a main process without a search index.",
    "",
    ...tables.flatMap((table) => [table, ""]),
    `Load average when started: ${load} (on a machine shared with other builds and tests, which affects time, not these sizes).`,
  ].join("\n");
}
