import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertFixtureJobs } from "../fixtures/search-fixtures";
import { findServerPort } from "../helpers/free-port";
import { withTestDatabase } from "../setup/test-database";

/**
 * Many servers, one database (issue 12): two `npm start` processes on different ports share one
 * PostgreSQL (the CI machine's through TEST_DATABASE_URL, else the embedded test server). One runs
 * two cluster workers, the other serves from its main process. A job posted, edited, closed or
 * deleted by a write to the database is in (or out of) every server's search on the very next
 * request, recent-answers cache included: each search reads the change log first.
 */
const database = withTestDatabase();
const dataDir = mkdtempSync(path.join(tmpdir(), "jobboard-two-servers-"));
const servers: { child: ChildProcess; port: number; output: () => string }[] = [];

async function startServer(workers: number): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const port = await findServerPort();
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: database.handle().url,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      WEB_CONCURRENCY: String(workers),
      SEED_DEMO_DATA: "never",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      COLLECTOR_SCHEDULE_HOURS: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const server = { child, port, output: () => output };
  servers.push(server);
  for (
    const deadline = Date.now() + 90_000;
    Date.now() < deadline;
    await new Promise((resolve) => setTimeout(resolve, 200))
  ) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return server;
  }
  throw new Error(`server did not become ready:\n${output}`);
}

async function titlesOn(port: number, q: string): Promise<string[]> {
  const response = await fetch(`http://127.0.0.1:${port}/api/search?q=${encodeURIComponent(q)}&limit=50`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { jobs: { title: string }[] }).jobs.map((job) => job.title).sort();
}

/** Every server, and with two workers each of them (round robin: ask a few times), answers the same. */
async function expectEverywhere(q: string, titles: string[]): Promise<void> {
  for (const server of servers) {
    for (let attempt = 0; attempt < 4; attempt++)
      expect(await titlesOn(server.port, q), `server on ${server.port}`).toEqual(titles);
  }
}

beforeAll(async () => {
  await startServer(2);
  await startServer(1);
}, 180_000);

afterAll(async () => {
  await Promise.all(
    servers.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGTERM");
        }),
    ),
  );
  rmSync(dataDir, { recursive: true, force: true });
});

describe("two servers on one database", () => {
  it("reflect a job posted, edited, closed and deleted on the next search of each", async () => {
    const sql = database.handle().sql;
    // Asked first, so that each server has the empty answer in its recent-answers cache.
    await expectEverywhere("zanzibar", []);

    const [id] = await insertFixtureJobs(sql, [{ title: "Zanzibar Platform Engineer", company: "Twin Servers Co" }]);
    await expectEverywhere("zanzibar", ["Zanzibar Platform Engineer"]);

    await sql`UPDATE jobs SET title = 'Zanzibar Data Engineer', updated_at = now() WHERE id = ${id}`;
    await expectEverywhere("zanzibar", ["Zanzibar Data Engineer"]);
    await expectEverywhere("zanzibar data", ["Zanzibar Data Engineer"]);

    await sql`UPDATE jobs SET status = 'closed', closed_at = now() WHERE id = ${id}`;
    await expectEverywhere("zanzibar", []);

    await sql`UPDATE jobs SET status = 'open', closed_at = NULL WHERE id = ${id}`;
    await expectEverywhere("zanzibar", ["Zanzibar Data Engineer"]);

    await sql`DELETE FROM jobs WHERE id = ${id}`;
    await expectEverywhere("zanzibar", []);
    for (const server of servers) expect(server.output()).not.toMatch(/"level":(50|60)/);
  }, 60_000);
});
