import "./check-env";
import path from "node:path";
import type { Worker } from "node:worker_threads";
import { runWithBoard } from "../config/board";
import { loadEnvOrExit } from "../config/env";
import { applyAdminEmails, sessionSecret } from "../core/accounts";
import { startMailWorker } from "../core/mail";
import { startJobRunner } from "../core/shared/job-runner";
import { backgroundJobs } from "./background-jobs";
import { connectDatabase } from "../db/connect";
import { isCatalogEmpty, loadDemoData } from "../db/seed/load";
import { closeBoard, createBoard } from "./board";
import { ensureBuild } from "./build-check";
import { startWorkers } from "./cluster-workers";
import { renewSharedIndex, searchIndex } from "../core/search";
import { SharedBaseOwnerChannel } from "./search-sharing";
import { collectAllGarbageSoon } from "../core/shared/full-collection";
import { startWorkerThreads } from "./thread-workers";
import { shownAddress } from "./shown-address";
import { logger } from "./logger";
import { gatherServerMetrics } from "./metrics/cluster-metrics";
import { startMetricsServer, type MetricsServer } from "./metrics/metrics-server";
import { processRegistry, registerProcess } from "./metrics/registry";
import { registerQueueMetrics } from "./metrics/state-metrics";

/**
 * `npm start`: build if needed, start the database, load demo data on first start, then serve:
 * from WEB_CONCURRENCY worker processes (server/worker.ts), or from this process when it is 1.
 * This process starts and stops the database once, whatever the number of workers.
 */
const settings = loadEnvOrExit();
const projectDir = process.cwd();
// The board this process runs (decision 135): the start sequence, the schedules and workers it starts and every request
// run in its scope, so that core/ reaches its database, settings and search index.
// With SEARCH_INDEX_SHARING=threads the HTTP workers are threads reading this thread's one search index (decision 193).
const sharedSearch =
  settings.SEARCH_INDEX_SHARING === "threads" && settings.WEB_CONCURRENCY > 1
    ? new SharedBaseOwnerChannel(
        () => runWithBoard(board, renewSharedIndex),
        logger,
        () => collectAllGarbageSoon(),
      )
    : undefined;
const board = createBoard(settings, undefined, sharedSearch);
await runWithBoard(board, start);

