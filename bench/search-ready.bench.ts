/**
 * `npm run bench search-ready`: how soon after its start a process can answer searches, with and
 * without a search index snapshot in DATA_DIR (decision 023, issue 12: ready within 10 s).
 *
 * For each size (BENCH_READY_JOBS, default "100000"): a fresh database and the demo generator,
 * then new child processes on it, one after the other, each timed from its own start (module
 * loading included: the API app and the store, as a server worker loads them; not the page
 * bundle) until its index answers a search:
 * - "no snapshots": SEARCH_SNAPSHOTS=false, a full build from PostgreSQL (what every start cost before);
 * - "first start": snapshots on, no file yet: a full build, then the snapshot written;
 * - "restart": snapshots on, the file there, nothing changed;
 * - "restart after changes": 2,000 jobs edited and 500 closed while no process ran; loaded, then
 *   caught up from the change log (the child checks an edited title is found);
 * - "corrupt snapshot": one byte of the file flipped: detected, rebuilt and written again.
 * Each child reports which way its index came (the store's log line) and its memory.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createBenchDatabase, generateBenchData, benchDefaults } from "./generate";
import { loadSentence } from "./machine-load";

const benchFile = fileURLToPath(import.meta.url);
const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

async function child(): Promise<unknown> {
  // What a server worker loads before its index: the API app, the database client, the store.
  await import("../server/app");
  const { openDatabase, setDatabase } = await import("../db/client");
  const { configureSearchSnapshots, searchIndex, stopSearchIndex } = await import("../core/search");
  const { searchJobs } = await import("../core/search");
  const handle = openDatabase(process.env.DATABASE_URL!, 10);
  setDatabase(handle);
  const log: string[] = [];
  if (process.env.SEARCH_SNAPSHOTS !== "false")
    configureSearchSnapshots({
      dir: path.join(process.env.DATA_DIR!, "search-index"),
      log: (message) => log.push(message),
    });
  await searchIndex();
  // performance.now() counts from the process's start.
  const readyMs = performance.now();
  const edited = process.env.EXPECT_TITLE
    ? (await searchJobs({ q: process.env.EXPECT_TITLE, limit: 5 })).jobs.some(
        (job) => job.title === process.env.EXPECT_TITLE,
      )
    : null;
  (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  await stopSearchIndex();
  await handle.close();
  return { readyMs, log, edited, heapMb: mb(heapUsed), rssMb: mb(rss) };
}

if (process.env.SEARCH_READY_CHILD) {
  process.env.LOG_LEVEL ??= "silent";
  const result = await child();
  process.stdout.write(`\nRESULT ${JSON.stringify(result)}\n`);
  process.exit(0);
}

interface ChildResult {
  readyMs: number;
  log: string[];
  edited: boolean | null;
  heapMb: number;
  rssMb: number;
}

function runChild(env: Record<string, string>): Promise<ChildResult> {
  return new Promise((resolve, reject) => {
    const started = spawn(process.execPath, ["--expose-gc", "--import", "tsx", benchFile], {
      env: { ...process.env, ...env, SEARCH_READY_CHILD: "1", NODE_ENV: "production", LOG_LEVEL: "silent" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    started.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    started.on("exit", (code) => {
      const line = out.split("\n").find((text) => text.startsWith("RESULT "));
      if (code !== 0 || !line) reject(new Error(`child exited ${code}: ${out.slice(-2_000)}`));
      else resolve(JSON.parse(line.slice(7)) as ChildResult);
    });
  });
}

interface Case {
  name: string;
  result: ChildResult;
  load: string;
}

async function measureSize(jobs: number): Promise<{ jobs: number; cases: Case[]; bytes: number }> {
  console.log(`search-ready: ${jobs} jobs: creating the database...`);
  const database = await createBenchDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "search-ready-"));
  const cases: Case[] = [];
  const run = async (name: string, env: Record<string, string> = {}) => {
    const load = os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(", ");
    const result = await runChild({ DATABASE_URL: database.handle.url, DATA_DIR: dataDir, ...env });
    console.log(`search-ready: ${name}: ready ${(result.readyMs / 1000).toFixed(1)} s (${result.log.join("; ")})`);
    cases.push({ name, result, load });
  };
  try {
    const sql = database.handle.sql;
    const loaded = await generateBenchData(sql, { ...benchDefaults, jobs });
    console.log(`search-ready: generated ${loaded.jobs} jobs in ${(loaded.ms / 1000).toFixed(1)} s`);
    await run("no snapshots (full build from PostgreSQL)", { SEARCH_SNAPSHOTS: "false" });
    await run("first start: no file yet (full build, then the snapshot written)");
    const dir = path.join(dataDir, "search-index");
    const [file] = readdirSync(dir).filter((name) => name.endsWith(".snapshot"));
    const bytes = readFileSync(path.join(dir, file)).byteLength;
    await run("restart, nothing changed (snapshot loaded)");
    await sql`UPDATE jobs SET title = title || ' II', updated_at = now() WHERE id IN (SELECT id FROM jobs WHERE status = 'open' ORDER BY id LIMIT 2000)`;
    await sql`UPDATE jobs SET status = 'closed', closed_at = now() WHERE id IN (SELECT id FROM jobs WHERE status = 'open' ORDER BY id DESC LIMIT 500)`;
    const [{ title }] = await sql<
      { title: string }[]
    >`SELECT title FROM jobs WHERE status = 'open' ORDER BY id LIMIT 1`;
    await run("restart after 2,000 jobs edited and 500 closed while down (loaded, caught up)", { EXPECT_TITLE: title });
    const snapshot = readFileSync(path.join(dir, file));
    snapshot[snapshot.byteLength >> 1] ^= 0xff;
    writeFileSync(path.join(dir, file), snapshot);
    await run("corrupt snapshot (one byte flipped: detected, rebuilt, written)");
    const left = readdirSync(dir);
    if (left.length !== 1) throw new Error(`expected exactly one snapshot file, found ${left.join(", ")}`);
    return { jobs: loaded.jobs, cases, bytes };
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export default async function searchReadyBench(): Promise<string> {
  const sizes = (process.env.BENCH_READY_JOBS ?? "100000").split(",").map(Number);
  const lines = [
    "## Search ready after start, with and without an index snapshot (issue 12, decision 023)",
    "",
    "bench/search-ready.bench.ts: per size a fresh embedded PostgreSQL and the demo generator, " +
      "then child processes one after the other, each timed from its own start (module loading " +
      "included: the API app and the search store, as a worker loads them, not the page bundle) " +
      "until its index answers a search. Target: ready within 10 s at 1,000,000 jobs. `how` is " +
      "the store's own log line.",
  ];
  const loads: number[] = [];
  for (const size of sizes) {
    const { jobs, cases, bytes } = await measureSize(size);
    loads.push(...cases.map((item) => Number(item.load.split(",")[0])));
    lines.push(
      "",
      `### ${jobs.toLocaleString("en-IN")} jobs (snapshot file ${mb(bytes)} MB)`,
      "",
      "| start | ready after | heap / RSS | how | load average (1, 5, 15 min) |",
      "| --- | ---: | ---: | --- | --- |",
      ...cases.map(({ name, result, load }) => {
        const how = (result.log.join("; ") || "built in memory").replace(/ from \/\S+/, "").replace(/\|/g, "/");
        const check =
          result.edited === null ? "" : result.edited ? " (an edited title found)" : " (**an edited title NOT found**)";
        return `| ${name} | **${(result.readyMs / 1000).toFixed(1)} s** | ${result.heapMb} / ${result.rssMb} MB | ${how}${check} | ${load} |`;
      }),
    );
  }
  lines.push("", loadSentence(Math.max(...loads), "the load average at each start is in the last column"));
  return lines.join("\n");
}
