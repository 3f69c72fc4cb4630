import { sql } from "../../db/client";
import { recordAudit } from "../audit";
import { canEditJob, isAdmin, permissionDenied, requireEmployerCompany, requireRole, type Actor } from "../accounts";
import { findCategory } from "../catalog";
import { ensureCompany } from "../shared/company-records";
import type { Queryable } from "../../db/queryable";
import { descriptionText } from "../shared/html-text";
import { conflict } from "../shared/app-error";
import {
  verifyCompanyByDomain,
  holdJob,
  holdReasonsOf,
  type HoldReason,
  holdReasonsForPosting,
  screenStoredJob,
  spendLimits,
} from "../trust";
import { rejectionOf, reopenRefusal } from "./job-rejection";
import {
  employmentTypeOf,
  equityRange,
  experienceRange,
  formJobType,
  jobPayloadSchema,
  normalisePayload,
  salaryRange,
  type JobPayload,
} from "./job-posting.schema";
import { invalidInput, notFound } from "../shared/app-error";

/**
 * Posting, editing, closing, reopening and deleting a job: every write checks the
 * actor in core (permissions.ts), stores the whole job in one statement or
 * transaction (nothing half-stored) and writes the audit log beside it.
 */
const jobInputError = (errors: Record<string, string>) =>
  invalidInput(errors, Object.values(errors)[0] ?? "Invalid job");

interface StoredJob {
  id: number;
  company_id: number;
  source: string;
  status: "open" | "closed" | "pending";
  deleted_at: Date | null;
  title: string;
}

/** Parses a raw payload (API body or form fields) with the one schema; throws invalid_input naming each bad field. */
export function parseJobPayload(raw: Record<string, unknown>): JobPayload {
  const parsed = jobPayloadSchema.safeParse(normalisePayload(raw));
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join(".") || "_"] ??= issue.message;
  throw jobInputError(errors);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char]!);
}

