/**
 * A fresh process for bench/memory.bench.ts: loads the server's parts one after the other and
 * reports the memory after each (after a full GC), as one JSON line on stdout. Run with
 * --expose-gc and DATABASE_URL set; the bench starts it, nothing else should.
 */
import path from "node:path";
import v8 from "node:v8";
import { fileURLToPath } from "node:url";

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with --expose-gc");
const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface Stage {
  stage: string;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  code: number;
}

const stages: Stage[] = [];
function measure(stage: string): void {
  gc!();
  gc!();
  const memory = process.memoryUsage();
  const code = v8.getHeapSpaceStatistics().find((space) => space.space_name === "code_space")?.space_used_size ?? 0;
  stages.push({
    stage,
    rss: memory.rss,
    heapUsed: memory.heapUsed,
    heapTotal: memory.heapTotal,
    external: memory.external + memory.arrayBuffers,
    code,
  });
}

measure("Node and tsx");
const { createApp } = await import("../server/app");
const { createPageHandler, loadServerBuild } = await import("../server/react-router-handler");
const { pagePatterns } = await import("../server/metrics/page-patterns");
const build = await loadServerBuild(path.join(projectDir, "build"));
const app = createApp({
  pageHandler: createPageHandler(build, "production"),
  clientDir: path.join(projectDir, "build", "client"),
  pagePattern: pagePatterns(build.routes),
});
measure("server code, React Router build, metrics registry");

const { openDatabase, setDatabase } = await import("../db/client");
const handle = openDatabase(process.env.DATABASE_URL!, 10);
setDatabase(handle);
await handle.sql`SELECT 1`;
measure("PostgreSQL pool (postgres.js, Drizzle)");

const { searchIndex } = await import("../core/search");
await searchIndex();
measure("search index");

// Warm-up as visitors would: searches, job pages, lists, the home page.
const ids = (await handle.sql<{ id: number }[]>`SELECT id FROM jobs WHERE status = 'open' ORDER BY id LIMIT 100`).map(
  (row) => row.id,
);
const words = [
  "engineer",
  "senior",
  "remote",
  "product manager",
  "data",
  "react developer",
  "sales",
  "design",
  "bangalore",
  "python",
];
for (let i = 0; i < 100; i++) {
  for (const target of [
    `/api/search?q=${encodeURIComponent(words[i % words.length])}&page=${1 + (i % 3)}`,
    `/job-details/${ids[i % ids.length]}`,
    `/api/job/${ids[(i * 7) % ids.length]}`,
  ]) {
    const response = await app.request(target);
    await response.arrayBuffer();
  }
  if (i % 20 === 0) await (await app.request("/")).arrayBuffer();
}
measure("after 305 requests (answer and row caches, rendering)");

await handle.close();
console.log(JSON.stringify(stages));
process.exit(0);
