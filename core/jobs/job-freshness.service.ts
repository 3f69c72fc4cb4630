import { sql } from "../../db/client";

/** A source not answered for this long no longer vouches for its jobs: the 'verified' line pauses. */
export const FRESHNESS_MAX_DAYS = 3;

export interface JobFreshness {
  /** When the job was last seen open at its source (the source's last successful collection). */
  verifiedAt: string;
}

/**
 * Where a collected job came from and when it was last seen open there. Null for
 * jobs posted here, for sources never collected, and for sources that have failed
 * to answer for FRESHNESS_MAX_DAYS (the admin sources screen flags those).
 */
export async function jobFreshness(jobId: number): Promise<JobFreshness | null> {
  const verifiedAt = (await jobsVerifiedAt([jobId])).get(jobId);
  return verifiedAt ? { verifiedAt } : null;
}

/**
 * jobFreshness for a page of cards in one query: job id to when it was last verified open, for
 * the collected jobs whose source still answers. The per-source maximum reads collector_runs'
 * (source_id, started_at) index once per distinct source of the page, not once per job.
 */
export async function jobsVerifiedAt(jobIds: readonly number[]): Promise<Map<number, string>> {
  const found = new Map<number, string>();
  if (jobIds.length === 0) return found;
  const rows = await sql()<{ id: number; verified_at: Date | null }[]>`
    WITH page AS (SELECT id, collector_source_id FROM jobs WHERE id = ANY(${jobIds as number[]}::int[])
    AND collector_source_id IS NOT NULL),
         sources AS (
           SELECT s.source_id, (SELECT max(r.finished_at) FROM collector_runs r WHERE r.source_id = s.source_id
    AND r.status IN ('succeeded', 'unchanged')) AS verified_at
             FROM (SELECT DISTINCT collector_source_id AS source_id FROM page) s)
    SELECT page.id, sources.verified_at FROM page JOIN sources ON sources.source_id = page.collector_source_id`;
  for (const row of rows) {
    if (!row.verified_at) continue;
    const verifiedAt = new Date(row.verified_at);
    if (Date.now() - verifiedAt.getTime() > FRESHNESS_MAX_DAYS * 86_400_000) continue;
    found.set(row.id, verifiedAt.toISOString());
  }
  return found;
}

/** The cards of a page with their 'Verified open …' time (null for jobs posted here or not vouched for). */
export async function markVerified<T extends { id: number }>(
  list: T[],
): Promise<(T & { verifiedAt: string | null })[]> {
  const verified = await jobsVerifiedAt(list.map((job) => job.id));
  return list.map((job) => ({ ...job, verifiedAt: verified.get(job.id) ?? null }));
}
