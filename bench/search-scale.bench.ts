/**
 * `npm run bench search-scale`: the search at 100,000, 1,000,000 and 3,000,000 jobs side by side (issues 12 and 45).
 *
 * For each size (BENCH_SCALE_JOBS, default "100000,1000000,3000000"): a fresh database, the generator
 * (timed; it streams the jobs in batches, db/seed), then two child processes on it, as a server would run:
 * - "build": no snapshot yet; builds the index from PostgreSQL and writes the snapshot to a
 *   temporary DATA_DIR (decision 023); reports the build and write times and its memory;
 * - "serve": a new process that starts from that snapshot; reports the time from process start
 *   until it can answer a search (module loading included), its memory, the first answer of each
 *   kind (lazy structures), then serves the API (Hono, no pages) on a local port and times the
 *   query groups of search.bench.ts and /api/suggest with one kept-alive client, every answer
 *   computed (the recent-answers cache off); then the resident memory of the machine's board: that process and
 *   the embedded PostgreSQL's processes (the database's own server: it is this benchmark's child).
 * Everything it made is removed at the end.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, statSync, readdirSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createBenchDatabase, generateBenchData, benchDefaults } from "./generate";
import { loadSentence } from "./machine-load";
import { searchQueryGroups, suggestPaths } from "./search-query-groups";
import { percentile } from "./percentile";
import { processTreeMemory, type ProcessMemory } from "./process-tree-memory";

const benchFile = fileURLToPath(import.meta.url);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);

interface Stats {
  p50: number;
  p95: number;
  n: number;
}
function stats(samples: number[]): Stats {
  return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95), n: samples.length };
}
const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
const ms = (value: number) => (value >= 10 ? value.toFixed(0) : value.toFixed(1));

interface Memory {
  heapMb: number;
  externalMb: number;
  rssMb: number;
}
function memory(): Memory {
  (globalThis as { gc?: () => void }).gc?.();
  const usage = process.memoryUsage();
  return { heapMb: mb(usage.heapUsed), externalMb: mb(usage.external), rssMb: mb(usage.rss) };
}

/** Without "broad, without facets": the same groups as today's 100,000-job figures, at both scales. */
const groups = searchQueryGroups.filter((group) => !group.name.startsWith("broad, without facets"));

// ---- child processes -------------------------------------------------------------------------

async function childBuild(): Promise<unknown> {
  const { openDatabase, setDatabase } = await import("../db/client");
  const { configureSearchSnapshots, searchIndex, writeSnapshot } = await import("../core/search");
  setDatabase(openDatabase(process.env.DATABASE_URL!, 5));
  const dir = path.join(process.env.DATA_DIR!, "search-index");
  const log: string[] = [];
  configureSearchSnapshots({ dir, log: (message) => log.push(message) });
  let begin = performance.now();
  const index = await searchIndex();
  const buildAndWriteMs = performance.now() - begin;
  const used = memory();
  // The write alone, once more, to a file of its own (same bytes), to tell it from the build.
  begin = performance.now();
  const { bytes } = await writeSnapshot(path.join(dir, "timing-copy.tmp"), index, {
    watermark: "1",
    readAt: 0,
    database: "timing",
    jobs: index.liveCount,
    applied: [],
  });
  const writeMs = performance.now() - begin;
  rmSync(path.join(dir, "timing-copy.tmp"));
  return { buildMs: buildAndWriteMs - writeMs, writeMs, bytes, memory: used, jobs: index.liveCount, log };
}

