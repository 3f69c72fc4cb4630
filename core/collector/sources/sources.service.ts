import { sql } from "../../../db/client";
import type { Source, SourceEntry } from "../collector.schema";
import { reconcileStatus } from "../store/reconcile-status";

interface SourceRecord {
  id: number;
  company_name: string;
  type: Source["type"];
  url: string;
  website: string | null;
  paused: boolean;
}

const toSource = (row: SourceRecord): Source => ({
  id: row.id,
  companyName: row.company_name,
  type: row.type,
  url: row.url,
  website: row.website,
  paused: row.paused,
});

export async function listSources(): Promise<Source[]> {
  return (
    await sql()<SourceRecord[]>`SELECT id, company_name, type, url, website, paused FROM collector_sources ORDER BY id`
  ).map(toSource);
}

/** A source by its number or its exact URL. */
export async function findSource(idOrUrl: string): Promise<Source | undefined> {
  const id = /^\d+$/.test(idOrUrl) ? Number(idOrUrl) : -1;
  const [row] = await sql()<SourceRecord[]>`
    SELECT id, company_name, type, url, website, paused FROM collector_sources WHERE id = ${id} OR url = ${idOrUrl}`;
  return row ? toSource(row) : undefined;
}

/** Adds a source, or updates the one with the same URL (its paused state is kept). */
export async function saveSource(entry: SourceEntry): Promise<{ source: Source; created: boolean }> {
  const [row] = await sql()<(SourceRecord & { created: boolean })[]>`
    INSERT INTO collector_sources (company_name, type, url, website)
    VALUES (${entry.company}, ${entry.type}, ${entry.url}, ${entry.website ?? null})
    ON CONFLICT (url) DO UPDATE SET company_name = excluded.company_name, type = excluded.type,
      website = excluded.website, updated_at = now()
    RETURNING id, company_name, type, url, website, paused, (xmax = 0) AS created`;
  return { source: toSource(row), created: row.created };
}

export async function setSourcePaused(source: Source, paused: boolean): Promise<void> {
  await sql()`UPDATE collector_sources SET paused = ${paused}, updated_at = now() WHERE id = ${source.id}`;
}

/**
 * Removes a source. Its jobs close first (they would otherwise stay open with nobody
 * keeping them true); a copy of the same opening from another source then shows instead.
 */
export async function removeSource(source: Source): Promise<{ closedJobs: number }> {
  return sql().begin(async (tx) => {
    await tx`UPDATE jobs SET removed_at = coalesce(removed_at, now()) WHERE collector_source_id = ${source.id}`;
    const closedJobs = await reconcileStatus(tx, { sourceId: source.id });
    await tx`DELETE FROM collector_sources WHERE id = ${source.id}`;
    return { closedJobs };
  });
}
