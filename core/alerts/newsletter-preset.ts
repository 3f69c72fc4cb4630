import type postgres from "postgres";
import { CHECK_INTERVAL_MINUTES } from "./alert-schedule";

/**
 * The newsletter is a preset alert (decision 081): all new jobs, weekly, sent by the alert
 * runs like any other alert. The newsletter sign-up keeps its own double opt-in (the footer
 * form, newsletter_subscriptions as the record of consent); confirming it starts this alert,
 * and unsubscribing from either ends both.
 */
export const NEWSLETTER_PRESET = "newsletter";
export const NEWSLETTER_ALERT_NAME = "Weekly newsletter: all new jobs";
const allJobs = JSON.stringify({ q: "", category: [], type: [], level: [], location: [] });

type Db = postgres.Sql | postgres.TransactionSql;

/** Starts (or keeps) the address's newsletter alert. */
export async function startNewsletterAlert(db: Db, email: string, consentIp: string | null): Promise<void> {
  await db`
    INSERT INTO job_alerts (email, name, query, frequency, status, preset, consent_ip, confirmed_at, next_run_at)
    VALUES (${email}, ${NEWSLETTER_ALERT_NAME}, ${allJobs}::jsonb, 'weekly', 'active', ${NEWSLETTER_PRESET}, ${consentIp}, now(),
            now() + make_interval(mins => ${CHECK_INTERVAL_MINUTES.weekly}))
    ON CONFLICT (email) WHERE preset = 'newsletter' DO NOTHING`;
}

/** Ends the address's newsletter alert (the newsletter's unsubscribe link). */
export async function endNewsletterAlert(db: Db, email: string): Promise<void> {
  await db`DELETE FROM job_alerts WHERE email = ${email} AND preset = ${NEWSLETTER_PRESET}`;
}

/** Marks the newsletter sign-ups of these addresses unsubscribed (the newsletter alert's own unsubscribe link). */
export async function markNewsletterUnsubscribed(db: Db, emails: string[]): Promise<void> {
  if (emails.length === 0) return;
  await db`
    UPDATE newsletter_subscriptions SET status = 'unsubscribed', unsubscribed_at = COALESCE(unsubscribed_at,
    now()), confirm_token_hash = NULL, confirm_expires_at = NULL
     WHERE email = ANY(${emails}::text[])`;
}
