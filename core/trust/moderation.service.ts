import { sql } from "../../db/client";
import { isAdmin, type Actor } from "../accounts";
import { recordAudit } from "../audit";
import { escapeHtml, type MailMessage, queueMail } from "../mail";
import { forbidden, invalidInput, notFound } from "../shared/app-error";
import { PRODUCT_NAME } from "../shared/constants";
import { z } from "../shared/zod";
import { setCompanyVerified } from "./company-verification.service";
import { holdJob, releaseJob, type HoldReason } from "./job-holds";
import { moderatedJobOf, type ModeratedJob, type ModeratedJobRow } from "./moderated-job";
import { readReviewQueue, type HeldJob } from "./review-queue";

export { reportJob } from "./job-reports";
export type { HeldJob, HeldPosting } from "./review-queue";
export { REPORT_DETAILS_MAX, REPORT_REASONS, reportSchema, type ReportInput, type ReportReason } from "./report.schema";

/** A job with open reports; a verified company's job hidden by reports comes first (decision 157). */
export interface ReportedJob extends ModeratedJob {
  status: string;
  /** Every open report, whoever sent it. */
  reports: number;
  /** The people who count: networks with a report from an account with a proved e-mail (decision 157). */
  counted: number;
  /** The job is hidden by reports now, pending review. */
  hiddenByReports: boolean;
  severity: number;
  reasons: Record<string, number>;
  details: string[];
}

function requireAdmin(actor: Actor | null): asserts actor is Actor {
  if (!isAdmin(actor)) throw forbidden("Only admins can moderate jobs.");
}

/**
 * The admins' reports queue: open reports grouped by job. A verified employer's job that reports hid comes
 * first (a live business is losing candidates while it waits); then by the people who count (networks with
 * a report from a proved account), severity, every report, and the oldest report. A flood from one network
 * adds to 'reports' but not to 'counted', so it cannot push its target up the queue past real reports.
 */
export async function listReportQueue(actor: Actor | null): Promise<ReportedJob[]> {
  requireAdmin(actor);
  const rows = await sql()<
    (ModeratedJobRow & {
      status: string;
      reports: number;
      counted: number;
      hidden: boolean;
      severity: number;
      reasons: Record<string, number>;
      details: string[];
    })[]
  >`
    SELECT * FROM (
      SELECT r.job_id, j.title, c.id AS company_id, c.name AS company_name, c.verified_at IS NOT NULL
    AS verified, j.status, count(*)::int AS reports,
             count(DISTINCT r.reporter_network) FILTER (WHERE u.email_verified_at IS NOT NULL)::int AS
    counted,
             (j.status = 'pending' AND EXISTS (SELECT 1 FROM job_reviews v WHERE v.job_id = r.job_id AND
    v.state = 'pending' AND v.reasons @> '[{"code":"reported_money"}]'::jsonb)) AS hidden,
             max(CASE r.reason WHEN 'money' THEN 3 WHEN 'fake_company' THEN 3 WHEN 'discriminatory' THEN
    2 ELSE 1 END)::int AS severity,
             (SELECT jsonb_object_agg(reason, n) FROM (SELECT reason, count(*)::int AS n FROM job_reports
    x WHERE x.job_id = r.job_id AND x.state = 'open' GROUP BY reason) t) AS reasons,
             coalesce(array_agg(r.details) FILTER (WHERE r.details <> ''), '{}') AS details,
             min(r.created_at) AS first_at
        FROM job_reports r JOIN jobs j ON j.id = r.job_id JOIN companies c ON c.id = j.company_id LEFT
    JOIN users u ON u.id = r.reporter_user_id
       WHERE r.state = 'open'
       GROUP BY r.job_id, j.title, c.id, c.name, c.verified_at, j.status) queue
     ORDER BY (verified AND hidden) DESC, counted DESC, severity DESC, reports DESC, first_at
     LIMIT 200`;
  return rows.map((row) => ({
    ...moderatedJobOf(row),
    status: row.status,
    reports: row.reports,
    counted: row.counted,
    hiddenByReports: row.hidden,
    severity: row.severity,
    reasons: row.reasons,
    details: row.details.slice(0, 5),
  }));
}

export type ReportAction = "dismiss" | "close" | "delete" | "hold_company";

