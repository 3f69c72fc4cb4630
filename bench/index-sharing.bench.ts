/**
 * `npm run bench index-sharing`: `npm start` with 1 and 4 HTTP workers, each worker a process with its own search index
 * (SEARCH_INDEX_SHARING=processes, node:cluster) or a thread reading the main thread's one index in shared memory
 * (threads), side by side on one machine (issue 45, decision 193): the time until a search is answered, the resident
 * memory of every process, and searches under load.
 *
 * On a fresh database with BENCH_SHARING_JOBS generated jobs (default 100,000; the generator streams, so 3,000,000 fit),
 * `npm start`'s own command is started once per configuration on one DATA_DIR: the first start builds the index and
 * writes the snapshot, every later one starts from it, as a restarted server does. For each configuration:
 * - ready: from spawn until a search is answered;
 * - memory, once every worker's index is in service, 40 searches were served and BENCH_SHARING_IDLE_SECONDS (75)
 *   passed ("idle"), again after the load, and
 *   for the last configuration (threads, 4 workers) again after BENCH_SHARING_CHANGED (200) jobs changed and 35 more
 *   searches (a live board's collector and employers change jobs all day, each index applies each change, and the
 *   searches read the lists the changes touched; decisions 213 and 236): the RSS and PSS of every process (PSS
 *   counts a page shared by several processes once, so its total is what the board holds; PostgreSQL aside: it is not
 *   the server's child);
 * - the load: 50 connections rotating through the search benchmark's searches, every one computed (the recent-answers
 *   cache off, SEARCH_ANSWER_CACHE=false, as search-load does), from autocannon in a process of its own, for
 *   BENCH_SHARING_LOAD_SECONDS (15) after BENCH_SHARING_WARMUP_SECONDS (10) of the same load.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureBuild } from "../server/build-check";
import { startServerProcess, stopServerProcess, type ServerProcess } from "../tests/helpers/server-process";
import { autocannonInChild, type LoadResult } from "./autocannon-load";
import { benchDefaults, createBenchDatabase, generateBenchData } from "./generate";
import { loadSentence } from "./machine-load";
import { processTreeMemory, type ProcessMemory } from "./process-tree-memory";
import { searchQueryGroups } from "./search-query-groups";

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const loadSeconds = Number(process.env.BENCH_SHARING_LOAD_SECONDS ?? 15);
const warmUpSeconds = Number(process.env.BENCH_SHARING_WARMUP_SECONDS ?? 10);
// A board between visits: the owner's collection after it publishes the index (decision 214) and each thread's release
// of its search scratch a minute after its last search (decision 227) have run by then.
const idleSeconds = Number(process.env.BENCH_SHARING_IDLE_SECONDS ?? 75);
// A live board's changes between two shared bases (20 minutes): a collector's run, employers' edits.
const changedJobs = Number(process.env.BENCH_SHARING_CHANGED ?? 200);
const connections = 50;
const searches = searchQueryGroups.flatMap((group) => group.paths);

type Sharing = "processes" | "threads";
interface Configuration {
  sharing: Sharing;
  workers: number;
}

interface Run extends Configuration {
  readySeconds: number;
  /** The start built its index from PostgreSQL instead of reading the snapshot (a figure not like the others). */
  built: boolean;
  idle: ProcessMemory[];
  loaded: ProcessMemory[];
  /** After the jobs changed and every index applied them (the last configuration only: the changes stay in the log). */
  changed: ProcessMemory[] | null;
  load: LoadResult;
}

const configurations: Configuration[] = [
  { sharing: "processes", workers: 1 },
  { sharing: "processes", workers: 4 },
  { sharing: "threads", workers: 1 },
  { sharing: "threads", workers: 4 },
];

/** Log lines that say an index is in service: loaded from a snapshot, built, or read from the shared index. */
const indexReady = /search index: (\d+ jobs (loaded from|from the shared index)|building from the database)/;

let highestLoad = 0;
const noteLoad = () => (highestLoad = Math.max(highestLoad, os.loadavg()[0]));

async function answered(server: ServerProcess, target: string): Promise<boolean> {
  try {
    const response = await fetch(`${server.url}${target}`);
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

async function waitFor(test: () => boolean | Promise<boolean>, what: string, timeoutMs = 30 * 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await test())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 3_000));