async function childServe(): Promise<unknown> {
  const { openDatabase, setDatabase } = await import("../db/client");
  const { configureSearchSnapshots, searchIndex } = await import("../core/search");
  setDatabase(openDatabase(process.env.DATABASE_URL!, 10));
  const log: string[] = [];
  configureSearchSnapshots({
    dir: path.join(process.env.DATA_DIR!, "search-index"),
    log: (message) => log.push(message),
  });
  const index = await searchIndex();
  // performance.now() counts from the process's start: module loading is included.
  const readyMs = performance.now();
  index.answerCacheEnabled = false;
  const used = memory();
  // The first answer of each kind builds something lazily (the typo trigrams, the A-Z ranks, the suggestion list).
  const first: Record<string, number> = {};
  for (const [name, run] of Object.entries({
    word: () => index.search({ q: "developer", offset: 0, limit: 20, facets: true }),
    typo: () => index.search({ q: "pyhton", offset: 0, limit: 20, facets: true }),
    "sort by title": () => index.search({ q: "remote", sort: "title", offset: 0, limit: 20, facets: true }),
    suggest: () => index.suggest("pyt"),
  })) {
    const begin = performance.now();
    run();
    first[name] = performance.now() - begin;
  }

  const { serve } = await import("@hono/node-server");
  const { createApp } = await import("../server/app");
  const app = createApp({ pageHandler: () => new Response("pages are not measured here", { status: 404 }) });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const port = (server.address() as AddressInfo).port;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (target: string) =>
    new Promise<number>((resolve, reject) => {
      const begin = performance.now();
      http
        .get({ host: "127.0.0.1", port, path: target, agent }, (response) => {
          response.resume();
          response.on("end", () =>
            response.statusCode === 200
              ? resolve(performance.now() - begin)
              : reject(new Error(`${target}: ${response.statusCode}`)),
          );
        })
        .on("error", reject);
    });
  const timeAll = async (targets: string[], times: number) => {
    const samples: number[] = [];
    for (let round = 0; round < times; round++) for (const target of targets) samples.push(await get(target));
    return stats(samples);
  };
  const measured: Record<string, Stats> = {};
  for (const group of groups) {
    await timeAll(group.paths, 2);
    measured[group.name] = await timeAll(group.paths, rounds * 4);
  }
  await timeAll(suggestPaths, 2);
  measured.suggest = await timeAll(suggestPaths, rounds * 6);
  const after = memory();
  const resident = residentWithPostgres();
  server.close();
  agent.destroy();
  return { readyMs, memory: used, memoryAfter: after, first, measured, resident, log };
}

/** PostgreSQL's server and backends (`postgres -D …`, `postgres: user db …`), by their command line. */
const isPostgres = (process: ProcessMemory) => /^(\S*\/)?postgres(:|\s|$)/.test(process.command);

/**
 * The serving process (and anything it started) and PostgreSQL's processes, when PostgreSQL is the embedded one this
 * benchmark started (its child, so this process's sibling); a server elsewhere (BENCH_DATABASE_URL) is not counted.
 */
function residentWithPostgres(): Resident {
  const serving = processTreeMemory(process.pid);
  const postgres = processTreeMemory(process.ppid).filter(isPostgres);
  const sum = (list: ProcessMemory[], field: "rssMb" | "pssMb") =>
    list.reduce((total, entry) => total + entry[field], 0);
  return {
    servingRssMb: sum(serving, "rssMb"),
    servingPssMb: sum(serving, "pssMb"),
    postgresProcesses: postgres.length,
    postgresRssMb: sum(postgres, "rssMb"),
    postgresPssMb: sum(postgres, "pssMb"),
  };
}

if (process.env.SEARCH_SCALE_CHILD) {
  process.env.LOG_LEVEL ??= "silent";
  const result = process.env.SEARCH_SCALE_CHILD === "build" ? await childBuild() : await childServe();
  process.stdout.write(`\nRESULT ${JSON.stringify(result)}\n`);
  process.exit(0);
}

