/**
 * `npm run bench index-sharing`: the board's resident memory with 1 and 4 HTTP workers (issue 45, decision 193), each
 * worker a process with its own search index (SEARCH_INDEX_SHARING=processes, node:cluster) or a thread reading the
 * main thread's one index in shared memory (threads).
 *
 * On a fresh database with BENCH_SHARING_JOBS generated jobs (default 100,000; the generator streams, so 3,000,000 fit:
 * BENCH_SHARING_JOBS=3000000), `npm start`'s own entry point is started once per configuration on one DATA_DIR: the
 * first start builds the index and writes the snapshot, every later one starts from it, as a restarted server does.
 * For each: the time from spawn until a search is answered, then (every worker's index loaded, 40 searches served)
 * the RSS and PSS of every process (PSS counts a page shared by several processes once, so its total is what the
 * board holds; PostgreSQL aside).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { benchDefaults, createBenchDatabase, generateBenchData } from "./generate";
import { loadSentence } from "./machine-load";
import { processTreeMemory, type ProcessMemory } from "./process-tree-memory";

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

interface Configuration {
  sharing: "processes" | "threads";
  workers: number;
}

interface Run extends Configuration {
  readySeconds: number;
  processes: ProcessMemory[];
  highestLoad: number;
}

const configurations: Configuration[] = [
  { sharing: "processes", workers: 1 },
  { sharing: "processes", workers: 4 },
  { sharing: "threads", workers: 4 },
];

/** Log lines that say an index is in service: loaded from a snapshot, built, or read from the shared index. */
const indexReady = /search index: (\d+ jobs (loaded from|from the shared index)|building from the database)/;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function answered(port: number, q: string): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/search?q=${encodeURIComponent(q)}&limit=10`);
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

async function measure(configuration: Configuration, databaseUrl: string, dataDir: string): Promise<Run> {
  const port = await freePort();
  let highestLoad = os.loadavg()[0];
  const started = performance.now();
  const child = spawn(process.execPath, ["--max-semi-space-size=64", "--import", "tsx", "server/index.ts"], {
    cwd: projectDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      WEB_CONCURRENCY: String(configuration.workers),
      SEARCH_INDEX_SHARING: configuration.sharing,
      SEARCH_ANSWER_CACHE: "false",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    await waitFor(() => {
      if (child.exitCode !== null) throw new Error(`the server exited: ${log.slice(-2_000)}`);
      return answered(port, "engineer");
    }, "a first search");
    const readySeconds = (performance.now() - started) / 1000;
    // Every index in service: each worker's (and, with threads, the owner's), then searches spread over them.
    const expected = configuration.workers + (configuration.sharing === "threads" && configuration.workers > 1 ? 1 : 0);
    await waitFor(
      () => log.split("\n").filter((line) => indexReady.test(line)).length >= expected,
      `${expected} indexes`,
    );
    for (const q of [
      "python",
      "sales manager",
      "react developer",
      "data",
      "design",
      "remote",
      "senior engineer",
      "marketing",
    ]) {
      for (let page = 0; page < 5; page++) await answered(port, `${q} ${page ? page : ""}`.trim());
    }
    highestLoad = Math.max(highestLoad, os.loadavg()[0]);
    // A moment for the collector after the searches' garbage.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    return { ...configuration, readySeconds, processes: processTreeMemory(child.pid!), highestLoad };
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}

const total = (run: Run, field: "rssMb" | "pssMb") => run.processes.reduce((sum, process) => sum + process[field], 0);

export default async function indexSharingBench(): Promise<string> {
  const jobs = Number(process.env.BENCH_SHARING_JOBS ?? 100_000);
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
    // The first start builds the index and writes the snapshot; its figures are not the ones compared.
    const first = await measure(configurations[0], databaseUrl, dataDir);
    console.log(`first start (index built from PostgreSQL): ready in ${first.readySeconds.toFixed(1)} s`);
    const runs: Run[] = [];
    // Past a million jobs four private copies (about 1.8 GB each per million) would not fit a 24 GB machine beside PostgreSQL.
    const skipped =
      jobs > 1_000_000 && !process.env.BENCH_SHARING_ALL
        ? configurations.filter((configuration) => configuration.sharing === "processes" && configuration.workers > 1)
        : [];
    for (const configuration of configurations.filter((candidate) => !skipped.includes(candidate))) {
      runs.push(await measure(configuration, databaseUrl, dataDir));
      console.log(JSON.stringify(runs.at(-1)));
    }
    const single = runs[0];
    const rows = runs.map((run) => {
      const each = run.processes
        .map(
          (process) => `${process.rssMb}/${process.pssMb}${process.threads > 1 ? ` (${process.threads} threads)` : ""}`,
        )
        .join(", ");
      const ratio = (total(run, "pssMb") / total(single, "pssMb")).toFixed(2);
      return `| ${run.sharing} | ${run.workers} | ${run.readySeconds.toFixed(1)} | ${each} | ${total(run, "rssMb")} | ${total(run, "pssMb")} | ${ratio} |`;
    });
    return `## Index sharing: resident memory with 1 and 4 workers (issue 45, decision 193)

${generated.jobs.toLocaleString("en")} jobs (generated in ${(generated.ms / 1000).toFixed(0)} s), \`npm start\` on ${database.where}; each start from the snapshot the first start wrote (that first start, building from PostgreSQL, was ready in ${first.readySeconds.toFixed(1)} s). Memory in MB after every index is in service and 40 searches; PostgreSQL aside. PSS counts a page shared by several processes once.

| SEARCH_INDEX_SHARING | workers | ready (s) | each process: RSS/PSS MB (main first) | total RSS | total PSS | PSS vs 1 worker |
|---|---:|---:|---|---:|---:|---:|
${rows.join("\n")}
${skipped.map((configuration) => `| ${configuration.sharing} | ${configuration.workers} | not run: ${configuration.workers} ` + `private copies of the index would not fit beside PostgreSQL (BENCH_SHARING_ALL=1 runs it) | | | | |`).join("\n")}

${loadSentence(Math.max(...runs.map((run) => run.highestLoad)))}`;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await database.close();
  }
}
