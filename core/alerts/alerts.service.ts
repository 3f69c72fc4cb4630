import { isEmailVerified } from "../accounts";
import { sql } from "../../db/client";
import type { Queryable } from "../../db/queryable";
import { AppError, conflict, notFound } from "../shared/app-error";
import { queueMail } from "../mail";
import { alertConfirmationMail } from "./alert-mail";
import { alertNameOf } from "./alert-name";
import { labelsFor, loadLabels } from "./alert-labels";
import { CHECK_INTERVAL_MINUTES } from "./alert-schedule";
import { hashToken, newConfirmToken } from "./alert-tokens";
import { spendLimits } from "../trust";
import { unlinkedName } from "./unlinked-name";
import { NEWSLETTER_PRESET, markNewsletterUnsubscribed } from "./newsletter-preset";
import {
  ALERT_MESSAGES,
  MAX_ALERTS_PER_ADDRESS,
  searchStringOf,
  type AlertFrequency,
  type AlertQuery,
  type AlertStatus,
  type CreateAlertInput,
  type UpdateAlertInput,
} from "./alerts.schema";

/** Whose alerts a call may see and change: a signed-in user's, or an address's (through a signed link). */
/**
 * Whose alerts: an account's (with `provedEmail`, also the guest sign-ups of the address it has proved: the newsletter
 * subscribed through the footer's form before or without signing in), or a guest address's (its mailed links).
 */
export type AlertOwner = { userId: number; provedEmail?: string | null } | { email: string };

export interface Alert {
  id: number;
  email: string;
  name: string;
  query: AlertQuery;
  /** The search page's query string of the saved search. */
  search: string;
  frequency: AlertFrequency;
  status: AlertStatus;
  preset: string | null;
  createdAt: string;
  lastSentAt: string | null;
  /** The last mail of this alert that could not be delivered after every retry. */
  lastFailure: { at: string; error: string | null } | null;
}

interface AlertRow {
  id: number;
  email: string;
  name: string;
  query: AlertQuery;
  frequency: AlertFrequency;
  status: AlertStatus;
  preset: string | null;
  created_at: Date | string;
  last_sent_at: Date | string | null;
  failed_at?: Date | string | null;
  last_error?: string | null;
}

/** How long a guest's confirmation link works, and how often one address gets one. */
export const CONFIRM_VALID_HOURS = 48;
export const CONFIRMATION_MAIL_EVERY_MINUTES = 60;
/** Guest alerts one client address may create in an hour (signed-in users are capped per address). */
export const GUEST_ALERTS_PER_IP_HOUR = 30;

const iso = (value: Date | string) => new Date(value).toISOString();

function toAlert(row: AlertRow): Alert {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    query: row.query,
    search: searchStringOf(row.query),
    frequency: row.frequency,
    status: row.status,
    preset: row.preset,
    createdAt: iso(row.created_at),
    lastSentAt: row.last_sent_at ? iso(row.last_sent_at) : null,
    // Never the transport's own words ('connect ECONNREFUSED 127.0.0.1:1'): admins read those on the mail page (issue 27).
    lastFailure: row.failed_at ? { at: iso(row.failed_at), error: row.last_error ? DELIVERY_FAILED : null } : null,
  };
}

function ownerClause(owner: AlertOwner) {
  if (!("userId" in owner)) return sql()`a.email = ${owner.email.toLowerCase()}`;
  if (!owner.provedEmail) return sql()`a.user_id = ${owner.userId}`;
  return sql()`(a.user_id = ${owner.userId} OR (a.user_id IS NULL AND a.email = ${owner.provedEmail.toLowerCase()}))`;
}

export const DELIVERY_FAILED = "We could not deliver the last mail to this address.";

/**
 * Everything an account's address gets from alerts, for its settings: the account's own alerts, and, once the
 * account has proved its address, the guest sign-ups of that address too. An unproved address owns nothing more:
 * registering with a stranger's address must not let anyone see or switch off that stranger's mail.
 */
