import type { Zippable } from "fflate";
import { sql } from "../../db/client";
import { describeUserAgent, listSecurityEvents } from "../accounts";
import { notFound } from "../shared/app-error";
import { boardDay } from "../shared/board-time";
import { PRODUCT_NAME } from "../shared/constants";

/**
 * 'Download my data' (issue 28, decision 111): everything the board holds about one account, as a
 * ZIP (fflate, in memory: an account's data is small and the resume is at most 5 MB) with
 * account.json, the resume file as uploaded, and a README.txt that says what each file is. Only ever
 * the asking account's own data: the caller passes the session's user id, never one from a request.
 */
export interface AccountExport {
  fileName: string;
  bytes: Uint8Array;
}

interface ApplicationRow {
  id: number;
  job_id: number | null;
  job_title: string;
  company_name: string;
  status: string;
  clicked_at: Date | null;
  applied_at: Date | null;
  note: string;
  next_step_on: string | null;
  remind: boolean;
  reminded_on: string | null;
  created_at: Date;
  updated_at: Date;
}

const iso = (value: Date | string | null) => (value == null ? null : new Date(value).toISOString());

export async function accountData(userId: number) {
  const db = sql();
  const [user] = await db<Record<string, unknown>[]>`
    SELECT id, username, email, name, first_name, last_name, role, created_at, updated_at, email_verified_at, employer_notices,
           password_hash IS NOT NULL AS has_password, google_subject IS NOT NULL AS signs_in_with_google
      FROM users WHERE id = ${userId}`;
  if (!user) throw notFound("No such account.");
  const [profile, resume, saved, alerts, sentMails, sessions, audit, membership] = await Promise.all([
    db<Record<string, unknown>[]>`
      SELECT name, email, phone, desired_job_title, industry, preferred_industry, years_of_experience, skills, preferred_location, updated_at
        FROM candidate_profiles WHERE user_id = ${userId}`,
    db<{ file_name: string; mime_type: string; size: number; uploaded_at: Date; text_skills: string[] | null }[]>`
      SELECT file_name, mime_type, size, uploaded_at, text_skills FROM resumes WHERE user_id = ${userId}`,
    db<{ job_id: number; title: string; company: string; status: string; saved_at: Date }[]>`
      SELECT s.job_id, j.title, c.name AS company, j.status, s.created_at AS saved_at
        FROM saved_jobs s JOIN jobs j ON j.id = s.job_id JOIN companies c ON c.id = j.company_id
       WHERE s.user_id = ${userId} ORDER BY s.created_at DESC, s.job_id`,
    db<Record<string, unknown>[]>`
      SELECT id, name, email, query, frequency, status, preset, created_at, confirmed_at, last_sent_at
        FROM job_alerts WHERE user_id = ${userId} ORDER BY id`,
    db<{ alert_id: number; job_count: number; queued_at: Date; status: string | null; sent_at: Date | null }[]>`
      SELECT m.alert_id, m.job_count, m.queued_at, o.status, o.sent_at
        FROM alert_mails m JOIN job_alerts a ON a.id = m.alert_id LEFT JOIN mail_outbox o ON o.id = m.mail_id
       WHERE a.user_id = ${userId} ORDER BY m.queued_at`,
    db<
      {
        id: string;
        user_agent: string | null;
        ip_address: string | null;
        created_at: Date;
        last_seen_at: Date;
        expires_at: Date;
        revoked_at: Date | null;
      }[]
    >`
      SELECT id, user_agent, ip_address, created_at, last_seen_at, expires_at, revoked_at FROM sessions WHERE user_id = ${userId} ORDER BY created_at`,
    db<
      {
        action: string;
        target_type: string;
        target_id: string | null;
        actor_id: number | null;
        before: unknown;
        after: unknown;
        created_at: Date;
      }[]
    >`
      SELECT action, target_type, target_id, actor_id, before, after, created_at FROM audit_log
       WHERE actor_id = ${userId} OR (target_type IN ('user', 'member') AND target_id = ${String(userId)})
       ORDER BY created_at, id`,
    db<{ company_id: number; name: string; status: string; created_at: Date; approved_at: Date | null }[]>`
      SELECT m.company_id, c.name, m.status, m.created_at, m.approved_at FROM company_members m JOIN companies
      c ON c.id = m.company_id WHERE m.user_id = ${userId}`,
  ]);
  const [applications, applicationEvents, securityEvents] = await Promise.all([
    db<ApplicationRow[]>`
      SELECT id, job_id, job_title, company_name, status, clicked_at, applied_at, note, next_step_on::text
      AS next_step_on, remind, reminded_on::text AS reminded_on, created_at, updated_at
        FROM applications WHERE user_id = ${userId} ORDER BY created_at, id`,
    db<{ application_id: number; status: string; changed_at: Date }[]>`
      SELECT e.application_id, e.status, e.changed_at FROM application_events e JOIN applications a ON a.id = e.application_id
       WHERE a.user_id = ${userId} ORDER BY e.changed_at, e.id`,
    listSecurityEvents(userId),
  ]);
  const statusHistory = new Map<number, { status: string; at: string | null }[]>();
  for (const event of applicationEvents) {
    const list = statusHistory.get(event.application_id) ?? [];
    list.push({ status: event.status, at: iso(event.changed_at) });
    statusHistory.set(event.application_id, list);
  }
  const companyJobs = membership[0]
    ? await db<
        {
          id: number;
          title: string;
          status: string;
          date_posted: Date | null;
          posted_by_you: boolean;
          deleted_at: Date | null;
        }[]
      >`
        SELECT id, title, status, date_posted, posted_by = ${userId} AS posted_by_you, deleted_at FROM jobs
         WHERE company_id = ${membership[0].company_id} AND source = 'manual' ORDER BY id`
    : [];
  const alertMails = new Map<number, unknown[]>();
  for (const mail of sentMails) {
    const list = alertMails.get(mail.alert_id) ?? [];
    list.push({ jobs: mail.job_count, queuedAt: iso(mail.queued_at), status: mail.status, sentAt: iso(mail.sent_at) });
    alertMails.set(mail.alert_id, list);
  }
  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: user.id,
      username: user.username,
      email: user.email,
      name: user.name,
      firstName: user.first_name,
      lastName: user.last_name,
      role: user.role,
      createdAt: iso(user.created_at as Date),
      updatedAt: iso(user.updated_at as Date),
      emailProvedAt: iso(user.email_verified_at as Date | null),
      hasPassword: user.has_password,
      signsInWithGoogle: user.signs_in_with_google,
      mail: { employerNotices: user.employer_notices },
    },
    profile: profile[0] ? { ...profile[0], updated_at: iso(profile[0].updated_at as Date) } : null,
    resume: resume[0]
      ? {
          fileName: resume[0].file_name,
          mimeType: resume[0].mime_type,
          size: resume[0].size,
          uploadedAt: iso(resume[0].uploaded_at),
          skillsFound: resume[0].text_skills,
        }
      : null,
    savedJobs: saved.map((row) => ({
      jobId: row.job_id,
      title: row.title,
      company: row.company,
      status: row.status,
      savedAt: iso(row.saved_at),
    })),
    alerts: alerts.map((row) => ({
      ...row,
      created_at: iso(row.created_at as Date),
      confirmed_at: iso(row.confirmed_at as Date | null),
      last_sent_at: iso(row.last_sent_at as Date | null),
      mails: alertMails.get(Number(row.id)) ?? [],
    })),
    sessions: sessions.map((row) => ({
      ...describeUserAgent(row.user_agent),
      userAgent: row.user_agent,
      ip: row.ip_address,
      signedInAt: iso(row.created_at),
      lastSeenAt: iso(row.last_seen_at),
      expiresAt: iso(row.expires_at),
      endedAt: iso(row.revoked_at),
    })),
    applications: applications.map((row) => ({
      jobId: row.job_id,
      jobTitle: row.job_title,
      company: row.company_name,
      status: row.status,
      clickedAt: iso(row.clicked_at),
      appliedAt: iso(row.applied_at),
      note: row.note,
      nextStep: row.next_step_on ? { on: row.next_step_on, remind: row.remind, remindedOn: row.reminded_on } : null,
      statusHistory: statusHistory.get(row.id) ?? [],
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    })),
    securityEvents,
    auditEntries: audit.map((row) => ({
      action: row.action,
      by: row.actor_id === userId ? "you" : "an employer or admin",
      targetType: row.target_type,
      targetId: row.target_id,
      before: row.before,
      after: row.after,
      at: iso(row.created_at),
    })),
    company: membership[0]
      ? {
          companyId: membership[0].company_id,
          name: membership[0].name,
          status: membership[0].status,
          joinedAt: iso(membership[0].created_at),
          approvedAt: iso(membership[0].approved_at),
          jobs: companyJobs.map((job) => ({
            id: job.id,
            title: job.title,
            status: job.status,
            postedAt: iso(job.date_posted),
            postedByYou: job.posted_by_you,
            deletedAt: iso(job.deleted_at),
          })),
        }
      : null,
  };
}

