/**
 * The applications a candidate tracks (issue 30, decision 115). Every function takes the signed-in
 * user's id and touches only that user's rows: another candidate's application id is not found (404),
 * never forbidden, so that nobody learns it exists. Pages and the API call the same functions.
 */
import type postgres from "postgres";
import { sql } from "../../db/client";
import { AppError, invalidInput, notFound } from "../shared/app-error";
import { jobDetailsPath, publicJob } from "../jobs";
import {
  APPLICATIONS_PAGE_SIZE,
  APPLIED_COUNT_DAYS,
  PROMPT_DAYS,
  TRACKER_STATUSES,
  createApplicationSchema,
  fieldErrorsOf,
  listApplicationsSchema,
  promptAnswerSchema,
  updateApplicationSchema,
  type TrackerStatus,
} from "./applications.schema";

const TRACKER = [...TRACKER_STATUSES] as string[];
/** Rows made by Apply Now or the prompt that are not (yet) in the tracker. */
const PRE_TRACKER = ["clicked", "not_yet", "not_interested"];

function parse<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: import("zod").ZodError } },
  value: unknown,
): T {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidInput(fieldErrorsOf(result.error));
  return result.data;
}

function iso(value: Date | string | null): string | null {
  return value == null ? null : new Date(value).toISOString();
}

/**
 * One Apply Now (issue 30 point 1): the click of /jobs/{id}/apply and, for a signed-in candidate, the
 * application it starts, in ONE statement (one round trip before the redirect). A job applied to
 * before keeps its row and dates (ON CONFLICT DO NOTHING).
 */
export async function recordApply(input: { jobId: number; userId: number; referrer?: string | null }): Promise<void> {
  const referrer = input.referrer ? input.referrer.slice(0, 500) : null;
  await sql()`
    WITH click AS (INSERT INTO job_apply_clicks (job_id, user_id, referrer) VALUES (${input.jobId}, ${input.userId}, ${referrer}))
    INSERT INTO applications (user_id, job_id, job_title, company_name, clicked_at)
    SELECT ${input.userId}, j.id, j.title, coalesce(c.name, ''), now() FROM jobs j LEFT JOIN companies c ON c.id = j.company_id
     WHERE j.id = ${input.jobId} AND ${publicJob("j")}
    ON CONFLICT (user_id, job_id) DO NOTHING`;
}

export interface PromptItem {
  id: number;
  jobId: number | null;
  jobTitle: string;
  companyName: string;
}

/**
 * The jobs the 'Did you apply?' prompt asks about: gone to apply within PROMPT_DAYS, neither answered
 * nor dismissed; at most three, newest first. Read by the root loader for signed-in candidates only.
 */
export async function pendingPrompts(userId: number, now = new Date()): Promise<PromptItem[]> {
  const rows = await sql()<{ id: number; job_id: number | null; job_title: string; company_name: string }[]>`
    SELECT id, job_id, job_title, company_name FROM applications
     WHERE user_id = ${userId} AND status = 'clicked' AND prompt_closed_at IS NULL
       AND clicked_at > ${now.toISOString()}::timestamptz - make_interval(days => ${PROMPT_DAYS})
     ORDER BY clicked_at DESC, id DESC LIMIT 3`;
  return rows.map((row) => ({ id: row.id, jobId: row.job_id, jobTitle: row.job_title, companyName: row.company_name }));
}

/** The prompt's answer: 'applied' starts the tracker (dated now), 'not_yet' and 'not_interested' are kept, 'dismiss' only closes it. */
export async function answerPrompt(userId: number, input: unknown): Promise<{ answer: string; jobTitle: string }> {
  const { id, answer } = parse(promptAnswerSchema, input);
  return sql().begin(async (tx) => {
    const [row] = await tx<{ id: number; job_title: string }[]>`
      UPDATE applications SET
        status = CASE WHEN ${answer} = 'dismiss' THEN status ELSE ${answer} END,
        applied_at = CASE WHEN ${answer} = 'applied' THEN coalesce(applied_at, now()) ELSE applied_at END,
        prompt_closed_at = now(), updated_at = now()
       WHERE id = ${id} AND user_id = ${userId} AND status = 'clicked' AND prompt_closed_at IS NULL
       RETURNING id, job_title`;
    if (!row) throw notFound("Application not found");
    if (answer === "applied")
      await tx`INSERT INTO application_events (application_id, status) VALUES (${row.id}, 'applied')`;
    return { answer, jobTitle: row.job_title };
  });
}

