import { sql } from "../../../db/client";
import type { Queryable as Sql } from "../../../db/queryable";
import type { Source } from "../collector.schema";

export type RunStatus = "running" | "succeeded" | "unchanged" | "failed" | "interrupted" | "skipped";

export interface RunCounts {
  found: number;
  added: number;
  updated: number;
  closed: number;
  failed: number;
}

export interface RunRecord extends RunCounts {
  id: number;
  sourceId: number | null;
  sourceUrl: string;
  companyName: string;
  status: RunStatus;
  startedAt: Date;
  finishedAt: Date | null;
  error: string | null;
}

export async function startRun(source: Source): Promise<number> {
  const [row] = await sql()<{ id: number }[]>`
    INSERT INTO collector_runs (source_id, source_url, company_name) VALUES (${source.id}, ${source.url}, ${source.companyName}) RETURNING id`;
  return row.id;
}

export async function finishRun(
  runSql: Sql,
  runId: number,
  status: Exclude<RunStatus, "running">,
  counts: RunCounts,
  error: string | null,
): Promise<void> {
  await runSql`
    UPDATE collector_runs SET status = ${status}, finished_at = now(), found = ${counts.found}, added = ${counts.added},
      updated = ${counts.updated}, closed = ${counts.closed}, failed = ${counts.failed}, error = ${error}
    WHERE id = ${runId}`;
}

/** Runs left 'running' by a process that died; called while holding the source's lock, so none is alive. */
export async function markInterruptedRuns(sourceId: number): Promise<number> {
  const result = await sql()`
    UPDATE collector_runs SET status = 'interrupted', finished_at = now(),
      error = coalesce(error, 'the process stopped before the run finished; the next run completed the work')
    WHERE source_id = ${sourceId} AND status = 'running'`;
  return result.count;
}

export async function recordSkippedRun(source: Source, reason: string): Promise<void> {
  await sql()`
    INSERT INTO collector_runs (source_id, source_url, company_name, status, finished_at, error)
    VALUES (${source.id}, ${source.url}, ${source.companyName}, 'skipped', now(), ${reason})`;
}

export async function listRecentRuns(limit = 20): Promise<RunRecord[]> {
  const rows = await sql()<
    {
      id: number;
      source_id: number | null;
      source_url: string;
      company_name: string;
      status: RunStatus;
      started_at: Date;
      finished_at: Date | null;
      found: number;
      added: number;
      updated: number;
      closed: number;
      failed: number;
      error: string | null;
    }[]
  >`SELECT * FROM collector_runs ORDER BY started_at DESC, id DESC LIMIT ${limit}`;
  return rows.map((row) => ({
    id: row.id,
    sourceId: row.source_id,
    sourceUrl: row.source_url,
    companyName: row.company_name,
    status: row.status,
    startedAt: new Date(row.started_at),
    finishedAt: row.finished_at ? new Date(row.finished_at) : null,
    found: row.found,
    added: row.added,
    updated: row.updated,
    closed: row.closed,
    failed: row.failed,
    error: row.error,
  }));
}