/** An admin settles a job's open reports: dismiss them, or act (close the job, delete it, or hold every job of its company by un-verifying it). */
export async function decideReports(actor: Actor | null, jobId: number, action: ReportAction): Promise<void> {
  requireAdmin(actor);
  if (!["dismiss", "close", "delete", "hold_company"].includes(action))
    throw invalidInput({ action: "Choose dismiss, close, delete or hold_company" });
  await sql().begin(async (tx) => {
    const [job] = await tx<
      { id: number; company_id: number; status: string }[]
    >`SELECT id, company_id, status FROM jobs WHERE id = ${jobId} FOR UPDATE`;
    if (!job) throw notFound("Job not found");
    await tx`UPDATE job_reports SET state = ${action === "dismiss" ? "dismissed" : "actioned"}, decided_by
      = ${actor.id}, decided_at = now() WHERE job_id = ${jobId} AND state = 'open'`;
    if (action === "dismiss") {
      // Held only by the reports: back to public.
      const [review] = await tx<
        { reasons: HoldReason[] }[]
      >`SELECT reasons FROM job_reviews WHERE job_id = ${jobId} AND state = 'pending'`;
      if (review && review.reasons.every((reason) => reason.code === "reported_money")) {
        await tx`UPDATE job_reviews SET state = 'approved', reasons = '[]'::jsonb, decided_by = ${actor.id},
          decided_at = now(), decision_note = 'Reports dismissed' WHERE job_id = ${jobId}`;
        // Its poster was told it was hidden (job-reports.ts): now that it is live again, they are told so.
        if (await releaseJob(tx, jobId)) {
          const [poster] = await tx<
            { email: string; title: string }[]
          >`SELECT u.email, j.title FROM jobs j JOIN users u ON u.id = j.posted_by WHERE j.id = ${jobId} AND u.employer_notices`;
          if (poster) await queueMail(outcomeMail(poster.email, poster.title, true, ""), { db: tx });
        }
      }
    }
    if (action === "close")
      await tx`UPDATE jobs SET status = 'closed', closed_at = coalesce(closed_at, now()), updated_at = now() WHERE id = ${jobId}`;
    if (action === "delete")
      await tx`UPDATE jobs SET status = 'closed', closed_at = coalesce(closed_at, now()), deleted_at = now(), updated_at = now() WHERE id = ${jobId}`;
    if (action === "hold_company") {
      await setCompanyVerified(actor, job.company_id, false, tx);
      const open = await tx<
        { id: number }[]
      >`SELECT id FROM jobs WHERE company_id = ${job.company_id} AND status = 'open' AND source = 'manual'`;
      for (const row of open)
        await holdJob(tx, row.id, [{ code: "unverified_company", detail: "Company held by an admin after reports" }]);
    }
    await recordAudit({ actor, action: `report.${action}`, targetType: "job", targetId: jobId }, tx);
  });
}

/**
 * The admins' review queue (review-queue.ts): held jobs with why they are held and the posting itself, to read
 * before deciding; a verified employer's job hidden by readers' reports first (decision 157), then oldest first.
 */
export async function listReviewQueue(actor: Actor | null): Promise<HeldJob[]> {
  requireAdmin(actor);
  return readReviewQueue();
}

function outcomeMail(to: string, title: string, approved: boolean, note: string): MailMessage {
  const subject = approved ? `Your job “${title}” is live` : `Your job “${title}” was not published`;
  const body = approved
    ? `Our team reviewed your job “${title}” and it is now live on ${PRODUCT_NAME}.`
    : `Our team reviewed your job “${title}” and did not publish it.${note ? ` Reason: ${note}` : ""}`;
  const text = ["Hello,", "", body, "", `The ${PRODUCT_NAME} team`].join("\n");
  const html =
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5"><p>Hello,</p><p>${escapeHtml(body)}</p><p>The ` +
    `${escapeHtml(PRODUCT_NAME)} team</p></body></html>`;
  return { to, subject, text, html };
}

export const reviewDecisionSchema = z.object({
  decision: z.enum(["approve", "reject"], { error: "decision must be approve or reject" }),
  note: z.string().trim().max(500, "The reason can be at most 500 characters").default(""),
  verifyCompany: z.boolean().default(false),
});

/**
 * An admin approves (the job goes live; 'verifyCompany' verifies its company too, releasing its other
 * jobs held only for that) or rejects (closed for good, with a reason) a held job. The employer is
 * mailed the outcome through the mail queue, in the same transaction, unless they switched employer
 * notices off.
 */
export async function decideReview(actor: Actor | null, jobId: number, raw: unknown): Promise<void> {
  requireAdmin(actor);
  const parsed = reviewDecisionSchema.safeParse(raw);
  if (!parsed.success)
    throw invalidInput(
      Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join(".") || "decision", issue.message])),
    );
  const { decision, note, verifyCompany } = parsed.data;
  if (decision === "reject" && !note) throw invalidInput({ note: "Please give the employer a reason" });
  await sql().begin(async (tx) => {
    const [job] = await tx<{ title: string; company_id: number; email: string | null; notices: boolean | null }[]>`
      SELECT j.title, j.company_id, u.email, u.employer_notices AS notices FROM job_reviews r JOIN jobs
      j ON j.id = r.job_id LEFT JOIN users u ON u.id = j.posted_by
       WHERE r.job_id = ${jobId} AND r.state = 'pending' FOR UPDATE OF r`;
    if (!job) throw notFound("No such job waiting for review");
    const approved = decision === "approve";
    await tx`UPDATE job_reviews SET state = ${approved ? "approved" : "rejected"}, decided_by = ${actor.id},
      decided_at = now(), decision_note = ${note || null} WHERE job_id = ${jobId}`;
    // Approved: live from now, with a new 60-day freshness window (the days held do not count), unless its employer
    // closed or deleted it while it waited: an approval never reopens what its owner closed.
    const live = approved ? await releaseJob(tx, jobId) : false;
    if (!approved)
      await tx`UPDATE jobs SET status = 'closed', closed_at = now(), updated_at = now() WHERE id = ${jobId}`;
    if (approved && verifyCompany) await setCompanyVerified(actor, job.company_id, true, tx);
    // Reports that hid it are settled by the decision.
    await tx`UPDATE job_reports SET state = 'actioned', decided_by = ${actor.id}, decided_at = now() WHERE
      job_id = ${jobId} AND state = 'open' AND ${!approved}`;
    await tx`UPDATE job_reports SET state = 'dismissed', decided_by = ${actor.id}, decided_at = now()
      WHERE job_id = ${jobId} AND state = 'open' AND ${approved}`;
    // An employer notice: not mailed when the poster switched those off (core/accounts/employer-notices.ts).
    if (job.email && job.notices && (live || !approved))
      await queueMail(outcomeMail(job.email, job.title, approved, note), { db: tx });
    await recordAudit(
      {
        actor,
        action: approved ? "review.approve" : "review.reject",
        targetType: "job",
        targetId: jobId,
        after: { note, verifyCompany },
      },
      tx,
    );
  });
}
