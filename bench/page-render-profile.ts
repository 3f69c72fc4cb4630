/**
 * Where a cache miss's CPU goes (issue 31 point 3, decision 145): `npx tsx bench/page-render-profile.ts [job|search]`.
 *
 * The demo data (1,200 jobs) in a throw-away PostgreSQL; `npm start`'s entry with 1 process and the rendered-page cache
 * off (PAGE_CACHE_MB=0), so that every page is rendered. Twice:
 * 1. without a profiler: the CPU per page from /proc (the server's process tree), 200 job pages or 50 search pages × 2,
 *    one at a time with Accept-Encoding: gzip after a warm-up round over them, as page-load.bench.ts measures a miss;
 * 2. under `node --cpu-prof`: the same pages; each CPU sample from the first rendered page on is given to the innermost
 *    part of the request its stack is in (below), and each part's share of the busy samples is applied to figure 1.
 * The profiler's samples are wall-clock stacks, so on a loaded machine a syscall's share (socket writes) grows with the
 * time the process waited for a core; the shares are a guide to what to cut, the /proc figure is the measurement.
 * Prints a Markdown table (KEEP_PROFILE=1 also keeps the .cpuprofile and prints its path). Not a `.bench.ts` (npm run
 * bench does not run it): it needs a quiet machine to mean much.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadDemoData } from "../db/seed/load";
import { findServerPort } from "../tests/helpers/free-port";
import { npmStartArguments, stopServerProcess, type ServerProcess } from "../tests/helpers/server-process";
import { createBenchDatabase } from "./generate";
import { jobPagePaths, PAGE_SEARCH_PATHS } from "./page-paths";
import { processTreeCpuMs } from "./process-cpu";

const which = (process.argv[2] === "search" ? "search" : "job") as "job" | "search";

/** The parts of a request, innermost first wins (a sample in gzip inside the middleware is gzip's). */
const parts: [string, (frame: { functionName: string; url: string }) => boolean][] = [
  ["garbage collection", (f) => f.functionName === "(garbage collector)"],
  ["gzip of the page", (f) => f.functionName === "gzipOf"],
  ["ETag (hash of the page)", (f) => f.functionName === "cachedPage"],
  ["route label for the request metrics", (f) => f.functionName === "routeLabel"],
  [
    "loader data written into the page (turbo-stream)",
    (f) => f.functionName === "encodeViaTurboStream" || f.functionName === "StreamTransfer",
  ],
  [
    "hydration script rewrite (decision 097)",
    (f) => f.url.includes("hydrate-after-first-paint") || f.functionName === "hydrateAfterFirstPaint",
  ],
  ["route manifest for the page (React Router)", (f) => f.functionName === "getPartialManifest"],
  [
    "React's render (components, links, meta, scripts)",
    (f) => f.functionName === "performWork" || f.functionName === "renderToPipeableStream",
  ],
  ["loaders (their JavaScript, to the first await)", (f) => f.functionName === "callLoaderOrAction"],
  [
    "React Router's request handling (matching, context)",
    (f) => f.functionName === "requestHandler" && f.url.includes("react-router"),
  ],
  ["socket writes (system calls)", (f) => f.functionName === "writeGeneric" || f.functionName === "writevGeneric"],
  [
    "database clients (reading replies, writing queries)",
    (f) => /node_modules\/(postgres|pg|pg-protocol|pg-boss)\//.test(f.url),
  ],
];
const rest =
  "the rest (Hono and middleware, streams, Request/Response objects, timers, loaders after their first await)";

interface Profile {
  nodes: { id: number; callFrame: { functionName: string; url: string }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

function shares(profile: Profile): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const stackOf = (id: number) => {
    const frames = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) frames.push(byId.get(at)!.callFrame);
    return frames;
  };
  const sums = new Map<string, number>();
  let started = false;
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const stack = stackOf(id);
    started ||= stack.some((frame) => frame.functionName === "handleDocumentRequest");
    const leaf = stack[0].functionName;
    if (!started || leaf === "(idle)" || leaf === "(program)") return;
    const time = profile.timeDeltas[index] ?? 0;
    busy += time;
    const part = stack.map((frame) => parts.find(([, test]) => test(frame))?.[0]).find(Boolean) ?? rest;
    sums.set(part, (sums.get(part) ?? 0) + time);
  });
  return new Map([...sums].map(([name, time]) => [name, time / busy]));
}

