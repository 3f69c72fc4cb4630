import { sql } from "../../db/client";
import { safeJobUrl } from "../jobs/job-url";

export type ApplyDecision = { kind: "redirect"; url: string } | { kind: "interstitial"; url: string; domain: string } | { kind: "none" };

/**
 * Where /jobs/{id}/apply sends a visitor (issue 27, decision 128): straight to the job's own address
 * only for a collected job or a verified company's; any other goes to a page that names the
 * destination's domain with a link to continue. A job that is not open has nowhere to go.
 */
export async function applyDecision(jobId: number): Promise<ApplyDecision> {
  const [row] = await sql()<{ job_url: string | null; source: string; verified: boolean; open: boolean }[]>`
    SELECT j.job_url, j.source, c.verified_at IS NOT NULL AS verified,
           j.status = 'open' AND (j.valid_through IS NULL OR j.valid_through > now()) AND j.deleted_at IS NULL AS open
      FROM jobs j JOIN companies c ON c.id = j.company_id WHERE j.id = ${jobId}`;
  const url = row?.open ? safeJobUrl(row.job_url) : null;
  if (!row || !url) return { kind: "none" };
  if (row.source !== "manual" || row.verified) return { kind: "redirect", url };
  return { kind: "interstitial", url, domain: new URL(url).hostname };
}
