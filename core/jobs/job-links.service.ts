import { sql } from "../../db/client";

export { safeJobUrl } from "../shared/job-url";

/** Notes one click on Apply (who, if signed in, and from which page). */
export async function recordApplyClick(input: {
  jobId: number;
  userId?: number | null;
  referrer?: string | null;
}): Promise<void> {
  const referrer = input.referrer ? input.referrer.slice(0, 500) : null;
  await sql()`INSERT INTO job_apply_clicks (job_id, user_id, referrer) VALUES (${input.jobId}, ${input.userId ?? null}, ${referrer})`;
}