async function start(databaseUrl: string, profileDir?: string): Promise<ServerProcess> {
  const port = await findServerPort();
  const env = {
    ...process.env,
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    DATABASE_URL: databaseUrl,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "render-profile-")),
    SEED_DEMO_DATA: "never",
    COLLECTOR_SCHEDULE_HOURS: "0",
    PUBLIC_URL: "http://board.example",
    WEB_CONCURRENCY: "1",
    PAGE_CACHE_MB: "0",
    PORT: String(port),
  };
  const profiling = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...profiling, ...npmStartArguments()], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const server: ServerProcess = {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    output: () => "",
    exited: new Promise((resolve) => child.on("exit", resolve)),
  };
  for (;;) {
    if (child.exitCode !== null) throw new Error("the server exited");
    if (
      (await fetch(`${server.url}/search/job?q=engineer`).then(
        (response) => response.status,
        () => 0,
      )) === 200
    )
      return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function printTable(title: string, share: Map<string, number>, cpuMs: number): void {
  console.log(`| part of a ${title} | share of busy samples | ms of CPU |`);
  console.log("| --- | ---: | ---: |");
  for (const [name, fraction] of [...share].sort((a, b) => b[1] - a[1]))
    console.log(`| ${name} | ${(fraction * 100).toFixed(1)}% | ${(fraction * cpuMs).toFixed(2)} |`);
  console.log(`| **all (from /proc, without the profiler)** | | **${cpuMs.toFixed(2)}** |`);
}

// `npx tsx bench/page-render-profile.ts <file.cpuprofile> <CPU ms per page>`: the table of a profile taken before.
if (process.argv[2]?.endsWith(".cpuprofile")) {
  printTable(
    "page's miss",
    shares(JSON.parse(readFileSync(process.argv[2], "utf8")) as Profile),
    Number(process.argv[3] ?? 0),
  );
  process.exit(0);
}

const database = await createBenchDatabase();
try {
  await loadDemoData(database.handle.sql, { jobs: 1_200, companies: 90 });
  const ids = (
    await database.handle.sql<{ id: number }[]>`SELECT id FROM jobs WHERE status = 'open' ORDER BY id LIMIT 200`
  ).map((job) => job.id);
  const rounds = which === "job" ? 1 : 2;
  let paths: string[] = which === "search" ? PAGE_SEARCH_PATHS : [];
  const run = async (server: ServerProcess) => {
    if (which === "job" && paths.length === 0) paths = await jobPagePaths(server.url, ids);
    const ask = async (target: string) =>
      (await fetch(`${server.url}${target}`, { headers: { "accept-encoding": "gzip" } })).arrayBuffer();
    for (const target of paths) await ask(target);
    const before = processTreeCpuMs(server.child.pid!);
    for (let round = 0; round < rounds; round++) for (const target of paths) await ask(target);
    return (processTreeCpuMs(server.child.pid!) - before) / (paths.length * rounds);
  };
  const loadBefore = os.loadavg()[0];
  const plain = await start(database.handle.url);
  const cpuMs = await run(plain).finally(() => stopServerProcess(plain));
  const profileDir = mkdtempSync(path.join(os.tmpdir(), "render-profile-cpu-"));
  const profiled = await start(database.handle.url, profileDir);
  await run(profiled).finally(() => stopServerProcess(profiled));
  const file = readdirSync(profileDir)
    .filter((name) => name.endsWith(".cpuprofile"))
    .sort()[0];
  const share = shares(JSON.parse(readFileSync(path.join(profileDir, file), "utf8")) as Profile);
  if (process.env.KEEP_PROFILE) console.log(`profile: ${path.join(profileDir, file)}`);
  else rmSync(profileDir, { recursive: true, force: true });
  printTable(`${which} page's miss`, share, cpuMs);
  console.log(
    `\nLoad average (1 min) ${loadBefore.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end, on ${os.cpus().length} cores.`,
  );
} finally {
  await database.close().catch(() => {});
}
process.exit(0);
