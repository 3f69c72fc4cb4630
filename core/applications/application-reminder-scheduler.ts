import type { JobDeclaration } from "../shared/job-runner";
import { runReminders } from "./application-reminders";

export const REMINDER_QUEUE = "application-reminders-tick";

/**
 * Next-step reminders, like the alert tick (decision 080): one job per cron tick for all processes sharing
 * the database; runReminders claims each reminder in its own transaction, so a second run never sends one
 * twice. Hourly at :07, so a date that starts in India is mailed within the hour.
 */
export function reminderJob(options: { log?: (message: string) => void; cron?: string } = {}): JobDeclaration {
  const log = options.log ?? (() => {});
  return {
    name: REMINDER_QUEUE,
    cron: options.cron ?? "7 * * * *",
    queue: { policy: "stately", retryLimit: 0, expireInSeconds: 30 * 60 },
    async run() {
      const summary = await runReminders();
      if (summary.queued) log(`application reminders: ${summary.queued} mail(s) queued`);
    },
  };
}
