import PgBoss from "pg-boss";
import { getDatabase } from "../../db/client";
import { runFreshness } from "./job-freshness";

const FRESHNESS_QUEUE = "job-freshness-tick";

export interface FreshnessScheduler {
  stop(): Promise<void>;
}

/**
 * Closes stale employer jobs and mails 'still hiring?' reminders through pg-boss, like the alert tick and
 * the application reminders: one job per cron tick for all processes sharing the database; each reminder is
 * claimed in its own transaction (decision 126). Hourly at :23.
 */
export async function startFreshnessScheduler(options: { log?: (message: string) => void; cron?: string } = {}): Promise<FreshnessScheduler> {
  const log = options.log ?? (() => {});
  const boss = new PgBoss({ connectionString: getDatabase().url, schema: "pgboss", max: 1 });
  boss.on("error", (error) => log(`job freshness: ${error.message}`));
  await boss.start();
  await boss.createQueue(FRESHNESS_QUEUE, { name: FRESHNESS_QUEUE, policy: "stately", retryLimit: 0, expireInSeconds: 30 * 60 });
  await boss.work(FRESHNESS_QUEUE, async () => {
    const summary = await runFreshness();
    if (summary.closed || summary.reminded) log(`job freshness: ${summary.closed} closed, ${summary.reminded} reminder(s) queued`);
  });
  await boss.schedule(FRESHNESS_QUEUE, options.cron ?? "23 * * * *");
  return {
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
