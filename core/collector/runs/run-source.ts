import { sql } from "../../../db/client";
import { adapters } from "../adapters";
import type { CompanyFacts, NormalisedJob, RawPosting, Source } from "../collector.schema";
import type { Queryable } from "../../../db/queryable";
import { teamSizeOf } from "../../../lib/startup-facts";
import type { Fetcher } from "../fetch/http-fetcher";
import { normalisePosting, PostingRejected } from "../normalise/normalise-posting";
import { ensureCategories } from "../store/categories";
import { ensureCompany } from "../../shared/company-records";
import { loadHttpCache, saveHttpCache } from "../store/http-cache";
import { jobRow, postingHash, storedExternalId } from "../store/job-rows";
import { markMissingRemoved, upsertJobs } from "../store/jobs-store";
import { reconcileStatus } from "../store/reconcile-status";
import { checkApplyLinks } from "./check-apply-links";
import { holdSignalledPostings } from "../store/scam-holds";
import {
  finishRun,
  markInterruptedRuns,
  recordSkippedRun,
  startRun,
  type RunCounts,
  type RunStatus,
} from "./runs.service";

export interface RunSourceOptions {
  fetcher: Fetcher;
  /** Postings written per transaction. */
  batchSize?: number;
  /** Stops between batches, as a killed process would: the run stays 'running'. */
  signal?: AbortSignal;
  onStored?: (count: number) => void;
  /** After a collection that worked, how many of the source's open jobs get their apply link checked (check-apply-links.ts); none unless said. */
  linkChecks?: number;
}

export interface RunSummary extends RunCounts {
  source: Source;
  status: Exclude<RunStatus, "running">;
  error: string | null;
}

// Two-key advisory lock namespace: one run per source at a time, across processes.
const LOCK_NAMESPACE = 4243;
const MAX_LISTED_PROBLEMS = 5;

export class RunInterrupted extends Error {}

interface Prepared {
  jobs: { job: NormalisedJob; hash: string }[];
  unchangedIds: string[];
  problems: string[];
}

/**
 * Normalises the postings that are new or changed since they were stored; the rest
 * only count as seen. A feed that lists one posting twice stores it once.
 */
function preparePostings(postings: RawPosting[], source: Source, stored: Map<string, string>): Prepared {
  const prepared: Prepared = { jobs: [], unchangedIds: [], problems: [] };
  const seen = new Set<string>();
  for (const posting of postings) {
    if (posting.id && seen.has(posting.id)) continue;
    if (posting.id) seen.add(posting.id);
    const hash = postingHash(source, posting);
    if (posting.id && stored.get(storedExternalId(source, posting.id)) === hash) {
      prepared.unchangedIds.push(posting.id);
      continue;
    }
    try {
      prepared.jobs.push({ job: normalisePosting(posting, source.url), hash });
    } catch (error) {
      if (!(error instanceof PostingRejected)) throw error;
      prepared.problems.push(error.message);
    }
  }
  return prepared;
}

function describeProblems(problems: string[]): string | null {
  if (problems.length === 0) return null;
  const listed = problems.slice(0, MAX_LISTED_PROBLEMS).join("; ");
  return `${problems.length} posting(s) skipped: ${listed}${problems.length > MAX_LISTED_PROBLEMS ? "; …" : ""}`;
}

/**
 * One collection of one source: read it, normalise, store in batches (each its own
 * transaction), then in one last transaction close what disappeared, settle statuses
 * and remember the validators. Never throws: a broken source is a failed run.
 */
export async function runSource(source: Source, options: RunSourceOptions): Promise<RunSummary> {
  const counts: RunCounts = { found: 0, added: 0, updated: 0, closed: 0, failed: 0 };
  const lockConnection = await sql().reserve();
  try {
    const [{ locked }] = await lockConnection<
      { locked: boolean }[]
    >`SELECT pg_try_advisory_lock(${LOCK_NAMESPACE}, ${source.id}) AS locked`;
    if (!locked) {
      const reason = "another run of this source was in progress";
      await recordSkippedRun(source, reason);
      return { source, status: "skipped", error: reason, ...counts };
    }
    try {
      await markInterruptedRuns(source.id);
      const runId = await startRun(source);
      try {
        const summary = await collectAndStore(source, options, runId, counts);
        if (summary.status !== "failed" && options.linkChecks) {
          const links = await checkApplyLinks(sql(), options.fetcher, source.id, options.linkChecks);
          if (links.closed > 0) {
            await sql()`UPDATE collector_runs SET closed = closed + ${links.closed} WHERE id = ${runId}`;
            summary.closed += links.closed;
          }
        }
        return summary;
      } catch (error) {
        if (error instanceof RunInterrupted) throw error;
        const message = (error as Error).message || String(error);
        await finishRun(sql(), runId, "failed", counts, message);
        return { source, status: "failed", error: message, ...counts };
      }
    } finally {
      await lockConnection`SELECT pg_advisory_unlock(${LOCK_NAMESPACE}, ${source.id})`;
    }
  } finally {
    lockConnection.release();
  }
}

