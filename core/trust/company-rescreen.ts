import type { Queryable } from "../../db/queryable";
import { escapeHtml, type MailMessage, queueMail } from "../mail";
import { PRODUCT_NAME } from "../shared/constants";
import { holdJob, releaseJob, type HoldCode, type HoldReason } from "./job-holds";
import { screenPosting } from "./posting-review";

/**
 * Holds keep their reasons (issue 43, decision 160). A hold's reasons were true of the company as it was
 * when the job was screened; when the company becomes verified or its website changes, every screen runs
 * again over its employers' jobs, and a held job is released only when none of its reasons stands. Without
 * this, verifying released any job held 'only' for the company, though its apply link was screened
 * against a website the company no longer has.
 */

/** Reasons no screen gives (readers' reports): a new run keeps them until an admin settles them. */
const UNSCREENED: ReadonlySet<HoldCode> = new Set<HoldCode>(["reported_money"]);
/** The screens that read the company (its verification, its website): the ones that can change for an open job. */
const COMPANY_SCREENS: ReadonlySet<HoldCode> = new Set<HoldCode>(["unverified_company", "apply_domain"]);

/** The columns of a stored job that the screens read (posting-review.ts). */
interface ScreenedColumns {
  title: string;
  description: string;
  job_url: string | null;
  category_id: number | null;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string;
  salary_unit: string | null;
  employment_type: string;
}

/** Every screen over a posted job as stored, against its company as it is now (reopening runs them, job-writes.service.ts). */
export async function screenStoredJob(tx: Queryable, jobId: number): Promise<HoldReason[]> {
  const [job] = await tx<(ScreenedColumns & { company_id: number })[]>`
    SELECT company_id, title, description, job_url, category_id, salary_min, salary_max, salary_currency, salary_unit,
           employment_type FROM jobs WHERE id = ${jobId}`;
  return job ? screenPosting(tx, job.company_id, job) : [];
}

export interface Rescreened {
  /** Held jobs no reason holds any more: live again. */
  released: number[];
  /** Open jobs now held (the company lost its verification, or an apply link is off its new website). */
  held: number[];
}

/**
 * Runs the screens again over the company's posted jobs: the held ones (their reasons replaced by what
 * stands now, reports kept) and, with `includeOpen`, the open ones (held when a company screen fails).
 * In the caller's transaction, which locks the company row first.
 */
export async function rescreenCompanyJobs(
  tx: Queryable,
  companyId: number,
  options: { includeOpen: boolean },
): Promise<Rescreened> {
  const jobs = await tx<
    (ScreenedColumns & { id: number; status: string; review_state: string | null; reasons: HoldReason[] | null })[]
  >`
    SELECT j.id, j.status, j.title, j.description, j.job_url, j.category_id, j.salary_min, j.salary_max, j.salary_currency,
           j.salary_unit, j.employment_type, r.state AS review_state, r.reasons
      FROM jobs j LEFT JOIN job_reviews r ON r.job_id = j.id
     WHERE j.company_id = ${companyId} AND j.source = 'manual' AND j.deleted_at IS NULL
       AND (r.state = 'pending' OR (${options.includeOpen} AND j.status = 'open'))
     ORDER BY j.id FOR UPDATE OF j`;
  const result: Rescreened = { released: [], held: [] };
  for (const job of jobs) {
    const screened = await screenPosting(tx, companyId, job);
    if (job.review_state === "pending") {
      const reasons = [...(job.reasons ?? []).filter((reason) => UNSCREENED.has(reason.code)), ...screened];
      if (reasons.length > 0) {
        await tx`UPDATE job_reviews SET reasons = ${JSON.stringify(reasons)}::jsonb WHERE job_id = ${job.id}`;
        continue;
      }
      await tx`UPDATE job_reviews SET state = 'approved', reasons = '[]'::jsonb, decided_by = NULL, decided_at
        = now(), decision_note = 'No reason to hold it stands' WHERE job_id = ${job.id}`;
      if (await releaseJob(tx, job.id)) result.released.push(job.id);
    } else if (job.status === "open") {
      const failed = screened.filter((reason) => COMPANY_SCREENS.has(reason.code));
      if (failed.length === 0) continue;
      await holdJob(tx, job.id, failed);
      result.held.push(job.id);
    }
  }
  return result;
}

/** Why a company lost its verification, for its employers' mail. */
export type UnverifiedBecause = "website" | "admin";

function unverifiedMail(
  to: string,
  company: string,
  website: string | null,
  because: UnverifiedBecause,
  heldJobs: number,
): MailMessage {
  const subject = `${company} is no longer a verified employer`;
  const lines = [
    because === "website"
      ? `${company}'s website changed${website ? ` to ${website}` : ""}, so the company is no longer ` +
        `verified: an address proved at the old website's domain proves nothing about the new one.`
      : `Our team has withdrawn ${company}'s verification.`,
    heldJobs > 0
      ? `Its ${heldJobs === 1 ? "open job waits" : `${heldJobs} open jobs wait`} for review until the company is verified again.`
      : "Its new jobs wait for review until the company is verified again.",
    because === "website"
      ? "To verify it, prove an address at the new website's domain on your company page; otherwise our team reviews your jobs."
      : "Our team reviews your jobs one by one until then.",
  ];
  const text = ["Hello,", "", ...lines, "", `The ${PRODUCT_NAME} team`].join("\n");
  const html =
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5"><p>Hello,</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}<p>The ` +
    `${escapeHtml(PRODUCT_NAME)} team</p></body></html>`;
  return { to, subject, text, html };
}

/**
 * The company lost its verification (its website changed, or an admin took it away): its open jobs are
 * held until it is verified again, and its employers are told (an employer notice, decision 155: not
 * mailed to those who switched notices off), in the caller's transaction.
 */
export async function holdJobsOfUnverifiedCompany(
  tx: Queryable,
  companyId: number,
  because: UnverifiedBecause,
): Promise<Rescreened> {
  const rescreened = await rescreenCompanyJobs(tx, companyId, { includeOpen: true });
  const [company] = await tx<
    { name: string; website: string | null }[]
  >`SELECT name, website FROM companies WHERE id = ${companyId}`;
  const employers = await tx<{ email: string }[]>`
    SELECT u.email FROM company_members m JOIN users u ON u.id = m.user_id
     WHERE m.company_id = ${companyId} AND m.status = 'approved' AND u.employer_notices`;
  // The host as a URL parser gives it: punycode for any Unicode host, so a look-alike is never printed as the real name.
  const website = company?.website ? (URL.canParse(company.website) ? new URL(company.website).hostname : null) : null;
  for (const employer of employers)
    await queueMail(
      unverifiedMail(employer.email, company?.name ?? "Your company", website, because, rescreened.held.length),
      { db: tx },
    );
  return rescreened;
}
