import { sql } from "../../db/client";

/**
 * The ids of the newest open jobs, read through jobs_open_recent_idx (date_posted DESC, id DESC
 * WHERE status = 'open'): a range read of `limit` index entries, not a scan. Recommendations ask it
 * beside the candidate's profile read, since it does not depend on the candidate; asking the search
 * index instead ("browse, newest first") filters every indexed job first, which profiling showed to be
 * the dearest of the index questions at 100,000 jobs (decision 073).
 */
export async function newestOpenJobIds(limit: number): Promise<number[]> {
  const rows = await sql()<{ id: number }[]>`
    SELECT id FROM jobs
     WHERE status = 'open' AND deleted_at IS NULL AND (valid_through IS NULL OR valid_through > now())
     ORDER BY date_posted DESC, id DESC LIMIT ${limit}`;
  return rows.map((row) => row.id);
}
