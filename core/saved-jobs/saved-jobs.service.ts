import { and, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { db } from "../../db/client";
import { jobs, savedJobs } from "../../db/schema";
import { selectJobRecords, toJobView, type JobView } from "../jobs";
import { notFound } from "../shared/app-error";
import { PAGE_SIZE } from "../shared/constants";

/**
 * A job a reader may keep (issue 27): not deleted and not held for review. A deleted job answers like
 * one that never existed (404), so ids of deleted jobs cannot be told apart.
 */
const visibleJob = and(sql`${jobs}.deleted_at IS NULL`, ne(jobs.status, "pending"));

/** Saves a job for a user; saving twice keeps one entry. Only existing jobs can be saved. */
export async function saveJob(userId: number, jobId: number): Promise<void> {
  const [job] = await db()
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), visibleJob))
    .limit(1);
  if (!job) throw notFound("Job not found");
  await db().insert(savedJobs).values({ userId, jobId }).onConflictDoNothing();
}

export async function unsaveJob(userId: number, jobId: number): Promise<void> {
  await db()
    .delete(savedJobs)
    .where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
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
export async function markSaved<T extends Pick<JobView, "id" | "isSaved">>(
  userId: number | null | undefined,
  list: T[],
): Promise<T[]> {
  if (!userId || list.length === 0) return list;
  const saved = await savedJobIds(
    userId,
    list.map((job) => job.id),
  );
  return list.map((job) => ({ ...job, isSaved: saved.has(job.id) }));
}

export interface SavedJobsPage {
  jobs: JobView[];
  /** Every saved job of the user, on all pages. */
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

/**
 * One page of the user's saved jobs, most recently saved first, open or closed (a closed one says so on its page),
 * with the total; deleted and held jobs are left out: SPEC §9's page of 10 by default (the page shows a window of 5 page links), however many are saved.
 */
export async function listSavedJobs(
  userId: number,
  { page = 1, limit = PAGE_SIZE.saved }: { page?: number; limit?: number } = {},
): Promise<SavedJobsPage> {
  const [{ total }] = await db()
    .select({ total: count() })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .where(and(eq(savedJobs.userId, userId), visibleJob));
  const rows = await selectJobRecords()
    .innerJoin(savedJobs, and(eq(savedJobs.jobId, jobs.id), eq(savedJobs.userId, userId)))
    .where(visibleJob)
    .orderBy(desc(savedJobs.createdAt), desc(jobs.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return {
    jobs: rows.map((row) => ({ ...toJobView(row), isSaved: true })),
    total,
    page,
    limit,
    totalPages: Math.max(1, Math.ceil(total / limit)),
  };
}
