import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { db } from "../../db/client";
import { jobs, savedJobs } from "../../db/schema";
import { selectJobRecords } from "../jobs/job-query";
import { toJobView, type JobView } from "../jobs/job-read-shape";
import { notFound } from "../shared/app-error";


/**
 * A job a reader may keep (issue 27): not deleted and not held for review. A deleted job answers like
 * one that never existed (404), so ids of deleted jobs cannot be told apart.
 */
const visibleJob = and(sql`${jobs}.deleted_at IS NULL`, ne(jobs.status, "pending"));

/** Saves a job for a user; saving twice keeps one entry. Only existing jobs can be saved. */
export async function saveJob(userId: number, jobId: number): Promise<void> {
  const [job] = await db().select({ id: jobs.id }).from(jobs).where(and(eq(jobs.id, jobId), visibleJob)).limit(1);
  if (!job) throw notFound("Job not found");
  await db().insert(savedJobs).values({ userId, jobId }).onConflictDoNothing();
}

export async function unsaveJob(userId: number, jobId: number): Promise<void> {
  await db().delete(savedJobs).where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
}

/** The ids among jobIds that this user saved. */
export async function savedJobIds(userId: number, jobIds: number[]): Promise<Set<number>> {
  if (jobIds.length === 0) return new Set();
  const rows = await db()
    .select({ jobId: savedJobs.jobId })
    .from(savedJobs)
    .where(and(eq(savedJobs.userId, userId), inArray(savedJobs.jobId, jobIds)));
  return new Set(rows.map((row) => row.jobId));
}

/** Sets isSaved on each job for the signed-in user (guests: all false). */
export async function markSaved<T extends Pick<JobView, "id" | "isSaved">>(userId: number | null | undefined, list: T[]): Promise<T[]> {
  if (!userId || list.length === 0) return list;
  const saved = await savedJobIds(userId, list.map((job) => job.id));
  return list.map((job) => ({ ...job, isSaved: saved.has(job.id) }));
}

/** The user's saved jobs, most recently saved first, open or closed (a closed one says so on its page); deleted and held jobs are left out. */
export async function listSavedJobs(userId: number): Promise<JobView[]> {
  const rows = await selectJobRecords()
    .innerJoin(savedJobs, and(eq(savedJobs.jobId, jobs.id), eq(savedJobs.userId, userId)))
    .where(visibleJob)
    .orderBy(desc(savedJobs.createdAt), desc(jobs.id))
    .limit(500);
  return rows.map((row) => ({ ...toJobView(row), isSaved: true }));
}
