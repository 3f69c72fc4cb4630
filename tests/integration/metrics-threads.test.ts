import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertFixtureJobs } from "../fixtures/search-fixtures";
import { findServerPort } from "../helpers/free-port";
import {
  residentBytes,
  startServerProcess,
  stopServerProcess,
  waitUntilReady,
  type ServerProcess,
} from "../helpers/server-process";
import { withTestDatabase } from "../setup/test-database";
import { sample } from "../helpers/metrics-sample";

/**
 * /metrics of `npm start` with SEARCH_INDEX_SHARING=threads and two HTTP worker threads (decisions 054, 193): one
 * scrape sums the requests both threads served, as it does for worker processes, and gives the process's own figures
 * (resident memory) once, not once per thread. Needs Node 22.12 or later (threads share the port with SO_REUSEPORT).
 */
const database = withTestDatabase();
const dataDir = mkdtempSync(path.join(tmpdir(), "jobboard-metrics-threads-"));
let server: ServerProcess;
let metricsUrl: string;

beforeAll(async () => {
  await insertFixtureJobs(database.handle().sql, [{ title: "Platform Engineer" }, { title: "Data Engineer" }]);
  const metricsPort = await findServerPort();
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  server = await startServerProcess({
    DATABASE_URL: database.handle().url,
    DATA_DIR: dataDir,
    WEB_CONCURRENCY: "2",
    SEARCH_INDEX_SHARING: "threads",
    SEED_DEMO_DATA: "never",
    COLLECTOR_SCHEDULE_HOURS: "0",
    ALERTS_TICK_MINUTES: "0",
    METRICS_PORT: String(metricsPort),
  });
  await waitUntilReady(server);
  // /readyz answers from the first thread; the main thread says so once both listen.
  for (const deadline = Date.now() + 60_000; !/2 worker threads sharing one search index/.test(server.output());) {
    if (Date.now() > deadline || server.child.exitCode !== null)
      throw new Error(`the worker threads did not both listen:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 180_000);

afterAll(async () => {
  if (server) await stopServerProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
});

async function scrape(): Promise<string> {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  return response.text();
}

describe("/metrics of a server whose workers are threads", () => {
  it("counts the requests of both worker threads in one scrape", async () => {
    const series = 'http_requests_total{method="GET",route="/api/job/:id",status="404"}';
    const before = sample(await scrape(), series) ?? 0;
    // SO_REUSEPORT spreads connections (not requests) over the threads: a new connection for each request.
    const sent = 30;
    for (let i = 0; i < sent; i++) {
      const response = await fetch(`${server.url}/api/job/${900_000 + i}`, { headers: { connection: "close" } });
      expect(response.status).toBe(404);
    }
    const text = await scrape();
    expect(sample(text, 'jobboard_processes{role="worker"}')).toBe(2);
    expect(sample(text, 'jobboard_processes{role="main"}')).toBe(1);
    expect(sample(text, series)).toBe(before + sent);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/job/:id",status="404"}')).toBe(
      before + sent,
    );
  });

  it("gives the process's resident memory once, not once per thread", async () => {
    const text = await scrape();
    const reported = sample(text, "process_resident_memory_bytes")!;
    const resident = residentBytes(server.child.pid!);
    // Three threads' sum would be about three times the process; a second's growth between the two reads is small.
    expect(reported).toBeGreaterThan(resident * 0.7);
    expect(reported).toBeLessThan(resident * 1.3);
    // Each thread's own heap is still summed: more than the main thread's alone.
    expect(sample(text, "nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
  });
});