async function start(): Promise<void> {
  try {
    ensureBuild(projectDir, (message) => logger.info(message));
  } catch (error) {
    logger.fatal(`Cannot start: ${(error as Error).message}`);
    process.exit(1);
  }

  let connection: Awaited<ReturnType<typeof connectDatabase>>;
  try {
    connection = await connectDatabase({ log: (message) => logger.debug({ postgres: message }), supervise: logger });
  } catch (error) {
    const where = settings.DATABASE_URL
      ? "the database named by DATABASE_URL"
      : `the embedded database in ${path.resolve(settings.DATA_DIR, "pg")}`;
    logger.fatal(`Cannot start: ${where} could not be opened: ${(error as Error).message}`);
    process.exit(1);
  }

  const seedWanted =
    settings.SEED_DEMO_DATA === "always" || (settings.SEED_DEMO_DATA === "auto" && !settings.DATABASE_URL);
  if (seedWanted && (await isCatalogEmpty(connection.handle.sql))) {
    const started = Date.now();
    const result = await loadDemoData(connection.handle.sql);
    logger.info(
      `loaded the demo data: ${result.jobs} jobs from ${result.companies} companies in ${Date.now() - started} ms`,
    );
  }

  if (settings.ADMIN_EMAILS.length) {
    const promoted = await applyAdminEmails(settings.ADMIN_EMAILS);
    if (promoted.length) logger.info(`ADMIN_EMAILS: made ${promoted.join(", ")} admin`);
  }

  // Every scheduled job, on this process's one pg-boss (decision 169); a failure here must not keep the site down.
  const jobRunner = await startJobRunner(
    backgroundJobs((message) => logger.info(message)),
    {
      log: (message) => logger.info(message),
      logError: (message) => logger.error(message),
    },
  ).catch((error: Error) => {
    logger.error(`the job runner did not start: ${error.message}`);
    return undefined;
  });

  // Delivers the mail queue (decision 050); run by this process only: the workers serve HTTP.
  const mailWorker = startMailWorker();

  const workers = settings.WEB_CONCURRENCY;
  // Made (or read) here once, so that workers starting together never race to create DATA_DIR/session-secret.
  sessionSecret();
  type HttpServing = { port: number; close(): Promise<void> };
  // The HTTP worker threads of SEARCH_INDEX_SHARING=threads, for /metrics to ask (node:cluster lists its own workers).
  const workerThreads = new Set<Worker>();
  let metricsServer: MetricsServer | undefined;
  let startingHttp: Promise<HttpServing> | undefined;
  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received: finishing in-flight requests`);
    const forceExit = setTimeout(() => {
      logger.error("in-flight requests did not finish within 15 s; exiting anyway");
      process.exit(1);
    }, 15_000);
    forceExit.unref();
    // This process's board (its index: alert runs; the served one with WEB_CONCURRENCY=1): a build or a snapshot
    // write stops at once, instead of holding in-flight requests and the pool's close.
    const boardClosed = closeBoard(board);
    // A signal during start (one worker may already answer while another starts) waits for the start to end.
    const serving = await startingHttp?.catch(() => undefined);
    await serving?.close();
    await metricsServer?.close();
    await jobRunner?.stop().catch(() => {});
    await mailWorker.stop();
    await boardClosed;
    await connection.close();
    logger.info("stopped cleanly");
    process.exit(0);
  }
  // A signal arrives outside any scope: the shutdown runs for the board.
  process.on("SIGTERM", () => void runWithBoard(board, () => shutdown("SIGTERM")));
  process.on("SIGINT", () => void runWithBoard(board, () => shutdown("SIGINT")));
  // Before the workers: /metrics answers (for the workers that already do) once the board does.
  if (settings.METRICS_PORT !== undefined) metricsServer = await startMetrics(settings.METRICS_PORT);
  try {
    startingHttp =
      workers === 1
        ? serveHere()
        : sharedSearch
          ? startThreads(sharedSearch)
          : startWorkers({ count: workers, env: { DATABASE_URL: connection.url }, log: logger });
    const http = await startingHttp;
    if (!stopping) {
      logger.info(
        `Startup job board listening on ${shownAddress(settings, http.port)} ` +
          `(${workers === 1 ? "1 process" : sharedSearch ? `${workers} worker threads sharing one search index` : `${workers} worker processes`})`,
      );
      if (!settings.PUBLIC_URL)
        logger.warn(`PUBLIC_URL is not set: links in e-mail point to http://localhost:${http.port}`);
    }
  } catch (error) {
    logger.fatal(`Cannot start: the HTTP server did not start: ${(error as Error).message}`);
    await connection.close();
    process.exit(1);
  }

  /**
   * This process serves by itself. The HTTP stack (Hono, the API's routes and their OpenAPI schemas, the page build) is
   * loaded only then: with workers this process never serves, and it held all of it besides its threads' copies.
   */
  async function serveHere(): Promise<HttpServing> {
    const { startHttpServer } = await import("./http-server");
    return startHttpServer(board, settings, projectDir);
  }

  /**
   * The HTTP worker threads, and this thread's index that they read: loaded now and kept following the change log
   * (every few seconds, so that its periodic snapshot and the base the threads move to are written on time).
   */
  async function startThreads(owner: SharedBaseOwnerChannel) {
    const keepIndex = () =>
      runWithBoard(board, searchIndex).catch((error: Error) =>
        logger.error(`the search index could not be built yet: ${error.message}`),
      );
    void keepIndex();
    setInterval(keepIndex, 5_000).unref();
    const pool = await startWorkerThreads({
      count: workers,
      port: settings.PORT,
      env: { DATABASE_URL: connection.url },
      log: logger,
      onWorker: (worker) => {
        owner.attach(worker);
        workerThreads.add(worker);
        worker.once("exit", () => workerThreads.delete(worker));
      },
    });
    process.on("SIGUSR2", () => {
      logger.warn("SIGUSR2: ending one HTTP worker thread at once (it is replaced)");
      pool.terminateOne();
    });
    return pool;
  }

  /** /metrics on its own port (decision 054); a port already taken is logged, and the board serves on without it. */
  async function startMetrics(port: number): Promise<MetricsServer | undefined> {
    registerProcess("main", settings.DATABASE_POOL_SIZE);
    registerQueueMetrics();
    const registry = processRegistry();
    try {
      const server = await startMetricsServer({
        port,
        host: settings.METRICS_HOST,
        token: settings.METRICS_TOKEN,
        gather: () => gatherServerMetrics(registry, workerThreads),
        log: logger,
      });
      logger.info(
        `metrics at http://${settings.METRICS_HOST}:${server.port}/metrics${settings.METRICS_TOKEN ? " (Bearer METRICS_TOKEN)" : ""}`,
      );
      return server;
    } catch (error) {
      logger.error(`metrics: cannot listen on ${settings.METRICS_HOST}:${port}: ${(error as Error).message}`);
      return undefined;
    }
  }
}
