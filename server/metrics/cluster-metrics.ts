import cluster, { type Worker as ClusterWorker } from "node:cluster";
import type { EventEmitter } from "node:events";
import { Worker as ThreadWorker } from "node:worker_threads";
import { AggregatorRegistry, type MetricObjectWithValues, type MetricValue, type Registry } from "prom-client";
import { onMessageFromMain, sendToMain } from "../main-channel";

/**
 * One scrape for the whole server (decision 054): the main thread asks every HTTP worker for its registry (a cluster
 * worker over the cluster's IPC channel, a worker thread of SEARCH_INDEX_SHARING=threads over its port; the same
 * messages either way, server/main-channel.ts), adds its own and sums them with prom-client's aggregator (each metric
 * says how: sum, or max for the search index every worker copies). prom-client's AggregatorRegistry.clusterMetrics()
 * would leave out the main process, which owns the mail and collection queues, and knows no threads, so the asking is
 * done here.
 */
type Metrics = MetricObjectWithValues<MetricValue<string>>[];
export type MetricsMessage =
  | { type: "metrics-request"; requestId: number }
  | { type: "metrics-response"; requestId: number; metrics?: Metrics; error?: string };

type HttpWorker = ClusterWorker | ThreadWorker;

const workerAnswerMs = 3_000;
let nextRequestId = 1;

/** In an HTTP worker (process or thread): answers the main thread's requests with this worker's registry. */
export function answerMetricsRequests(registry: Registry): void {
  onMessageFromMain((message) => {
    const request = message as MetricsMessage | null;
    if (request?.type !== "metrics-request") return;
    registry.getMetricsAsJSON().then(
      (metrics) =>
        sendToMain({
          type: "metrics-response",
          requestId: request.requestId,
          metrics: metrics as Metrics,
        } satisfies MetricsMessage),
      (error: Error) =>
        sendToMain({
          type: "metrics-response",
          requestId: request.requestId,
          error: error.message,
        } satisfies MetricsMessage),
    );
  });
}

/**
 * In the main thread: every live HTTP worker's metrics and its own, summed, in Prometheus text format. The cluster's
 * workers are found through node:cluster; worker threads have no such list, so the caller names them.
 */
export async function gatherServerMetrics(
  own: Registry,
  threads: Iterable<ThreadWorker> = [],
): Promise<{ contentType: string; body: string }> {
  const workers: HttpWorker[] = [
    ...Object.values(cluster.workers ?? {}).filter((worker): worker is ClusterWorker => !!worker?.isConnected()),
    // An exited thread's id is -1.
    ...[...threads].filter((thread) => thread.threadId >= 0),
  ];
  const answers = await Promise.all(workers.map(askWorker));
  const all = [
    (await own.getMetricsAsJSON()) as Metrics,
    ...answers.filter((answer): answer is Metrics => answer !== undefined),
  ];
  const registry = AggregatorRegistry.aggregate(all);
  return { contentType: registry.contentType, body: await registry.metrics() };
}

/** A worker that does not answer in time (busy, or exiting) is left out of this scrape; jobboard_processes shows it. */
function askWorker(worker: HttpWorker): Promise<Metrics | undefined> {
  const requestId = nextRequestId++;
  // Both kinds of worker say 'message' and 'exit' alike; only the sending differs.
  const events: EventEmitter = worker;
  return new Promise((resolve) => {
    const done = (metrics: Metrics | undefined) => {
      clearTimeout(timer);
      events.off("message", onMessage);
      events.off("exit", onExit);
      resolve(metrics);
    };
    const onMessage = (message: MetricsMessage) => {
      if (message?.type === "metrics-response" && message.requestId === requestId) done(message.metrics);
    };
    const onExit = () => done(undefined);
    const timer = setTimeout(() => done(undefined), workerAnswerMs);
    events.on("message", onMessage);
    events.once("exit", onExit);
    const request: MetricsMessage = { type: "metrics-request", requestId };
    try {
      if (worker instanceof ThreadWorker) worker.postMessage(request);
      else worker.send(request);
    } catch {
      done(undefined);
    }
  });
}
