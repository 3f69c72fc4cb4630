import { createHash, randomBytes } from "node:crypto";
import { env } from "../../config/env";
import { sql } from "../../db/client";
import { endNewsletterAlert, startNewsletterAlert } from "../alerts";
import { queueMail } from "../mail";
import { alreadySubscribedMail, confirmationMail, newsletterLinks } from "./newsletter.mail";
import { newsletterTokenSchema } from "./newsletter.schema";

/** How long a confirmation link works. */
export const CONFIRM_VALID_HOURS = 48;
/** Unconfirmed sign-ups are forgotten after this many days (privacy policy: retention). */
export const PENDING_RETENTION_DAYS = 30;

/** Sign-up limits. Exported so tests can tighten them. */
export const NEWSLETTER_LIMITS = {
  /** Sign-up requests from one address. */
  ip: { points: 20, windowSeconds: 60 * 60 },
  /** Mails sent to one e-mail address; beyond it requests are answered the same but send nothing. */
  email: { points: 3, windowSeconds: 60 * 60 },
};

export type SubscribeResult = { ok: true } | { ok: false; retryAfterSeconds: number; message: string };

export interface SubscribeRequest {
  /** Already validated and lower-cased (newsletterEmailSchema). */
  email: string;
  ip: string;
  /** Origin for the links in the mail (PUBLIC_URL or the request's). */
  origin: string;
}

