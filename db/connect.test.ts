import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { overrideEnv } from "../config/env";
import { connectDatabase } from "./connect";
import { startEmbeddedPostgres } from "./embedded";

const dataDir = mkdtempSync(path.join(tmpdir(), "jobboard-connect-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("connecting to the embedded database", () => {
  it("waits out a server that is still shutting down, then starts a fresh one", async () => {
    const first = await startEmbeddedPostgres(dataDir);
    // A client still connected keeps a smart shutdown (SIGTERM) in 'shutting down' state.
    const client = postgres(first.url, { max: 1, onnotice: () => {} });
    await client`SELECT 1`;
    const postmaster = Number(readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[0]);
    process.kill(postmaster, "SIGTERM");
    setTimeout(() => void client.end({ timeout: 1 }), 1_500);

    overrideEnv({ DATA_DIR: dataDir, DATABASE_URL: undefined });
    const connection = await connectDatabase();
    try {
      const [row] = await connection.handle.sql<{ ok: number }[]>`SELECT 1 AS ok`;
      expect(row.ok).toBe(1);
      expect(connection.embedded?.owned).toBe(true);
    } finally {
      await connection.close();
    }
  }, 60_000);
});
