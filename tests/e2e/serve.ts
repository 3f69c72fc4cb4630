/**
 * The server the end-to-end tests run against: the real built board on a fresh
 * embedded database with the demo data, on the port Playwright chose.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// A fresh folder named after the port, so that tests can read the mail the board
// writes to DATA_DIR/outbox (tests/e2e/shell-newsletter.spec.ts).
if (!process.env.DATA_DIR && process.env.PORT) {
  const dataDir = path.join(tmpdir(), `jobboard-e2e-${process.env.PORT}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  process.env.DATA_DIR = dataDir;
}
process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "jobboard-e2e-"));
// Mail stays in DATA_DIR/outbox, never leaves the machine during a test run.
delete process.env.SMTP_URL;
process.env.SEED_DEMO_DATA ??= "always";
process.env.LOG_LEVEL ??= "warn";
process.env.NODE_ENV ??= "production";
// The admin e2e adds a collector source served by a local fixture site on loopback.
process.env.COLLECTOR_ALLOW_PRIVATE_HOSTS ??= "true";
process.env.COLLECTOR_HOST_DELAY_MS ??= "0";
delete process.env.DATABASE_URL;
// The board stands behind one trusted proxy here, as in production: the rightmost X-Forwarded-For entry is the
// client's address, so a spec can speak from different networks honestly (tests/e2e/trust.spec.ts's reporters).
// A request without the header is the socket's address, as before.
process.env.TRUST_PROXY ??= "true";

// Accounts: a loopback SMTP server and a local JWKS stand in for mail and Google (see accounts-test-services.ts).
await (await import("./accounts-test-services")).startAccountTestServices();
await import("../../server/index");
