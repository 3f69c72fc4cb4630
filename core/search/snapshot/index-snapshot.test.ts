import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, setDatabase, type DatabaseHandle } from "../../../db/client";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { databaseIdentity, readSnapshot, snapshotFile } from "./index-snapshot";
import { insertFixtureJobs } from "../../../tests/fixtures/search-fixtures";
import { configureSearchSnapshots } from "../sync/search-index-store";
import { searchJobs, suggest } from "../search.service";

/**
 * Index snapshots in DATA_DIR (decision 023), through the service a visitor's search goes
 * through. A "restart" is a new database handle: the process's index belongs to its handle, so
 * a new one loads the index afresh, from the snapshot when there is a usable one.
 */
const database = withTestDatabase();
let dir: string;
let messages: string[] = [];
const opened: DatabaseHandle[] = [];

/** Like a process starting: a fresh connection (hence a fresh index) to the same database. */
function restart(): DatabaseHandle {
  const handle = openDatabase(database.handle().url, 3);
  opened.push(handle);
  setDatabase(handle);
  return handle;
}

const titlesFor = async (q: string) => (await searchJobs({ q, limit: 50 })).jobs.map((job) => job.title).sort();
async function snapshotPath(): Promise<string> {
  return snapshotFile(dir, await databaseIdentity(database.handle().sql));
}

beforeAll(async () => {
  await insertFixtureJobs(database.handle().sql, [
    {
      title: "Rust Developer",
      company: "Ferrous Co",
      category: "Backend",
      skills: "Rust, Tokio",
      locality: "Pune",
      region: "Maharashtra",
    },
    {
      title: "Senior Rust Engineer",
      company: "Crab Labs",
      category: "Backend",
      skills: "Rust",
      locality: "Bengaluru",
      region: "Karnataka",
    },
    { title: "Haskell Developer", company: "Lambda Works", category: "Backend", skills: "Haskell" },
    // Enough other jobs that closing one does not pass the share of removed slots that triggers a rebuild.
    ...Array.from({ length: 20 }, (_, index) => ({
      title: `Accountant ${index}`,
      company: "Ledger Co",
      category: "Finance",
    })),
  ]);
});

afterEach(() => {
  messages = [];
});

