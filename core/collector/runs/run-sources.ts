import { sql } from "../../../db/client";
import type { Source } from "../collector.schema";
import { createFetcher } from "../fetch/create-fetcher";
import type { Fetcher } from "../fetch/http-fetcher";
import { runSource, type RunSummary } from "./run-source";

export interface RunProgress {
  sourcesDone: number;
  sourcesTotal: number;
  postingsStored: number;
  lastFinished?: RunSummary;
}

export interface RunSourcesOptions {
  fetcher?: Fetcher;
  /** Sources collected at once; the per-host limiter still keeps each host at 2 requests. */
  concurrency?: number;
  batchSize?: number;
  signal?: AbortSignal;
  /** Apply links checked per source after its collection (check-apply-links.ts); none unless said. */
  linkChecks?: number;
  onProgress?: (progress: RunProgress) => void;
}

/**
 * Each running source holds one pooled connection for its lock and needs another
 * for its transactions, so at most half the pool runs at once (else they deadlock
 * waiting for each other's connections).
 */
function sourceConcurrency(wanted: number): number {
  const poolSize = Number((sql().options as { max?: number }).max ?? 10);
  return Math.max(1, Math.min(wanted, Math.floor(poolSize / 2)));
}

/** Collects the given sources side by side; each fails alone. */
export async function runSources(sources: Source[], options: RunSourcesOptions = {}): Promise<RunSummary[]> {
  const fetcher = options.fetcher ?? createFetcher();
  const progress: RunProgress = { sourcesDone: 0, sourcesTotal: sources.length, postingsStored: 0 };
  const summaries: RunSummary[] = [];
  const queue = [...sources];
  const worker = async () => {
    for (let source = queue.shift(); source; source = queue.shift()) {
      const summary = await runSource(source, {
        fetcher,
        batchSize: options.batchSize,
        signal: options.signal,
        linkChecks: options.linkChecks,
        onStored: (count) => {
          progress.postingsStored += count;
          options.onProgress?.({ ...progress });
        },
      });
      summaries.push(summary);
      progress.sourcesDone += 1;
      options.onProgress?.({ ...progress, lastFinished: summary });
    }
  };
  await Promise.all(
    Array.from({ length: Math.min(sourceConcurrency(options.concurrency ?? 8), Math.max(1, sources.length)) }, worker),
  );
  return summaries;
}
