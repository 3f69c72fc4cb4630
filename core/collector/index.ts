// core/collector: collecting jobs from companies' own sites and feeds (sources, runs, adapters, the collector's schedule).
// Its door (decision 196): the rest of the board imports core/collector only from here.
export { collectorJobs, closeExpiredJobs, enqueueDueSources } from "./scheduler";
export { runSources } from "./runs/run-sources";
export { listRecentRuns } from "./runs/runs.service";
export { listSources, saveSource, findSource, removeSource, setSourcePaused } from "./sources/sources.service";
export { collectorQueueCounts, type CollectorQueueCounts } from "./runs/queue-counts";
export { sourceEntrySchema, sourceTypes, type Source } from "./collector.schema";
export type { RunSummary } from "./runs/run-source";
