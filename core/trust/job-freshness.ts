/**
 * Freshness of employers' jobs (issue 27 point 7, decision 126): an employer's job closes at its deadline
 * or 60 days after it opened, whichever is first. Seven days before, its poster is mailed once (through
 * the mail queue) with a one-click 'still hiring' link that starts a new 60 days (and moves a deadline
 * that would close it sooner). The link is signed with the session secret over the job and the time the
 * reminder was sent, so it is refused once used (the reminder time is cleared) or when forged.
 * A scheduled tick (job-freshness-scheduler.ts) runs runFreshness; the clock is a parameter for tests.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { sql } from "../../db/client";
import { publicOrigin } from "../../config/env";
import { sessionSecret } from "../accounts";
import { queueMail, escapeHtml, type MailMessage } from "../mail";
import { OPEN_DAYS, PRODUCT_NAME } from "../shared/constants";

export { OPEN_DAYS };
export const REMIND_DAYS_BEFORE = 7;
const BATCH = 500;

// When an open job closes, in every query below: LEAST(valid_through, coalesce(open_since, date_posted) + 60 days);
// LEAST ignores a NULL deadline.

function signature(payload: string): Buffer {
  return createHmac("sha256", sessionSecret()).update(`still-hiring:${payload}`).digest();
}

export function stillHiringToken(jobId: number, remindedAt: Date): string {
  const payload = `${jobId}.${remindedAt.getTime()}`;
  return `${payload}.${signature(payload).toString("base64url")}`;
}

function readToken(token: unknown): { jobId: number; remindedAt: Date } | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const match = /^(\d{1,10})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const given = Buffer.from(match[3], "base64url");
  const expected = signature(`${match[1]}.${match[2]}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { jobId: Number(match[1]), remindedAt: new Date(Number(match[2])) };
}

/**
 * The page of the link. Not under /jobs/: /jobs/{name} is a company's page, and a company named
 * 'still-hiring' would be shadowed. Reminders mailed before linked /jobs/still-hiring?token=, which
 * the company page redirects here (legacyStillHiringRedirect).
 */
export const STILL_HIRING_PATH = "/still-hiring";

export function stillHiringLinks(origin: string, token: string) {
  const base = new URL(origin).origin;
  return {
    pageUrl: `${base}${STILL_HIRING_PATH}?token=${encodeURIComponent(token)}`,
    oneClickUrl: `${base}/api/jobs/still-hiring?token=${encodeURIComponent(token)}`,
  };
}

