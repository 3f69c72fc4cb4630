/**
 * `npm run bench search-load`: computed /api/search under 50 connections at 100,000 jobs, served
 * by `npm start` itself with 1 and with 2 workers (issue 12, decision 022).
 *
 * Makes its own database (embedded PostgreSQL in a temp folder, or a new database on
 * BENCH_DATABASE_URL's server) with the generated jobs, then for each worker count starts the real
 * server (node with `npm start`'s arguments, server/index.ts, DATABASE_URL pointing at that database, the
 * recent-answers cache off with SEARCH_ANSWER_CACHE=false so that every search is computed) and
 * loads it with autocannon from this process: 50 connections, BENCH_LOAD_SECONDS (20) seconds after
 * BENCH_LOAD_WARMUP_SECONDS (10) of the same load,
 * rotating through the 29 searches of search.bench.ts. Measured per run:
 * - throughput and latency, beside a bare node:http server answering a body of the same size;
 * - CPU per request: the server's processes (main and workers, from /proc) over the requests
 *   served; PostgreSQL's backends likewise (embedded only); this process (the load generator) as
 *   a share of one core, since it runs on the same 2 cores;
 * - the parts of a computed search, timed in this process on the same data: the query's
 *   validation, the index, reading the page of jobs, the JSON; the rest (HTTP, routing,
 *   middleware, logging, metrics) is the under-load total less those.
 * BENCH_BEFORE_DIR names another checkout whose server runs first under the same load (the
 * figures before a change); it must read SEARCH_ANSWER_CACHE too.
 *
 * The servers take turns for BENCH_LOAD_ROUNDS (3) rounds, each started afresh, and each row is the
 * round with the median server CPU: on the 2-core machines here the same build measured 0.93 and 1.25
 * ms a request minutes apart, and one process of a rotation ran 1.8 times slower than another started
 * beside it at the same moment (decision 096), so one run of each could not tell 5% apart.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { setDatabase } from "../db/client";
import {
  npmStartArguments,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from "../tests/helpers/server-process";
import { autocannonLoad, type LoadResult } from "./autocannon-load";
import { bareServer } from "./bare-server";
import { createBenchDatabase, generateBenchData, benchDefaults } from "./generate";
import { processTreeCpuMs } from "./process-cpu";
import { searchQueryGroups } from "./search-query-groups";

process.env.LOG_LEVEL ??= "silent";
process.env.NODE_ENV ??= "production";

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const loadRounds = Math.max(1, Number(process.env.BENCH_LOAD_ROUNDS ?? 3));
/**
 * Long enough for every server to reach its steady state before the measured run: each server is started afresh and
 * builds its index, writes its snapshot and compiles its hot code under the first load, and a 2-worker server's
 * workers each see half of it. With 3 s, one 2-worker server measured 0.88 ms of CPU a request over its first 15 s
 * and 0.68 once warm (decision 096).
 */
const warmUpSeconds = Number(process.env.BENCH_LOAD_WARMUP_SECONDS ?? 10);
const connections = 50;
const searches = searchQueryGroups.flatMap((group) => group.paths);

/** Staggered unless told: see autocannon-load.ts (decision 096, "connections in step"). */
const load = (port: number, paths: string[], seconds = loadSeconds, staggered = true): Promise<LoadResult> =>
  autocannonLoad(port, paths, seconds, connections, staggered);

interface RunningServer {
  server: ServerProcess;
  stop(): Promise<void>;
}

