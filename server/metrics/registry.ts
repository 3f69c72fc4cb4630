import { isMainThread } from "node:worker_threads";
import { Gauge, Registry, collectDefaultMetrics } from "prom-client";
import { boardPart, currentPart } from "../../config/board";

/**
 * This process's (or worker thread's) metrics (decision 054). Each process of `npm start` (the main one and every
 * HTTP worker) keeps its own registry; the main process sums them on a scrape
 * (cluster-metrics.ts), so memory, CPU and request counts are the whole server's.
 */
const registryPart = boardPart("metrics-registry", () => {
  const registry = new Registry();
  // Memory (heap, RSS), CPU, event-loop lag, handles, GC: prom-client's standard set.
  collectDefaultMetrics({ register: registry });
  // A worker thread (SEARCH_INDEX_SHARING=threads) shares its process with the main thread: the process's own figures
  // (process_*: resident memory, CPU, open files, read from the whole process) are the main thread's to give, or the
  // scrape's sum would count them once per thread. Its heap, GC and event loop are its own and stay.
  if (!isMainThread)
    for (const metric of registry.getMetricsAsArray())
      if (metric.name.startsWith("process_")) registry.removeSingleMetric(metric.name);
  return registry;
});

/** The current board's registry (config/board.ts): one per board, so one per process of `npm start`. */
export function processRegistry(): Registry {
  return currentPart(registryPart);
}

/**
 * Counts the processes that answered a scrape, by role (1 each, summed across processes), and
 * the connections their pools may open (DATABASE_POOL_SIZE each).
 */
export function registerProcess(role: "main" | "worker", poolSize: number): void {
  const registry = processRegistry();
  if (registry.getSingleMetric("jobboard_processes")) return;
  const processes = new Gauge({
    name: "jobboard_processes",
    help: "Processes (or worker threads) of the server that answered this scrape, by role",
    labelNames: ["role"],
    registers: [registry],
  });
  processes.set({ role }, 1);
  const poolMax = new Gauge({
    name: "jobboard_db_pool_max",
    help: "PostgreSQL connections the board's pools may open, all processes together",
    registers: [registry],
  });
  poolMax.set(poolSize);
}
