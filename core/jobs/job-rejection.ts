import type { Queryable } from "../../db/queryable";

/**
 * A job an admin rejected in review (core/trust/moderation.service.ts decideReview) is gone for good: its page
 * and GET /api/job/{id} answer 410 with none of its text, and its employer sees 'Rejected' with the admin's
 * reason and cannot reopen it (decision 178). Rejection leaves the job 'closed'; the review row says why.
 */
export interface JobRejection {
  /** The admin's reason, as the employer was mailed it (a rejection always carries one). */
  reason: string;
}

/** The rejection of a job, or undefined when no admin rejected it. */
export async function rejectionOf(db: Queryable, jobId: number): Promise<JobRejection | undefined> {
  const [row] = await db<
    { note: string | null }[]
  >`SELECT decision_note AS note FROM job_reviews WHERE job_id = ${jobId} AND state = 'rejected'`;
  return row ? { reason: row.note?.trim() || "No reason was given." } : undefined;
}

/** What a refused reopen says: the admin's reason, in the employer's words of My Job Postings. */
export function reopenRefusal(rejection: JobRejection): string {
  return `An admin rejected this job, so it cannot be reopened. Reason: ${rejection.reason}`;
}

/** The one answer to a visitor asking for a rejected job, on the page and in the API. */
export const JOB_GONE_MESSAGE = "This job was removed by our review team and is no longer available.";
