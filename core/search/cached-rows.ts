import { jobRecordsByIds, toJobView, type JobView } from "../jobs";
import type { SearchIndex } from "./search-index";

/** A job's read shape as the index's row cache keeps it, with its JSON text once the search API has sent it. */
export interface CachedRow {
  readonly view: JobView;
  json?: string;
}

/**
 * The rows of these jobs, in the order given: from the index's row cache when shown recently (a job's entry is
 * dropped the moment the change log names it), else one primary-key read. Jobs no longer there are left out.
 * The rows are the cache's own: callers copy a view before changing it.
 */
export async function cachedRows(ids: number[], index?: SearchIndex): Promise<CachedRow[]> {
  if (ids.length === 0) return [];
  const byId = new Map<number, CachedRow>();
  const missing: number[] = [];
  for (const id of ids) {
    const cached = index?.rows.get(id) as CachedRow | undefined;
    if (cached) byId.set(id, cached);
    else missing.push(id);
  }
  if (missing.length) {
    for (const record of await jobRecordsByIds(missing)) {
      const row: CachedRow = { view: toJobView(record) };
      index?.rows.set(record.id, row);
      byId.set(record.id, row);
    }
  }
  return ids.map((id) => byId.get(id)).filter((row): row is CachedRow => row !== undefined);
}

/** The row's JSON text, made on first use and kept with it. */
export function rowJson(row: CachedRow): string {
  row.json ??= JSON.stringify(row.view);
  return row.json;
}