function newToken(): string {
  return randomBytes(32).toString("base64url");
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Counts one event in a fixed window; true while within the limit. */
async function withinLimit(
  name: keyof typeof NEWSLETTER_LIMITS,
  key: string,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const rule = NEWSLETTER_LIMITS[name];
  const [row] = await sql()<{ points: number; remaining: number }[]>`
    INSERT INTO newsletter_rate_limits (key, points, reset_at)
    VALUES (${`${name}:${key.slice(0, 300)}`}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
    ON CONFLICT (key) DO UPDATE SET
      points = CASE WHEN newsletter_rate_limits.reset_at <= now() THEN 1 ELSE newsletter_rate_limits.points + 1 END,
      reset_at = CASE WHEN newsletter_rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE newsletter_rate_limits.reset_at END
    RETURNING points, extract(epoch FROM reset_at - now())::float8 AS remaining`;
  return { allowed: row.points <= rule.points, retryAfterSeconds: Math.max(1, Math.ceil(row.remaining)) };
}

export function tooManyMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many sign-up attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/**
 * Double opt-in, step one. Stores (or refreshes) a pending subscription and
 * mails a confirmation link. Whatever the address's state, the caller gets the
 * same answer, so the form never reveals who is subscribed: a confirmed address
 * gets a short "already subscribed" note instead of a link, and an address
 * that has had its share of mails this hour gets nothing. The mail is queued in the
 * same transaction as the subscription (delivered by the mail worker).
 */
export async function requestSubscription(request: SubscribeRequest): Promise<SubscribeResult> {
  const byIp = await withinLimit("ip", request.ip);
  if (!byIp.allowed)
    return { ok: false, retryAfterSeconds: byIp.retryAfterSeconds, message: tooManyMessage(byIp.retryAfterSeconds) };
  if (Math.random() < 0.02) void purgeStale().catch(() => {});

  const byEmail = await withinLimit("email", request.email);
  if (!byEmail.allowed) return { ok: true };

  const confirmToken = newToken();
  await sql().begin(async (tx) => {
    const [row] = await tx<{ status: "pending" | "confirmed"; unsubscribe_token: string }[]>`
      INSERT INTO newsletter_subscriptions (email, status, confirm_token_hash, confirm_expires_at, unsubscribe_token,
      consent_ip)
      VALUES (${request.email}, 'pending', ${hashToken(confirmToken)}, now() + make_interval(hours =>
      ${CONFIRM_VALID_HOURS}), ${newToken()}, ${request.ip})
      ON CONFLICT (email) DO UPDATE SET
        status = CASE WHEN newsletter_subscriptions.status = 'confirmed' THEN 'confirmed' ELSE 'pending'
      END,
        confirm_token_hash = CASE WHEN newsletter_subscriptions.status = 'confirmed' THEN newsletter_subscriptions.confirm_token_hash
      ELSE EXCLUDED.confirm_token_hash END,
        confirm_expires_at = CASE WHEN newsletter_subscriptions.status = 'confirmed' THEN newsletter_subscriptions.confirm_expires_at
      ELSE EXCLUDED.confirm_expires_at END,
        consent_ip = CASE WHEN newsletter_subscriptions.status = 'confirmed' THEN newsletter_subscriptions.consent_ip
      ELSE EXCLUDED.consent_ip END,
        requested_at = now()
      RETURNING status, unsubscribe_token`;

    const contact = env().CONTACT_EMAIL;
    const links = newsletterLinks(request.origin, confirmToken, row.unsubscribe_token);
    const mail =
      row.status === "confirmed"
        ? alreadySubscribedMail(request.email, links, contact)
        : confirmationMail(request.email, links, contact, CONFIRM_VALID_HOURS);
    await queueMail(mail, { db: tx });
  });
  return { ok: true };
}

/** Double opt-in, step two: the link from the mail. Clicking it again is harmless. */
export async function confirmSubscription(token: string): Promise<"confirmed" | "invalid"> {
  if (!newsletterTokenSchema.safeParse(token).success) return "invalid";
  return sql().begin(async (tx) => {
    const [row] = await tx<{ email: string; consent_ip: string | null }[]>`
      UPDATE newsletter_subscriptions
      SET status = 'confirmed', confirmed_at = COALESCE(confirmed_at, now()), unsubscribed_at = NULL
      WHERE confirm_token_hash = ${hashToken(token)} AND confirm_expires_at > now() AND status IN ('pending', 'confirmed')
      RETURNING email, consent_ip`;
    if (!row) return "invalid" as const;
    // The newsletter is sent as a preset alert (decision 081).
    await startNewsletterAlert(tx, row.email, row.consent_ip);
    return "confirmed" as const;
  });
}

/**
 * Whether a confirmation or unsubscribe link still works, without acting on it: the
 * pages behind mailed links only act on a POST, because mail scanners open every
 * link they see (a GET that confirmed would defeat double opt-in).
 */
export async function newsletterLinkWorks(kind: "confirm" | "unsubscribe", token: string): Promise<boolean> {
  if (!newsletterTokenSchema.safeParse(token).success) return false;
  const rows =
    kind === "confirm"
      ? await sql()`SELECT 1 FROM newsletter_subscriptions
          WHERE confirm_token_hash = ${hashToken(token)} AND confirm_expires_at > now() AND status IN ('pending', 'confirmed')`
      : await sql()`SELECT 1 FROM newsletter_subscriptions WHERE unsubscribe_token = ${token}`;
  return rows.length > 0;
}

/** One-click unsubscribe. Also ends a pending sign-up; true when the token named a subscription. */
export async function unsubscribe(token: string): Promise<boolean> {
  if (!newsletterTokenSchema.safeParse(token).success) return false;
  return sql().begin(async (tx) => {
    const [row] = await tx<{ email: string }[]>`
      UPDATE newsletter_subscriptions
      SET status = 'unsubscribed', unsubscribed_at = COALESCE(unsubscribed_at, now()), confirm_token_hash = NULL, confirm_expires_at = NULL
      WHERE unsubscribe_token = ${token}
      RETURNING email`;
    if (row) await endNewsletterAlert(tx, row.email);
    return Boolean(row);
  });
}

/** The state of one address, for tests and operations; never shown to visitors. */
export async function subscriptionStatus(email: string): Promise<"pending" | "confirmed" | "unsubscribed" | null> {
  const [row] = await sql()<
    { status: "pending" | "confirmed" | "unsubscribed" }[]
  >`SELECT status FROM newsletter_subscriptions WHERE email = ${email.toLowerCase()}`;
  return row?.status ?? null;
}

/** Forgets sign-ups never confirmed and spent rate-limit windows. */
export async function purgeStale(): Promise<void> {
  await sql()`DELETE FROM newsletter_subscriptions WHERE status = 'pending' AND requested_at < now() - make_interval(days => ${PENDING_RETENTION_DAYS})`;
  await sql()`DELETE FROM newsletter_rate_limits WHERE reset_at < now() - interval '1 hour'`;
}
