import { Gauge, type Registry } from "prom-client";
import { currentBoard, runWithBoard } from "../../config/board";
import { collectorQueueCounts } from "../../core/collector";
import { mailQueueCounts } from "../../core/mail";
import { searchIndexStats } from "../../core/search";
import { poolStats } from "../../db/pool-stats";
import { processRegistry } from "./registry";

/**
 * Gauges read at scrape time from this process or from PostgreSQL. Each query gets a short
 * deadline and a failure leaves its gauges empty: a scrape while the database is away still
 * answers, with the process's own figures.
 */
const queryDeadlineMs = 2_000;

async function withinDeadline<T>(read: () => Promise<T>): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), queryDeadlineMs);
  });
  try {
    return await Promise.race([read(), deadline]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

function gauge(
  registry: Registry,
  name: string,
  help: string,
  options: { labelNames?: string[]; aggregator?: "sum" | "max" } = {},
): Gauge {
  return (
    (registry.getSingleMetric(name) as Gauge | undefined) ??
    new Gauge({
      name,
      help,
      labelNames: options.labelNames ?? [],
      aggregator: options.aggregator ?? "sum",
      registers: [registry],
    })
  );
}

/**
 * Gives several gauges one collect: prom-client reads every metric of a scrape at once, so each
 * waits for the same single read (one query per scrape), which empties them and fills them again.
 */
function collectTogether(metrics: Gauge[], fill: () => Promise<void>): void {
  let reading: Promise<void> | undefined;
  // A scrape arrives from outside any request (the metrics server, a message from the main process): the reads are for
  // the board whose registry these gauges are in, the one current when they are registered (decision 135).
  const board = currentBoard();
  const collect = async () => {
    reading ??= runWithBoard(board, async () => {
      for (const metric of metrics) metric.reset();
      await fill();
    }).finally(() => (reading = undefined));
    await reading;
  };
  for (const metric of metrics) Object.assign(metric, { collect });
}

/**
 * The search index of a process that serves HTTP. Every worker holds its own copy of the same
 * index, so the figures are the largest across workers, not their sum.
 */
export function registerSearchMetrics(registry = processRegistry()): void {
  if (registry.getSingleMetric("jobboard_search_index_documents")) return;
  const documents = gauge(
    registry,
    "jobboard_search_index_documents",
    "Open jobs in the search index (largest across workers)",
    { aggregator: "max" },
  );
  const build = gauge(
    registry,
    "jobboard_search_index_build_seconds",
    "Time the last full load of the search index took (longest across workers)",
    { aggregator: "max" },
  );
  const pending = gauge(
    registry,
    "jobboard_search_index_pending_changes",
    "Committed job changes the search index has not applied yet (most across workers)",
    { aggregator: "max" },
  );
  const lag = gauge(
    registry,
    "jobboard_search_index_lag_seconds",
    "Age of the oldest change the search index has not applied yet (largest across workers)",
    { aggregator: "max" },
  );
  collectTogether([documents, build, pending, lag], async () => {
    const stats = await withinDeadline(searchIndexStats);
    if (!stats) return;
    documents.set(stats.documents);
    build.set(stats.buildSeconds);
    pending.set(stats.pendingChanges);
    lag.set(stats.lagSeconds);
  });
}

/** The queues and the database pool: read once by the main process, so that nothing is counted twice. */
export function registerQueueMetrics(registry = processRegistry()): void {
  if (registry.getSingleMetric("jobboard_mail_queue_pending")) return;
  const mailPending = gauge(
    registry,
    "jobboard_mail_queue_pending",
    "Mails waiting in the queue (mail_outbox) for their first or next try",
  );
  const mailFailed = gauge(
    registry,
    "jobboard_mail_queue_failed",
    "Mails that failed their last try and wait for an admin (mail_outbox)",
  );
  const mailOldest = gauge(
    registry,
    "jobboard_mail_queue_oldest_pending_seconds",
    "Age of the oldest mail still waiting to be sent",
  );
  const collectorQueued = gauge(
    registry,
    "jobboard_collector_queue_queued",
    "Source runs queued in pg-boss and not yet started",
  );
  const collectorActive = gauge(
    registry,
    "jobboard_collector_queue_active",
    "Source runs started by pg-boss and not yet finished",
  );
  const collectorRuns = gauge(
    registry,
    "jobboard_collector_runs",
    "Collection runs recorded in collector_runs, by how they ended",
    { labelNames: ["status"] },
  );
  const connections = gauge(
    registry,
    "jobboard_db_connections",
    "The board's PostgreSQL connections by state, as pg_stat_activity shows them (every process)",
    { labelNames: ["state"] },
  );
  const waitingOnLock = gauge(
    registry,
    "jobboard_db_connections_waiting_on_lock",
    "The board's active PostgreSQL connections waiting for a lock",
  );

  collectTogether([mailPending, mailFailed, mailOldest], async () => {
    const counts = await withinDeadline(mailQueueCounts);
    if (!counts) return;
    mailPending.set(counts.pending);
    mailFailed.set(counts.failed);
    mailOldest.set(counts.oldestPendingSeconds);
  });
  collectTogether([collectorQueued, collectorActive, collectorRuns], async () => {
    const counts = await withinDeadline(collectorQueueCounts);
    if (!counts) return;
    collectorQueued.set(counts.queued);
    collectorActive.set(counts.active);
    for (const [status, count] of Object.entries(counts.runs)) collectorRuns.set({ status }, count);
  });
  collectTogether([connections, waitingOnLock], async () => {
    const stats = await withinDeadline(poolStats);
    if (!stats) return;
    for (const [state, count] of Object.entries(stats.connections)) connections.set({ state }, count);
    waitingOnLock.set(stats.waitingOnLock);
  });
}
