import path from "node:path";
import type { Env } from "../config/env";
import { SearchIndex, configureSearchSnapshots, type SharedBases } from "../core/search";
import { logger } from "./logger";

/**
 * With SEARCH_SNAPSHOTS (on by default), this process's search index starts from the snapshot in
 * DATA_DIR/search-index when there is a usable one and writes one after a full build (decision
 * 023). Called before anything, the page bundle included, can ask for the index: by every
 * cluster worker and by the main process (its alert runs search too). SEARCH_ANSWER_CACHE=false
 * turns off the recent-answers cache of the indexes made after, so that a benchmark measures computed searches.
 * `shared`: with SEARCH_INDEX_SHARING=threads, the main thread owns the one index and each HTTP worker thread reads it.
 */
export function configureSearchFromSettings(settings: Env, shared?: SharedBases): void {
  SearchIndex.answerCacheByDefault = settings.SEARCH_ANSWER_CACHE;
  if (settings.SEARCH_SNAPSHOTS)
    configureSearchSnapshots({
      dir: path.resolve(settings.DATA_DIR, "search-index"),
      log: (message) => logger.info(message),
      shared,
    });
}