export interface ApplicationView {
  id: number;
  jobId: number | null;
  jobTitle: string;
  companyName: string;
  /** The job's page while it is open; null once it closed (or was removed). */
  jobHref: string | null;
  jobClosed: boolean;
  /** When the job closed (ISO), if known. */
  jobClosedAt: string | null;
  status: TrackerStatus;
  appliedAt: string | null;
  note: string;
  nextStep: string | null;
  remind: boolean;
  /** Every status change, oldest first. */
  timeline: { status: TrackerStatus; at: string }[];
}

export interface ApplicationPage {
  items: ApplicationView[];
  /** Applications per status (all of the candidate's, whatever the filter). */
  counts: Record<TrackerStatus, number>;
  total: number;
  page: number;
  totalPages: number;
  status: TrackerStatus | null;
}

interface ViewRow {
  id: number;
  job_id: number | null;
  job_title: string;
  company_name: string;
  status: TrackerStatus;
  applied_at: Date | null;
  note: string;
  next_step_on: string | null;
  remind: boolean;
  job_status: "open" | "closed" | "pending" | null;
  closed_at: Date | null;
  valid_through: Date | null;
  deleted_at: Date | null;
  events: { status: TrackerStatus; at: string }[];
}

function viewOf(row: ViewRow, now: number): ApplicationView {
  const expired = row.valid_through !== null && new Date(row.valid_through).getTime() <= now;
  const closed = row.job_id === null || row.job_status !== "open" || row.deleted_at !== null || expired;
  const closedAt =
    row.job_status === "closed"
      ? (row.closed_at ?? row.deleted_at)
      : (row.deleted_at ?? (expired ? row.valid_through : null));
  return {
    id: row.id,
    jobId: row.job_id,
    jobTitle: row.job_title,
    companyName: row.company_name,
    // A held job's page answers 404: the candidate keeps its title and company, without the link.
    jobHref:
      row.job_id !== null && row.deleted_at === null && row.job_status !== "pending"
        ? jobDetailsPath({ id: row.job_id, title: row.job_title })
        : null,
    jobClosed: closed,
    jobClosedAt: closed ? iso(closedAt) : null,
    status: row.status,
    appliedAt: iso(row.applied_at),
    note: row.note,
    nextStep: row.next_step_on,
    remind: row.remind,
    timeline: row.events.map((event) => ({ status: event.status, at: new Date(event.at).toISOString() })),
  };
}

function viewColumns(db: postgres.Sql | postgres.TransactionSql) {
  return db`
    a.id, a.job_id, a.job_title, a.company_name, a.status, a.applied_at, a.note, a.next_step_on::text AS next_step_on, a.remind,
    j.status AS job_status, j.closed_at, j.valid_through, j.deleted_at,
    (SELECT coalesce(json_agg(json_build_object('status', e.status, 'at', e.changed_at) ORDER BY e.changed_at, e.id), '[]'::json)
       FROM application_events e WHERE e.application_id = a.id) AS events`;
}

/** One page of the candidate's applications (10), by next step then date applied, with the counts per status. */
export async function listApplications(userId: number, input: unknown = {}): Promise<ApplicationPage> {
  const { status, page: asked } = parse(listApplicationsSchema, input);
  const statuses = status ? [status] : TRACKER;
  const page = asked ?? 1;
  const db = sql();
  const [countRows, rows] = await Promise.all([
    db<{ status: TrackerStatus; count: number }[]>`
      SELECT status, count(*)::int AS count FROM applications WHERE user_id = ${userId} AND status = ANY(${TRACKER}) GROUP BY status`,
    db<ViewRow[]>`
      SELECT ${viewColumns(db)}
        FROM applications a LEFT JOIN jobs j ON j.id = a.job_id
       WHERE a.user_id = ${userId} AND a.status = ANY(${statuses})
       ORDER BY a.next_step_on ASC NULLS LAST, a.applied_at DESC NULLS LAST, a.id DESC
       LIMIT ${APPLICATIONS_PAGE_SIZE} OFFSET ${(page - 1) * APPLICATIONS_PAGE_SIZE}`,
  ]);
  const counts = Object.fromEntries(TRACKER_STATUSES.map((name) => [name, 0])) as Record<TrackerStatus, number>;
  for (const row of countRows) counts[row.status] = row.count;
  const total = status ? counts[status] : Object.values(counts).reduce((sum, count) => sum + count, 0);
  const now = Date.now();
  return {
    items: rows.map((row) => viewOf(row, now)),
    counts,
    total,
    page,
    totalPages: Math.max(1, Math.ceil(total / APPLICATIONS_PAGE_SIZE)),
    status: status ?? null,
  };
}

