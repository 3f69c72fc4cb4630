import type { Queryable as Sql } from "../../../db/queryable";
import { pgTextArray } from "./pg-array";

/**
 * Decides status for every collected job sharing a dedupe key with the given jobs:
 * a job is open when its source still lists it, its validThrough has not passed, its
 * apply link did not answer 404 or 410 (check-apply-links.ts) and it is the oldest such job of its key; a later copy of the same opening (another
 * source) is closed with duplicate_of pointing at the shown one, and takes over
 * when that one closes. Only rows whose status really changes are written.
 * Returns how many jobs went from open to closed.
 *
 * A job under moderation (decision 126) is never written here and never shown as the
 * copy of its key: held for review or rejected (job_reviews), closed or deleted by an
 * admin acting on reports, or deleted. Only the admin's review opens it again.
 */
export async function reconcileStatus(sql: Sql, scope: { keys: string[] } | { sourceId: number }): Promise<number> {
  const keyFilter =
    "keys" in scope
      ? sql`j.dedupe_key = ANY(${pgTextArray(scope.keys)}::text[])`
      : sql`j.dedupe_key IN (SELECT dedupe_key FROM jobs WHERE collector_source_id = ${scope.sourceId} AND dedupe_key IS NOT NULL)`;
  const rows = await sql<{ was_open: boolean; now_open: boolean }[]>`
    WITH candidates AS (
      SELECT j.id, j.dedupe_key,
        (j.removed_at IS NULL AND j.link_gone_at IS NULL AND (j.valid_through IS NULL OR j.valid_through > now())) AS live
      FROM jobs j WHERE ${keyFilter}
        AND j.deleted_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM job_reviews r WHERE r.job_id = j.id AND r.state IN ('pending', 'rejected'))
        AND NOT (j.status = 'closed' AND EXISTS (SELECT 1 FROM job_reports p WHERE p.job_id = j.id AND p.state = 'actioned'))
    ), ranked AS (
      SELECT id, live,
        first_value(id) OVER (PARTITION BY dedupe_key ORDER BY live DESC, id) AS shown_id
      FROM candidates
    ), desired AS (
      SELECT id,
        CASE WHEN live AND id = shown_id THEN 'open' ELSE 'closed' END AS status,
        CASE WHEN live AND id <> shown_id THEN shown_id END AS duplicate_of
      FROM ranked
    )
    UPDATE jobs SET
      status = desired.status,
      duplicate_of = desired.duplicate_of,
      closed_at = CASE WHEN desired.status = 'closed' THEN coalesce(jobs.closed_at, now()) END,
      updated_at = now()
    FROM desired, jobs AS before
    WHERE jobs.id = desired.id AND before.id = desired.id
      AND (jobs.status IS DISTINCT FROM desired.status OR jobs.duplicate_of IS DISTINCT FROM desired.duplicate_of
           OR (desired.status = 'closed' AND jobs.closed_at IS NULL) OR (desired.status = 'open' AND jobs.closed_at IS NOT NULL))
    RETURNING before.status = 'open' AS was_open, desired.status = 'open' AS now_open`;
  return rows.filter((row) => row.was_open && !row.now_open).length;
}