async function measure(
  configuration: Configuration,
  databaseUrl: string,
  dataDir: string,
  withLoad: boolean,
  changeJobs: (() => Promise<void>) | null,
): Promise<Run> {
  noteLoad();
  const started = performance.now();
  const server = await startServerProcess({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    WEB_CONCURRENCY: String(configuration.workers),
    SEARCH_INDEX_SHARING: configuration.sharing,
    SEARCH_ANSWER_CACHE: "false",
    SEED_DEMO_DATA: "never",
    COLLECTOR_SCHEDULE_HOURS: "0",
  });
  const lines = () => server.output().split("\n");
  try {
    await waitFor(() => {
      if (server.child.exitCode !== null) throw new Error(`the server exited: ${server.output().slice(-2_000)}`);
      return answered(server, "/api/search?q=engineer&limit=10");
    }, "a first search");
    const readySeconds = (performance.now() - started) / 1000;
    // Every index in service: each worker's (and, with worker threads, the owner's), then searches spread over them.
    const expected = configuration.workers + (configuration.sharing === "threads" && configuration.workers > 1 ? 1 : 0);
    await waitFor(() => lines().filter((line) => indexReady.test(line)).length >= expected, `${expected} indexes`);
    await searchAround(server);
    noteLoad();
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    const idle = processTreeMemory(server.child.pid!);
    const built = lines().some((line) => /building from the database|then rebuilt|rebuilding/.test(line));
    if (!withLoad) return { ...configuration, readySeconds, built, idle, loaded: idle, changed: null, load: emptyLoad };
    await autocannonInChild({ port: server.port, paths: searches, seconds: warmUpSeconds, connections });
    noteLoad();
    const { result } = await autocannonInChild({
      port: server.port,
      paths: searches,
      seconds: loadSeconds,
      connections,
    });
    noteLoad();
    await settle();
    const loaded = processTreeMemory(server.child.pid!);
    // Every index reads the change log at least once a second; the searches after it spread over the workers.
    if (!changeJobs) return { ...configuration, readySeconds, built, idle, loaded, changed: null, load: result };
    await changeJobs();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await searchAround(server);
    await settle();
    return {
      ...configuration,
      readySeconds,
      built,
      idle,
      loaded,
      changed: processTreeMemory(server.child.pid!),
      load: result,
    };
  } finally {
    await stopServerProcess(server);
  }
}

/** 35 searches (7 queries, 5 pages each), one connection each, so that they spread over the workers. */
async function searchAround(server: ServerProcess): Promise<void> {
  for (const q of ["python", "sales manager", "react developer", "data", "design", "remote", "senior engineer"])
    for (let page = 1; page <= 5; page++) await answered(server, `/api/search?q=${encodeURIComponent(q)}&page=${page}`);
}

const emptyLoad: LoadResult = {
  requests: { total: 0, average: 0 },
  latency: { p50: 0, p90: 0, p99: 0, max: 0 },
  errors: 0,
  non2xx: 0,
};

const total = (processes: ProcessMemory[], field: "rssMb" | "pssMb") =>
  processes.reduce((sum, process) => sum + process[field], 0);

/** The 4-worker total against the 1-worker total of the same mode (PSS), idle and after the load. */
function ratioToOneWorker(run: Run, runs: Run[]): string {
  const single = runs.find((other) => other.sharing === run.sharing && other.workers === 1);
  if (!single) return "";
  const ratio = (of: (run: Run) => ProcessMemory[]) =>
    (total(of(run), "pssMb") / total(of(single), "pssMb")).toFixed(2);
  return `${ratio((r) => r.idle)} / ${ratio((r) => r.loaded)}`;
}

function memoryRow(run: Run, runs: Run[]): string {
  const each = run.loaded.map((process) => `${process.rssMb}/${process.pssMb}`).join(", ");
  const kind = run.loaded.length === 1 ? `${each} (one process, ${run.loaded[0].threads} OS threads)` : each;
  const ready = `${run.readySeconds.toFixed(1)}${run.built ? " (built: the snapshot was not used)" : ""}`;
  return (
    `| ${run.sharing} | ${run.workers} | ${ready} | ${run.loaded.length} | ${kind} | ` +
    `${total(run.idle, "rssMb")} / ${total(run.idle, "pssMb")} | ` +
    `**${total(run.loaded, "rssMb")} / ${total(run.loaded, "pssMb")}** | ` +
    `${run.changed ? `${total(run.changed, "rssMb")} / ${total(run.changed, "pssMb")}` : "-"} | ` +
    `${ratioToOneWorker(run, runs)} |`
  );
}

function loadRow(run: Run): string {
  const { requests, latency, errors, non2xx } = run.load;
  return (
    `| ${run.sharing} | ${run.workers} | ${requests.total.toLocaleString("en")} | ${Math.round(requests.average)} ` +
    `| ${latency.p50} | **${latency.p95 ?? ""}** | **${latency.p99}** | ${latency.max} | ${errors} | ${non2xx} |`
  );
}

