import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseIdentity, snapshotFile } from "../../core/search";
import { insertFixtureJobs } from "../fixtures/search-fixtures";
import { findServerPort } from "../helpers/free-port";
import { withTestDatabase } from "../setup/test-database";

/**
 * One search index per machine (issue 45, decision 193): `npm start` with SEARCH_INDEX_SHARING=threads and three HTTP
 * worker threads on a real PostgreSQL. The snapshot file it starts from is corrupt (it must be rebuilt, never served);
 * a change reaches every worker at once; a worker thread ended as a crash would (SIGUSR2) is replaced by one that reads
 * the same shared index instead of building its own.
 */
const database = withTestDatabase();
const dataDir = mkdtempSync(path.join(tmpdir(), "jobboard-shared-index-"));
const workers = 3;
let server: { child: ChildProcess; port: number; output: () => string };

/** Each request on a new connection: SO_REUSEPORT spreads connections (not requests) over the worker threads. */
function titlesOn(q: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: "127.0.0.1", port: server.port, path: `/api/search?q=${encodeURIComponent(q)}&limit=50`, agent: false },
      (response) => {
        let body = "";
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () => {
          if (response.statusCode !== 200)
            return reject(new Error(`status ${response.statusCode}: ${body.slice(0, 200)}`));
          resolve((JSON.parse(body) as { jobs: { title: string }[] }).jobs.map((job) => job.title).sort());
        });
      },
    );
    request.on("error", reject);
  });
}

/** Thirty connections: with three threads, the chance that one of them got none is (2/3)^30, about 5 in a million. */
async function everyWorkerAnswers(q: string): Promise<string[][]> {
  const answers: string[][] = [];
  for (let attempt = 0; attempt < 30; attempt++) answers.push(await titlesOn(q));
  return answers;
}

const lines = (pattern: RegExp) =>
  server
    .output()
    .split("\n")
    .filter((line) => pattern.test(line));

beforeAll(async () => {
  const sql = database.handle().sql;
  await insertFixtureJobs(sql, [
    { title: "Quokka Platform Engineer", company: "Shared Memory Co" },
    { title: "Quokka Data Analyst", company: "Shared Memory Co" },
    ...Array.from({ length: 20 }, (_, index) => ({ title: `Filler Role ${index}`, company: "Filler Co" })),
  ]);
  // A snapshot file that fails its checks: the owner must rebuild from PostgreSQL and share that, never this.
  const file = snapshotFile(path.join(dataDir, "search-index"), await databaseIdentity(sql));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, Buffer.concat([Buffer.from("JBSEARCH"), Buffer.alloc(4_096, 7)]));

  const port = await findServerPort();
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: database.handle().url,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      WEB_CONCURRENCY: String(workers),
      SEARCH_INDEX_SHARING: "threads",
      SEED_DEMO_DATA: "never",
      LOG_LEVEL: "info",
      NODE_ENV: "production",
      COLLECTOR_SCHEDULE_HOURS: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  server = { child, port, output: () => output };
  for (
    const deadline = Date.now() + 120_000;
    Date.now() < deadline;
    await new Promise((resolve) => setTimeout(resolve, 200))
  ) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready && lines(/jobs from the shared index/).length >= workers) return;
  }
  throw new Error(`the worker threads did not all read the shared index:\n${output}`);
}, 180_000);

afterAll(async () => {
  await new Promise<void>((resolve) => {
    if (!server || server.child.exitCode !== null) return resolve();
    server.child.once("exit", () => resolve());
    server.child.kill("SIGTERM");
  });
  rmSync(dataDir, { recursive: true, force: true });
});

describe("one search index shared by the worker threads", () => {
  it("is rebuilt from PostgreSQL when its snapshot is corrupt, and every worker reads that one index", async () => {
    expect(lines(/building from the database \(snapshot: corrupt/)).toHaveLength(1);
    // One build on the machine: the owner's; each worker read the one shared base.
    expect(lines(/building from the database/)).toHaveLength(1);
    expect(lines(/jobs from the shared index \(generation 1\)/)).toHaveLength(workers);
    for (const answer of await everyWorkerAnswers("quokka"))
      expect(answer).toEqual(["Quokka Data Analyst", "Quokka Platform Engineer"]);
  }, 60_000);

  it("shows a change on every worker within a second of its commit", async () => {
    const sql = database.handle().sql;
    const [id] = await insertFixtureJobs(sql, [
      { title: "Quokka Site Reliability Engineer", company: "Shared Memory Co" },
    ]);
    const committed = Date.now();
    const first = await titlesOn("quokka");
    expect(Date.now() - committed).toBeLessThan(1_000);
    expect(first).toContain("Quokka Site Reliability Engineer");
    for (const answer of await everyWorkerAnswers("quokka"))
      expect(answer).toContain("Quokka Site Reliability Engineer");

    await sql`UPDATE jobs SET status = 'closed', closed_at = now() WHERE id = ${id}`;
    for (const answer of await everyWorkerAnswers("quokka"))
      expect(answer).toEqual(["Quokka Data Analyst", "Quokka Platform Engineer"]);
  }, 60_000);

  it("replaces a worker thread that dies with one that answers from the same shared index", async () => {
    const attached = () => lines(/jobs from the shared index/);
    const generationOf = (line: string) => Number(/\(generation (\d+)\)/.exec(line)![1]);
    const before = attached().length;
    // The changes above may have had the owner publish a newer base (too many slots of removed jobs): the newest.
    const newest = Math.max(...attached().map(generationOf));
    const builds = lines(/building from the database|rebuilding the shared index/).length;
    server.child.kill("SIGUSR2");
    const deadline = Date.now() + 60_000;
    while (attached().length === before) {
      if (Date.now() > deadline) throw new Error(`no replacement read the shared index:\n${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(lines(/worker thread \d+ exited/)).toHaveLength(1);
    // The replacement read the base already in memory; nothing was built again.
    expect(generationOf(attached().at(-1)!)).toBe(newest);
    expect(lines(/building from the database|rebuilding the shared index/)).toHaveLength(builds);
    for (const answer of await everyWorkerAnswers("quokka"))
      expect(answer).toEqual(["Quokka Data Analyst", "Quokka Platform Engineer"]);
    expect(server.output()).not.toMatch(/"level":60/);
  }, 90_000);

  it("stops cleanly on SIGTERM: every worker thread finishes, then the main thread", async () => {
    const exited = new Promise<number | null>((resolve) => server.child.once("exit", (code) => resolve(code)));
    server.child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(lines(/stopped cleanly/)).toHaveLength(1);
    expect(server.output()).not.toMatch(/did not finish within/);
  }, 60_000);
});