function runChild(mode: "build" | "serve", env: Record<string, string>): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    // The index of three million jobs builds beyond V8's default old space on a small machine: room, not a reserve.
    const child = spawn(
      process.execPath,
      ["--expose-gc", `--max-old-space-size=${childHeapMb}`, "--import", "tsx", benchFile],
      {
        env: { ...process.env, ...env, SEARCH_SCALE_CHILD: mode, NODE_ENV: "production", LOG_LEVEL: "silent" },
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("exit", (code) => {
      const line = out.split("\n").find((text) => text.startsWith("RESULT "));
      if (code !== 0 || !line) reject(new Error(`${mode} child exited ${code}: ${out.slice(-2_000)}`));
      else resolve(JSON.parse(line.slice(7)) as Record<string, unknown>);
    });
  });
}

// ---- the benchmark ---------------------------------------------------------------------------

/** MB of old space for the build and serve processes (a ceiling V8 grows to when it needs, not memory taken at start). */
const childHeapMb = Number(process.env.BENCH_SCALE_HEAP_MB ?? 8192);

interface Resident {
  servingRssMb: number;
  servingPssMb: number;
  postgresProcesses: number;
  postgresRssMb: number;
  postgresPssMb: number;
}

interface SizeResult {
  jobs: number;
  generateMs: number;
  build: { buildMs: number; writeMs: number; bytes: number; memory: Memory };
  serve: {
    readyMs: number;
    memory: Memory;
    memoryAfter: Memory;
    first: Record<string, number>;
    measured: Record<string, Stats>;
    resident: Resident;
    log: string[];
  };
  load: string;
  where: string;
}