/** One application of the candidate, or not found. */
export async function getApplication(userId: number, id: number): Promise<ApplicationView> {
  const db = sql();
  const [row] = await db<ViewRow[]>`
    SELECT ${viewColumns(db)} FROM applications a LEFT JOIN jobs j ON j.id = a.job_id
     WHERE a.id = ${id} AND a.user_id = ${userId} AND a.status = ANY(${TRACKER})`;
  if (!row) throw notFound("Application not found");
  return viewOf(row, Date.now());
}

/**
 * Tracks a job the candidate applied to (the API's create; the tab's 'Add'). A job the candidate only
 * went to apply for (or answered 'Not yet' / 'Not interested') moves into the tracker; a job already
 * in the tracker is refused (409 naming `job`), its application and date kept.
 */
export async function createApplication(userId: number, input: unknown): Promise<ApplicationView> {
  const data = parse(createApplicationSchema, input);
  const status = data.status ?? "applied";
  const id = await sql().begin(async (tx) => {
    // A job nobody may see (held for review, hidden by reports, deleted) is not found, as on its page: unless the
    // candidate has a row for it from before it was held, whose title and company they saw then and keep.
    const [job] = await tx<{ id: number; title: string; company: string }[]>`
      SELECT j.id, j.title, coalesce(c.name, '') AS company FROM jobs j LEFT JOIN companies c ON c.id = j.company_id
       WHERE j.id = ${data.job} AND j.deleted_at IS NULL
         AND (${publicJob("j")} OR EXISTS (SELECT 1 FROM applications a WHERE a.user_id = ${userId} AND a.job_id = j.id))`;
    if (!job) throw new AppError("not_found", "Job not found", { fieldErrors: { job: "Job not found" } });
    const [row] = await tx<{ id: number; created: boolean }[]>`
      INSERT INTO applications (user_id, job_id, job_title, company_name, status, applied_at, prompt_closed_at,
      note, next_step_on, remind)
      VALUES (${userId}, ${job.id}, ${job.title}, ${job.company}, ${status}, now(), now(), ${data.note ?? ""},
      ${data.nextStep ?? null}, ${data.remind ?? false})
      ON CONFLICT (user_id, job_id) DO UPDATE SET
        status = EXCLUDED.status, applied_at = coalesce(applications.applied_at, EXCLUDED.applied_at),
        prompt_closed_at = coalesce(applications.prompt_closed_at, now()), note = EXCLUDED.note,
        next_step_on = EXCLUDED.next_step_on, remind = EXCLUDED.remind, updated_at = now()
        WHERE applications.status = ANY(${PRE_TRACKER})
      RETURNING id, (xmax = 0) AS created`;
    if (!row) {
      throw new AppError("conflict", "You already track an application to this job", {
        fieldErrors: { job: "You already track an application to this job" },
      });
    }
    await tx`INSERT INTO application_events (application_id, status) VALUES (${row.id}, ${status})`;
    return row.id;
  });
  return getApplication(userId, id);
}

