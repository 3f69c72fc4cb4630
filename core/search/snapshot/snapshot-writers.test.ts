import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeSnapshot } from "./index-snapshot";
import { SearchIndex } from "../search-index";
import { SnapshotReader } from "./snapshot-format";

/**
 * Two processes writing one snapshot file (the cluster's workers share DATA_DIR; decision 023):
 * whatever moment a reader opens the file, it finds one whole snapshot that passes every check,
 * and nothing is left beside it. No database: the index is made in memory by the child.
 */
const dir = mkdtempSync(path.join(tmpdir(), "snapshot-writers-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function writer(file: string, times: number, marker: string): Promise<{ written: number; skipped: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", path.join(import.meta.dirname, "snapshot-writer-child.ts"), file, String(times), marker],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (out += chunk));
    child.on("exit", (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split("\n").at(-1)!))
        : reject(new Error(`writer ${marker} exited ${code}:\n${out}`)),
    );
  });
}

describe("two processes writing one snapshot", () => {
  it("never leave a file that fails its checks, and leave no temporary or lock file", async () => {
    const file = path.join(dir, "search-index-shared.snapshot");
    const writers = Promise.all([writer(file, 40, "Alpha"), writer(file, 40, "Beta")]);
    let done = false;
    void writers.finally(() => (done = true));
    const seen = new Set<string>();
    let reads = 0;
    // Read the file as often as possible while both write: every read is whole and checks out.
    while (!done) {
      if (existsSync(file)) {
        const snapshot = new SnapshotReader(readFileSync(file));
        seen.add(String(snapshot.meta.database));
        expect(SearchIndex.readFrom(snapshot).liveCount).toBe(3_000);
        reads++;
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const [alpha, beta] = await writers;
    expect(reads).toBeGreaterThan(0);
    // One writes at a time (the lock); the other skips rather than writing the same bytes again.
    expect(alpha.written + beta.written).toBeGreaterThan(0);
    expect(alpha.written + alpha.skipped).toBe(40);
    expect([...seen].every((marker) => marker === "Alpha" || marker === "Beta")).toBe(true);
    expect(readdirSync(dir)).toEqual([path.basename(file)]);
  }, 120_000);

  it("takes over the lock and removes the temporary file of a writer that died", async () => {
    const file = path.join(dir, "search-index-crashed.snapshot");
    // A pid that cannot be alive (above the kernel's pid_max).
    const dead = 4_194_305;
    writeFileSync(`${file}.lock`, `${dead} abc`);
    writeFileSync(`${file}.${dead}.0badcafe.tmp`, "half a snapshot");
    const index = new SearchIndex();
    const result = await writeSnapshot(file, index, {
      watermark: "1",
      readAt: Date.now(),
      database: "x",
      jobs: 0,
      applied: [],
    });
    expect(result.written).toBe(true);
    expect(readdirSync(dir).filter((name) => name.startsWith(path.basename(file)))).toEqual([path.basename(file)]);
  });

  it("takes over a lock and a temporary file bearing its own pid that it did not make (a restarted container's process)", async () => {
    const file = path.join(dir, "search-index-same-pid.snapshot");
    writeFileSync(`${file}.lock`, `${process.pid} from-a-previous-life`);
    writeFileSync(`${file}.${process.pid}.0badcafe.tmp`, "half a snapshot");
    const result = await writeSnapshot(file, new SearchIndex(), {
      watermark: "1",
      readAt: Date.now(),
      database: "x",
      jobs: 0,
      applied: [],
    });
    expect(result.written).toBe(true);
    expect(readdirSync(dir).filter((name) => name.startsWith(path.basename(file)))).toEqual([path.basename(file)]);
  });

  it("skips the write while a live process holds the lock", async () => {
    const file = path.join(dir, "search-index-held.snapshot");
    // The test runner's parent is alive for as long as this test runs.
    writeFileSync(`${file}.lock`, `${process.ppid} abc`);
    const result = await writeSnapshot(file, new SearchIndex(), {
      watermark: "1",
      readAt: Date.now(),
      database: "x",
      jobs: 0,
      applied: [],
    });
    expect(result).toEqual({ written: false, bytes: 0 });
    expect(existsSync(file)).toBe(false);
    rmSync(`${file}.lock`);
  });
});
