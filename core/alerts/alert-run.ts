import { env, publicOrigin } from "../../config/env";
import { sql, type Sql } from "../../db/client";
import type { Queryable } from "../../db/queryable";
import { inTransaction } from "../../db/transaction";
import { queueMail, type MailMessage } from "../mail";
import { loadNewJobs, matchNewJobs, searchIndex, type NewJobs, filtersOf } from "../search";
import { formatLocation, formatSalary } from "../jobs";
import { alertJobsMail, alertLinks } from "./alert-mail";
import { alertSubject } from "./alert-name";
import { labelsFor, loadLabels, type LabelBook } from "./alert-labels";
import {
  CHECK_INTERVAL_MINUTES,
  INSTANT_MAILS_PER_DAY,
  JOBS_PER_MAIL,
  MAX_LOOKBACK_DAYS,
  OVERLAP_MINUTES,
} from "./alert-schedule";
import { searchStringOf, type AlertFrequency, type AlertQuery } from "./alerts.schema";

/**
 * One run of the alerts (decision 080): every due alert's saved search is matched against
 * the jobs that appeared since its previous check, and each alert with new matches gets one
 * mail. Alerts are handled in batches, each one transaction that queues the mails, writes
 * the (alert, job) sent records and moves the alerts' checks forward together: a run killed
 * half-way has either done a batch entirely or not at all, and the next run takes over
 * without sending a job twice. One run at a time across processes (an advisory lock).
 */
export interface RunOptions {
  /** Check every active alert now, whatever its schedule (operators, tests). */
  force?: boolean;
  batchSize?: number;
  /** Batches written at the same time (default 2). */
  concurrency?: number;
  origin?: string;
  /** Called after each committed batch (tests use it to stop a run half-way). */
  afterBatch?: (done: number) => Promise<void> | void;
}

export interface RunSummary {
  skipped: boolean;
  /** Of ms: matching the saved searches in memory, and the batches' transactions. */
  matchMs: number;
  writeMs: number;
  checked: number;
  mailed: number;
  jobsSent: number;
  newJobs: number;
  ms: number;
}

interface DueAlert {
  id: number;
  email: string;
  name: string;
  query: AlertQuery;
  frequency: AlertFrequency;
  since_ms: number;
  mails_today: number;
}

/** The advisory lock one run holds (exported for the test that holds it as another process would). */
export const ALERT_RUN_LOCK = 4_242_080;

export async function runAlerts(options: RunOptions = {}): Promise<RunSummary> {
  const started = Date.now();
  const connection = await sql().reserve();
  try {
    const [{ locked }] = await connection<
      { locked: boolean }[]
    >`SELECT pg_try_advisory_lock(${ALERT_RUN_LOCK}) AS locked`;
    if (!locked)
      return {
        skipped: true,
        checked: 0,
        mailed: 0,
        jobsSent: 0,
        newJobs: 0,
        matchMs: 0,
        writeMs: 0,
        ms: Date.now() - started,
      };
    try {
      const summary = await runLocked(sql(), options);
      return {
        ...summary,
        matchMs: Math.round(summary.matchMs),
        writeMs: Math.round(summary.writeMs),
        skipped: false,
        ms: Date.now() - started,
      };
    } finally {
      await connection`SELECT pg_advisory_unlock(${ALERT_RUN_LOCK})`;
    }
  } finally {
    connection.release();
  }
}

/** Guests' alerts never confirmed are forgotten after this many days, like newsletter sign-ups (privacy policy). */
export const PENDING_RETENTION_DAYS = 30;