export function freshnessMail(input: {
  to: string;
  title: string;
  closesOn: Date;
  token: string;
  origin: string;
}): MailMessage {
  const links = stillHiringLinks(input.origin, input.token);
  const day = input.closesOn.toISOString().slice(0, 10);
  const subject = `Still hiring for “${input.title}”? It closes on ${day}`;
  const line =
    `Your job “${input.title}” on ${PRODUCT_NAME} closes on ${day}, so that job seekers only see ` +
    `openings that are real. If you are still hiring, one click keeps it open for another ${OPEN_DAYS} days.`;
  const text = [
    "Hello,",
    "",
    line,
    "",
    `Still hiring: ${links.pageUrl}`,
    "",
    "If the role is filled, do nothing: it closes by itself.",
    "",
    `The ${PRODUCT_NAME} team`,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5;max-width:560px">
<p>Hello,</p><p>${escapeHtml(line)}</p>
<p><a href="${escapeHtml(links.pageUrl)}" style="color:#1f57d6">Yes, still hiring</a></p>
<p>If the role is filled, do nothing: it closes by itself.</p><p>The ${escapeHtml(PRODUCT_NAME)} team</p></body></html>`;
  return { to: input.to, subject, text, html };
}

/**
 * One tick: closes employers' open jobs whose deadline or 60 days have passed, then mails the posters of
 * those closing within 7 days (each claimed and mailed in one transaction, so two processes never mail twice).
 * Collected and demo jobs (no poster) are left to the collector's own rules.
 */
export async function runFreshness(
  options: { now?: Date; origin?: string } = {},
): Promise<{ closed: number; reminded: number }> {
  const now = options.now ?? new Date();
  const origin = options.origin ?? publicOrigin();
  const closed = await sql()`
    UPDATE jobs j SET status = 'closed', closed_at = ${now.toISOString()}::timestamptz, updated_at = now()
     WHERE j.status = 'open' AND j.source = 'manual' AND j.posted_by IS NOT NULL AND j.deleted_at IS NULL
       AND LEAST(j.valid_through, coalesce(j.open_since, j.date_posted) + make_interval(days => ${OPEN_DAYS})) <= ${now.toISOString()}::timestamptz`;
  let reminded = 0;
  for (;;) {
    const batch = await sql().begin(async (tx) => {
      const rows = await tx<
        { id: number; title: string; email: string; notices: boolean; closes_at: Date; reminded_at: Date }[]
      >`
        UPDATE jobs j SET close_reminder_sent_at = date_trunc('milliseconds', ${now.toISOString()}::timestamptz)
          FROM users u
         WHERE j.id IN (
                 SELECT id FROM jobs
                  WHERE status = 'open' AND source = 'manual' AND posted_by IS NOT NULL AND deleted_at
        IS NULL AND close_reminder_sent_at IS NULL
                    AND LEAST(valid_through, coalesce(open_since, date_posted) + make_interval(days =>
        ${OPEN_DAYS})) <= ${now.toISOString()}::timestamptz + make_interval(days => ${REMIND_DAYS_BEFORE})
                  ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
           AND u.id = j.posted_by
        RETURNING j.id, j.title, u.email, u.employer_notices AS notices, j.close_reminder_sent_at AS reminded_at,
                  LEAST(j.valid_through, coalesce(j.open_since, j.date_posted) + make_interval(days =>
        ${OPEN_DAYS})) AS closes_at`;
      // Claimed either way, so it is looked at once; mailed only to posters who keep employer notices on
      // (core/accounts/employer-notices.ts). Without the mail the job still closes, and its employer can reopen it.
      for (const row of rows.filter((claimed) => claimed.notices)) {
        const token = stillHiringToken(row.id, new Date(row.reminded_at));
        await queueMail(
          freshnessMail({ to: row.email, title: row.title, closesOn: new Date(row.closes_at), token, origin }),
          { db: tx },
        );
      }
      return { claimed: rows.length, mailed: rows.filter((claimed) => claimed.notices).length };
    });
    reminded += batch.mailed;
    if (batch.claimed < BATCH) break;
  }
  return { closed: closed.count, reminded };
}

/**
 * Where an old reminder's /jobs/still-hiring?token= link goes now, or null when the request is a company's
 * page. No company page takes a token, so the two never meet.
 */
export function legacyStillHiringRedirect(companyParam: string, url: URL): string | null {
  const token = url.searchParams.get("token");
  if (companyParam !== "still-hiring" || token === null) return null;
  return `${STILL_HIRING_PATH}?token=${encodeURIComponent(token)}`;
}

/** What a 'still hiring' link names, or null for a link that does not work (forged, used, or the job is no longer open). */
export async function stillHiringTarget(token: unknown): Promise<{ jobId: number; title: string } | null> {
  const read = readToken(token);
  if (!read) return null;
  const [row] = await sql()<{ id: number; title: string }[]>`
    SELECT id, title FROM jobs WHERE id = ${read.jobId} AND status = 'open' AND deleted_at IS NULL AND
    close_reminder_sent_at = ${read.remindedAt.toISOString()}::timestamptz`;
  return row ? { jobId: row.id, title: row.title } : null;
}

/** The one click: a new 60 days from now (a deadline that would close it sooner moves to their end); the link is then used up. */
export async function confirmStillHiring(
  token: unknown,
  now = new Date(),
): Promise<{ jobId: number; title: string; openUntil: string } | null> {
  const read = readToken(token);
  if (!read) return null;
  const [row] = await sql()<{ id: number; title: string; open_until: Date }[]>`
    UPDATE jobs SET open_since = ${now.toISOString()}::timestamptz, close_reminder_sent_at = NULL, updated_at
    = now(),
           valid_through = CASE WHEN valid_through IS NULL THEN NULL ELSE GREATEST(valid_through, ${now.toISOString()}::timestamptz
    + make_interval(days => ${OPEN_DAYS})) END
     WHERE id = ${read.jobId} AND status = 'open' AND deleted_at IS NULL AND close_reminder_sent_at =
    ${read.remindedAt.toISOString()}::timestamptz
    RETURNING id, title, LEAST(valid_through, open_since + make_interval(days => ${OPEN_DAYS})) AS open_until`;
  return row ? { jobId: row.id, title: row.title, openUntil: new Date(row.open_until).toISOString() } : null;
}
