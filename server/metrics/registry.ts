import { Gauge, Registry, collectDefaultMetrics } from "prom-client";
import { boardPart, currentPart } from "../../config/board";

/**
 * This process's metrics (decision 054). Each process of `npm start` (the main one and every
 * HTTP worker) keeps its own registry; the main process sums them on a scrape
 * (cluster-metrics.ts), so memory, CPU and request counts are the whole server's.
 */
const registryPart = boardPart("metrics-registry", () => {
  const registry = new Registry();
  // Memory (heap, RSS), CPU, event-loop lag, handles, GC: prom-client's standard set.
  collectDefaultMetrics({ register: registry });
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
    help: "Processes of the server that answered this scrape, by role",
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