async function runLocked(db: Sql, options: RunOptions) {
  await db`DELETE FROM job_alerts WHERE status = 'pending' AND created_at < now() - make_interval(days => ${PENDING_RETENTION_DAYS})`;
  await db`DELETE FROM alert_confirmations WHERE expires_at < now() - interval '1 day'`;
  const [{ now_ms }] = await db<{ now_ms: number }[]>`SELECT (extract(epoch FROM now()) * 1000)::float8 AS now_ms`;
  const runStart = new Date(now_ms);
  const due = await db<DueAlert[]>`
    SELECT id, email, name, query, frequency,
           (extract(epoch FROM GREATEST(checked_until - make_interval(mins => ${OVERLAP_MINUTES}), COALESCE(confirmed_at, created_at),
                                        ${runStart.toISOString()}::timestamptz - make_interval(days => ${MAX_LOOKBACK_DAYS}))) * 1000)::float8 AS since_ms,
           CASE WHEN frequency = 'instant'
                THEN (SELECT count(*)::int FROM alert_mails m WHERE m.alert_id = a.id AND m.queued_at > now() - interval '1 day') ELSE 0 END AS mails_today
      FROM job_alerts a
     WHERE status = 'active' AND (${options.force ?? false} OR next_run_at <= now())
     ORDER BY id`;
  const summary = { checked: 0, mailed: 0, jobsSent: 0, newJobs: 0, matchMs: 0, writeMs: 0 };
  if (due.length === 0) return summary;

  const earliest = Math.min(...due.map((alert) => alert.since_ms));
  const newJobs = await loadNewJobs(db, new Date(earliest));
  summary.newJobs = newJobs.jobs.size;
  const full = await searchIndex();
  const book = await loadLabels(
    db,
    due.map((alert) => alert.query),
  );
  const origin = options.origin ?? publicOrigin();
  const batchSize = options.batchSize ?? 250;
  const context = { newJobs, book, origin, runStart, force: options.force ?? false };
  const batches: DueAlert[][] = [];
  for (let start = 0; start < due.length; start += batchSize) batches.push(due.slice(start, start + batchSize));

  // A few batches at a time: one is matched in memory while another's transaction is written.
  let next = 0;
  let done = 0;
  let failure: unknown;
  const worker = async () => {
    while (next < batches.length && failure === undefined) {
      const batch = batches[next++];
      try {
        const matchStart = performance.now();
        const matches = new Map(
          batch.map((alert) => [
            alert.id,
            matchNewJobs(
              newJobs,
              full,
              {
                q: alert.query.q,
                where: alert.query.where,
                filters: filtersOf(alert.query),
                companySlug: alert.query.company,
              },
              alert.since_ms,
            ),
          ]),
        );
        summary.matchMs += performance.now() - matchStart;
        const writeStart = performance.now();
        const result = await inTransaction(db, (tx) => runBatch(tx, batch, matches, context));
        summary.writeMs += performance.now() - writeStart;
        summary.checked += result.checked;
        summary.mailed += result.mailed;
        summary.jobsSent += result.jobsSent;
        done += batch.length;
        await options.afterBatch?.(done);
      } catch (error) {
        failure ??= error;
      }
    }
  };
  // Every batch under way ends before the run (and its lock) does.
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 2, batches.length) }, worker));
  if (failure !== undefined) throw failure;
  return summary;
}

interface BatchContext {
  newJobs: NewJobs;
  book: LabelBook;
  origin: string;
  runStart: Date;
  force: boolean;
}

