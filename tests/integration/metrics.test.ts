import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertFixtureJobs } from "../fixtures/search-fixtures";
import { findServerPort } from "../helpers/free-port";
import { startServerProcess, stopServerProcess, waitUntilReady, type ServerProcess } from "../helpers/server-process";
import { withTestDatabase } from "../setup/test-database";
import { sample } from "../helpers/metrics-sample";

/**
 * /metrics of a real `npm start` with two cluster workers (decision 054): one scrape of the main
 * process's metrics port sums both workers' request counts, needs the token, and shows the mail
 * queue and the search index as they are in PostgreSQL.
 */
const database = withTestDatabase();
const dataDir = mkdtempSync(path.join(tmpdir(), "jobboard-metrics-"));
const token = "metrics-test-token-0123456789";
let server: ServerProcess;
let metricsUrl: string;

beforeAll(async () => {
  await insertFixtureJobs(database.handle().sql, [
    { title: "Platform Engineer" },
    { title: "Data Engineer", company: "Metric Co" },
    { title: "Designer" },
  ]);
  const metricsPort = await findServerPort();
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  server = await startServerProcess({
    DATABASE_URL: database.handle().url,
    DATA_DIR: dataDir,
    WEB_CONCURRENCY: "2",
    SEED_DEMO_DATA: "never",
    COLLECTOR_SCHEDULE_HOURS: "0",
    ALERTS_TICK_MINUTES: "0",
    METRICS_PORT: String(metricsPort),
    METRICS_TOKEN: token,
  });
  await waitUntilReady(server);
}, 180_000);

afterAll(async () => {
  if (server) await stopServerProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
});

async function scrape(): Promise<string> {
  const response = await fetch(metricsUrl, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

describe("/metrics of a server with two workers", () => {
  it("refuses a scrape without the token, or with a wrong one", async () => {
    const missing = await fetch(metricsUrl);
    expect(missing.status).toBe(401);
    expect(missing.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(await missing.text()).not.toContain("http_requests_total");
    const wrong = await fetch(metricsUrl, { headers: { authorization: "Bearer metrics-test-token-0123456780" } });
    expect(wrong.status).toBe(401);
    expect(
      (await fetch(metricsUrl.replace("/metrics", "/"), { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(404);
  });

  it("is not served on the board's own port", async () => {
    const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(await response.text()).not.toContain("http_requests_total");
  });

  it("counts the requests of both workers in one scrape, by route pattern", async () => {
    const series = 'http_requests_total{method="GET",route="/api/job/:id",status="404"}';
    const before = sample(await scrape(), series) ?? 0;
    // node:cluster hands new connections to the workers in turn; a fresh connection per request spreads them.
    for (let i = 0; i < 20; i++) {
      const response = await fetch(`${server.url}/api/job/${900_000 + i}`, { headers: { connection: "close" } });
      expect(response.status).toBe(404);
    }
    const text = await scrape();
    expect(sample(text, 'jobboard_processes{role="worker"}')).toBe(2);
    expect(sample(text, 'jobboard_processes{role="main"}')).toBe(1);
    expect(sample(text, series)).toBe(before + 20);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/job/:id",status="404"}')).toBe(
      before + 20,
    );
    expect(text).not.toMatch(/route="\/api\/job\/9000/);
  });

  it("shows the mail queue's pending and failed mails as rows in mail_outbox", async () => {
    const sql = database.handle().sql;
    // Due in an hour: the mail worker leaves them waiting.
    await sql`INSERT INTO mail_outbox (recipient, subject, status, next_attempt_at, created_at)
              SELECT 'someone' || n || '@example.com', 'Waiting', 'pending', now() + interval '1 hour', now() - interval '90 seconds'
                FROM generate_series(1, 3) AS n`;
    await sql`INSERT INTO mail_outbox (recipient, subject, status, attempts, failed_at, last_error)
              VALUES ('gone@example.com', 'Failed', 'failed', 8, now(), 'connection refused')`;
    const text = await scrape();
    expect(sample(text, "jobboard_mail_queue_pending")).toBe(3);
    expect(sample(text, "jobboard_mail_queue_failed")).toBe(1);
    expect(sample(text, "jobboard_mail_queue_oldest_pending_seconds")).toBeGreaterThanOrEqual(90);
    await sql`DELETE FROM mail_outbox WHERE subject = 'Waiting'`;
    expect(sample(await scrape(), "jobboard_mail_queue_pending")).toBe(0);
  });

  it("shows the search index's size, build time and lag behind the change log", async () => {
    const [{ open }] = await database.handle().sql<
      { open: number }[]
    >`SELECT count(*)::int AS open FROM jobs WHERE status = 'open'`;
    // Each worker builds its index at start; search on both so that both have read the log.
    for (let i = 0; i < 4; i++)
      await fetch(`${server.url}/api/search?q=engineer`, { headers: { connection: "close" } });
    let text = await scrape();
    expect(sample(text, "jobboard_search_index_documents")).toBe(open);
    expect(sample(text, "jobboard_search_index_build_seconds")).toBeGreaterThan(0);
    expect(sample(text, "jobboard_search_index_pending_changes")).toBe(0);
    // A change no worker has searched since: the index lags by one change until its next search.
    await database.handle()
      .sql`UPDATE jobs SET title = title || ' (updated)' WHERE id = (SELECT min(id) FROM jobs WHERE status = 'open')`;
    text = await scrape();
    expect(sample(text, "jobboard_search_index_pending_changes")).toBeGreaterThanOrEqual(1);
    for (let i = 0; i < 4; i++)
      await fetch(`${server.url}/api/search?q=engineer`, { headers: { connection: "close" } });
    expect(sample(await scrape(), "jobboard_search_index_pending_changes")).toBe(0);
  });

  it("shows the pool, the collector queue, memory and event-loop lag", async () => {
    const text = await scrape();
    expect(sample(text, "jobboard_db_pool_max")).toBe(30);
    expect(text).toMatch(/^jobboard_db_connections\{state="idle"\} \d+$/m);
    expect(sample(text, "jobboard_collector_queue_queued")).toBe(0);
    expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(100 * 1024 * 1024);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d+/m);
  });
});
