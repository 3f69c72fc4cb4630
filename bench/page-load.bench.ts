/**
 * `npm run bench page-load` (issue 31, decision 120): the public pages under load, served by `npm start` with 2
 * workers on the demo data (1,200 jobs), beside a bare node:http server sending the same bytes for each page (and one sending as many "x"s), each
 * load from autocannon in a process of its own (bench/autocannon-child.ts):
 * - 50 connections over 200 different job pages for BENCH_PAGE_SECONDS (15) s, once every worker's cache holds each;
 * - 50 connections over 50 different search pages, likewise;
 * - the CPU of a cache miss: a server with the rendered-page cache off (PAGE_CACHE_MB=0) asked each page one at a
 *   time (gzip, as browsers ask), its process tree's CPU from /proc over the pages answered.
 * Targets (the issue): job pages at least half the bare server's throughput, search pages a quarter, p99 under
 * 100 ms, 0 errors; a miss at most 7 ms of CPU for a job page and 10 ms for a search page.
 */
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadDemoData } from "../db/seed/load";
import { findServerPort } from "../tests/helpers/free-port";
import { startServerProcess, stopServerProcess, type ServerProcess } from "../tests/helpers/server-process";
import { autocannonInChild, type ChildLoad } from "./autocannon-load";
import { bareServer, bareServerOfPages } from "./bare-server";
import { createBenchDatabase } from "./generate";
import { jobPagePaths, PAGE_SEARCH_PATHS } from "./page-paths";
import { processTreeCpuMs } from "./process-cpu";
import { wrkInstalled, wrkLoad } from "./wrk-load";

process.env.LOG_LEVEL ??= "silent";
process.env.NODE_ENV ??= "production";

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const seconds = Number(process.env.BENCH_PAGE_SECONDS ?? 15);
const connections = 50;