export async function accountAlertOwner(userId: number): Promise<AlertOwner> {
  const [user] = await sql()<{ email: string; proved: boolean }[]>`
    SELECT email, email_verified_at IS NOT NULL AS proved FROM users WHERE id = ${userId}`;
  return { userId, provedEmail: user?.proved ? user.email : null };
}

/** The owner's alerts, newest first, each with its last delivery failure (from the mail outbox). */
export async function listAlerts(owner: AlertOwner): Promise<Alert[]> {
  const rows = await sql()<AlertRow[]>`
    SELECT a.id, a.email, a.name, a.query, a.frequency, a.status, a.preset, a.created_at, a.last_sent_at, f.failed_at, f.last_error
      FROM job_alerts a
      LEFT JOIN LATERAL (
        SELECT m.failed_at, m.last_error FROM alert_mails am JOIN mail_outbox m ON m.id = am.mail_id
         WHERE am.alert_id = a.id AND m.status = 'failed' ORDER BY m.failed_at DESC LIMIT 1
      ) f ON true
     WHERE ${ownerClause(owner)}
     ORDER BY a.created_at DESC, a.id DESC`;
  return rows.map(toAlert);
}

export async function getAlert(owner: AlertOwner, id: number): Promise<Alert | undefined> {
  return (await listAlerts(owner)).find((alert) => alert.id === id);
}

/**
 * Saves a search as an alert. A signed-in user's alert starts at once; a guest's waits for the
 * confirmation link mailed to the address (double opt-in). At most one confirmation mail per
 * address an hour: a later sign-up joins the pending ones that link confirms. One client address
 * sends at most 5 confirmation mails a day (alertConfirmIp, decision 164): the next is a 429.
 * Until it is confirmed an alert is named by its search; the name its creator chose waits in
 * requested_name, so a stranger's words reach nobody's inbox or confirmation page.
 * Refusals are AppErrors: invalid_input (no address), rate_limited (a guest address's hour, or its day's mails), conflict (the cap).
 */
export async function createAlert(
  input: CreateAlertInput,
  context: { user?: { id: number; email: string } | null; ip: string; origin: string },
): Promise<{ alert: Alert; mailed: boolean }> {
  const user = context.user ?? null;
  const email = (user?.email ?? input.email ?? "").toLowerCase();
  // An account whose address is not proved waits for the same double opt-in as a guest (issue 27).
  const proved = user ? await isEmailVerified(user.id) : false;
  // Plain kinds without field errors or Retry-After: the answers (status and body) these refusals always had.
  if (!email) throw new AppError("invalid_input", "Please enter a valid email address");
  if (!user) {
    const [{ recent }] = await sql()<{ recent: number }[]>`
      SELECT count(*)::int AS recent FROM job_alerts WHERE consent_ip = ${context.ip} AND user_id IS NULL AND created_at > now() - interval '1 hour'`;
    if (recent >= GUEST_ALERTS_PER_IP_HOUR)
      throw new AppError("rate_limited", "Too many alerts from your address. Please try again in an hour.");
  }
  const book = await loadLabels(sql(), [input.query]);
  const searchName = alertNameOf(input.query, labelsFor(book, input.query));
  const name = proved ? (input.name ?? searchName) : searchName;
  const requestedName = proved || input.name === undefined || input.name === searchName ? null : input.name;
  // Counted before the transaction (the counter is shared by every process); a race for one address may count twice, never too few.
  if (!proved && !(await confirmationMailedRecently(email))) await spendLimits(["alertConfirmIp", context.ip]);

  return sql().begin(async (tx) => {
    // One sign-up at a time per address, so that the cap and the once-an-hour mail hold under concurrency.
    await tx`SELECT pg_advisory_xact_lock(hashtext(${`job-alerts:${email}`}))`;
    const [{ count }] = await tx<
      { count: number }[]
    >`SELECT count(*)::int AS count FROM job_alerts WHERE email = ${email}`;
    if (count >= MAX_ALERTS_PER_ADDRESS) throw conflict(ALERT_MESSAGES.tooMany);
    const status: AlertStatus = proved ? "active" : "pending";
    const [row] = await tx<AlertRow[]>`
      INSERT INTO job_alerts (user_id, email, name, requested_name, query, frequency, status, consent_ip, confirmed_at, next_run_at)
      VALUES (${user?.id ?? null}, ${email}, ${name}, ${requestedName}, ${JSON.stringify(input.query)}::jsonb, ${input.frequency}, ${status}, ${context.ip},
              ${proved ? new Date().toISOString() : null}::timestamptz, now() + make_interval(mins => ${CHECK_INTERVAL_MINUTES[input.frequency]}))
      RETURNING id, email, name, query, frequency, status, preset, created_at, last_sent_at`;
    let mailed = false;
    if (!proved) {
      if (!(await confirmationMailedRecently(email, tx))) {
        const token = newConfirmToken();
        await tx`INSERT INTO alert_confirmations (email, token_hash, expires_at)
                 VALUES (${email}, ${hashToken(token)}, now() + make_interval(hours => ${CONFIRM_VALID_HOURS}))`;
        const confirmUrl = `${new URL(context.origin).origin}/alerts/confirm?token=${token}`;
        await queueMail(alertConfirmationMail(email, unlinkedName(searchName), confirmUrl, CONFIRM_VALID_HOURS), {
          db: tx,
        });
        mailed = true;
      }
    }
    return { alert: toAlert(row), mailed };
  });
}

