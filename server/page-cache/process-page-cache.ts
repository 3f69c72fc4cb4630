import { Counter, Gauge } from "prom-client";
import { boardPart, currentPart } from "../../config/board";
import { env } from "../../config/env";
import { processRegistry } from "../metrics/registry";
import { ChangeWatch } from "./change-watch";
import { PageCache } from "./page-cache";

/**
 * This process's rendered-page cache and its change watch, made on first use with PAGE_CACHE_MB (0: no cache;
 * the pages still get their validators and 304s), and its counts in /metrics (summed over the workers).
 */
export interface ProcessPageCache {
  cache: PageCache | null;
  watch: ChangeWatch;
}

/** The current board's (config/board.ts), made on its first page request. */
const pageCachePart = boardPart<{ current?: ProcessPageCache }>("page-cache", () => ({}));

export function processPageCache(): ProcessPageCache {
  const holder = currentPart(pageCachePart);
  if (holder.current) return holder.current;
  const megabytes = env().PAGE_CACHE_MB;
  const cache = megabytes > 0 ? new PageCache(megabytes * 1024 * 1024) : null;
  const watch = new ChangeWatch(() => cache?.clear());
  holder.current = { cache, watch };
  registerPageCacheMetrics(cache);
  return holder.current;
}

function registerPageCacheMetrics(cache: PageCache | null): void {
  const registry = processRegistry();
  if (!cache || registry.getSingleMetric("jobboard_page_cache_hits_total")) return;
  const counter = (name: string, help: string, read: () => number) => {
    let reported = 0;
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        const now = read();
        this.inc(Math.max(0, now - reported));
        reported = now;
      },
    });
  };
  counter(
    "jobboard_page_cache_hits_total",
    "Anonymous public page requests answered from the rendered-page cache",
    () => cache.counts.hits,
  );
  counter(
    "jobboard_page_cache_misses_total",
    "Anonymous public page requests the rendered-page cache did not hold (rendered)",
    () => cache.counts.misses,
  );
  counter(
    "jobboard_page_cache_invalidations_total",
    "Times the rendered-page cache was emptied (a change in the change log, a failed read of it)",
    () => cache.counts.invalidations,
  );
  new Gauge({
    name: "jobboard_page_cache_bytes",
    help: "Bytes held by the rendered-page caches",
    registers: [registry],
    collect() {
      this.set(cache.stats().bytes);
    },
  });
  new Gauge({
    name: "jobboard_page_cache_entries",
    help: "Pages held by the rendered-page caches",
    registers: [registry],
    collect() {
      this.set(cache.stats().entries);
    },
  });
}
