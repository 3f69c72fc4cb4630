import type postgres from "postgres";
import { sql } from "../../db/client";

/**
 * The ids of the newest open jobs, read through jobs_open_recent_idx (date_posted DESC, id DESC
 * WHERE status = 'open'): a range read of `limit` index entries, not a scan. Asking the search index
 * instead ("browse, newest first") filters every indexed job first, which profiling showed to be the
 * dearest of the index questions at 100,000 jobs (decision 073).
 *
 * As a query fragment (an int[] of the ids, newest first) so that recommendations read it in the same
 * statement as the candidate's profile (candidate-profile.ts): it does not depend on the candidate.
 */
export function newestOpenJobIdsFragment(limit: number): postgres.Fragment {
  return sql()`(
    SELECT coalesce(array_agg(newest.id ORDER BY newest.date_posted DESC, newest.id DESC), '{}')
      FROM (SELECT id, date_posted FROM jobs
             WHERE status = 'open' AND deleted_at IS NULL AND (valid_through IS NULL OR valid_through > now())
             ORDER BY date_posted DESC, id DESC LIMIT ${limit}) newest)`;
}

export async function newestOpenJobIds(limit: number): Promise<number[]> {
  const [row] = await sql()<{ ids: number[] }[]>`SELECT ${newestOpenJobIdsFragment(limit)} AS ids`;
  return row.ids;
}
