/**
 * A cache miss's CPU in two checkouts, side by side (issue 31, decision 146):
 * `npx tsx bench/page-miss-ab.ts <before checkout> <after checkout> [job|search] [rounds] [passes]`.
 *
 * On a shared 2-core machine one checkout's miss measured 10.3 to 13.1 ms from run to run, more than most changes
 * move it, so runs one after the other cannot tell two builds apart. Here both servers run at once on one database
 * (the demo data, 1 process each, PAGE_CACHE_MB=0) and are asked the same pages in turn, page by page (gzip, as
 * browsers ask), so that whatever else the machine does falls on both alike; each server's process tree's CPU from
 * /proc over the pages it answered. Each pass (2 by default) starts both anew, the start order turned. Each checkout
 * must be built (npm run build) with its node_modules in place.
 * Prints one Markdown row per checkout. Not a `.bench.ts`: `npm run bench` has one checkout.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadDemoData } from "../db/seed/load";
import { startServerProcess, stopServerProcess, type ServerProcess } from "../tests/helpers/server-process";
import { createBenchDatabase } from "./generate";
import { jobPagePaths, PAGE_SEARCH_PATHS } from "./page-paths";
import { processTreeCpuMs } from "./process-cpu";

const [beforeDir, afterDir] = [process.argv[2], process.argv[3]].map((dir) => path.resolve(dir ?? ""));
const which = process.argv[4] === "search" ? "search" : "job";
const rounds = Number(process.argv[5] ?? 3);
const passes = Number(process.argv[6] ?? 2);
// fetch's own user agent ("node") is a crawler's to isbot (the whole page at once); PAGE_AB_USER_AGENT asks as a browser.
const userAgent = process.env.PAGE_AB_USER_AGENT;
if (!process.argv[3])
  throw new Error(
    "usage: npx tsx bench/page-miss-ab.ts <before checkout> <after checkout> [job|search] [rounds] [passes]",
  );

async function start(checkout: string, databaseUrl: string): Promise<{ server: ServerProcess; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "page-miss-ab-"));
  const server = await startServerProcess(
    {
      LOG_LEVEL: "warn",
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: "never",
      COLLECTOR_SCHEDULE_HOURS: "0",
      PUBLIC_URL: "http://board.example",
      WEB_CONCURRENCY: "1",
      PAGE_CACHE_MB: "0",
    },
    checkout,
  );
  for (const deadline = Date.now() + 180_000; ; await new Promise((resolve) => setTimeout(resolve, 500))) {
    if (server.child.exitCode !== null) throw new Error(`the server in ${checkout} exited:\n${server.output()}`);
    if (
      (await fetch(`${server.url}/search/job?q=engineer`).then(
        (response) => response.status,
        () => 0,
      )) === 200
    )
      return { server, dataDir };
    if (Date.now() > deadline) throw new Error(`the server in ${checkout} did not answer within 3 minutes`);
  }
}

const ask = async (server: ServerProcess, target: string) => {
  const response = await fetch(`${server.url}${target}`, {
    headers: { "accept-encoding": "gzip", ...(userAgent ? { "user-agent": userAgent } : {}) },
  });
  if (response.status !== 200 || response.headers.get("content-encoding") !== "gzip")
    throw new Error(`${target}: ${response.status} ${response.headers.get("content-encoding")}`);
  // fetch unzips the body; the bytes sent are the Content-Length.
  await response.arrayBuffer();
  return Number(response.headers.get("content-length"));
};

/** One pass: both servers started (in the order given), warmed, then asked every page in turn, `rounds` times. */
async function pass(
  checkouts: string[],
  databaseUrl: string,
  ids: number[],
): Promise<{ cpu: number[]; gzipBytes: number[] }> {
  const started: { server: ServerProcess; dataDir: string }[] = [];
  try {
    for (const checkout of checkouts) started.push(await start(checkout, databaseUrl));
    const servers = started.map((entry) => entry.server);
    const paths = which === "search" ? PAGE_SEARCH_PATHS : await jobPagePaths(servers[0].url, ids);
    // Warm: a round over every page on each (the JIT's steady state).
    for (const target of paths) for (const server of servers) await ask(server, target);
    const cpuBefore = servers.map((server) => processTreeCpuMs(server.child.pid!));
    const gzipBytes = [0, 0];
    for (let round = 0; round < rounds; round++) {
      for (const target of paths) {
        // Each page asked of one, then the other; the order turns every round.
        const order = round % 2 === 0 ? [0, 1] : [1, 0];
        for (const at of order) gzipBytes[at] += await ask(servers[at], target);
      }
    }
    const count = paths.length * rounds;
    return {
      cpu: servers.map((server, at) => (processTreeCpuMs(server.child.pid!) - cpuBefore[at]) / count),
      gzipBytes: gzipBytes.map((bytes) => bytes / count),
    };
  } finally {
    for (const { server, dataDir } of started) {
      await stopServerProcess(server).catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

const database = await createBenchDatabase();
try {
  await loadDemoData(database.handle.sql, { jobs: 1_200, companies: 90 });
  const ids = (
    await database.handle.sql<{ id: number }[]>`SELECT id FROM jobs WHERE status = 'open' ORDER BY id LIMIT 200`
  ).map((job) => job.id);
  // Each pass starts new processes, the checkouts in turned order: the one started second measured up to 0.9 ms a page
  // more in either place (an A/B and its swap, 2026-11-28), so one pass cannot tell the two apart by itself.
  const cpu: number[][] = [[], []];
  const gzipBytes = [0, 0];
  for (let at = 0; at < passes; at++) {
    const swapped = at % 2 === 1;
    const result = await pass(swapped ? [afterDir, beforeDir] : [beforeDir, afterDir], database.handle.url, ids);
    (swapped ? [...result.cpu].reverse() : result.cpu).forEach((value, index) => cpu[index].push(value));
    (swapped ? [...result.gzipBytes].reverse() : result.gzipBytes).forEach(
      (bytes, index) => (gzipBytes[index] += bytes / passes),
    );
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  console.log(`| checkout | ${which} page: CPU ms / page, mean (each pass) | gzip bytes / page |`);
  console.log("| --- | ---: | ---: |");
  [beforeDir, afterDir].forEach((dir, at) =>
    console.log(
      `| ${path.basename(dir)} | ${mean(cpu[at]).toFixed(2)} (${cpu[at].map((value) => value.toFixed(2)).join(", ")}) ` +
        `| ${Math.round(gzipBytes[at]).toLocaleString("en-US")} |`,
    ),
  );
  console.log(
    `\n${passes} passes of ${rounds} rounds, the start order turned each pass; load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(", ")} at the end, on ${os.cpus().length} cores.`,
  );
} finally {
  await database.close().catch(() => {});
}
process.exit(0);
