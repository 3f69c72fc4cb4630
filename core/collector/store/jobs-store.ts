import type { Queryable as Sql } from "../../../db/queryable";
import type { JobRowValues } from "./job-rows";
import { pgTextArray } from "./pg-array";

export interface UpsertCounts {
  added: number;
  updated: number;
  /** The rows written (new or changed), by their stored external id. */
  written: { id: number; externalId: string }[];
}

const updatedColumns = [
  "company_id",
  "category_id",
  "title",
  "description",
  "skills",
  "employment_type",
  "workplace",
  "address",
  "locality",
  "region",
  "country",
  "postal_code",
  "min_experience",
  "max_experience",
  "salary_min",
  "salary_max",
  "salary_currency",
  "salary_unit",
  "education",
  "job_url",
  "date_posted",
  "valid_through",
  "collector_source_id",
  "content_hash",
  "dedupe_key",
  "equity_min",
  "equity_max",
] as const;

/**
 * Inserts new postings and rewrites changed ones, keyed by (source, external_id).
 * A row whose content hash is unchanged is not touched at all (so a re-run writes
 * nothing); a row that had disappeared from its source comes back. Status is left
 * to reconcileStatus, which runs in the same transaction.
 */
export async function upsertJobs(sql: Sql, rows: JobRowValues[]): Promise<UpsertCounts> {
  if (rows.length === 0) return { added: 0, updated: 0, written: [] };
  const assignments = updatedColumns.map((column) => `${column} = excluded.${column}`).join(", ");
  const result = await sql<{ inserted: boolean; id: number; external_id: string }[]>`
    INSERT INTO jobs ${sql(rows)}
    ON CONFLICT (source, external_id) DO UPDATE SET ${sql.unsafe(assignments)}, removed_at = NULL, updated_at = now(),
      -- A new apply link is checked afresh: a job closed because the old one was gone may open again.
      link_gone_at = CASE WHEN jobs.job_url IS DISTINCT FROM excluded.job_url THEN NULL ELSE jobs.link_gone_at END,
      link_gone_status = CASE WHEN jobs.job_url IS DISTINCT FROM excluded.job_url THEN NULL ELSE jobs.link_gone_status END,
      link_checked_at = CASE WHEN jobs.job_url IS DISTINCT FROM excluded.job_url THEN NULL ELSE jobs.link_checked_at END
    WHERE jobs.content_hash IS DISTINCT FROM excluded.content_hash
       OR jobs.removed_at IS NOT NULL
       OR jobs.collector_source_id IS DISTINCT FROM excluded.collector_source_id
    RETURNING (xmax = 0) AS inserted, id, external_id`;
  const added = result.filter((row) => row.inserted).length;
  return {
    added,
    updated: result.length - added,
    written: result.map((row) => ({ id: row.id, externalId: row.external_id })),
  };
}

/** Jobs of the source that its latest complete read no longer lists are marked removed. */
export async function markMissingRemoved(sql: Sql, sourceId: number, seenExternalIds: string[]): Promise<void> {
  await sql`
    UPDATE jobs SET removed_at = now()
    WHERE collector_source_id = ${sourceId} AND removed_at IS NULL
      AND NOT (external_id = ANY(${pgTextArray(seenExternalIds)}::text[]))`;
}
