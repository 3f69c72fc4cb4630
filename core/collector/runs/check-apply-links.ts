import type { Queryable } from "../../../db/queryable";
import type { Fetcher } from "../fetch/http-fetcher";
import { reconcileStatus } from "../store/reconcile-status";

/** How many open jobs of a source have their apply link checked after each of its scheduled collections. */
export const LINK_CHECKS_PER_RUN = 25;
/** A link checked this recently is not asked again. */
export const LINK_RECHECK_HOURS = 24;
/** Only these mean the posting is gone; anything else (5xx, 429, 403, timeouts, robots) keeps the job open. */
const GONE = new Set([404, 410]);
/** Links asked at once; the fetcher's per-host limiter still keeps each host at two, with its delay. */
const PARALLEL = 4;

export interface LinkCheckSummary {
  checked: number;
  /** Jobs closed because their apply link answered 404 or 410. */
  closed: number;
  /** Jobs kept because the link gave no answer that says gone (error, timeout, 5xx, robots). */
  unknown: number;
}

/**
 * The apply-link check of collected jobs (issue 27 point 7, decision 155): after a collection of a source,
 * up to `limit` of its open jobs, those checked longest ago first (never within LINK_RECHECK_HOURS), are
 * asked through the run's fetcher (robots.txt, per-host limit and delay, address check, timeout). A link
 * answering 404 or 410 closes its job with that status as the reason (link_gone_at, link_gone_status);
 * reconcileStatus then keeps it closed at later collections and lets a copy from another source show instead.
 */
export async function checkApplyLinks(
  db: Queryable,
  fetcher: Fetcher,
  sourceId: number,
  limit: number,
): Promise<LinkCheckSummary> {
  const summary: LinkCheckSummary = { checked: 0, closed: 0, unknown: 0 };
  if (limit <= 0) return summary;
  const due = await db<{ id: number; job_url: string }[]>`
    SELECT id, job_url FROM jobs
     WHERE collector_source_id = ${sourceId} AND status = 'open' AND deleted_at IS NULL AND job_url IS NOT NULL
       AND (link_checked_at IS NULL OR link_checked_at < now() - make_interval(hours => ${LINK_RECHECK_HOURS}))
     ORDER BY link_checked_at NULLS FIRST, id LIMIT ${limit}`;
  const gone: { id: number; status: number }[] = [];
  const queue = [...due];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const status = await fetcher.linkStatus(job.job_url).catch(() => null);
      summary.checked += 1;
      if (status !== null && GONE.has(status)) gone.push({ id: job.id, status });
      else if (status === null || status >= 400) summary.unknown += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, due.length) }, worker));
  if (due.length === 0) return summary;

  await db`UPDATE jobs SET link_checked_at = now() WHERE id = ANY(${due.map((job) => job.id)}::int[])`;
  for (const job of gone) {
    const [closed] = await db<{ dedupe_key: string | null }[]>`
      UPDATE jobs SET link_gone_at = now(), link_gone_status = ${job.status}, status = 'closed', closed_at = coalesce(closed_at, now()), updated_at = now()
       WHERE id = ${job.id} AND status = 'open' RETURNING dedupe_key`;
    if (!closed) continue;
    summary.closed += 1;
    if (closed.dedupe_key) await reconcileStatus(db, { keys: [closed.dedupe_key] });
  }
  return summary;
}