async function collectAndStore(
  source: Source,
  options: RunSourceOptions,
  runId: number,
  counts: RunCounts,
): Promise<RunSummary> {
  const db = sql();
  const cache = await loadHttpCache(db, source.url);
  const result = await adapters[source.type].collect({ source, fetcher: options.fetcher, cache });

  if (result.kind === "unchanged") {
    const closed = await db.begin(async (tx) => {
      // Nothing new to read, but validThrough dates may have passed since the last run.
      const closedNow = await reconcileStatus(tx, { sourceId: source.id });
      const [{ live }] = await tx<{ live: number }[]>`
        SELECT count(*)::int AS live FROM jobs WHERE collector_source_id = ${source.id} AND removed_at IS NULL`;
      counts.found = live;
      counts.closed = closedNow;
      await finishRun(tx, runId, "unchanged", counts, null);
      return closedNow;
    });
    return { source, status: "unchanged", error: null, ...counts, closed };
  }

  // Hashes of the jobs this source still lists (a removed job must be rewritten to reopen).
  const storedRows = await db<{ external_id: string; content_hash: string }[]>`
    SELECT external_id, content_hash FROM jobs WHERE collector_source_id = ${source.id} AND removed_at IS NULL AND content_hash IS NOT NULL`;
  const { jobs, unchangedIds, problems } = preparePostings(
    result.postings,
    source,
    new Map(storedRows.map((row) => [row.external_id, row.content_hash])),
  );
  problems.push(...result.rejected);
  counts.found = jobs.length + unchangedIds.length + result.keptIds.length;
  counts.failed = problems.length;

  const categories = await ensureCategories(db);
  const firstWithCompany = result.postings.find((posting) => posting.companyWebsite || posting.companyLogo);
  const companyId = await ensureCompany(db, {
    name: source.companyName,
    website: source.website ?? firstWithCompany?.companyWebsite ?? null,
    logoUrl: firstWithCompany?.companyLogo ?? null,
  });

  await fillCompanyFacts(db, companyId, result.postings.find((posting) => posting.companyFacts)?.companyFacts);

  const batchSize = options.batchSize ?? 500;
  const nowIso = new Date().toISOString();
  for (let start = 0; start < jobs.length; start += batchSize) {
    if (options.signal?.aborted) throw new RunInterrupted(`run of ${source.url} stopped`);
    const rows = jobs
      .slice(start, start + batchSize)
      .map(({ job, hash }) =>
        jobRow(
          source,
          companyId,
          job.categoryName ? (categories.get(job.categoryName) ?? null) : null,
          job,
          hash,
          nowIso,
        ),
      );
    await db.begin(async (tx) => {
      const written = await upsertJobs(tx, rows);
      counts.added += written.added;
      counts.updated += written.updated;
      // Held before statuses settle, so a held posting's copy from another source is shown instead.
      await holdSignalledPostings(tx, source, rows, written.written);
      counts.closed += await reconcileStatus(tx, { keys: [...new Set(rows.map((row) => row.dedupe_key))] });
    });
    options.onStored?.(rows.length);
  }
  if (options.signal?.aborted) throw new RunInterrupted(`run of ${source.url} stopped`);

  const seen = [...jobs.map(({ job }) => job.externalId), ...unchangedIds, ...result.keptIds].map((id) =>
    storedExternalId(source, id),
  );
  await db.begin(async (tx) => {
    await markMissingRemoved(tx, source.id, seen);
    counts.closed += await reconcileStatus(tx, { sourceId: source.id });
    await saveHttpCache(tx, result.cacheEntries);
    await finishRun(tx, runId, "succeeded", counts, describeProblems(problems));
  });
  return { source, status: "succeeded", error: describeProblems(problems), ...counts };
}

/** Fills the company's startup facts the source gives, only where the company has none (an employer's or admin's value wins). */
async function fillCompanyFacts(db: Queryable, companyId: number, facts: CompanyFacts | undefined): Promise<void> {
  if (!facts) return;
  const year =
    facts.foundedYear !== undefined && facts.foundedYear >= 1800 && facts.foundedYear <= new Date().getUTCFullYear()
      ? facts.foundedYear
      : null;
  const size = teamSizeOf(facts.teamSize);
  const linkedin =
    facts.linkedinUrl && /^https:\/\/([a-z]+\.)?linkedin\.com\//i.test(facts.linkedinUrl)
      ? facts.linkedinUrl.slice(0, 300)
      : null;
  if (year === null && size === null && linkedin === null) return;
  await db`
    UPDATE companies SET founded_year = coalesce(founded_year, ${year}::int), team_size = coalesce(team_size,
    ${size}::text),
                         linkedin_url = coalesce(linkedin_url, ${linkedin}::text), updated_at = now()
     WHERE id = ${companyId} AND (founded_year IS NULL AND ${year}::int IS NOT NULL OR team_size IS NULL
    AND ${size}::text IS NOT NULL OR linkedin_url IS NULL AND ${linkedin}::text IS NOT NULL)`;
}
