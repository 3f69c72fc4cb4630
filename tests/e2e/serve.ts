/**
 * The server the end-to-end tests run against: the real built board on a fresh
 * embedded database with the demo data, on the port Playwright chose.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "jobboard-e2e-"));
process.env.SEED_DEMO_DATA ??= "always";
process.env.LOG_LEVEL ??= "warn";
process.env.NODE_ENV ??= "production";
delete process.env.DATABASE_URL;

await import("../../server/index");
