import PgBoss from "pg-boss";
import { getDatabase } from "../../db/client";
import { purgeDeletedJobs } from "./purge-deleted-jobs";

const PURGE_QUEUE = "deleted-jobs-purge";

export interface JobPurgeScheduler {
  stop(): Promise<void>;
}

/**
 * The daily purge of jobs deleted more than 30 days ago (decision 062), run by the main process.
 * pg-boss makes one job per cron tick for all processes sharing the database (like the alert and
 * collector ticks), and purgeDeletedJobs' advisory lock keeps two purges from overlapping anyway.
 */
export async function startJobPurgeScheduler(options: { log?: (message: string) => void; cron?: string } = {}): Promise<JobPurgeScheduler> {
  const log = options.log ?? (() => {});
  const boss = new PgBoss({ connectionString: getDatabase().url, schema: "pgboss", max: 1 });
  boss.on("error", (error) => log(`deleted-jobs purge: ${error.message}`));
  await boss.start();
  await boss.createQueue(PURGE_QUEUE, { name: PURGE_QUEUE, policy: "stately", retryLimit: 0, expireInSeconds: 30 * 60 });
  await boss.work(PURGE_QUEUE, async () => {
    const summary = await purgeDeletedJobs();
    if (summary.purged) log(`deleted-jobs purge: ${summary.purged} job(s) deleted more than 30 days ago removed for good`);
  });
  // Once a day at 03:17 UTC, a quiet hour away from the collector's quarter-hour ticks.
  await boss.schedule(PURGE_QUEUE, options.cron ?? "17 3 * * *");
  return {
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
