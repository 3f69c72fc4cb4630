import { sql } from "../../db/client";
import { membershipOf, requireRole, type Actor } from "../accounts";
import { STATS_DAYS } from "../shared/constants";
import { slugify } from "../../lib/slug";

/** Counts one view of a job page (one upsert of the day's row; callers skip bots and do not wait). */
export async function recordJobView(jobId: number): Promise<void> {
  await sql()`
    INSERT INTO job_views (job_id, day, views) VALUES (${jobId}, current_date, 1)
    ON CONFLICT (job_id, day) DO UPDATE SET views = job_views.views + 1`;
}

/** Counts several views of several jobs in one statement (the page cache's views, gathered for a second: decision 120). */
export async function recordJobViews(counts: Map<number, number>): Promise<void> {
  if (counts.size === 0) return;
  const ids = [...counts.keys()];
  const views = ids.map((id) => counts.get(id)!);
  await sql()`
    INSERT INTO job_views (job_id, day, views)
    SELECT job_id, current_date, views FROM unnest(${ids}::int[], ${views}::int[]) AS counted(job_id, views)
    WHERE EXISTS (SELECT 1 FROM jobs WHERE jobs.id = counted.job_id)
    ON CONFLICT (job_id, day) DO UPDATE SET views = job_views.views + excluded.views`;
}

/** pending: held for review (issue 27), seen only by its employer and admins; rejected: refused in review, gone for good (decision 178). */
export type PostingState = "open" | "closed" | "expired" | "pending" | "rejected";

export interface PostingSummary {
  id: number;
  title: string;
  slug: string;
  state: PostingState;
  /** Codes of why a pending job is held (core/trust/job-holds.ts HOLD_LABELS). */
  heldFor: string[];
  /** The admin's reason, for a rejected job only. */
  rejectedBecause: string | null;
  /** manual: posted here; otherwise the collector's source type (greenhouse, lever…), read-only here. */
  source: string;
  sourceCheckedAt: string | null;
  datePosted: string;
  validThrough: string | null;
  views: number;
  applyClicks: number;
  /** Views and clicks per day, oldest first, STATS_DAYS entries ending today. */
  daily: { day: string; views: number; clicks: number }[];
}

interface Row {
  id: number;
  title: string;
  status: "open" | "closed" | "pending";
  source: string;
  date_posted: Date;
  valid_through: Date | null;
  checked_at: Date | null;
  daily_views: Record<string, number> | null;
  daily_clicks: Record<string, number> | null;
  held_for: string[] | null;
  /** Set only when an admin rejected the job (job_reviews.state 'rejected'); '' when they gave no reason. */
  rejected_because: string | null;
}

function days(today = new Date()): string[] {
  const list: string[] = [];
  for (let back = STATS_DAYS - 1; back >= 0; back -= 1)
    list.push(new Date(today.getTime() - back * 86_400_000).toISOString().slice(0, 10));
  return list;
}

/**
 * The postings an employer manages: their company's jobs (posted here or collected),
 * or for an admin without a company the jobs they posted. Deleted jobs are left out.
 */
export async function listMyPostings(actor: Actor | null): Promise<PostingSummary[]> {
  requireRole(actor, "employer", "admin");
  const membership = await membershipOf(actor.id);
  const companyId = membership?.status === "approved" ? membership.companyId : null;
  if (!companyId && actor.role !== "admin") return [];
  const rows = await sql()<Row[]>`
    SELECT j.id, j.title, j.status, j.source, j.date_posted, j.valid_through,
           (SELECT array_agg(h->>'code') FROM job_reviews jr, jsonb_array_elements(jr.reasons) h WHERE
    jr.job_id = j.id AND jr.state = 'pending' AND j.status = 'pending') AS held_for,
           (SELECT coalesce(jr.decision_note, '') FROM job_reviews jr WHERE jr.job_id = j.id AND jr.state
    = 'rejected' AND j.status = 'closed') AS rejected_because,
           (SELECT max(r.finished_at) FROM collector_runs r WHERE r.source_id = j.collector_source_id
    AND r.status IN ('succeeded', 'unchanged')) AS checked_at,
           (SELECT jsonb_object_agg(v.day::text, v.views) FROM job_views v WHERE v.job_id = j.id AND v.day
    > current_date - ${STATS_DAYS}::int) AS daily_views,
           (SELECT jsonb_object_agg(d.day, d.clicks) FROM (
              SELECT (k.clicked_at AT TIME ZONE 'UTC')::date::text AS day, count(*)::int AS clicks FROM
    job_apply_clicks k
               WHERE k.job_id = j.id AND k.clicked_at > now() - make_interval(days => ${STATS_DAYS}) GROUP
    BY 1) d) AS daily_clicks
      FROM jobs j
     WHERE j.deleted_at IS NULL AND (${companyId}::int IS NOT NULL AND j.company_id = ${companyId} OR
    ${companyId}::int IS NULL AND j.posted_by = ${actor.id})
     ORDER BY j.date_posted DESC, j.id DESC
     LIMIT 500`;
  const range = days();
  const now = Date.now();
  return rows.map((row) => {
    const daily = range.map((day) => ({
      day,
      views: row.daily_views?.[day] ?? 0,
      clicks: row.daily_clicks?.[day] ?? 0,
    }));
    const expired = row.valid_through !== null && new Date(row.valid_through).getTime() <= now;
    return {
      id: row.id,
      title: row.title,
      slug: slugify(row.title) || "job",
      state:
        row.rejected_because !== null
          ? "rejected"
          : row.status === "closed"
            ? "closed"
            : row.status === "pending"
              ? "pending"
              : expired
                ? "expired"
                : "open",
      heldFor: row.held_for ?? [],
      rejectedBecause: row.rejected_because === null ? null : row.rejected_because.trim() || "No reason was given.",
      source: row.source,
      sourceCheckedAt: row.checked_at ? new Date(row.checked_at).toISOString() : null,
      datePosted: new Date(row.date_posted).toISOString(),
      validThrough: row.valid_through ? new Date(row.valid_through).toISOString() : null,
      views: daily.reduce((sum, entry) => sum + entry.views, 0),
      applyClicks: daily.reduce((sum, entry) => sum + entry.clicks, 0),
      daily,
    };
  });
}
