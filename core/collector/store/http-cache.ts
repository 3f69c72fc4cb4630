import type { Queryable as Sql } from "../../../db/queryable";
import type { CacheEntry, HttpCacheReader } from "../adapters/adapter";
import { pgTextArray } from "./pg-array";

/** The stored validators of one source's site, read once per run. */
export async function loadHttpCache(sql: Sql, sourceUrl: string): Promise<HttpCacheReader> {
  const origin = new URL(sourceUrl).origin;
  const rows = await sql<{ url: string; etag: string | null; last_modified: string | null; external_ids: string[] }[]>`
    SELECT url, etag, last_modified, external_ids FROM collector_http_cache
    WHERE url = ${sourceUrl} OR (url >= ${origin + "/"} AND url < ${origin + "0"})`;
  const entries = new Map<string, CacheEntry>(
    rows.map((row) => [
      row.url,
      { url: row.url, etag: row.etag, lastModified: row.last_modified, externalIds: row.external_ids },
    ]),
  );
  return { get: async (url) => entries.get(url) };
}

/** Saved in the run's last transaction, after the postings are stored, so a 304 never hides unstored work. */
export async function saveHttpCache(sql: Sql, entries: CacheEntry[]): Promise<void> {
  const useful = entries.filter((entry) => entry.etag || entry.lastModified);
  for (let start = 0; start < useful.length; start += 1_000) {
    const rows = useful.slice(start, start + 1_000).map((entry) => ({
      url: entry.url,
      etag: entry.etag,
      last_modified: entry.lastModified,
      external_ids: pgTextArray(entry.externalIds),
    }));
    await sql`
      INSERT INTO collector_http_cache ${sql(rows)}
      ON CONFLICT (url) DO UPDATE SET etag = excluded.etag, last_modified = excluded.last_modified,
        external_ids = excluded.external_ids, updated_at = now()`;
  }
}
