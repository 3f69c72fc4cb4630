import { z } from "../shared/zod";
import { env } from "../../config/env";
import { sql } from "../../db/client";
import type { JobDeclaration, JobSender } from "../shared/job-runner";
import { LINK_CHECKS_PER_RUN } from "./runs/check-apply-links";
import { runSources, type RunSourcesOptions } from "./runs/run-sources";
import { findSource } from "./sources/sources.service";
import { reconcileStatus } from "./store/reconcile-status";

const TICK_QUEUE = "collector-tick";
export const RUN_QUEUE = "collector-run-source";

export interface CollectorJobOptions {
  log?: (message: string) => void;
  /** How often due sources are looked for (cron, UTC). */
  cron?: string;
  pollingIntervalSeconds?: number;
  runOptions?: RunSourcesOptions;
}

const runData = z.object({ sourceId: z.number().int() });

/** Closes jobs whose validThrough has passed, even when no run touches their source. */
export async function closeExpiredJobs(): Promise<number> {
  const db = sql();
  const expired = await db<{ dedupe_key: string | null }[]>`
    SELECT DISTINCT dedupe_key FROM jobs WHERE status = 'open' AND valid_through <= now()`;
  const keys = expired.map((row) => row.dedupe_key).filter((key): key is string => key !== null);
  let closed = keys.length > 0 ? await reconcileStatus(db, { keys }) : 0;
  // Jobs not from the collector (posted by employers) have no dedupe key: they just close.
  const direct = await db`
    UPDATE jobs SET status = 'closed', closed_at = now(), updated_at = now()
    WHERE status = 'open' AND valid_through <= now() AND dedupe_key IS NULL`;
  closed += direct.count;
  return closed;
}

/** Queues a run for every active source whose last run is older than COLLECTOR_SCHEDULE_HOURS; returns how many. */
export async function enqueueDueSources(jobs: JobSender): Promise<number> {
  const hours = env().COLLECTOR_SCHEDULE_HOURS;
  const due = await sql()<{ id: number }[]>`
    SELECT s.id FROM collector_sources s
    WHERE NOT s.paused AND NOT EXISTS (
      SELECT 1 FROM collector_runs r
      WHERE r.source_id = s.id AND r.status <> 'skipped' AND r.started_at > now() - make_interval(mins => ${Math.round(hours * 60)})
    )
    ORDER BY s.id`;
  for (const { id } of due) await jobs.send(RUN_QUEUE, { sourceId: id }, { singletonKey: String(id) });
  return due.length;
}

/**
 * Scheduled collection through pg-boss (ARCHITECTURE.md: the queue lives in
 * PostgreSQL). A cron tick every 15 minutes queues each source that is due
 * (COLLECTOR_SCHEDULE_HOURS since its last run); one queued run per source at a
 * time (singletonKey), and the per-source advisory lock keeps processes from
 * collecting the same source twice. None when the schedule is off (0 hours).
 */
export function collectorJobs(options: CollectorJobOptions = {}): JobDeclaration[] {
  if (env().COLLECTOR_SCHEDULE_HOURS <= 0) return [];
  const log = options.log ?? (() => {});
  const tick: JobDeclaration = {
    name: TICK_QUEUE,
    cron: options.cron ?? "*/15 * * * *",
    queue: {},
    async run(_data, jobs) {
      const closed = await closeExpiredJobs();
      const queued = await enqueueDueSources(jobs);
      if (queued || closed) log(`collector: ${queued} source(s) queued, ${closed} expired job(s) closed`);
    },
  };
  const runSource: JobDeclaration = {
    name: RUN_QUEUE,
    queue: { policy: "short", retryLimit: 0, expireInSeconds: 60 * 60 },
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
    async run(data) {
      const source = await findSource(String(runData.parse(data).sourceId));
      if (!source || source.paused) return;
      // Scheduled collections also check apply links (issue 27 point 7): a job whose link answers 404 or 410 closes.
      const [summary] = await runSources([source], { linkChecks: LINK_CHECKS_PER_RUN, ...options.runOptions });
      log(
        `collector: ${source.companyName} ${summary.status}: ${summary.found} found, ${summary.added} ` +
          `added, ${summary.updated} updated, ${summary.closed} closed${summary.error ? ` (${summary.error})` : ""}`,
      );
    },
  };
  return [tick, runSource];
}
