import { sql } from "../../db/client";

/** The numbers on the admin overview. */
export async function adminCounts(): Promise<{ users: number; openJobs: number; pending: number; sources: number }> {
  const [row] = await sql()<{ users: number; open_jobs: number; pending: number; sources: number }[]>`
    SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM jobs WHERE status = 'open') AS open_jobs,
           (SELECT count(*)::int FROM company_members WHERE status = 'pending') AS pending, (SELECT count(*)::int FROM collector_sources) AS sources`;
  return { users: row.users, openJobs: row.open_jobs, pending: row.pending, sources: row.sources };
}
