/**
 * The search API at scale in two or more checkouts, side by side (issue 29's "speed stays", decision 147):
 * `npx tsx bench/search-scale-ab.ts <checkout> <checkout> [<checkout>...]` (AB_JOBS, default 1000000; AB_ROUNDS, 20).
 *
 * search-scale.bench.ts run once per checkout, an hour apart, moved a checkout's p95 at a million jobs by 30-60% from
 * run to run on this shared machine (decisions 141, 142), more than the changes it was asked to judge. Here one
 * database is generated once; each checkout builds its own snapshot from it in a process of its own code, then all
 * serve the API (no pages, the recent-answers cache off) from their snapshots at the same time, and one client asks
 * each the same search in turn, the order turning every round, so whatever else the machine does falls on all alike.
 * Each checkout needs its node_modules in place; no build is needed (the API runs through tsx, as
 * search-scale.bench.ts runs it). Prints one Markdown table, each figure's p95 change against the first checkout's.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createBenchDatabase, generateBenchData, benchDefaults } from "./generate";
import { percentile } from "./percentile";
import { searchQueryGroups, suggestPaths } from "./search-query-groups";

const scriptFile = fileURLToPath(import.meta.url);
const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

// ---- child: one checkout's own code builds its snapshot, or serves from it --------------------------------------

async function child(mode: string, checkout: string): Promise<void> {
  const from = (file: string) => import(path.join(checkout, file));
  const { openDatabase, setDatabase } = await from("db/client.ts");
  const { configureSearchSnapshots, searchIndex } = await from("core/search/search-index-store.ts");
  setDatabase(openDatabase(process.env.DATABASE_URL!, 10));
  configureSearchSnapshots({ dir: path.join(process.env.DATA_DIR!, "search-index"), log: () => {} });
  const index = await searchIndex();
  // performance.now() counts from the process's start: module loading is included.
  const readyMs = performance.now();
  if (mode === "build") {
    process.stdout.write(`\nRESULT ${JSON.stringify({ readyMs })}\n`);
    process.exit(0);
  }
  index.answerCacheEnabled = false;
  (globalThis as { gc?: () => void }).gc?.();
  const heapMb = mb(process.memoryUsage().heapUsed);
  const { serve } = await import(createRequire(path.join(checkout, "package.json")).resolve("@hono/node-server"));
  const { createApp } = await from("server/app.ts");
  const app = createApp({ pageHandler: () => new Response("pages are not measured here", { status: 404 }) });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  process.stdout.write(`\nRESULT ${JSON.stringify({ readyMs, heapMb, port: server.address().port })}\n`);
}

if (process.env.SEARCH_AB_CHILD) {
  process.env.LOG_LEVEL = "silent";
  await child(process.env.SEARCH_AB_CHILD, process.env.SEARCH_AB_CHECKOUT!);
} else {
  await main();
}

// ---- parent ---------------------------------------------------------------------------------------------------

interface Started {
  child: ChildProcess;
  result: { readyMs: number; heapMb?: number; port?: number };
}

/** Resolves with the child's RESULT line; a serving child keeps running until it is killed. */
function runChild(mode: "build" | "serve", checkout: string, env: Record<string, string>): Promise<Started> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--expose-gc", "--max-old-space-size=4096", "--import", "tsx", scriptFile], {
      cwd: checkout,
      env: { ...process.env, ...env, SEARCH_AB_CHILD: mode, SEARCH_AB_CHECKOUT: checkout, NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split("\n").find((text) => text.startsWith("RESULT "));
      if (line) resolve({ child, result: JSON.parse(line.slice(7)) });
    });
    child.on("exit", (code) => reject(new Error(`${mode} in ${checkout} exited ${code}: ${out.slice(-2_000)}`)));
  });
}

/**
 * The groups of search-scale.bench.ts, the filtered one split in two: a checkout from before the declared facets
 * (decision 140) ignores their parameters, so only the six built-in filters compare like with like across it.
 */