async function startServer(
  databaseUrl: string,
  env: NodeJS.ProcessEnv,
): Promise<{ server: ServerProcess; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "jobboard-page-load-"));
  const server = await startServerProcess(
    {
      LOG_LEVEL: "warn",
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: "never",
      COLLECTOR_SCHEDULE_HOURS: "0",
      PUBLIC_URL: "http://board.example",
      ...env,
    },
    projectDir,
  );
  const stop = async () => {
    await stopServerProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + 180_000; ; await new Promise((resolve) => setTimeout(resolve, 500))) {
    if (server.child.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`);
    const status = await fetch(`${server.url}/search/job?q=engineer`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return { server, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error("the server did not answer within 3 minutes");
    }
  }
}

/** The sum over the workers of the rendered-page cache's misses, from /metrics (summed by the cluster's aggregator). */
async function pageCacheMisses(metricsPort: number): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  return Number(/^jobboard_page_cache_misses_total(?:\{[^}]*\})? (\d+)/m.exec(text)?.[1] ?? Number.NaN);
}

/** A page asked on a connection of its own: the cluster's primary hands new connections to the workers in turn. */
const askOnNewConnection = (port: number, target: string) =>
  new Promise<void>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: target, agent: false }, (response) => response.resume().on("end", resolve))
      .on("error", reject);
  });

/**
 * Rounds over every page, each asked twice on new connections, until a round renders none: each worker keeps its own
 * cache, and a round through one connection pool reached each worker with only part of the pages, so that pages were
 * rendered inside the measured load (462 renders in one wrk run, p99 200-430 ms; decision 146).
 */
async function warmEveryWorker(port: number, metricsPort: number, paths: string[]): Promise<number> {
  for (let round = 1; round <= 10; round++) {
    const before = await pageCacheMisses(metricsPort);
    for (const target of paths) for (let time = 0; time < 2; time++) await askOnNewConnection(port, target);
    if ((await pageCacheMisses(metricsPort)) === before) return round;
  }
  throw new Error("the workers' page caches still missed after 10 rounds over the pages");
}

interface Figures {
  name: string;
  load: ChildLoad;
  serverCpuPerRequest?: number;
}

async function measured(
  name: string,
  port: number,
  paths: string[],
  serverPid?: number,
  generator: "autocannon" | "wrk" = "autocannon",
): Promise<Figures> {
  const before = serverPid ? processTreeCpuMs(serverPid) : 0;
  // wrk's own CPU is not read (it is a C process of its own; its share of the machine shows in the load average).
  const load =
    generator === "wrk"
      ? { result: await wrkLoad(port, paths, seconds, connections), cpuMs: Number.NaN }
      : await autocannonInChild({ port, paths, seconds, connections });
  const served = Math.max(1, load.result.requests.total);
  return { name, load, serverCpuPerRequest: serverPid ? (processTreeCpuMs(serverPid) - before) / served : undefined };
}

/** CPU per page when each is rendered (cache off), one request at a time, gzip as browsers ask. */
async function missCpu(
  server: ServerProcess,
  paths: string[],
  rounds: number,
): Promise<{ cpuMs: number; wallMs: number }> {
  const ask = async (target: string) =>
    (await fetch(`${server.url}${target}`, { headers: { "accept-encoding": "gzip" } })).arrayBuffer();
  // Warm: one round over every page first (the JIT's steady state, as in a server that has served a few hundred pages;
  // after only 20 pages a job page measured 20.8 ms, after a round 11-12 ms, on the same machine).
  for (const target of paths) await ask(target);
  const before = processTreeCpuMs(server.child.pid!);
  const started = performance.now();
  let count = 0;
  for (let round = 0; round < rounds; round++) {
    for (const target of paths) {
      await ask(target);
      count++;
    }
  }
  return {
    cpuMs: (processTreeCpuMs(server.child.pid!) - before) / count,
    wallMs: (performance.now() - started) / count,
  };
}

const f1 = (value: number) => value.toFixed(1);
const averageBytes = (pages: Map<string, Buffer>) =>
  Math.round([...pages.values()].reduce((sum, body) => sum + body.length, 0) / pages.size);
const f2 = (value: number) => value.toFixed(2);

function row(figures: Figures, bare?: Figures): string {
  const { result } = figures.load;
  const share = bare
    ? ` (${Math.round((result.requests.average / bare.load.result.requests.average) * 100)}% of bare)`
    : "";
  return (
    `| ${figures.name} | ${Math.round(result.requests.average).toLocaleString("en-US")}${share} ` +
    `| ${result.latency.p50} | ${result.latency.p90} | **${result.latency.p99}** | ${result.latency.max} ` +
    `| ${result.errors} | ${result.non2xx} | ${figures.serverCpuPerRequest === undefined ? "" : f2(figures.serverCpuPerRequest)} ` +
    `| ${Number.isNaN(figures.load.cpuMs) ? "" : f2(figures.load.cpuMs / 1000 / seconds)} |`
  );
}

export default async function pageLoadBenchmark(): Promise<string> {
  console.log("page-load: creating the benchmark database with the demo data...");
  const database = await createBenchDatabase();
  try {
    await loadDemoData(database.handle.sql, { jobs: 1_200, companies: 90 });
    const loadAtStart = os.loadavg();
    const ids = (
      await database.handle.sql<{ id: number }[]>`SELECT id FROM jobs WHERE status = 'open' ORDER BY id LIMIT 200`
    ).map((job) => job.id);
    const searchPaths = PAGE_SEARCH_PATHS;

    console.log("page-load: the board, 2 workers, rendered-page cache on...");
    const metricsPort = await findServerPort();
    const cached = await startServer(database.handle.url, { WEB_CONCURRENCY: "2", METRICS_PORT: String(metricsPort) });
    let jobPaths: string[] = [];
    const rows: string[] = [];
    let jobPages = new Map<string, Buffer>();
    let searchPages = new Map<string, Buffer>();
    let jobFigures: Figures;
    let searchFigures: Figures;
    let warmRounds = 0;
    const withWrk = wrkInstalled();
    let jobWrk: Figures | undefined;
    let searchWrk: Figures | undefined;
    try {
      jobPaths = await jobPagePaths(cached.server.url, ids);
      // One round renders every page and keeps the bytes the board sends for it (autocannon asks without
      // Accept-Encoding: the plain bytes are sent), for the bare server to send the same.
      const bytesOf = async (paths: string[]) =>
        new Map(
          await Promise.all(
            paths.map(
              async (target) =>
                [
                  target,
                  Buffer.from(
                    await (
                      await fetch(`${cached.server.url}${target}`, { headers: { "accept-encoding": "identity" } })
                    ).arrayBuffer(),
                  ),
                ] as const,
            ),
          ),
        );
      jobPages = await bytesOf(jobPaths);
      searchPages = await bytesOf(searchPaths);
      warmRounds = await warmEveryWorker(cached.server.port, metricsPort, [...jobPaths, ...searchPaths]);
      jobFigures = await measured(
        "200 job pages, the board (2 workers)",
        cached.server.port,
        jobPaths,
        cached.server.child.pid,
      );
      console.log(
        `page-load: job pages ${Math.round(jobFigures.load.result.requests.average)} req/s, p99 ${jobFigures.load.result.latency.p99} ms`,
      );
      searchFigures = await measured(
        "50 search pages, the board (2 workers)",
        cached.server.port,
        searchPaths,
        cached.server.child.pid,
      );
      console.log(
        `page-load: search pages ${Math.round(searchFigures.load.result.requests.average)} req/s, p99 ${searchFigures.load.result.latency.p99} ms`,
      );
      if (withWrk) {
        jobWrk = await measured(
          "200 job pages, the board (2 workers), **wrk**",
          cached.server.port,
          jobPaths,
          cached.server.child.pid,
          "wrk",
        );
        searchWrk = await measured(
          "50 search pages, the board (2 workers), **wrk**",
          cached.server.port,
          searchPaths,
          cached.server.child.pid,
          "wrk",
        );
        console.log(
          `page-load: with wrk, job pages ${Math.round(jobWrk.load.result.requests.average)} req/s, search ` +
            `pages ${Math.round(searchWrk.load.result.requests.average)} req/s`,
        );
      }
    } finally {
      await cached.stop();
    }
    const jobBytes = averageBytes(jobPages);
    const searchBytes = averageBytes(searchPages);
    for (const [figures, pages, paths, wrkFigures] of [
      [jobFigures, jobPages, jobPaths, jobWrk],
      [searchFigures, searchPages, searchPaths, searchWrk],
    ] as const) {
      // The baseline, the same bytes for each page; then the earlier one, as many "x"s, which the load
      // generator turns into strings several times faster than real HTML (decision 146), for comparison with past runs.
      const sameBytes = await bareServerOfPages(pages, "text/html; charset=utf-8");
      const bytes = averageBytes(pages);
      let bareFigures: Figures;
      // The same bytes loaded by wrk as well, from the same server, when the board's pages were.
      let bareWrk: Figures | undefined;
      try {
        bareFigures = await measured(
          `bare node:http, the same pages' bytes (${f1(bytes / 1024)} KB)`,
          sameBytes.port,
          paths,
        );
        if (wrkFigures)
          bareWrk = await measured(
            `bare node:http, the same pages' bytes, **wrk**`,
            sameBytes.port,
            paths,
            undefined,
            "wrk",
          );
      } finally {
        await sameBytes.close();
      }
      const filler = await bareServer(bytes, "text/html; charset=utf-8");
      try {
        const fillerFigures = await measured(`bare node:http, as many "x"s (${f1(bytes / 1024)} KB)`, filler.port, [
          "/",
        ]);
        rows.push(row(figures, bareFigures), row(bareFigures), row(fillerFigures));
      } finally {
        await filler.close();
      }
      if (wrkFigures && bareWrk) rows.push(row(wrkFigures, bareWrk), row(bareWrk));
    }

    console.log("page-load: cache misses (PAGE_CACHE_MB=0, 1 process)...");
    const uncached = await startServer(database.handle.url, { WEB_CONCURRENCY: "1", PAGE_CACHE_MB: "0" });
    let jobMiss: { cpuMs: number; wallMs: number };
    let searchMiss: { cpuMs: number; wallMs: number };
    try {
      jobMiss = await missCpu(uncached.server, jobPaths, 1);
      searchMiss = await missCpu(uncached.server, searchPaths, 2);
    } finally {
      await uncached.stop();
    }
    return [
      "## Public pages under load, with the rendered-page cache (issue 31)",
      "",
      `bench/page-load.bench.ts: the demo data (1,200 jobs) in ${database.where}; \`npm start\` with ` +
        `2 workers and PUBLIC_URL set; each load from autocannon in its own process (bench/autocannon-child.ts), ` +
        `${connections} connections for ${seconds} s, each connection's round starting at a different ` +
        `page, after rounds of each page asked twice on new connections until a round rendered none ` +
        `(every worker's cache holding every page: ${warmRounds} rounds this run); autocannon asks ` +
        `without Accept-Encoding, so both servers send the plain bytes. The bare server sends each ` +
        `page's very bytes, as the board sent them (the issue's baseline: autocannon turns every body ` +
        `into a string, and real HTML costs it several times what as many "x"s do, decision 146); the ` +
        `share of bare is against it. Below it, the baseline of earlier runs: a bare server sending ` +
        `as many "x"s. Server CPU: the server's process tree from /proc over the requests answered; ` +
        `load generator: its CPU as a share of one core (the machine has ${os.cpus().length} cores, ` +
        `shared). ${withWrk ? "The rows marked **wrk** put the same load from wrk (Debian's C load generator, 2 threads, " + "each rotating through the pages from its own start; bench/wrk-load.ts), which does not " + "turn bodies into strings: the board and a bare server sending the same bytes, when the " + "load generator is not the limit." : "wrk is not installed (apt-get install wrk): the rows that measure the servers with a load " + "generator that keeps up are left out."}`,
      "",
      "| server | req/s | p50 ms | p90 ms | p99 ms | max ms | errors | non-2xx | server CPU ms / request | load generator, cores |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
      ...rows,
      "",
      "### A cache miss: CPU per rendered page",
      "",
      `The server with PAGE_CACHE_MB=0 (validators kept), 1 process, each page asked one at a ` +
        `time with Accept-Encoding: gzip after one warm-up round over every page; its process ` +
        `tree's CPU from /proc (PostgreSQL's not included) over the pages answered. Targets: 7 ms a ` +
        `job page, 10 ms a search page.`,
      "",
      "| page | CPU ms / page | wall ms / page |",
      "| --- | ---: | ---: |",
      `| job page (200 pages, ${f1(jobBytes / 1024)} KB) | ${f2(jobMiss.cpuMs)} | ${f1(jobMiss.wallMs)} |`,
      `| search page (50 pages × 2, ${f1(searchBytes / 1024)} KB) | ${f2(searchMiss.cpuMs)} | ${f1(searchMiss.wallMs)} |`,
      "",
      `Load average when the runs began: ${loadAtStart.map(f1).join(", ")}; at the end: ${os.loadavg().map(f1).join(", ")}.`,
    ].join("\n");
  } finally {
    await database.close().catch(() => {});
  }
}
