import { BoundedCache, type SearchIndex } from "../search";
import { jobFacts, type MatchableJob } from "./job-facts";

/**
 * The scoring fields of jobs, kept in process memory beside the search index so that a
 * recommendation reads only the jobs it has not scored since they last changed (decision 073).
 *
 * Each entry carries the index's version of the job (`SearchIndex.versionOf`, its slot) at the
 * moment it was read. The index re-adds a job under a new version whenever the change log names it
 * (any write to the job, its company or its category, in any process), and a rebuild makes a new
 * index, whose cache starts empty: an entry whose version is not the job's current one is read
 * again. The version is taken before the read, so a row read from PostgreSQL is never older than the
 * version it is kept under. Jobs not in the index (closed, expired, not yet indexed) are read every
 * time and never kept, exactly as before.
 */
const FACTS_KEPT = 30_000;
const caches = new WeakMap<SearchIndex, BoundedCache<number, { version: number; facts: MatchableJob }>>();

export async function indexedJobFacts(
  index: SearchIndex,
  ids: number[],
  read: (ids: number[]) => Promise<MatchableJob[]> = jobFacts,
): Promise<MatchableJob[]> {
  let cache = caches.get(index);
  if (!cache) caches.set(index, (cache = new BoundedCache(FACTS_KEPT)));
  const found: MatchableJob[] = [];
  const missing = new Map<number, number | undefined>();
  for (const id of ids) {
    const version = index.versionOf(id);
    const kept = cache.get(id);
    if (kept && version !== undefined && kept.version === version) found.push(kept.facts);
    else missing.set(id, version);
  }
  if (missing.size === 0) return found;
  for (const facts of await read([...missing.keys()])) {
    const version = missing.get(facts.id);
    if (version !== undefined && facts.status === "open") cache.set(facts.id, { version, facts });
    found.push(facts);
  }
  return found;
}