export default async function indexSharingBench(): Promise<string> {
  const jobs = Number(process.env.BENCH_SHARING_JOBS ?? 100_000);
  // Built before the first start: its time would otherwise be the first start's.
  ensureBuild(projectDir, (message) => console.log(message));
  const database = await createBenchDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "jobboard-sharing-"));
  try {
    const generated = await generateBenchData(database.handle.sql, {
      ...benchDefaults,
      jobs,
      companies: Math.max(benchDefaults.companies, Math.round(jobs / 50)),
    });
    console.log(`generated ${generated.jobs} jobs in ${(generated.ms / 1000).toFixed(0)} s`);
    const databaseUrl = database.handle.url;
    highestLoad = 0;
    // The first start builds the index and writes the snapshot; its figures are not the ones compared.
    // Jobs spread over the board: their words are in long posting lists, which a change must not copy in every thread
    // (decisions 213 and 236).
    const changeJobs = async () => {
      await database.handle.sql`
        UPDATE jobs SET title = title || ' '
         WHERE id IN (SELECT id FROM jobs ORDER BY md5(id::text) LIMIT ${changedJobs})`;
    };
    const first = await measure(configurations[0], databaseUrl, dataDir, false, null);
    console.log(`first start (index built from PostgreSQL): ready in ${first.readySeconds.toFixed(1)} s`);
    const runs: Run[] = [];
    // Past a million jobs four private copies (about 1.8 GB each per million) would not fit a 24 GB machine beside PostgreSQL.
    const skipped =
      jobs > 1_000_000 && !process.env.BENCH_SHARING_ALL
        ? configurations.filter((configuration) => configuration.sharing === "processes" && configuration.workers > 1)
        : [];
    for (const configuration of configurations.filter((candidate) => !skipped.includes(candidate))) {
      // Every later start would catch the change up from the log as it loads, so only the last one makes it.
      const last = configuration === configurations.at(-1);
      runs.push(await measure(configuration, databaseUrl, dataDir, true, last ? changeJobs : null));
      const run = runs.at(-1)!;
      console.log(
        `${run.sharing} x${run.workers}: ready ${run.readySeconds.toFixed(1)} s, PSS ${total(run.loaded, "pssMb")} MB, ` +
          `${Math.round(run.load.requests.average)} req/s, p95 ${run.load.latency.p95} ms, p99 ${run.load.latency.p99} ms`,
      );
    }
    const notRun = skipped.map(
      (configuration) =>
        `| ${configuration.sharing} | ${configuration.workers} | not run: ${configuration.workers} private copies of the ` +
        "index would not fit beside PostgreSQL (BENCH_SHARING_ALL=1 runs it) | | | | | | |",
    );
    const memoryHeader =
      "| SEARCH_INDEX_SHARING | workers | ready (s) | processes | each process after the load: RSS/PSS " +
      `| total RSS / PSS, idle | total RSS / PSS, after the load | total RSS / PSS, after ${changedJobs} changed jobs ` +
      "| PSS vs 1 worker (idle / loaded) |";
    const loadHeader =
      "| SEARCH_INDEX_SHARING | workers | requests | req/s | p50 | p95 | p99 | max | errors | non-2xx |";
    return [
      "## Index sharing: 1 and 4 workers as processes and as threads (issue 45, decision 193)",
      "",
      `${generated.jobs.toLocaleString("en")} jobs (generated in ${(generated.ms / 1000).toFixed(0)} s) on ` +
        `${database.where}; \`npm start\`'s own command (\`WEB_CONCURRENCY\` workers, \`SEARCH_INDEX_SHARING\` as ` +
        "named), each configuration started afresh from the snapshot the first start wrote (that first start, " +
        `building the index from PostgreSQL, was ready in ${first.readySeconds.toFixed(1)} s). Ready: from spawn ` +
        "until a search is answered. With 1 worker the main process serves by itself in either mode " +
        "(server/index.ts starts no worker), so the two 1-worker rows run the same code: their difference is the " +
        "machine's noise. With threads and 4 workers the board is one process (the main thread owns the index, " +
        "four worker threads read it), so its memory is that one process's.",
      "",
      "Memory in MB, PostgreSQL aside (not the server's child): each process's RSS/PSS after the load (main " +
        "process first), and the totals once every index was in service, 40 searches served and " +
        `${idleSeconds} s passed ("idle": a board between visits, the owner's young generation and each idle ` +
        "thread's search scratch given back, decisions 214 and 227), " +
        `after the load, and for threads with 4 workers after ${changedJobs} jobs changed (their titles, jobs spread ` +
        "over the board; every index applies the changes, then 35 more searches; only the last start changes jobs, " +
        "since every later start would catch the changes up as it loads). PSS counts a page shared by several processes once, so its total is what the board " +
        "holds; the last column is the PSS total against the 1-worker total of the same mode.",
      "",
      memoryHeader,
      "|---|---:|---:|---:|---|---:|---:|---:|---:|",
      ...runs.map((run) => memoryRow(run, runs)),
      ...notRun,
      "",
      `Under load: ${connections} connections for ${loadSeconds} s after ${warmUpSeconds} s of the same load, ` +
        "autocannon in a process of its own on the same machine, rotating through the " +
        `${searches.length} searches of the search benchmark (each connection's round starting at a different ` +
        "one), every search computed (`SEARCH_ANSWER_CACHE=false`). Latencies in ms (p95 from every response's " +
        "time; the others autocannon's).",
      "",
      loadHeader,
      "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
      ...runs.map(loadRow),
      "",
      loadSentence(highestLoad, "the load average was sampled before each start, before and after each load"),
    ].join("\n");
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await database.close();
  }
}
