import type { JobView } from "../../../core/jobs/browser";

/** The job a job page shows: the stored job, plus when a signed-in candidate said they applied. */
export type JobOnPage = JobView & { appliedOn?: string | null };