async function measureSize(jobs: number): Promise<SizeResult> {
  console.log(`search-scale: ${jobs} jobs: creating the database...`);
  const database = await createBenchDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "search-scale-"));
  try {
    const loaded = await generateBenchData(database.handle.sql, { ...benchDefaults, jobs });
    console.log(`search-scale: generated ${loaded.jobs} jobs in ${(loaded.ms / 1000).toFixed(1)} s`);
    const env = { DATABASE_URL: database.handle.url, DATA_DIR: dataDir };
    const build = (await runChild("build", env)) as unknown as SizeResult["build"];
    console.log(
      `search-scale: built in ${(build.buildMs / 1000).toFixed(1)} s, snapshot ${mb(build.bytes)} MB written in ${(build.writeMs / 1000).toFixed(1)} s`,
    );
    const load = os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(", ");
    const serve = (await runChild("serve", env)) as unknown as SizeResult["serve"];
    console.log(`search-scale: ready from the snapshot ${(serve.readyMs / 1000).toFixed(1)} s after start`);
    if (readdirSync(path.join(dataDir, "search-index")).length !== 1)
      throw new Error("expected exactly one snapshot file");
    statSync(dataDir);
    return { jobs: loaded.jobs, generateMs: loaded.ms, build, serve, load, where: database.where };
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * What the serving process said when it did not start from the snapshot (a file it could not read, say, which a size
 * past fs.readFile's 2 GiB would be): its ready time is then a build's, not a restart's.
 */
function notFromSnapshot(log: string[]): string {
  if (log.some((line) => / jobs loaded from /.test(line))) return "";
  return ` (not from the snapshot: ${log.find((line) => /building|rebuil/.test(line)) ?? log.join("; ")})`;
}

export default async function searchScaleBench(): Promise<string> {
  const sizes = (process.env.BENCH_SCALE_JOBS ?? "100000,1000000,3000000").split(",").map(Number);
  const results: SizeResult[] = [];
  for (const size of sizes) results.push(await measureSize(size));
  const header = `| | ${results.map((result) => `${result.jobs.toLocaleString("en-IN")} jobs`).join(" | ")} |`;
  const rule = `| --- | ${results.map(() => "---:").join(" | ")} |`;
  const row = (label: string, value: (result: SizeResult) => string) =>
    `| ${label} | ${results.map(value).join(" | ")} |`;
  const sizeNames = results.map((result) => result.jobs.toLocaleString("en"));
  const lines = [
    `## Search at scale (issues 12 and 45): ${[sizeNames.slice(0, -1).join(", "), sizeNames.at(-1)].filter(Boolean).join(" and ")} jobs side by side`,
    "",
    `bench/search-scale.bench.ts: per size a fresh database (${results[0].where}), the demo generator (streamed in ` +
      "batches), then a process that builds the index and writes the snapshot to DATA_DIR, then a new " +
      "process that starts from the snapshot (decision 023) and serves the API (no pages) to one " +
      "kept-alive client, every answer computed (recent-answers cache off). p50 / p95 in ms. " +
      "Targets at 1,000,000 (issue 12): /api/search p95 < 50 ms, /api/suggest p95 < 10 ms, ready < 10 s, heap < 1 GB; " +
      "at 3,000,000 (issue 45): /api/search p95 < 30 ms for each query group, /api/suggest p95 < 10 ms, ready within " +
      "15 s of a restart from the snapshot, and the total resident memory of every process, PostgreSQL included " +
      "(the last memory rows: the serving process and the embedded PostgreSQL's processes, after the queries; PSS " +
      "counts a page shared by several processes, such as PostgreSQL's shared buffers, once).",
    "",
    header,
    rule,
    row("generate and load (db/seed, triggers and indexes)", (result) => `${(result.generateMs / 1000).toFixed(0)} s`),
    row("index build from PostgreSQL (no snapshot)", (result) => `${(result.build.buildMs / 1000).toFixed(1)} s`),
    row(
      "snapshot write / size",
      (result) => `${(result.build.writeMs / 1000).toFixed(1)} s / ${mb(result.build.bytes)} MB`,
    ),
    row(
      "**start to ready from the snapshot** (process start, modules, read, checks, catch-up)",
      (result) => `**${(result.serve.readyMs / 1000).toFixed(1)} s**${notFromSnapshot(result.serve.log)}`,
    ),
    row(
      "heap / external (typed arrays) / RSS after load",
      (result) => `${result.serve.memory.heapMb} / ${result.serve.memory.externalMb} / ${result.serve.memory.rssMb} MB`,
    ),
    row(
      "heap / external / RSS after the queries",
      (result) =>
        `${result.serve.memoryAfter.heapMb} / ${result.serve.memoryAfter.externalMb} / ${result.serve.memoryAfter.rssMb} MB`,
    ),
    row(
      "heap / external / RSS of the building process",
      (result) => `${result.build.memory.heapMb} / ${result.build.memory.externalMb} / ${result.build.memory.rssMb} MB`,
    ),
    ...Object.keys(results[0].serve.first).map((name) =>
      row(`first answer after load: ${name} (lazy structures)`, (result) => `${ms(result.serve.first[name])} ms`),
    ),
    ...Object.keys(results[0].serve.measured).map((name) =>
      row(name === "suggest" ? "/api/suggest" : `/api/search: ${name}`, (result) => {
        const s = result.serve.measured[name];
        return `${ms(s.p50)} / **${ms(s.p95)}** (n=${s.n})`;
      }),
    ),
    row("**total resident memory, PostgreSQL included**: RSS / PSS", ({ serve: { resident } }) =>
      resident.postgresProcesses
        ? `**${resident.servingRssMb + resident.postgresRssMb} / ${resident.servingPssMb + resident.postgresPssMb} MB**`
        : "PostgreSQL not ours to measure (BENCH_DATABASE_URL)",
    ),
    row(
      "of which the serving process / PostgreSQL (its processes): PSS",
      ({ serve: { resident } }) =>
        `${resident.servingPssMb} / ${resident.postgresPssMb} MB (${resident.postgresProcesses})`,
    ),
    row("load average (1, 5, 15 min) when serving began", (result) => result.load),
    "",
    loadSentence(
      Math.max(...results.map((result) => Number(result.load.split(",")[0]))),
      "the load average of each run is in the last row",
    ),
  ];
  return lines.join("\n");
}