/** Changes the status (each change kept with its date), the note, the next-step date or the reminder switch. */
export async function updateApplication(userId: number, id: number, input: unknown): Promise<ApplicationView> {
  const patch = parse(updateApplicationSchema, input);
  await sql().begin(async (tx) => {
    const [current] = await tx<{ status: string; next_step_on: string | null }[]>`
      SELECT status, next_step_on::text AS next_step_on FROM applications WHERE id = ${id} AND user_id = ${userId} AND status = ANY(${TRACKER}) FOR UPDATE`;
    if (!current) throw notFound("Application not found");
    const status = patch.status ?? current.status;
    const nextStep = patch.nextStep === undefined ? current.next_step_on : patch.nextStep;
    await tx`
      UPDATE applications SET
        status = ${status},
        note = coalesce(${patch.note ?? null}::text, note),
        next_step_on = ${nextStep}::date,
        remind = coalesce(${patch.remind ?? null}::boolean, remind),
        -- A new date is a new reminder.
        reminded_on = CASE WHEN ${nextStep}::date IS DISTINCT FROM next_step_on THEN NULL ELSE reminded_on END,
        updated_at = now()
       WHERE id = ${id}`;
    if (status !== current.status)
      await tx`INSERT INTO application_events (application_id, status) VALUES (${id}, ${status})`;
  });
  return getApplication(userId, id);
}

/** Removes an application from the tracker (and its timeline). */
export async function deleteApplication(userId: number, id: number): Promise<void> {
  const rows =
    await sql()`DELETE FROM applications WHERE id = ${id} AND user_id = ${userId} AND status = ANY(${TRACKER}) RETURNING id`;
  if (rows.length === 0) throw notFound("Application not found");
}

/** jobId to the date the candidate said they applied (tracker rows only), for 'Applied on 3 Dec'. */
export async function appliedDates(userId: number, jobIds: number[]): Promise<Map<number, string>> {
  if (jobIds.length === 0) return new Map();
  const rows = await sql()<{ job_id: number; applied_at: Date }[]>`
    SELECT job_id, applied_at FROM applications
     WHERE user_id = ${userId} AND job_id = ANY(${jobIds}) AND status = ANY(${TRACKER}) AND applied_at IS NOT NULL`;
  return new Map(rows.map((row) => [row.job_id, new Date(row.applied_at).toISOString()]));
}

/**
 * Sets appliedOn on each job for a signed-in user; guests' lists come back untouched (no per-user
 * data in what an anonymous visitor may be served).
 */
export async function markApplied<T extends { id: number }>(
  userId: number | null | undefined,
  list: T[],
): Promise<(T & { appliedOn?: string | null })[]> {
  if (!userId || list.length === 0) return list;
  const applied = await appliedDates(
    userId,
    list.map((job) => job.id),
  );
  if (applied.size === 0) return list;
  return list.map((job) => ({ ...job, appliedOn: applied.get(job.id) ?? null }));
}

/** Per job: how many candidates said they applied in the last 30 days (employers see counts, never who). */
export async function appliedCounts(jobIds: number[]): Promise<Map<number, number>> {
  if (jobIds.length === 0) return new Map();
  const rows = await sql()<{ job_id: number; count: number }[]>`
    SELECT job_id, count(*)::int AS count FROM applications
     WHERE job_id = ANY(${jobIds}) AND applied_at > now() - make_interval(days => ${APPLIED_COUNT_DAYS}) AND status = ANY(${TRACKER})
     GROUP BY job_id`;
  return new Map(rows.map((row) => [row.job_id, row.count]));
}

/** The signals recommendations read: jobs to leave out (applied or not interested) and the applied jobs' titles and skills. */
export async function applicationSignals(
  userId: number,
): Promise<{ excludeIds: number[]; titles: string[]; skills: string[]; categories: string[] }> {
  const rows = await sql()<
    { job_id: number; status: string; title: string; skills: string | null; category: string | null }[]
  >`
    SELECT a.job_id, a.status, a.job_title AS title, j.skills, cat.name AS category
      FROM applications a JOIN jobs j ON j.id = a.job_id LEFT JOIN categories cat ON cat.id = j.category_id
     WHERE a.user_id = ${userId} AND (a.status = ANY(${TRACKER}) OR a.status = 'not_interested')
     ORDER BY a.applied_at DESC NULLS LAST, a.id DESC LIMIT 500`;
  const applied = rows.filter((row) => row.status !== "not_interested").slice(0, 50);
  return {
    excludeIds: rows.map((row) => row.job_id),
    titles: applied.map((row) => row.title),
    skills: applied.flatMap((row) =>
      (row.skills ?? "")
        .split(",")
        .map((skill) => skill.trim())
        .filter(Boolean),
    ),
    categories: applied.flatMap((row) => (row.category ? [row.category] : [])),
  };
}
