import "./check-env";
import { isMainThread, parentPort } from "node:worker_threads";
import { runWithBoard } from "../config/board";
import { loadEnvOrExit } from "../config/env";
import { openDatabase } from "../db/client";
import { closeBoard, createBoard } from "./board";
import type { WorkerMessage } from "./cluster-workers";
import { startHttpServer } from "./http-server";
import { logger } from "./logger";
import { onMessageFromMain, sendToMain } from "./main-channel";
import { answerMetricsRequests } from "./metrics/cluster-metrics";
import { processRegistry, registerProcess } from "./metrics/registry";
import { SharedBaseReaderChannel } from "./search-sharing";

/**
 * One HTTP worker process of `npm start` (node:cluster, decision 022). The main process has
 * started the database, applied migrations and loaded demo data; it hands the database's URL over
 * as DATABASE_URL. The worker connects, makes its board (decision 135), serves on the shared port
 * and keeps its own search index, which follows the change log like any other process's. It stops
 * when the main process says so (or on SIGTERM/SIGINT, which a terminal sends to every process of the group).
 *
 * With SEARCH_INDEX_SHARING=threads it runs as a worker thread of the main process instead (server/thread-workers.ts):
 * the same, except that its search index reads the main thread's one in shared memory (decision 193).
 */
const settings = loadEnvOrExit();
const handle = openDatabase(settings.DATABASE_URL!, settings.DATABASE_POOL_SIZE);
const board = createBoard(settings, handle, isMainThread ? undefined : new SharedBaseReaderChannel(parentPort!));
runWithBoard(board, () => {
  registerProcess("worker", settings.DATABASE_POOL_SIZE);
  answerMetricsRequests(processRegistry());
});
const http = await startHttpServer(board, settings, process.cwd());
sendToMain({ type: "listening", port: http.port } satisfies WorkerMessage);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  const forceExit = setTimeout(() => {
    logger.error(`worker ${process.pid}: in-flight requests did not finish within 10 s; exiting anyway`);
    process.exit(1);
  }, 10_000);
  forceExit.unref();
  // The index's build or snapshot write stops at once; the pool's close would otherwise wait for it.
  await Promise.all([http.close(), closeBoard(board)]);
  await handle.close();
  process.exit(0);
}
onMessageFromMain((message) => {
  if ((message as WorkerMessage | null)?.type === "stop") void stop();
});
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
