import PgBoss from "pg-boss";
import { env } from "../../config/env";
import { getDatabase } from "../../db/client";
import { runAlerts } from "./alert-run";

const TICK_QUEUE = "job-alerts-tick";

export interface AlertScheduler {
  /** Queues a tick now (what the cron does every few minutes). */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Alert runs through pg-boss (decision 080): a cron tick every ALERTS_TICK_MINUTES (5 by
 * default) runs the due alerts: daily and weekly ones when their day or week is up, instant
 * ones at every tick, so a matching job is mailed within 15 minutes. pg-boss creates one job
 * per tick for all processes, and runAlerts' advisory lock keeps a slow run from overlapping
 * the next. Returns undefined when ALERTS_TICK_MINUTES is 0.
 */
export async function startAlertScheduler(options: { log?: (message: string) => void } = {}): Promise<AlertScheduler | undefined> {
  const minutes = env().ALERTS_TICK_MINUTES;
  if (minutes <= 0) return undefined;
  const log = options.log ?? (() => {});
  const boss = new PgBoss({ connectionString: getDatabase().url, schema: "pgboss", max: 2 });
  boss.on("error", (error) => log(`alert scheduler: ${error.message}`));
  await boss.start();
  await boss.createQueue(TICK_QUEUE, { name: TICK_QUEUE, policy: "stately", retryLimit: 0, expireInSeconds: 30 * 60 });
  await boss.work(TICK_QUEUE, { pollingIntervalSeconds: 1 }, async () => {
    const summary = await runAlerts();
    if (summary.mailed) log(`alerts: ${summary.checked} checked, ${summary.mailed} mail(s) queued with ${summary.jobsSent} job(s) in ${summary.ms} ms`);
  });
  await boss.schedule(TICK_QUEUE, `*/${minutes} * * * *`);
  return {
    async runNow() {
      await boss.send(TICK_QUEUE, {});
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
