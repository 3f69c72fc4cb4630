// The collector's public surface for the server and other features.
export { collectorJobs, closeExpiredJobs, enqueueDueSources } from "./scheduler";
export { runSources } from "./runs/run-sources";
export { listRecentRuns } from "./runs/runs.service";
export { listSources, saveSource, findSource, removeSource, setSourcePaused } from "./sources/sources.service";
export { collectorQueueCounts, type CollectorQueueCounts } from "./runs/queue-counts";
export { sourceEntrySchema, sourceTypes, type Source } from "./collector.schema";
export type { RunSummary } from "./runs/run-source";
