import type { JobDeclaration } from "../shared/job-runner";
import { runFreshness } from "./job-freshness";

export const FRESHNESS_QUEUE = "job-freshness-tick";

/**
 * Closes stale employer jobs and mails 'still hiring?' reminders, like the alert tick and the application
 * reminders: one job per cron tick for all processes sharing the database; each reminder is claimed in its
 * own transaction (decision 126). Hourly at :23.
 */
export function freshnessJob(options: { log?: (message: string) => void; cron?: string } = {}): JobDeclaration {
  const log = options.log ?? (() => {});
  return {
    name: FRESHNESS_QUEUE,
    cron: options.cron ?? "23 * * * *",
    queue: { policy: "stately", retryLimit: 0, expireInSeconds: 30 * 60 },
    async run() {
      const summary = await runFreshness();
      if (summary.closed || summary.reminded)
        log(`job freshness: ${summary.closed} closed, ${summary.reminded} reminder(s) queued`);
    },
  };
}
