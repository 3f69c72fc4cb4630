import { createHmac } from "node:crypto";
import { sql } from "../../db/client";
import type { Queryable } from "../../db/queryable";
import { sessionSecret } from "../accounts";
import { escapeHtml, type MailMessage, queueMail } from "../mail";
import { conflict, invalidInput, notFound } from "../shared/app-error";
import { PRODUCT_NAME } from "../shared/constants";
import { holdJob } from "./job-holds";
import { spendLimits } from "./limits";
import { reportNetwork } from "./report-network";
import { MONEY_REPORTS_TO_HOLD, reportSchema } from "./report.schema";

export interface Reporter {
  userId: number | null;
  ip: string;
}

/** Who reported, as a keyed hash: the account, or the address for a guest. Never shown, never reversible without the secret. */
function reporterKey(reporter: Reporter): string {
  const who = reporter.userId ? `user:${reporter.userId}` : `ip:${reporter.ip}`;
  return createHmac("sha256", sessionSecret()).update(`job-report:${who}`).digest("hex");
}

/** The reporter's network (IPv4 /24, IPv6 /48) as a keyed hash: reports from one network count once. */
function networkKey(network: string): string {
  return createHmac("sha256", sessionSecret()).update(`job-report-network:${network}`).digest("hex");
}

/**
 * The reports that count toward hiding a job (decision 157): open money reports from accounts with a proved
 * e-mail, one per network however many accounts it holds. Guests' reports and unproved accounts' reports are
 * kept for the admins' queue, and count for nothing here.
 */
export function countedMoneyReports(db: Queryable, jobId: number): Promise<{ counted: number }[]> {
  return db<{ counted: number }[]>`
    SELECT count(DISTINCT r.reporter_network)::int AS counted
      FROM job_reports r JOIN users u ON u.id = r.reporter_user_id
     WHERE r.job_id = ${jobId} AND r.reason = 'money' AND r.state = 'open' AND u.email_verified_at IS NOT NULL`;
}

/**
 * A reader reports a job (guests too). One report per person (account, or address for a guest) and job;
 * limited per account, per address (an hour) and per network (a day); the reporter is kept as keyed hashes
 * and never shown to the employer. Money reports from three different networks, each from an account with
 * a proved e-mail, hide the job at once, pending review; its poster is told (an employer notice).
 */
export async function reportJob(jobId: number, raw: unknown, reporter: Reporter): Promise<{ hidden: boolean }> {
  const parsed = reportSchema.safeParse(raw);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[issue.path.join(".") || "reason"] ??= issue.message;
    throw invalidInput(errors);
  }
  const [job] = await sql()<
    { id: number }[]
  >`SELECT id FROM jobs WHERE id = ${jobId} AND deleted_at IS NULL AND status <> 'pending'`;
  if (!job) throw notFound("Job not found");
  const network = reportNetwork(reporter.ip);
  await spendLimits(["reportAccount", reporter.userId], ["reportIp", reporter.ip], ["reportNetworkDay", network]);
  return sql().begin(async (tx) => {
    const inserted = await tx`
      INSERT INTO job_reports (job_id, reason, details, reporter_user_id, reporter_key, reporter_network)
      VALUES (${jobId}, ${parsed.data.reason}, ${parsed.data.details}, ${reporter.userId}, ${reporterKey(reporter)}, ${networkKey(network)})
      ON CONFLICT (job_id, reporter_key) DO NOTHING RETURNING id`;
    if (inserted.length === 0)
      throw conflict("You have reported this job already. Thank you: our team will look at it.");
    if (parsed.data.reason !== "money") return { hidden: false };
    // One count at a time per job, so that two reports arriving together both see each other.
    await tx`SELECT pg_advisory_xact_lock(hashtext(${`job-reports:${jobId}`}))`;
    const [{ counted }] = await countedMoneyReports(tx, jobId);
    if (counted < MONEY_REPORTS_TO_HOLD) return { hidden: false };
    const [before] = await tx<{ status: string }[]>`SELECT status FROM jobs WHERE id = ${jobId} FOR UPDATE`;
    await holdJob(tx, jobId, [
      { code: "reported_money", detail: `${counted} people on different networks reported it for asking money` },
    ]);
    if (before.status === "open") await tellPoster(tx, jobId);
    return { hidden: true };
  });
}

/** The employer notice of a job hidden by reports, through the mail queue in the hold's transaction; none when its poster switched notices off. */
async function tellPoster(tx: Queryable, jobId: number): Promise<void> {
  const [poster] = await tx<{ email: string; title: string }[]>`
    SELECT u.email, j.title FROM jobs j JOIN users u ON u.id = j.posted_by WHERE j.id = ${jobId} AND u.employer_notices`;
  if (poster) await queueMail(reportHoldMail(poster.email, poster.title), { db: tx });
}

export function reportHoldMail(to: string, title: string): MailMessage {
  const subject = `Your job “${title}” is hidden while we review reports`;
  const body =
    `Readers reported your job “${title}” on ${PRODUCT_NAME}, so it is hidden until our team has ` +
    `looked at the reports. We review jobs of verified employers first. You will get an e-mail ` +
    `with the outcome; there is nothing you need to do.`;
  const text = ["Hello,", "", body, "", `The ${PRODUCT_NAME} team`].join("\n");
  const html =
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5"><p>Hello,</p><p>${escapeHtml(body)}</p><p>The ` +
    `${escapeHtml(PRODUCT_NAME)} team</p></body></html>`;
  return { to, subject, text, html };
}