function queryGroups(): { name: string; paths: string[] }[] {
  const declared = /[?&](stage|size|lpa|equity|workplace)=/;
  return searchQueryGroups
    .filter((group) => !group.name.startsWith("broad, without facets"))
    .flatMap((group) =>
      group.paths.some((target) => declared.test(target))
        ? [
            { name: "with the six built-in filters", paths: group.paths.filter((target) => !declared.test(target)) },
            {
              name: "with the declared filters (stage, size, LPA band, equity, workplace)",
              paths: group.paths.filter((target) => declared.test(target)),
            },
          ]
        : [{ name: group.name.replace(/ \(.*/, ""), paths: group.paths }],
    )
    .concat({ name: "suggest", paths: suggestPaths });
}

async function main(): Promise<void> {
  const checkouts = process.argv.slice(2).map((dir) => path.resolve(dir));
  if (checkouts.length < 2)
    throw new Error("usage: npx tsx bench/search-scale-ab.ts <checkout> <checkout> [<checkout>...]");
  const jobs = Number(process.env.AB_JOBS ?? 1_000_000);
  const rounds = Number(process.env.AB_ROUNDS ?? 20);
  const database = await createBenchDatabase();
  const dataDirs = checkouts.map(() => mkdtempSync(path.join(os.tmpdir(), "search-scale-ab-")));
  const servers: Started[] = [];
  try {
    const loaded = await generateBenchData(database.handle.sql, { ...benchDefaults, jobs });
    console.error(`search-scale-ab: generated ${loaded.jobs} jobs in ${(loaded.ms / 1000).toFixed(0)} s`);
    const envOf = (at: number) => ({ DATABASE_URL: database.handle.url, DATA_DIR: dataDirs[at] });
    for (const [at, checkout] of checkouts.entries()) {
      const built = await runChild("build", checkout, envOf(at));
      console.error(
        `search-scale-ab: ${path.basename(checkout)} built its snapshot in ${(built.result.readyMs / 1000).toFixed(1)} s`,
      );
    }
    for (const [at, checkout] of checkouts.entries()) servers.push(await runChild("serve", checkout, envOf(at)));
    const agents = servers.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
    const get = (at: number, target: string) =>
      new Promise<number>((resolve, reject) => {
        const begin = performance.now();
        http
          .get({ host: "127.0.0.1", port: servers[at].result.port, path: target, agent: agents[at] }, (response) => {
            response.resume();
            response.on("end", () =>
              response.statusCode === 200
                ? resolve(performance.now() - begin)
                : reject(new Error(`${target}: ${response.statusCode}`)),
            );
          })
          .on("error", reject);
      });
    const load = os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(", ");
    const rows: string[] = [];
    for (const group of queryGroups()) {
      const samples: number[][] = checkouts.map(() => []);
      // Two rounds unmeasured (the lazy structures, the JIT), then the rounds, each in a turned order.
      for (let round = -2; round < rounds; round++) {
        const order = checkouts.map((_, at) => (at + round + checkouts.length) % checkouts.length);
        for (const target of group.paths) {
          for (const at of order) {
            const took = await get(at, target);
            if (round >= 0) samples[at].push(took);
          }
        }
      }
      const p95s = samples.map((taken) => percentile(taken, 0.95));
      const cells = samples.map((taken, at) => {
        const change =
          at === 0 ? "" : ` (${p95s[at] >= p95s[0] ? "+" : ""}${((p95s[at] / p95s[0] - 1) * 100).toFixed(0)}%)`;
        return `${percentile(taken, 0.5).toFixed(1)} / **${p95s[at].toFixed(1)}**${change}`;
      });
      rows.push(`| ${group.name} (n=${samples[0].length}) | ${cells.join(" | ")} |`);
    }
    for (const agent of agents) agent.destroy();
    console.log(
      `| ${jobs.toLocaleString("en-US")} jobs, p50 / **p95** ms | ${checkouts.map((dir) => path.basename(dir)).join(" | ")} |`,
    );
    console.log(`| --- | ${checkouts.map(() => "---:").join(" | ")} |`);
    console.log(rows.join("\n"));
    console.log(
      `| start to ready from the snapshot | ${servers.map((server) => `${(server.result.readyMs / 1000).toFixed(1)} s`).join(" | ")} |`,
    );
    console.log(`| heap after load | ${servers.map((server) => `${server.result.heapMb} MB`).join(" | ")} |`);
    console.log(
      `\nAsked in turn, one kept-alive client each; load average ${load} when serving began, on ${os.cpus().length} cores.`,
    );
  } finally {
    for (const server of servers) server.child.kill("SIGKILL");
    await database.close().catch(() => {});
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
  process.exit(0);
}
