import type { JobDeclaration } from "../shared/job-runner";
import { purgeDeletedJobs } from "./purge-deleted-jobs";

export const PURGE_QUEUE = "deleted-jobs-purge";

/**
 * The daily purge of jobs deleted more than 30 days ago (decision 062), run by the main process's job runner.
 * pg-boss makes one job per cron tick for all processes sharing the database (like the alert and
 * collector ticks), and purgeDeletedJobs' advisory lock keeps two purges from overlapping anyway.
 */
export function jobPurgeJob(options: { log?: (message: string) => void; cron?: string } = {}): JobDeclaration {
  const log = options.log ?? (() => {});
  return {
    name: PURGE_QUEUE,
    // Once a day at 03:17 UTC, a quiet hour away from the collector's quarter-hour ticks.
    cron: options.cron ?? "17 3 * * *",
    queue: { policy: "stately", retryLimit: 0, expireInSeconds: 30 * 60 },
    async run() {
      const summary = await purgeDeletedJobs();
      if (summary.purged)
        log(`deleted-jobs purge: ${summary.purged} job(s) deleted more than 30 days ago removed for good`);
    },
  };
}
