import cluster from "node:cluster";
import { AggregatorRegistry, type MetricObjectWithValues, type MetricValue, type Registry } from "prom-client";

/**
 * One scrape for the whole server (decision 054): the main process asks every HTTP worker for
 * its registry over the cluster's IPC channel, adds its own and sums them with prom-client's
 * aggregator (each metric says how: sum, or max for the search index every worker copies).
 * prom-client's AggregatorRegistry.clusterMetrics() would leave out the main process, which
 * owns the mail and collection queues, so the asking is done here.
 */
type Metrics = MetricObjectWithValues<MetricValue<string>>[];
export type MetricsMessage =
  | { type: "metrics-request"; requestId: number }
  | { type: "metrics-response"; requestId: number; metrics?: Metrics; error?: string };

const workerAnswerMs = 3_000;
let nextRequestId = 1;

/** In an HTTP worker: answers the main process's requests with this process's registry. */
export function answerMetricsRequests(registry: Registry): void {
  process.on("message", (message: MetricsMessage) => {
    if (message?.type !== "metrics-request") return;
    registry.getMetricsAsJSON().then(
      (metrics) =>
        process.send?.({
          type: "metrics-response",
          requestId: message.requestId,
          metrics: metrics as Metrics,
        } satisfies MetricsMessage),
      (error: Error) =>
        process.send?.({
          type: "metrics-response",
          requestId: message.requestId,
          error: error.message,
        } satisfies MetricsMessage),
    );
  });
}

/** In the main process: every live worker's metrics and its own, summed, in Prometheus text format. */
export async function gatherServerMetrics(own: Registry): Promise<{ contentType: string; body: string }> {
  const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker?.isConnected());
  const answers = await Promise.all(workers.map((worker) => askWorker(worker!)));
  const all = [
    (await own.getMetricsAsJSON()) as Metrics,
    ...answers.filter((answer): answer is Metrics => answer !== undefined),
  ];
  const registry = AggregatorRegistry.aggregate(all);
  return { contentType: registry.contentType, body: await registry.metrics() };
}

/** A worker that does not answer in time (busy, or exiting) is left out of this scrape; jobboard_processes shows it. */
function askWorker(worker: import("node:cluster").Worker): Promise<Metrics | undefined> {
  const requestId = nextRequestId++;
  return new Promise((resolve) => {
    const done = (metrics: Metrics | undefined) => {
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("exit", onExit);
      resolve(metrics);
    };
    const onMessage = (message: MetricsMessage) => {
      if (message?.type === "metrics-response" && message.requestId === requestId) done(message.metrics);
    };
    const onExit = () => done(undefined);
    const timer = setTimeout(() => done(undefined), workerAnswerMs);
    worker.on("message", onMessage);
    worker.once("exit", onExit);
    try {
      worker.send({ type: "metrics-request", requestId } satisfies MetricsMessage);
    } catch {
      done(undefined);
    }
  });
}
