import { sql } from "../../db/client";
import { CHECK_INTERVAL_MINUTES } from "./alert-schedule";
import { hashToken, signLinkToken, verifyLinkToken } from "./alert-tokens";
import { confirmTokenSchema } from "./alerts.schema";
import { NEWSLETTER_PRESET, markNewsletterUnsubscribed } from "./newsletter-preset";

/**
 * What the links in alert mail do (decision 080). Each page behind a link shows what the link
 * would do on a GET and acts only on a POST, because mail scanners open every link they see.
 */
export interface NamedAlert {
  id: number;
  name: string;
}

export type ConfirmPreview = { ok: true; email: string; alerts: NamedAlert[] } | { ok: false };

async function validConfirmation(token: string) {
  if (!confirmTokenSchema.safeParse(token).success) return undefined;
  const [row] = await sql()<{ email: string }[]>`
    SELECT email FROM alert_confirmations WHERE token_hash = ${hashToken(token)} AND used_at IS NULL AND expires_at > now()`;
  return row;
}

/** The pending alerts a confirmation link would start; changes nothing. */
export async function previewConfirmation(token: string): Promise<ConfirmPreview> {
  const row = await validConfirmation(token);
  if (!row) return { ok: false };
  const alerts = await sql()<
    NamedAlert[]
  >`SELECT id, name FROM job_alerts WHERE email = ${row.email} AND status = 'pending' ORDER BY id`;
  return { ok: true, email: row.email, alerts };
}

/**
 * Starts the address's pending alerts, each taking the name its creator asked for (decision 164). The token works once and for 48 hours; a forged,
 * used or expired one changes nothing. Returns what was confirmed and a link to manage it.
 */
export async function confirmAlerts(
  token: string,
): Promise<{ ok: true; email: string; alerts: NamedAlert[]; manageToken: string } | { ok: false }> {
  if (!confirmTokenSchema.safeParse(token).success) return { ok: false };
  return sql().begin(async (tx) => {
    const [row] = await tx<{ email: string }[]>`
      UPDATE alert_confirmations SET used_at = now()
       WHERE token_hash = ${hashToken(token)} AND used_at IS NULL AND expires_at > now()
       RETURNING email`;
    if (!row) return { ok: false as const };
    const alerts = await tx<NamedAlert[]>`
      UPDATE job_alerts SET status = 'active', confirmed_at = now(), checked_until = now(), updated_at = now(),
             name = coalesce(requested_name, name), requested_name = NULL,
             next_run_at = now() + make_interval(mins => CASE frequency WHEN 'instant' THEN ${CHECK_INTERVAL_MINUTES.instant}::int
                                                                    WHEN 'weekly' THEN ${CHECK_INTERVAL_MINUTES.weekly}::int
                                                                    ELSE ${CHECK_INTERVAL_MINUTES.daily}::int END)
       WHERE email = ${row.email} AND status = 'pending'
       RETURNING id, name`;
    return {
      ok: true as const,
      email: row.email,
      alerts: alerts.map(({ id, name }) => ({ id, name })),
      manageToken: signLinkToken("manage", row.email),
    };
  });
}

export type UnsubscribeTarget = { kind: "one"; alertId: number } | { kind: "all"; email: string };

/** Reads a signed unsubscribe or stop-all token; null when forged or malformed. */
export function unsubscribeTarget(token: unknown): UnsubscribeTarget | null {
  const one = verifyLinkToken("unsubscribe", token);
  if (one && /^\d{1,10}$/.test(one)) return { kind: "one", alertId: Number(one) };
  const all = verifyLinkToken("stop-all", token);
  return all ? { kind: "all", email: all } : null;
}

/** The alerts an unsubscribe link would end (none when they have already ended); changes nothing. */
export async function previewUnsubscribe(target: UnsubscribeTarget): Promise<NamedAlert[]> {
  return target.kind === "one"
    ? sql()<NamedAlert[]>`SELECT id, name FROM job_alerts WHERE id = ${target.alertId}`
    : sql()<NamedAlert[]>`SELECT id, name FROM job_alerts WHERE email = ${target.email} ORDER BY id`;
}

/** Ends one alert, or all of an address's: their rows and sent records are deleted. Returns what ended. */
export async function unsubscribe(target: UnsubscribeTarget): Promise<NamedAlert[]> {
  return sql().begin(async (tx) => {
    const rows =
      target.kind === "one"
        ? await tx<
            (NamedAlert & { email: string; preset: string | null })[]
          >`DELETE FROM job_alerts WHERE id = ${target.alertId} RETURNING id, name, email, preset`
        : await tx<
            (NamedAlert & { email: string; preset: string | null })[]
          >`DELETE FROM job_alerts WHERE email = ${target.email} RETURNING id, name, email, preset`;
    // Ending the newsletter alert ends the newsletter sign-up too (decision 081).
    await markNewsletterUnsubscribed(
      tx,
      rows.filter((row) => row.preset === NEWSLETTER_PRESET).map((row) => row.email),
    );
    return rows.map(({ id, name }) => ({ id, name }));
  });
}

/** The address a manage link (/alerts?token=…) opens, or null when forged, altered or expired. */
export function manageLinkEmail(token: unknown): string | null {
  return verifyLinkToken("manage", token);
}
