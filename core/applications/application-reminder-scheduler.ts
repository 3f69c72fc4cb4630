import PgBoss from "pg-boss";
import { getDatabase } from "../../db/client";
import { runReminders } from "./application-reminders";

const REMINDER_QUEUE = "application-reminders-tick";

export interface ReminderScheduler {
  stop(): Promise<void>;
}

/**
 * Next-step reminders through pg-boss, like the alert tick (decision 080): one job per cron tick for
 * all processes sharing the database; runReminders claims each reminder in its own transaction, so a
 * second run never sends one twice. Hourly at :07, so a date that starts in India is mailed within the hour.
 */
export async function startReminderScheduler(options: { log?: (message: string) => void; cron?: string } = {}): Promise<ReminderScheduler> {
  const log = options.log ?? (() => {});
  const boss = new PgBoss({ connectionString: getDatabase().url, schema: "pgboss", max: 1 });
  boss.on("error", (error) => log(`application reminders: ${error.message}`));
  await boss.start();
  await boss.createQueue(REMINDER_QUEUE, { name: REMINDER_QUEUE, policy: "stately", retryLimit: 0, expireInSeconds: 30 * 60 });
  await boss.work(REMINDER_QUEUE, async () => {
    const summary = await runReminders();
    if (summary.queued) log(`application reminders: ${summary.queued} mail(s) queued`);
  });
  await boss.schedule(REMINDER_QUEUE, options.cron ?? "7 * * * *");
  return {
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