function readme(resumeName: string | null): string {
  return [
    `Your data at ${PRODUCT_NAME}`,
    "",
    "account.json  Everything the board holds about your account, as JSON:",
    "              account (name, e-mail, role, dates, mail switches), profile, resume (its details),",
    "              savedJobs, alerts (each with the mails it sent), applications (the jobs",
    "              you track: status history, notes, next steps and reminders), sessions",
    "              (where you are or were signed in), securityEvents (password, e-mail and",
    "              sign-out changes, with when and from which address), auditEntries",
    "              (changes an employer or admin made about you or you made as one),",
    "              company (for employers: your membership and the company's jobs).",
    resumeName
      ? `resume/${resumeName}  Your resume, byte for byte as you uploaded it.`
      : "(No resume: you have not uploaded one.)",
    "README.txt    This file.",
    "",
    "Not included: your password (only a one-way hash is stored, never the password) and",
    "server logs (kept for security only; see the privacy policy for how long).",
    "",
  ].join("\n");
}

/** The ZIP of 'Download my data'. */
export async function exportAccountData(userId: number): Promise<AccountExport> {
  const data = await accountData(userId);
  // Loaded by the first export (decision 210): an HTTP worker thread that never makes one does not hold it.
  const { strToU8, zipSync } = await import("fflate");
  const [file] = await sql()<
    { file_name: string; content: Buffer }[]
  >`SELECT file_name, content FROM resumes WHERE user_id = ${userId}`;
  const files: Zippable = {
    "README.txt": strToU8(readme(file?.file_name ?? null)),
    "account.json": strToU8(`${JSON.stringify(data, null, 2)}\n`),
  };
  // Stored as is (level 0): PDF and DOCX are compressed already, and the bytes stay exactly the upload's.
  if (file) files[`resume/${file.file_name}`] = [new Uint8Array(file.content), { level: 0 }];
  const bytes = zipSync(files, { level: 6 });
  return { fileName: `startup-jobs-data-${userId}-${boardDay(new Date(data.exportedAt))}.zip`, bytes };
}
