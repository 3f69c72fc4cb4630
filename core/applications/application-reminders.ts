/**
 * Next-step reminders (issue 30 point 4): on an application's next-step date, when its switch is on,
 * one mail through the mail queue ('Follow up with Acme about the Backend Engineer role'), with a
 * one-click stop. A scheduled tick (application-reminder-scheduler.ts) runs runReminders; the clock
 * is a parameter so that tests set it.
 */
import { sql } from "../../db/client";
import { publicOrigin, env } from "../../config/env";
import { queueMail, escapeHtml, type MailMessage } from "../mail";
import { PRODUCT_NAME } from "../shared/constants";
import { boardToday, shortDate } from "./application-display";

/** Statuses that still have a next step; a hired, rejected or withdrawn application is not reminded. */
const ACTIVE = ["applied", "interviewing", "offer"];
const BATCH = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ReminderLinks {
  /** The page a person clicks (its button stops; link scanners stop nothing). */
  stopUrl: string;
  /** RFC 8058 one-click target (POST). */
  oneClickUrl: string;
  applicationsUrl: string;
}

export function reminderLinks(origin: string, token: string): ReminderLinks {
  const base = new URL(origin).origin;
  return {
    stopUrl: `${base}/applications/reminders/stop?token=${encodeURIComponent(token)}`,
    oneClickUrl: `${base}/api/applications/reminders/stop?token=${encodeURIComponent(token)}`,
    applicationsUrl: `${base}/dashboard/applications`,
  };
}

export function reminderSubject(companyName: string, jobTitle: string): string {
  return `Follow up with ${companyName || "the company"} about the ${jobTitle} role`;
}

export function reminderMail(input: {
  to: string;
  name: string | null;
  companyName: string;
  jobTitle: string;
  nextStep: string;
  links: ReminderLinks;
  contactEmail: string;
}): MailMessage {
  const subject = reminderSubject(input.companyName, input.jobTitle);
  const greeting = `Hello${input.name?.trim() ? ` ${input.name.trim()}` : ""},`;
  const line =
    `Today (${shortDate(input.nextStep)}) is the next step you noted for your application to ${input.jobTitle} ` +
    `at ${input.companyName || "the company"}.`;
  const text = [
    greeting,
    "",
    `${subject}.`,
    line,
    "",
    `Your applications: ${input.links.applicationsUrl}`,
    "",
    `Stop reminders for this application: ${input.links.stopUrl}`,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5;max-width:560px">
<p>${escapeHtml(greeting)}</p>
<p><strong>${escapeHtml(subject)}.</strong> ${escapeHtml(line)}</p>
<p><a href="${escapeHtml(input.links.applicationsUrl)}" style="color:#1f57d6">Your applications on ${escapeHtml(PRODUCT_NAME)}</a></p>
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
<p style="font-size:12px;color:#6b7280"><a href="${escapeHtml(input.links.stopUrl)}" style="color:#6b7280">Stop reminders for this application</a></p>
</body></html>`;
  return {
    to: input.to,
    subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${input.links.oneClickUrl}>, <mailto:${input.contactEmail}?subject=unsubscribe>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

interface DueRow {
  id: number;
  job_title: string;
  company_name: string;
  next_step_on: string;
  reminder_token: string;
  email: string;
  name: string | null;
}

/**
 * Queues the reminders due at `now`: next-step date today (or yesterday, when a tick was missed), switch
 * on, not sent for that date. Each row is claimed and its mail queued in one transaction, so two
 * processes never send one reminder twice and a failure sends none.
 */
export async function runReminders(options: { now?: Date; origin?: string } = {}): Promise<{ queued: number }> {
  const today = boardToday(options.now ?? new Date());
  const origin = options.origin ?? publicOrigin();
  const contactEmail = env().CONTACT_EMAIL;
  let queued = 0;
  for (;;) {
    const count = await sql().begin(async (tx) => {
      const rows = await tx<DueRow[]>`
        UPDATE applications a SET reminded_on = a.next_step_on
          FROM users u
         WHERE a.id IN (
                 SELECT id FROM applications
                  WHERE remind AND next_step_on BETWEEN ${today}::date - 1 AND ${today}::date
                    AND reminded_on IS DISTINCT FROM next_step_on AND status = ANY(${ACTIVE})
                  ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
           AND u.id = a.user_id
        RETURNING a.id, a.job_title, a.company_name, a.next_step_on::text AS next_step_on, a.reminder_token::text AS reminder_token, u.email, u.name`;
      for (const row of rows) {
        await queueMail(
          reminderMail({
            to: row.email,
            name: row.name,
            companyName: row.company_name,
            jobTitle: row.job_title,
            nextStep: row.next_step_on,
            links: reminderLinks(origin, row.reminder_token),
            contactEmail,
          }),
          { db: tx },
        );
      }
      return rows.length;
    });
    queued += count;
    if (count < BATCH) return { queued };
  }
}

/** What a stop link names, or null for a link that does not work. */
export async function reminderByToken(
  token: string,
): Promise<{ jobTitle: string; companyName: string; remind: boolean } | null> {
  if (!UUID.test(token)) return null;
  const [row] = await sql()<{ job_title: string; company_name: string; remind: boolean }[]>`
    SELECT job_title, company_name, remind FROM applications WHERE reminder_token = ${token}::uuid`;
  return row ? { jobTitle: row.job_title, companyName: row.company_name, remind: row.remind } : null;
}

/** The one-click stop: switches the application's reminders off. Null for a link that does not work. */
export async function stopReminder(token: string): Promise<{ jobTitle: string; companyName: string } | null> {
  if (!UUID.test(token)) return null;
  const [row] = await sql()<{ job_title: string; company_name: string }[]>`
    UPDATE applications SET remind = false, updated_at = now() WHERE reminder_token = ${token}::uuid RETURNING job_title, company_name`;
  return row ? { jobTitle: row.job_title, companyName: row.company_name } : null;
}
