import type { Sql } from "postgres";

/**
 * Waits until every change in search_changes is below the server's oldest open transaction (pg_snapshot_xmin, the
 * watermark a search index build reads). The watermark spans all the server's databases: another test file's open
 * transaction can hold it below this file's changes, and the first catch-up after a build then re-applies them all;
 * on a test board of a few dozen jobs that passes the index's 20% of dead slots, so it rebuilds (and, sharing, publishes
 * one more base), correct but not what such a test counts. Next stop: the build records the changes it reflects.
 */
export async function waitUntilSearchChangesAreBelowTheWatermark(sql: Sql): Promise<void> {
  const [{ newest }] = await sql<{ newest: string | null }[]>`SELECT max(tx)::text AS newest FROM search_changes`;
  if (newest === null) return;
  for (let tries = 0; tries < 600; tries++) {
    const [{ past }] = await sql<{ past: boolean }[]>`
      SELECT pg_snapshot_xmin(pg_current_snapshot()) > ${newest}::xid8 AS past`;
    if (past) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("another transaction on the server stayed open for 30 s");
}