async function runBatch(tx: Queryable, batch: DueAlert[], matches: Map<number, number[]>, context: BatchContext) {
  const ids = batch.map((alert) => alert.id);
  // The alerts still due under lock: another process's run that got here first has moved them on.
  const owned = new Set(
    (
      await tx<{ id: number }[]>`
      SELECT id FROM job_alerts WHERE id = ANY(${ids}::int[]) AND status = 'active' AND (${context.force} OR next_run_at <= now())
      FOR UPDATE SKIP LOCKED`
    ).map((row) => row.id),
  );
  const candidates = [...new Set(batch.flatMap((alert) => (owned.has(alert.id) ? matches.get(alert.id)! : [])))];
  const sent = new Set<string>();
  const open = new Set<number>();
  if (candidates.length) {
    for (const row of await tx<{ alert_id: number; job_id: number }[]>`
      SELECT alert_id, job_id FROM alert_sent_jobs WHERE alert_id = ANY(${[...owned]}::int[]) AND job_id = ANY(${candidates}::int[])`)
      sent.add(`${row.alert_id}:${row.job_id}`);
    // Closed since the jobs were read: never mailed.
    for (const row of await tx<
      { id: number }[]
    >`SELECT id FROM jobs WHERE id = ANY(${candidates}::int[]) AND status = 'open'`)
      open.add(row.id);
  }

  const checked: number[] = [];
  const nextMinutes: number[] = [];
  const toMail: { alert: DueAlert; fresh: number[] }[] = [];
  for (const alert of batch) {
    if (!owned.has(alert.id)) continue;
    const fresh = matches.get(alert.id)!.filter((id) => open.has(id) && !sent.has(`${alert.id}:${id}`));
    // An instant alert over its daily share keeps its place: the jobs wait for the next mail.
    if (fresh.length && alert.frequency === "instant" && alert.mails_today >= INSTANT_MAILS_PER_DAY) continue;
    checked.push(alert.id);
    nextMinutes.push(CHECK_INTERVAL_MINUTES[alert.frequency]);
    if (fresh.length) toMail.push({ alert, fresh });
  }
  // Issued together, so the connection pipelines them instead of waiting for each answer.
  const queued = await Promise.all(
    toMail.map(({ alert, fresh }) => queueMail(alertMail(alert, fresh, context), { db: tx })),
  );
  const sentAlert: number[] = [];
  const sentJob: number[] = [];
  const sentMail: number[] = [];
  if (toMail.length) {
    const rows = await tx<{ id: string; alert_id: number }[]>`
      INSERT INTO alert_mails (alert_id, mail_id, job_count)
      SELECT * FROM unnest(${toMail.map(({ alert }) => alert.id)}::int[], ${queued.map(({ id }) => id)}::bigint[],
      ${toMail.map(({ fresh }) => fresh.length)}::int[])
      RETURNING id, alert_id`;
    const mailOf = new Map(rows.map((row) => [row.alert_id, Number(row.id)]));
    for (const { alert, fresh } of toMail) {
      for (const jobId of fresh) {
        sentAlert.push(alert.id);
        sentJob.push(jobId);
        sentMail.push(mailOf.get(alert.id)!);
      }
    }
    await tx`INSERT INTO alert_sent_jobs (alert_id, job_id, alert_mail_id)
             SELECT * FROM unnest(${sentAlert}::int[], ${sentJob}::int[], ${sentMail}::bigint[]) ON CONFLICT DO NOTHING`;
  }
  if (checked.length) {
    const mailedIds = [...new Set(sentAlert)];
    await tx`
      UPDATE job_alerts a SET checked_until = ${context.runStart.toISOString()}::timestamptz,
             next_run_at = ${context.runStart.toISOString()}::timestamptz + make_interval(mins => c.minutes),
             last_sent_at = CASE WHEN a.id = ANY(${mailedIds}::int[]) THEN now() ELSE a.last_sent_at END
        FROM unnest(${checked}::int[], ${nextMinutes}::int[]) AS c(id, minutes)
       WHERE a.id = c.id`;
  }
  return { checked: checked.length, mailed: toMail.length, jobsSent: sentAlert.length };
}

/** The job's pay as candidates read it ('₹14.5-21.5 LPA'), or null when not stated. */
function payText(job: {
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string;
  salaryUnit: string;
}): string | null {
  const pay = formatSalary({
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    currency: job.salaryCurrency,
    salaryUnit: job.salaryUnit,
  });
  return pay === "Salary not specified" ? null : pay;
}

/** One alert's mail: the newest 20 of its fresh jobs, the count, and a link to the whole search. */
function alertMail(alert: DueAlert, fresh: number[], context: BatchContext): MailMessage {
  const labels = labelsFor(context.book, alert.query);
  const listed = fresh.slice(0, JOBS_PER_MAIL).map((id) => {
    const job = context.newJobs.jobs.get(id)!;
    return {
      id,
      title: job.title,
      companyName: job.companyName,
      location: job.workplace === "remote" ? "Remote" : formatLocation(job.locality, job.region),
      pay: payText(job),
    };
  });
  const base = new URL(context.origin).origin;
  // A company page's alert links to that page; the search page has no company filter.
  const searchUrl = alert.query.company
    ? `${base}/jobs/${encodeURIComponent(labels.company ?? alert.query.company)}`
    : `${base}/search/job?${searchStringOf({ ...alert.query, sort: "recent" })}`;
  return alertJobsMail({
    to: alert.email,
    subject: alertSubject(fresh.length, alert, labels),
    alertName: alert.name,
    jobs: listed,
    total: fresh.length,
    searchUrl,
    origin: context.origin,
    links: alertLinks(context.origin, alert),
    contactEmail: env().CONTACT_EMAIL,
  });
}
