import { sql } from "../../../db/client";
import { RUN_QUEUE } from "../scheduler";
import type { RunStatus } from "./runs.service";

export interface CollectorQueueCounts {
  /** Source runs queued in pg-boss and not yet started (0 when the scheduler has never run: no pgboss schema). */
  queued: number;
  /** Source runs pg-boss has handed to a worker that have not finished. */
  active: number;
  /** Runs recorded in collector_runs, by status (failed ones included), since the table began. */
  runs: Partial<Record<RunStatus, number>>;
}

/** The collection queue as /metrics shows it: what waits in pg-boss, and how past runs ended. */
export async function collectorQueueCounts(): Promise<CollectorQueueCounts> {
  const [{ present }] = await sql()<{ present: boolean }[]>`SELECT to_regclass('pgboss.job') IS NOT NULL AS present`;
  const [queue] = present
    ? await sql()<{ queued: number; active: number }[]>`
        SELECT count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS queued,
               count(*) FILTER (WHERE state = 'active')::int AS active
          FROM pgboss.job WHERE name = ${RUN_QUEUE}`
    : [{ queued: 0, active: 0 }];
  const rows = await sql()<
    { status: RunStatus; count: number }[]
  >`SELECT status, count(*)::int AS count FROM collector_runs GROUP BY status`;
  return {
    queued: queue.queued,
    active: queue.active,
    runs: Object.fromEntries(rows.map((row) => [row.status, row.count])),
  };
}