/** `npm start`'s entry in `dir`, on the bench database, answering searches (its index built) before it returns. */
async function startServer(dir: string, workers: number, databaseUrl: string): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "jobboard-load-"));
  const server = await startServerProcess(
    {
      LOG_LEVEL: "warn",
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: String(workers),
      SEARCH_ANSWER_CACHE: "false",
      SEARCH_SNAPSHOTS: "false",
      SEED_DEMO_DATA: "never",
      COLLECTOR_SCHEDULE_HOURS: "0",
    },
    dir,
  );
  const stop = async () => {
    await stopServerProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (server.child.exitCode !== null) {
      await stop();
      throw new Error(
        `the server in ${dir} exited with ${server.child.exitCode} before it answered:\n${server.output()}`,
      );
    }
    // Every worker builds its own index: one full round of the searches is answered by all of them.
    const answered = await Promise.all(
      searches.map((target) =>
        fetch(`${server.url}${target}`).then(
          (response) => response.status,
          () => 0,
        ),
      ),
    );
    if (answered.every((status) => status === 200)) return { server, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server in ${dir} did not answer every search within 5 minutes (${answered.join(", ")})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

interface LoadFigures {
  result: LoadResult;
  serverCpuPerRequest: number;
  postgresCpuPerRequest: number | undefined;
  generatorCores: number;
}

/** One timed load on a server, with the CPU each side used during it. */
async function measuredLoad(
  serverPid: number | undefined,
  port: number,
  paths: string[],
  embeddedPostgres: boolean,
  staggered = true,
): Promise<LoadFigures> {
  const treeBefore = processTreeCpuMs(process.pid);
  const serverBefore = serverPid ? processTreeCpuMs(serverPid) : 0;
  const ownBefore = process.cpuUsage();
  const started = performance.now();
  const result = await load(port, paths, loadSeconds, staggered);
  const seconds = (performance.now() - started) / 1000;
  const own = process.cpuUsage(ownBefore);
  const ownMs = (own.user + own.system) / 1000;
  const serverMs = serverPid ? processTreeCpuMs(serverPid) - serverBefore : 0;
  // This process's tree holds the embedded PostgreSQL and the server: what is left is PostgreSQL's.
  const postgresMs = processTreeCpuMs(process.pid) - treeBefore - ownMs - serverMs;
  const served = Math.max(1, result.requests.total);
  return {
    result,
    serverCpuPerRequest: serverMs / served,
    postgresCpuPerRequest: embeddedPostgres ? postgresMs / served : undefined,
    generatorCores: ownMs / 1000 / seconds,
  };
}

/** The parts of one computed search, each timed over every search of the rotation, in this process. */
async function searchParts(databaseUrl: string): Promise<{ name: string; ms: number }[]> {
  const { openDatabase } = await import("../db/client");
  const handle = openDatabase(databaseUrl, 5);
  setDatabase(handle);
  try {
    const { searchIndex } = await import("../core/search");
    const { answerJson } = await import("../core/search");
    const { cachedRows } = await import("../core/search");
    const { filtersOf, searchParamsSchema } = await import("../core/search");
    const index = await searchIndex();
    index.answerCacheEnabled = false;
    const queries = searches.map((target) => Object.fromEntries(new URL(target, "http://x").searchParams));
    const rounds = 20;
    const cpu = async (work: () => unknown | Promise<unknown>): Promise<number> => {
      // Warm, as a server under this load is: lazy structures, the row cache and the JIT.
      for (let round = 0; round < 5; round++) await work();
      const before = process.cpuUsage();
      for (let round = 0; round < rounds; round++) await work();
      const used = process.cpuUsage(before);
      return (used.user + used.system) / 1000 / rounds / queries.length;
    };
    const parsed = queries.map((raw) => searchParamsSchema.parse(raw));
    const ask = parsed.map((params) => ({
      q: params.q ?? "",
      filters: filtersOf(params),
      sort: params.sort,
      offset: ((params.page ?? 1) - 1) * (params.limit ?? 6),
      limit: params.limit ?? 6,
      facets: params.facets,
    }));
    const answers = ask.map((question) => index.cachedSearch(question));
    const pages = await Promise.all(answers.map((answer) => cachedRows(answer.ids, index)));
    const rests = answers.map((answer) => ({
      total: answer.total,
      page: 1,
      limit: 6,
      totalPages: 1,
      sort: "relevance" as const,
      mode: answer.mode,
      corrections: answer.corrections,
      facets: answer.facets,
      place: null,
      keywords: "",
      elsewhere: null,
    }));
    return [
      {
        name: "validating the query (Zod)",
        ms: await cpu(() => queries.forEach((raw) => filtersOf(searchParamsSchema.parse(raw)))),
      },
      {
        name: "the index: match, rank, filter, facets, total",
        ms: await cpu(() => ask.forEach((question) => index.cachedSearch(question))),
      },
      {
        name: "the page of jobs (rows from the row cache)",
        ms: await cpu(() => Promise.all(answers.map((answer) => cachedRows(answer.ids, index)))),
      },
      {
        name: "the JSON of the answer (each job's kept with its row)",
        ms: await cpu(() => rests.forEach((rest, position) => answerJson(pages[position], rest))),
      },
    ];
  } finally {
    setDatabase(undefined);
    await handle.close();
  }
}

/** A checkout named by its commit, when it is a git checkout. */
function checkoutName(dir: string): string {
  try {
    return `commit ${execFileSync("git", ["-C", dir, "rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim()}`;
  } catch {
    return path.basename(dir);
  }
}

const f1 = (value: number) => value.toFixed(1);
const f2 = (value: number) => value.toFixed(2);

/** The change in server CPU per request from the before server, when there is one. */
function againstBefore(before: LoadFigures | undefined, oneWorker: LoadFigures, twoWorkers: LoadFigures): string {
  if (!before) return "";
  const change = (figures: LoadFigures) =>
    `${Math.round((figures.serverCpuPerRequest / before.serverCpuPerRequest - 1) * 100)}%`;
  return `; against the before server's median, 1 worker ${change(oneWorker)} and 2 workers ${change(twoWorkers)}`;
}

/** The round whose server CPU per request is the median (the lower middle of an even count). */
function medianRound(rounds: LoadFigures[]): LoadFigures {
  return [...rounds].sort((a, b) => a.serverCpuPerRequest - b.serverCpuPerRequest)[(rounds.length - 1) >> 1];
}

function loadRow(name: string, figures: LoadFigures): string {
  const { result } = figures;
  const postgres = figures.postgresCpuPerRequest === undefined ? "" : f2(figures.postgresCpuPerRequest);
  return (
    `| ${name} | ${result.requests.total.toLocaleString("en-IN")} | ${Math.round(result.requests.average).toLocaleString("en-IN")} ` +
    `| ${result.latency.p50} | ${result.latency.p90} | **${result.latency.p99}** | ${result.latency.max} ` +
    `| ${result.errors} | ${result.non2xx} | ${figures.serverCpuPerRequest ? f2(figures.serverCpuPerRequest) : ""} ` +
    `| ${postgres} | ${f2(figures.generatorCores)} |`
  );
}

export default async function searchLoadBenchmark(): Promise<string> {
  console.log("search-load: creating the benchmark database...");
  const database = await createBenchDatabase();
  const embeddedPostgres = !process.env.BENCH_DATABASE_URL;
  try {
    const loaded = await generateBenchData(database.handle.sql, benchDefaults);
    console.log(`search-load: ${loaded.jobs} jobs in ${(loaded.ms / 1000).toFixed(1)} s`);
    const loadAtStart = os.loadavg();
    const runs: { name: string; dir: string; workers: number }[] = [
      ...(process.env.BENCH_BEFORE_DIR
        ? [
            {
              name: `before: ${checkoutName(process.env.BENCH_BEFORE_DIR)}, 1 process`,
              dir: path.resolve(process.env.BENCH_BEFORE_DIR),
              workers: 1,
            },
          ]
        : []),
      { name: "the board, 1 worker (WEB_CONCURRENCY=1)", dir: projectDir, workers: 1 },
      { name: "the board, 2 workers (WEB_CONCURRENCY=2)", dir: projectDir, workers: 2 },
    ];
    let bodySize = 0;
    const staggeredByRun = runs.map((): LoadFigures[] => []);
    const inStepRounds: LoadFigures[] = [];
    for (let round = 1; round <= loadRounds; round++) {
      for (const [position, run] of runs.entries()) {
        console.log(`search-load: round ${round} of ${loadRounds}, ${run.name}: starting...`);
        const { server, stop } = await startServer(run.dir, run.workers, database.handle.url);
        try {
          if (!bodySize)
            bodySize = Math.round(
              (
                await Promise.all(
                  searches.map((target) => fetch(`${server.url}${target}`).then((response) => response.text())),
                )
              ).reduce((sum, body) => sum + Buffer.byteLength(body), 0) / searches.length,
            );
          await load(server.port, searches, warmUpSeconds); // lazy index structures, row cache, JIT
          const figures = await measuredLoad(server.child.pid, server.port, searches, embeddedPostgres);
          staggeredByRun[position].push(figures);
          console.log(
            `search-load: ${run.name}: ${Math.round(figures.result.requests.average)} req/s, p99 ${figures.result.latency.p99} ` +
              `ms, server CPU ${f2(figures.serverCpuPerRequest)} ms per request`,
          );
          if (run.workers === 2) {
            // The same server under autocannon's own order: every connection asks the same search at the same moment.
            const inStep = await measuredLoad(server.child.pid, server.port, searches, embeddedPostgres, false);
            inStepRounds.push(inStep);
            console.log(
              `search-load: ${run.name}, connections in step: p99 ${inStep.result.latency.p99} ms, server CPU ${f2(inStep.serverCpuPerRequest)} ms per request`,
            );
          }
        } finally {
          await stop();
        }
      }
    }
    const figuresByRun = staggeredByRun.map(medianRound);
    const rows = runs.map((run, position) => loadRow(run.name, figuresByRun[position]));
    rows.splice(
      runs.length,
      0,
      loadRow(`${runs[runs.length - 1].name}, connections in step`, medianRound(inStepRounds)),
    );
    const everyRound = [
      ...runs.map(
        (run, position) =>
          `${run.name}: ${staggeredByRun[position].map((figures) => f2(figures.serverCpuPerRequest)).join(", ")}`,
      ),
      `connections in step: ${inStepRounds.map((figures) => f2(figures.serverCpuPerRequest)).join(", ")}`,
    ];
    const bare = await bareServer(bodySize);
    try {
      rows.push(
        loadRow(
          `bare node:http, ${(bodySize / 1024).toFixed(1)} KB body, in this process`,
          await measuredLoad(undefined, bare.port, ["/"], false),
        ),
      );
    } finally {
      await bare.close();
    }

    console.log("search-load: timing the parts of a search in this process...");
    const parts = await searchParts(database.handle.url);
    const now = figuresByRun[figuresByRun.length - 1];
    const partsTotal = parts.reduce((sum, part) => sum + part.ms, 0);
    const oneWorker = figuresByRun[figuresByRun.length - 2];
    return [
      "## /api/search under load, served by `npm start` with 1 and 2 workers (issue 12)",
      "",
      `bench/search-load.bench.ts: ${loaded.jobs.toLocaleString("en-IN")} generated jobs in ${database.where}; ` +
        `the real server (\`node ${npmStartArguments().join(" ")}\`, the before server with its own ` +
        `checkout's) on that database with the recent-answers cache off (SEARCH_ANSWER_CACHE=false), ` +
        `so every search is computed; autocannon in the benchmark's process, ${connections} connections, ` +
        `${loadSeconds} s after a ${warmUpSeconds} s warm-up, rotating through the ${searches.length} ` +
        `searches of the search benchmark, each connection's round starting at a different search (staggered; ` +
        `the row "connections in step" is autocannon's own order, where all ${connections} ask the ` +
        `same search at once, on the 2-worker server right after its staggered run). CPU columns: milliseconds ` +
        `of CPU per request answered, from /proc (the server: its main process and workers; PostgreSQL: ` +
        `the embedded server's processes), and the load generator's CPU as a share of one core (it ` +
        `shares the machine's ${os.cpus().length} cores). Targets: p99 under 100 ms, 0 errors; CPU ` +
        `per computed search half of the figure when the issue was filed.`,
      "",
      "| server | requests | req/s | p50 ms | p90 ms | p99 ms | max ms | errors | non-2xx | " +
        "server CPU ms / request | PostgreSQL CPU ms / request | load generator, cores |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
      ...rows,
      "",
      `Each server row is the median of ${loadRounds} rounds by server CPU (the servers take turns, ` +
        `each started afresh); the server CPU ms per request of every round, in order:`,
      "",
      ...everyRound.map((line) => `- ${line}`),
      "",
      `### Where a computed search's CPU goes (${searches.length} searches, 20 rounds after 5 of warm-up, in one process, ms per search)`,
      "",
      "| part | CPU ms |",
      "| --- | ---: |",
      ...parts.map((part) => `| ${part.name} | ${f2(part.ms)} |`),
      `| the rest: HTTP, routing, middleware, logging, metrics (the 1-worker total ${f2(oneWorker.serverCpuPerRequest)} ` +
        `less the parts) | ${f2(Math.max(0, oneWorker.serverCpuPerRequest - partsTotal))} |`,
      "",
      `Load average when the runs began: ${loadAtStart.map(f1).join(", ")}; at the end: ${os.loadavg().map(f1).join(", ")}. ` +
        (`With 2 workers the server used ${f2(now.serverCpuPerRequest)} ` +
          `ms of CPU per request${againstBefore(runs.length > 2 ? figuresByRun[0] : undefined, oneWorker, now)}.`),
    ].join("\n");
  } finally {
    await database.close().catch(() => {});
  }
}
