import { getDatabase } from "./client";

export interface PoolStats {
  /** The board's connections as PostgreSQL sees them, by state (active, idle, idle in transaction, ...). */
  connections: Record<string, number>;
  /** Of the active ones, those waiting for a lock held by another transaction. */
  waitingOnLock: number;
}

/**
 * The connection pools of every board process, read from pg_stat_activity (application_name
 * "startup-job-board", set in db/client.ts), without the asking connection itself. postgres.js
 * keeps its own queue of queries waiting for a free connection private, so that wait is not
 * counted here (decision 054).
 */
export async function poolStats(): Promise<PoolStats> {
  const rows = await getDatabase().sql<{ state: string | null; count: number; waiting: number }[]>`
    SELECT state, count(*)::int AS count, count(*) FILTER (WHERE wait_event_type = 'Lock')::int AS waiting
      FROM pg_stat_activity
     WHERE datname = current_database() AND application_name = 'startup-job-board' AND pid <> pg_backend_pid()
     GROUP BY state`;
  return {
    connections: Object.fromEntries(rows.map((row) => [row.state ?? "unknown", row.count])),
    waitingOnLock: rows.reduce((sum, row) => sum + row.waiting, 0),
  };
}