afterAll(async () => {
  configureSearchSnapshots(null);
  setDatabase(database.handle());
  for (const handle of opened) await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("search index snapshots", () => {
  it("writes a snapshot on the first build and answers from it after a restart", async () => {
    dir = mkdtempSync(path.join(tmpdir(), "search-snapshot-"));
    configureSearchSnapshots({ dir, log: (message) => messages.push(message) });
    restart();
    expect(await titlesFor("rust")).toEqual(["Rust Developer", "Senior Rust Engineer"]);
    expect(messages.join("\n")).toContain("building from the database (snapshot: no snapshot yet)");
    const file = await snapshotPath();
    expect(statSync(file).size).toBeGreaterThan(0);
    // No temporary file is left beside it.
    expect(readdirSync(dir)).toEqual([path.basename(file)]);

    messages = [];
    restart();
    const before = await searchJobs({ q: "rust developer", limit: 10, facets: true });
    expect(messages.join("\n")).toMatch(/23 jobs loaded from .* \(caught up from the change log\)/);
    expect(before.jobs[0].title).toBe("Rust Developer");
    expect(before.total).toBe(1);
    expect(before.facets?.location.map((facet) => facet.label)).toContain("Pune");
    expect((await suggest("hask")).map((item) => item.text)).toContain("Haskell Developer");
    expect(await titlesFor("haskall")).toEqual(["Haskell Developer"]);
  });

  it("applies on load the changes made after the snapshot was written, and takes new jobs after", async () => {
    const sql = database.handle().sql;
    // Written while no process is running: a job closed, one renamed, one posted.
    await sql`UPDATE jobs SET status = 'closed' WHERE title = 'Senior Rust Engineer'`;
    await sql`UPDATE jobs SET title = 'Rust Backend Developer' WHERE title = 'Rust Developer'`;
    await insertFixtureJobs(sql, [
      { title: "Rust Firmware Engineer", company: "Embedded Co", category: "Hardware", skills: "Rust, C" },
    ]);
    restart();
    expect(await titlesFor("rust")).toEqual(["Rust Backend Developer", "Rust Firmware Engineer"]);
    expect(messages.join("\n")).toContain("loaded from");
    expect((await suggest("senior rus")).map((item) => item.text)).not.toContain("Senior Rust Engineer");
    // The loaded index keeps following the log (its arrays were views of the file, now grown).
    await insertFixtureJobs(sql, [{ title: "Rust Tooling Engineer", company: "Cargo Co", category: "Backend" }]);
    expect(await titlesFor("rust")).toEqual([
      "Rust Backend Developer",
      "Rust Firmware Engineer",
      "Rust Tooling Engineer",
    ]);
    expect((await searchJobs({ limit: 50 })).total).toBe(24);
    // The A-Z ranks came with the snapshot; a job added since is placed by its key among them.
    await insertFixtureJobs(sql, [{ title: "Rust Apprentice", company: "Cargo Co", category: "Backend" }]);
    const byTitle = (await searchJobs({ q: "rust", sort: "title", limit: 10 })).jobs.map((job) => job.title);
    expect(byTitle).toEqual([
      "Rust Apprentice",
      "Rust Backend Developer",
      "Rust Firmware Engineer",
      "Rust Tooling Engineer",
    ]);
  });

  it("rejects a corrupt or truncated snapshot and rebuilds it", async () => {
    const file = await snapshotPath();
    const bytes = readFileSync(file);
    bytes[bytes.length - 3] ^= 0xff;
    writeFileSync(file, bytes);
    expect(
      await readSnapshot(file, database.handle().sql, await databaseIdentity(database.handle().sql)),
    ).toMatchObject({ index: null, reason: "corrupt: checksum mismatch" });
    restart();
    expect(await titlesFor("haskell")).toEqual(["Haskell Developer"]);
    expect(messages.join("\n")).toContain("snapshot: corrupt: checksum mismatch");
    // Rebuilt and written again: the next start loads it.
    messages = [];
    restart();
    expect(await titlesFor("haskell")).toEqual(["Haskell Developer"]);
    expect(messages.join("\n")).toContain("loaded from");

    const whole = readFileSync(file);
    writeFileSync(file, whole.subarray(0, whole.length - 100));
    messages = [];
    restart();
    expect(await titlesFor("haskell")).toEqual(["Haskell Developer"]);
    expect(messages.join("\n")).toContain("snapshot: corrupt: truncated or padded");
  });

  it("rejects a snapshot whose header was altered (its watermark decides what the catch-up reads), and rebuilds", async () => {
    const file = await snapshotPath();
    const bytes = readFileSync(file);
    const header = bytes.toString("latin1", 0, 4_096);
    const at = header.indexOf('"watermark":"') + '"watermark":"'.length;
    // One digit up: still a valid header and a plausible watermark, but changes would be skipped.
    bytes[at] = bytes[at] === 0x39 ? 0x38 : bytes[at] + 1;
    writeFileSync(file, bytes);
    restart();
    expect(await titlesFor("haskell")).toEqual(["Haskell Developer"]);
    expect(messages.join("\n")).toContain("snapshot: corrupt: header checksum mismatch");
    messages = [];
    restart();
    expect(await titlesFor("haskell")).toEqual(["Haskell Developer"]);
    expect(messages.join("\n")).toContain("loaded from");
  });

  it("names the file by the database, not by the server's port (the embedded server's port changes at every start)", async () => {
    const identity = await databaseIdentity(database.handle().sql);
    const [{ port }] = await database.handle().sql<{ port: number }[]>`SELECT inet_server_port() AS port`;
    expect(identity).toMatch(/^cluster \d+\//);
    expect(identity).not.toContain(String(port));
  });

  it("rejects a snapshot the change log was trimmed past (stale), and rebuilds", async () => {
    const sql = database.handle().sql;
    // A change after the snapshot, then another process trims the log up to now: the entry is gone.
    await sql`UPDATE jobs SET title = 'Haskell Platform Developer' WHERE title = 'Haskell Developer'`;
    await sql`INSERT INTO search_changes_trimmed (before) VALUES (now()) ON CONFLICT (only_row) DO UPDATE SET before = excluded.before`;
    await sql`DELETE FROM search_changes`;
    // Only a rebuild can see the change now.
    restart();
    expect(await titlesFor("haskell")).toEqual(["Haskell Platform Developer"]);
    expect(messages.join("\n")).toContain("the snapshot is older than the change log; rebuilding");
    await sql`DELETE FROM search_changes_trimmed`;
  });

  it("rejects a snapshot of another database", async () => {
    const file = await snapshotPath();
    expect(await readSnapshot(file, database.handle().sql, "another/database")).toMatchObject({
      index: null,
      reason: "made from another database",
    });
  });
});
