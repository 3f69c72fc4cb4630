import { desc } from "drizzle-orm";
import { jobs } from "../../db/schema";
import { isOpenJob, jobRecordsByIds, selectJobRecords } from "./job-query";
import { toJobView, type JobView } from "./job-read-shape";

/** The newest open jobs, newest first; page is zero-based. */
export async function listRecentJobs(options: { page: number; limit: number }): Promise<JobView[]> {
  const rows = await selectJobRecords()
    .where(isOpenJob())
    .orderBy(desc(jobs.datePosted), desc(jobs.id))
    .limit(options.limit)
    .offset(options.page * options.limit);
  return rows.map(toJobView);
}

/** One job for its page: with the id of the shown job it is a closed duplicate of, if any. */
export async function getJobForPage(id: number): Promise<(JobView & { duplicateOf: number | null }) | undefined> {
  const [row] = await jobRecordsByIds([id]);
  return row ? { ...toJobView(row), duplicateOf: row.duplicateOf ?? null } : undefined;
}

/** One job by id, open or closed (a closed job's page says so); undefined when unknown. */
export async function getJob(id: number): Promise<JobView | undefined> {
  const [row] = await jobRecordsByIds([id]);
  return row ? toJobView(row) : undefined;
}
