import { desc } from "drizzle-orm";
import { jobs } from "../../db/schema";
import { sql } from "../../db/client";
import { isOpenJob, jobRecordsByIds, selectJobRecords } from "./job-query";
import { rejectionOf } from "./job-rejection";
import { toJobView, type JobRecord, type JobView } from "./job-read-shape";

/** The newest open jobs, newest first; page is zero-based. */
export async function listRecentJobs(options: { page: number; limit: number }): Promise<JobView[]> {
  const rows = await selectJobRecords()
    .where(isOpenJob())
    .orderBy(desc(jobs.datePosted), desc(jobs.id))
    .limit(options.limit)
    .offset(options.page * options.limit);
  return rows.map(toJobView);
}

/** A job an admin rejected: asked for by id, it answers 410 Gone with none of its text (decision 178). */
export const GONE = "gone" as const;

/** Whether a job the public reads is one an admin rejected; only a closed job can be (rejection closes it). */
async function isGone(row: JobRecord): Promise<boolean> {
  return row.status === "closed" && (await rejectionOf(sql(), row.id)) !== undefined;
}

/** One job for its page: with the id of the shown job it is a closed duplicate of, if any; GONE when an admin rejected it. */
export async function getJobForPage(
  id: number,
): Promise<(JobView & { duplicateOf: number | null }) | typeof GONE | undefined> {
  const [row] = await jobRecordsByIds([id]);
  if (!row) return undefined;
  if (await isGone(row)) return GONE;
  return { ...toJobView(row), duplicateOf: row.duplicateOf ?? null };
}

/** One job by id, open or closed (a closed job's page says so); GONE when an admin rejected it; undefined when unknown. */
export async function lookUpJob(id: number): Promise<JobView | typeof GONE | undefined> {
  const [row] = await jobRecordsByIds([id]);
  if (!row) return undefined;
  return (await isGone(row)) ? GONE : toJobView(row);
}

/** One job by id, open or closed; undefined when unknown or rejected (nothing of a rejected job is shown). */
export async function getJob(id: number): Promise<JobView | undefined> {
  const job = await lookUpJob(id);
  return job === GONE ? undefined : job;
}
