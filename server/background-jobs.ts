import { alertJob } from "../core/alerts";
import { reminderJob } from "../core/applications";
import { backupJob } from "../core/backup";
import { collectorJobs } from "../core/collector";
import { jobPurgeJob } from "../core/jobs";
import type { JobDeclaration } from "../core/shared/job-runner";
import { freshnessJob } from "../core/trust";

/**
 * Every background job the main process runs, one entry each (decision 169); server/index.ts starts them all on
 * one pg-boss. A job its setting turns off (COLLECTOR_SCHEDULE_HOURS=0, ALERTS_TICK_MINUTES=0, no BACKUP_SCHEDULE)
 * is left out.
 */
export function backgroundJobs(log: (message: string) => void): JobDeclaration[] {
  return [
    // Scheduled collection from career pages (issue 5): the quarter-hour tick and the per-source runs it queues.
    ...collectorJobs({ log }),
    // Job alert runs (decision 080).
    alertJob({ log }),
    // Scheduled backups (BACKUP_SCHEDULE, decision 053).
    backupJob({ log }),
    // Jobs deleted more than 30 days ago are purged daily (decision 062).
    jobPurgeJob({ log }),
    // Next-step reminders of tracked applications (issue 30, decision 117).
    reminderJob({ log }),
    // Freshness of employers' jobs: 60-day close and 'still hiring' reminders (issue 27, decision 126).
    freshnessJob({ log }),
  ].filter((job) => job !== undefined);
}
