import { sql } from "../../db/client";
import { invalidInput, notFound } from "../shared/app-error";
import { mailSettingsSchema } from "./settings.schema";

/**
 * Employer notices (issue 28's Mail list, decision 155): mail the board sends an employer about the jobs
 * they posted, which they may switch off on /settings or through PUT /api/account/mail:
 * - the outcome of an admin's review of a held job (core/trust/moderation.service.ts decideReview);
 * - a job hidden by readers' reports until an admin reviews them, and live again when they are dismissed
 *   (core/trust/job-reports.ts reportJob, moderation.service.ts decideReports; decision 157);
 * - the 'still hiring?' reminder 7 days before a job closes (core/trust/job-freshness.ts runFreshness);
 * - 'your company is no longer a verified employer', its open jobs held (core/trust/company-rescreen.ts, decision 160).
 * Security mail is no notice and has no switch: codes, and notices of a changed password or e-mail, of
 * someone trying the account's address, of a deleted account. Job alerts and the newsletter have their own
 * switches (job_alerts.status). Each sender reads users.employer_notices in the query that finds the
 * recipient, so a switch turned off stops the next mail; mail already queued still goes. The settings
 * page names them from EMPLOYER_NOTICES (settings.schema.ts, browser-safe).
 */
export async function setEmployerNotices(
  userId: number,
  raw: unknown,
): Promise<{ message: string; employerNotices: boolean }> {
  const parsed = mailSettingsSchema.safeParse(raw);
  if (!parsed.success)
    throw invalidInput({ employerNotices: parsed.error.issues[0]?.message ?? "employerNotices must be true or false" });
  const on = parsed.data.employerNotices;
  const updated =
    await sql()`UPDATE users SET employer_notices = ${on}, updated_at = now() WHERE id = ${userId} RETURNING id`;
  if (updated.length === 0) throw notFound("No such account.");
  return { message: on ? "Employer notices are on." : "Employer notices are off.", employerNotices: on };
}