/** An employer's description is text: stored as escaped paragraphs, so markup they type shows as text everywhere. */
export function descriptionHtml(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

async function jobColumnsOf(payload: JobPayload): Promise<Record<string, unknown>> {
  const category = await findCategory(payload.category);
  if (!category) throw jobInputError({ category: "Please choose a category from the list" });
  const { employmentType, remote: typeRemote } = employmentTypeOf(payload.job_type);
  const remote =
    payload.workplace === "remote" || payload.remote === true || typeRemote || /^remote\b/i.test(payload.location);
  const equity = equityRange(payload.equity);
  const [locality, ...regionParts] = payload.location
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const [minExperience, maxExperience] = experienceRange(payload.experience);
  const [salaryMin, salaryMax] = salaryRange(payload.salary_range);
  const skills = (payload.skills ?? "")
    .split(",")
    .map((skill) => skill.trim().slice(0, 80))
    .filter(Boolean)
    .join(", ");
  return {
    category_id: category.id,
    title: payload.title,
    description: descriptionHtml(payload.job_description),
    skills,
    employment_type: employmentType,
    workplace: remote ? "remote" : (payload.workplace ?? "onsite"),
    equity_min: equity?.[0] ?? null,
    equity_max: equity?.[1] ?? null,
    locality: remote && /^remote$/i.test(locality ?? "") ? null : (locality ?? null),
    region: regionParts.join(", ") || null,
    min_experience: minExperience,
    max_experience: maxExperience,
    salary_min: salaryMin,
    salary_max: salaryMax,
    salary_currency: (payload.salary_currency ?? "INR").toUpperCase(),
    salary_unit: payload.salary_unit ?? "YEAR",
    education: payload.qualification,
    job_url: payload.link_to_job,
    valid_through: `${payload.application_deadline}T23:59:59Z`,
  };
}

/** The company a new job belongs to: the employer's own; an admin names one (created when new). */
async function companyForNewJob(actor: Actor, payload: JobPayload, tx: Queryable): Promise<number> {
  if (actor.role === "employer") {
    const companyId = await requireEmployerCompany(actor);
    if (payload.company_name) {
      const [own] = await tx<{ name: string }[]>`SELECT name FROM companies WHERE id = ${companyId}`;
      if (own.name.toLowerCase() !== payload.company_name.toLowerCase())
        throw jobInputError({ company_name: `You can post jobs only for ${own.name}` });
    }
    return companyId;
  }
  if (!payload.company_name) throw jobInputError({ company_name: "Please enter the company name" });
  return ensureCompany(tx, { name: payload.company_name, website: payload.company_website || null });
}

export interface CreatedJob {
  id: number;
  created: boolean;
  /** Why the job waits for review before anyone sees it (empty: it is live). */
  held: HoldReason[];
}

/** Posts a job. The same idempotency key from the same user makes one job: the second call answers the first job. */
export async function createJob(
  actor: Actor | null,
  raw: Record<string, unknown>,
  idempotencyKey?: string | null,
  meta: { ip?: string | null } = {},
): Promise<CreatedJob> {
  requireRole(actor, "employer", "admin");
  const payload = parseJobPayload(raw);
  const columns = await jobColumnsOf(payload);
  const key = idempotencyKey?.trim().slice(0, 100) || null;
  if (!isAdmin(actor)) await spendLimits(["jobPostAccount", actor.id], ["jobPostIp", meta.ip]);
  // An employer who has proved an address at the website's domain since signing up verifies the company now.
  if (actor.role === "employer") await verifyCompanyByDomain(actor.id);
  return sql().begin(async (tx) => {
    const companyId = await companyForNewJob(actor, payload, tx);
    const reasons = await holdReasonsForPosting(tx, actor, companyId, columns);
    const row = {
      ...columns,
      company_id: companyId,
      status: reasons.length ? "pending" : "open",
      source: "manual",
      posted_by: actor.id,
      idempotency_key: key,
    };
    const [inserted] = await tx<{ id: number }[]>`
      INSERT INTO jobs ${tx(row)} ON CONFLICT (posted_by, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING RETURNING id`;
    if (!inserted) {
      const [existing] = await tx<
        { id: number }[]
      >`SELECT id FROM jobs WHERE posted_by = ${actor.id} AND idempotency_key = ${key}`;
      return { id: existing.id, created: false, held: await holdReasonsOf(tx, existing.id) };
    }
    await holdJob(tx, inserted.id, reasons);
    await recordAudit(
      {
        actor,
        action: "job.create",
        targetType: "job",
        targetId: inserted.id,
        after: { ...row, valid_through: payload.application_deadline },
      },
      tx,
    );
    return { id: inserted.id, created: true, held: reasons };
  });
}

/** The job when the actor may change it. Unknown or deleted: not_found; someone else's: forbidden. */
export async function requireEditableJob(
  actor: Actor | null,
  id: number,
  options: { includeDeleted?: boolean } = {},
): Promise<StoredJob> {
  requireRole(actor, "employer", "admin");
  const [job] = await sql()<
    StoredJob[]
  >`SELECT id, company_id, source, status, deleted_at, title FROM jobs WHERE id = ${id}`;
  if (!job || (job.deleted_at && !options.includeDeleted)) throw notFound("Job not found");
  if (!(await canEditJob(actor, { companyId: job.company_id, source: job.source })))
    throw permissionDenied("You can change only your own company's jobs.");
  return job;
}

/** Edits a job with a full payload (SPEC §7 PUT /job/{id}). */
export async function updateJob(actor: Actor | null, id: number, raw: Record<string, unknown>): Promise<void> {
  const job = await requireEditableJob(actor, id);
  const payload = parseJobPayload(raw);
  const columns = await jobColumnsOf(payload);
  if (!isAdmin(actor)) await spendLimits(["jobEditAccount", actor!.id]);
  await sql().begin(async (tx) => {
    const [before] =
      await tx`SELECT title, category_id, employment_type, locality, region, salary_min, salary_max, valid_through, job_url FROM jobs WHERE id = ${job.id}`;
    await tx`UPDATE jobs SET ${tx(columns)}, updated_at = now() WHERE id = ${job.id}`;
    // An edit is checked as a new posting is: scam signals added later hold the job too.
    if (job.source === "manual" && job.status !== "closed")
      await holdJob(tx, job.id, await holdReasonsForPosting(tx, actor!, job.company_id, columns));
    await recordAudit({ actor, action: "job.update", targetType: "job", targetId: job.id, before, after: columns }, tx);
  });
}

/** Closes (the page stays, saying so) or reopens a job. */
export async function setJobOpen(actor: Actor | null, id: number, open: boolean): Promise<void> {
  const job = await requireEditableJob(actor, id);
  if (!isAdmin(actor)) await spendLimits(["jobEditAccount", actor!.id]);
  await sql().begin(async (tx) => {
    // Reopening never skips review: a job refused by an admin stays closed, one still held stays held,
    // an unverified company's job waits again (decision 125), and an employer's job is screened again as
    // stored: an apply link edited while it was closed is judged now (decision 160).
    const rejection = open && !isAdmin(actor) ? await rejectionOf(tx, job.id) : undefined;
    if (rejection) throw conflict(reopenRefusal(rejection));
    const screened = open && job.source === "manual" ? await screenStoredJob(tx, job.id) : [];
    const reasons = isAdmin(actor) ? screened.filter((reason) => reason.code === "unverified_company") : screened;
    const held = open ? (await holdReasonsOf(tx, job.id)).length > 0 || reasons.length > 0 : false;
    const status = open ? (held ? "pending" : "open") : "closed";
    // A job that goes live again starts a new 60-day freshness window (decision 126): closed or held
    // days do not count against it. Reopening an open job changes nothing.
    await tx`UPDATE jobs SET status = ${status}, closed_at = ${open ? null : new Date().toISOString()}, updated_at = now(),
                  open_since = CASE WHEN ${status} = 'open' AND status <> 'open' THEN now() ELSE open_since END,
                  close_reminder_sent_at = CASE WHEN ${status} = 'open' AND status <> 'open' THEN NULL ELSE close_reminder_sent_at END
              WHERE id = ${job.id}`;
    if (held) await holdJob(tx, job.id, reasons);
    await recordAudit(
      {
        actor,
        action: open ? "job.reopen" : "job.close",
        targetType: "job",
        targetId: job.id,
        before: { status: job.status },
        after: { status },
      },
      tx,
    );
  });
}

/** Deletes a job: it leaves every list and its page answers 404; an admin may restore it within 30 days. */
export async function deleteJob(actor: Actor | null, id: number): Promise<void> {
  const job = await requireEditableJob(actor, id);
  await sql().begin(async (tx) => {
    await tx`UPDATE jobs SET status = 'closed', closed_at = coalesce(closed_at, now()), deleted_at = now(), updated_at = now() WHERE id = ${job.id}`;
    await recordAudit(
      {
        actor,
        action: "job.delete",
        targetType: "job",
        targetId: job.id,
        before: { status: job.status, title: job.title },
        after: { deleted: true },
      },
      tx,
    );
  });
}

export const RESTORE_DAYS = 30;

/** Admins bring a deleted job back (closed, so they choose whether to reopen) within 30 days. */
export async function restoreJob(actor: Actor | null, id: number): Promise<void> {
  if (!isAdmin(actor)) throw permissionDenied();
  const job = await requireEditableJob(actor, id, { includeDeleted: true });
  if (!job.deleted_at) return;
  if (Date.now() - new Date(job.deleted_at).getTime() > RESTORE_DAYS * 86_400_000)
    throw jobInputError({ id: `A job can be restored only within ${RESTORE_DAYS} days of deleting it` });
  await sql().begin(async (tx) => {
    await tx`UPDATE jobs SET deleted_at = NULL, updated_at = now() WHERE id = ${job.id}`;
    await recordAudit(
      {
        actor,
        action: "job.restore",
        targetType: "job",
        targetId: job.id,
        before: { deleted: true },
        after: { deleted: false, status: "closed" },
      },
      tx,
    );
  });
}

/** The edit form's values of a job the actor may change (strings, as the form holds them). */
export async function jobFormValues(actor: Actor | null, id: number): Promise<Record<string, string>> {
  const job = await requireEditableJob(actor, id);
  const [row] = await sql()<Record<string, unknown>[]>`
    SELECT j.*, c.name AS company_name, c.website AS company_website, cat.name AS category_name
      FROM jobs j JOIN companies c ON c.id = j.company_id LEFT JOIN categories cat ON cat.id = j.category_id WHERE j.id = ${job.id}`;
  const min = row.min_experience as number | null;
  const max = row.max_experience as number | null;
  const salaryMin = row.salary_min as number | null;
  const salaryMax = row.salary_max as number | null;
  return {
    title: String(row.title),
    category: String(row.category_name ?? ""),
    job_type: formJobType(String(row.employment_type)),
    job_description: descriptionText(String(row.description)),
    location:
      row.workplace === "remote" && !row.locality ? "Remote" : [row.locality, row.region].filter(Boolean).join(", "),
    remote: row.workplace === "remote" ? "on" : "",
    workplace: String(row.workplace ?? "onsite"),
    equity:
      row.equity_max == null
        ? ""
        : Number(row.equity_max) === 0
          ? "none"
          : Number(row.equity_min) === Number(row.equity_max)
            ? String(row.equity_min)
            : `${row.equity_min}-${row.equity_max}`,
    application_deadline: row.valid_through ? new Date(row.valid_through as Date).toISOString().slice(0, 10) : "",
    experience: min == null ? "" : max != null && max !== min ? `${min}-${max}` : String(min),
    qualification: String(row.education ?? ""),
    link_to_job: String(row.job_url ?? ""),
    salary_range:
      salaryMin == null
        ? ""
        : salaryMax != null && salaryMax !== salaryMin
          ? `${salaryMin}-${salaryMax}`
          : String(salaryMin),
    salary_currency: String(row.salary_currency ?? "INR"),
    salary_unit: String(row.salary_unit ?? "YEAR"),
    skills: String(row.skills ?? ""),
    company_name: String(row.company_name),
    company_website: String(row.company_website ?? ""),
  };
}
