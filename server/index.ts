import "./check-env";
import { serve } from "@hono/node-server";
import path from "node:path";
import { loadEnvOrExit } from "../config/env";
import { startCollectorScheduler } from "../core/collector";
import { connectDatabase } from "../db/connect";
import { isCatalogEmpty, loadDemoData } from "../db/seed/load";
import { createApp } from "./app";
import { ensureBuild } from "./build-check";
import { logger } from "./logger";
import { createPageHandler, loadServerBuild } from "./react-router-handler";

/** `npm start`: build if needed, start the database, load demo data on first start, serve. */
const settings = loadEnvOrExit();
const projectDir = process.cwd();

try {
  ensureBuild(projectDir, (message) => logger.info(message));
} catch (error) {
  logger.fatal(`Cannot start: ${(error as Error).message}`);
  process.exit(1);
}

let connection: Awaited<ReturnType<typeof connectDatabase>>;
try {
  connection = await connectDatabase({ log: (message) => logger.debug({ postgres: message }) });
} catch (error) {
  const where = settings.DATABASE_URL ? "the database named by DATABASE_URL" : `the embedded database in ${path.resolve(settings.DATA_DIR, "pg")}`;
  logger.fatal(`Cannot start: ${where} could not be opened: ${(error as Error).message}`);
  process.exit(1);
}

const seedWanted = settings.SEED_DEMO_DATA === "always" || (settings.SEED_DEMO_DATA === "auto" && !settings.DATABASE_URL);
if (seedWanted && (await isCatalogEmpty(connection.handle.sql))) {
  const started = Date.now();
  const result = await loadDemoData(connection.handle.sql);
  logger.info(`loaded the demo data: ${result.jobs} jobs from ${result.companies} companies in ${Date.now() - started} ms`);
}

// Scheduled collection from career pages (issue 5); a failure here must not keep the site down.
const collectorScheduler = await startCollectorScheduler({ log: (message) => logger.info(message) }).catch((error: Error) => {
  logger.error(`the collector scheduler did not start: ${error.message}`);
  return undefined;
});

const buildDir = path.join(projectDir, "build");
const app = createApp({
  pageHandler: createPageHandler(await loadServerBuild(buildDir), "production"),
  clientDir: path.join(buildDir, "client"),
});

const server = serve({ fetch: app.fetch, port: settings.PORT, hostname: settings.HOST }, (info) => {
  const shown = settings.HOST === "0.0.0.0" || settings.HOST === "::" ? "localhost" : settings.HOST;
  logger.info(`Startup job board listening on http://${shown}:${info.port}`);
  if (!settings.PUBLIC_URL) logger.warn(`PUBLIC_URL is not set: links in e-mail point to http://localhost:${info.port}`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal} received: finishing in-flight requests`);
  const forceExit = setTimeout(() => {
    logger.error("in-flight requests did not finish within 10 s; exiting anyway");
    process.exit(1);
  }, 10_000);
  forceExit.unref();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  (server as import("node:http").Server).closeIdleConnections?.();
  await closed;
  await collectorScheduler?.stop().catch(() => {});
  await connection.close();
  logger.info("stopped cleanly");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
