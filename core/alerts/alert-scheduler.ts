import { env } from "../../config/env";
import type { JobDeclaration } from "../shared/job-runner";
import { runAlerts } from "./alert-run";

export const ALERT_TICK_QUEUE = "job-alerts-tick";

/**
 * Alert runs (decision 080): a cron tick every ALERTS_TICK_MINUTES (5 by default) runs the due
 * alerts: daily and weekly ones when their day or week is up, instant ones at every tick, so a
 * matching job is mailed within 15 minutes. pg-boss creates one job per tick for all processes,
 * and runAlerts' advisory lock keeps a slow run from overlapping the next. Undefined when
 * ALERTS_TICK_MINUTES is 0.
 */
export function alertJob(options: { log?: (message: string) => void } = {}): JobDeclaration | undefined {
  const minutes = env().ALERTS_TICK_MINUTES;
  if (minutes <= 0) return undefined;
  const log = options.log ?? (() => {});
  return {
    name: ALERT_TICK_QUEUE,
    cron: `*/${minutes} * * * *`,
    queue: { policy: "stately", retryLimit: 0, expireInSeconds: 30 * 60 },
    pollingIntervalSeconds: 1,
    async run() {
      const summary = await runAlerts();
      if (summary.mailed)
        log(
          `alerts: ${summary.checked} checked, ${summary.mailed} mail(s) queued with ${summary.jobsSent} job(s) in ${summary.ms} ms`,
        );
    },
  };
}
