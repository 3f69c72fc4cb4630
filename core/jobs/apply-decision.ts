import { sql } from "../../db/client";
import { jobDetailsPath } from "./job-read-shape";
import { safeJobUrl } from "../shared/job-url";

/** `jobPath` is the job's own page: where a job with nowhere to go sends the visitor, and the interstitial's way back. */
export type ApplyDecision =
  | { kind: "redirect"; url: string; jobPath: string }
  | { kind: "interstitial"; url: string; domain: string; jobPath: string }
  | { kind: "none"; jobPath: string }
  | { kind: "missing" };

/**
 * Where /jobs/{id}/apply sends a visitor (issue 27, decision 128): straight to the job's own address
 * only for a collected job or a verified company's; any other goes to a page that names the
 * destination's domain with a link to continue. A job that is not open has nowhere to go. A job that
 * does not exist, was deleted or is held for review is missing, as on its page (core/jobs/job-query.ts).
 * One read serves the whole redirect (decision 150): the route reads nothing else about the job.
 */
export async function applyDecision(jobId: number): Promise<ApplyDecision> {
  const [row] = await sql()<
    { title: string; job_url: string | null; source: string; verified: boolean; open: boolean }[]
  >`
    SELECT j.title, j.job_url, j.source, c.verified_at IS NOT NULL AS verified,
           j.status = 'open' AND (j.valid_through IS NULL OR j.valid_through > now()) AS open
      FROM jobs j JOIN companies c ON c.id = j.company_id
     WHERE j.id = ${jobId} AND j.deleted_at IS NULL AND j.status <> 'pending'`;
  if (!row) return { kind: "missing" };
  const jobPath = jobDetailsPath({ id: jobId, title: row.title });
  const url = row.open ? safeJobUrl(row.job_url) : null;
  if (!url) return { kind: "none", jobPath };
  if (row.source !== "manual" || row.verified) return { kind: "redirect", url, jobPath };
  return { kind: "interstitial", url, domain: new URL(url).hostname, jobPath };
}
