import { sql } from "../../db/client";
import { recordAudit } from "../audit";
import { RESTORE_DAYS } from "./job-writes.service";

// Advisory lock key of the purge (any constant unique to it): one purge at a time across processes.
const PURGE_LOCK = 62_062;
const BATCH = 500;

export interface PurgeSummary {
  purged: number;
  /** False when another process was purging at the same moment (it does the work). */
  ran: boolean;
}

/**
 * Removes jobs deleted more than RESTORE_DAYS (30) days ago, for good (decision 062): the row and
 * what hangs on it (saved jobs, views, Apply clicks by ON DELETE CASCADE; alert_sent_jobs, which has
 * no foreign key, by hand). The jobs table's delete trigger writes each id to search_changes, so every
 * process's search index drops the job on its next refresh. The audit log keeps one 'job.purge'
 * entry per job (its history stays readable). One transaction, read in batches of 500.
 */
export async function purgeDeletedJobs(options: { olderThanDays?: number } = {}): Promise<PurgeSummary> {
  const days = options.olderThanDays ?? RESTORE_DAYS;
  return sql().begin(async (tx) => {
    const [{ locked }] = await tx<{ locked: boolean }[]>`SELECT pg_try_advisory_xact_lock(${PURGE_LOCK}) AS locked`;
    if (!locked) return { purged: 0, ran: false };
    let purged = 0;
    for (;;) {
      const batch = await tx<{ id: number; title: string; deleted_at: Date }[]>`
        SELECT id, title, deleted_at FROM jobs
         WHERE deleted_at IS NOT NULL AND deleted_at < now() - make_interval(days => ${days})
         ORDER BY id LIMIT ${BATCH}`;
      if (batch.length === 0) return { purged, ran: true };
      const ids = batch.map((job) => job.id);
      await tx`DELETE FROM alert_sent_jobs WHERE job_id = ANY(${ids}::int[])`;
      await tx`DELETE FROM jobs WHERE id = ANY(${ids}::int[])`;
      for (const job of batch) {
        await recordAudit(
          {
            actor: null,
            action: "job.purge",
            targetType: "job",
            targetId: job.id,
            before: { title: job.title, deletedAt: new Date(job.deleted_at).toISOString() },
            after: { purged: true },
          },
          tx,
        );
      }
      purged += batch.length;
    }
  });
}