/** Whether the address has a live confirmation link mailed within the hour (then no new mail is sent). */
async function confirmationMailedRecently(email: string, db: Queryable = sql()): Promise<boolean> {
  const [recent] = await db`
    SELECT 1 FROM alert_confirmations WHERE email = ${email} AND used_at IS NULL AND expires_at > now()
       AND created_at > now() - make_interval(mins => ${CONFIRMATION_MAIL_EVERY_MINUTES})`;
  return recent !== undefined;
}

/**
 * Rename, change the search or the frequency, pause or resume. An alert named after its search is renamed with it.
 * Another owner's alert is not_found; pausing or resuming one that waits for its confirmation is a conflict.
 */
export async function updateAlert(owner: AlertOwner, id: number, changes: UpdateAlertInput): Promise<Alert> {
  const current = await getAlert(owner, id);
  if (!current) throw notFound(ALERT_MESSAGES.notFound);
  if (changes.status && current.status === "pending") throw conflict(ALERT_MESSAGES.needsConfirmation);
  let name = changes.name ?? current.name;
  if (changes.query && !changes.name) {
    const book = await loadLabels(sql(), [current.query, changes.query]);
    if (current.name === alertNameOf(current.query, labelsFor(book, current.query)))
      name = alertNameOf(changes.query, labelsFor(book, changes.query));
  }
  const query = changes.query ?? current.query;
  const frequency = changes.frequency ?? current.frequency;
  const status = changes.status ?? current.status;
  await sql()`
    UPDATE job_alerts a SET name = ${name}, query = ${JSON.stringify(query)}::jsonb, frequency = ${frequency}, status = ${status}, updated_at = now(),
           next_run_at = LEAST(a.next_run_at, now() + make_interval(mins => ${CHECK_INTERVAL_MINUTES[frequency]}))
     WHERE a.id = ${id} AND ${ownerClause(owner)}`;
  return (await getAlert(owner, id))!;
}

export async function deleteAlert(owner: AlertOwner, id: number): Promise<boolean> {
  const rows = await sql()<
    { email: string; preset: string | null }[]
  >`DELETE FROM job_alerts a WHERE a.id = ${id} AND ${ownerClause(owner)} RETURNING email, preset`;
  // Deleting the newsletter alert ends the newsletter sign-up too (decision 081).
  await markNewsletterUnsubscribed(
    sql(),
    rows.filter((row) => row.preset === NEWSLETTER_PRESET).map((row) => row.email),
  );
  return rows.length > 0;
}
