/**
 * When a job closes (decision 158), which is what its page and its JobPosting data say:
 * - a job an employer posted here (source 'manual' with a poster) closes at its deadline or OPEN_DAYS after it
 *   opened, whichever is first (decision 126; core/trust/job-freshness.ts closes it then);
 * - any other job (collected, or the board's demo data) closes at the date its source gave, or has none.
 */
import { OPEN_DAYS } from "../shared/constants";

export { OPEN_DAYS };

export interface ClosingFacts {
  source: string;
  postedBy: number | null;
  validThrough: Date | string | null;
  openSince: Date | string | null;
  datePosted: Date | string;
}

/** The same rule as the SQL of job-query.ts and job-freshness.ts, for a job not read from the database (the posting form's preview). */
export function closesAt(job: ClosingFacts): Date | null {
  const deadline = job.validThrough === null ? null : new Date(job.validThrough);
  if (job.source !== "manual" || job.postedBy === null) return deadline;
  const freshUntil = new Date(new Date(job.openSince ?? job.datePosted).getTime() + OPEN_DAYS * 86_400_000);
  return deadline && deadline < freshUntil ? deadline : freshUntil;
}
