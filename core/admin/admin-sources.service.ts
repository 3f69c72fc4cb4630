import { sql } from "../../db/client";
import { permissionDenied, type Actor } from "../accounts";
import {
  findSource,
  removeSource,
  runSources,
  saveSource,
  setSourcePaused,
  sourceEntrySchema,
  type RunSummary,
  type Source,
} from "../collector";
import { recordAudit } from "../audit";
import { AppError, invalidInput } from "../shared/app-error";

/**
 * The collector's sources on the admin screen. Every action calls the same core
 * functions as `npm run collect` (sources.service, run-sources) with the same Zod
 * schema for a new source, and writes the audit log.
 */
export const FAILING_DAYS = 3;

export interface SourceStatus extends Source {
  lastRunAt: string | null;
  lastStatus: string | null;
  lastError: string | null;
  found: number;
  openJobs: number;
  closedJobs: number;
  lastSuccessAt: string | null;
  /** No successful run for FAILING_DAYS although it was tried: its jobs' 'verified' line pauses. */
  failing: boolean;
}

const sourceInputError = (errors: Record<string, string>) =>
  invalidInput(errors, Object.values(errors)[0] ?? "Invalid source");

function requireAdmin(actor: Actor | null): asserts actor is Actor {
  if (actor?.role !== "admin") throw permissionDenied();
}

export async function listSourceStatus(): Promise<SourceStatus[]> {
  const rows = await sql()<Record<string, unknown>[]>`
    SELECT s.id, s.company_name, s.type, s.url, s.website, s.paused, s.created_at,
           last.started_at AS last_run_at, last.status AS last_status, last.error AS last_error, coalesce(last.found, 0) AS found,
           (SELECT max(r.finished_at) FROM collector_runs r WHERE r.source_id = s.id AND r.status IN ('succeeded', 'unchanged')) AS last_success_at,
           (SELECT count(*)::int FROM jobs j WHERE j.collector_source_id = s.id AND j.status = 'open') AS open_jobs,
           (SELECT count(*)::int FROM jobs j WHERE j.collector_source_id = s.id AND j.status = 'closed') AS closed_jobs
      FROM collector_sources s
      LEFT JOIN LATERAL (SELECT * FROM collector_runs r WHERE r.source_id = s.id ORDER BY r.started_at DESC, r.id DESC LIMIT 1) last ON true
     ORDER BY s.id`;
  const failingBefore = Date.now() - FAILING_DAYS * 86_400_000;
  return rows.map((row) => {
    const lastSuccess = row.last_success_at ? new Date(row.last_success_at as Date) : null;
    const since = lastSuccess ?? new Date(row.created_at as Date);
    return {
      id: row.id as number,
      companyName: row.company_name as string,
      type: row.type as Source["type"],
      url: row.url as string,
      website: (row.website as string | null) ?? null,
      paused: row.paused as boolean,
      lastRunAt: row.last_run_at ? new Date(row.last_run_at as Date).toISOString() : null,
      lastStatus: (row.last_status as string | null) ?? null,
      lastError: (row.last_error as string | null) ?? null,
      found: Number(row.found),
      openJobs: Number(row.open_jobs),
      closedJobs: Number(row.closed_jobs),
      lastSuccessAt: lastSuccess?.toISOString() ?? null,
      failing: row.last_status === "failed" && since.getTime() < failingBefore,
    };
  });
}

export async function addSource(actor: Actor | null, raw: Record<string, unknown>): Promise<Source> {
  requireAdmin(actor);
  const parsed = sourceEntrySchema.safeParse({ ...raw, website: raw.website ? raw.website : undefined });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues)
      errors[issue.path.join(".") || "_"] ??= `${issue.path.join(".")} ${issue.message}`;
    throw sourceInputError(errors);
  }
  const { source, created } = await saveSource(parsed.data);
  await recordAudit({
    actor,
    action: created ? "source.add" : "source.update",
    targetType: "source",
    targetId: source.id,
    after: parsed.data,
  });
  return source;
}

async function requireSource(id: number): Promise<Source> {
  const source = await findSource(String(id));
  if (!source) throw new AppError("not_found", "No such source", { fieldErrors: { id: "No such source" } });
  return source;
}

export async function setSourcePausedByAdmin(actor: Actor | null, id: number, paused: boolean): Promise<void> {
  requireAdmin(actor);
  const source = await requireSource(id);
  await setSourcePaused(source, paused);
  await recordAudit({
    actor,
    action: paused ? "source.pause" : "source.resume",
    targetType: "source",
    targetId: id,
    before: { paused: source.paused },
    after: { paused },
  });
}

export async function removeSourceByAdmin(actor: Actor | null, id: number): Promise<{ closedJobs: number }> {
  requireAdmin(actor);
  const source = await requireSource(id);
  const result = await removeSource(source);
  await recordAudit({
    actor,
    action: "source.remove",
    targetType: "source",
    targetId: id,
    before: source,
    after: result,
  });
  return result;
}

/** Collects one source now, as `npm run collect -- run ID` does, and answers its summary. */
export async function runSourceNow(actor: Actor | null, id: number): Promise<RunSummary> {
  requireAdmin(actor);
  const source = await requireSource(id);
  const [summary] = await runSources([source]);
  await recordAudit({
    actor,
    action: "source.run",
    targetType: "source",
    targetId: id,
    after: {
      status: summary.status,
      found: summary.found,
      added: summary.added,
      closed: summary.closed,
      error: summary.error,
    },
  });
  return summary;
}
