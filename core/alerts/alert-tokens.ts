import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { sessionSecret } from "../accounts";
import { linkTokenSchema } from "./alerts.schema";

/**
 * Tokens in alert mail (decision 080).
 * - Links that must work in every future mail (unsubscribe one alert, stop all, manage the
 *   address's alerts) are signed with the session secret (HMAC-SHA256): nothing to store,
 *   and a forged or altered one fails the check. A manage link expires after 30 days; each
 *   mail carries a fresh one.
 * - The confirmation link is random and stored hashed, so it can be used once (alert_confirmations).
 */
export type LinkPurpose = "unsubscribe" | "stop-all" | "manage";
export const MANAGE_LINK_DAYS = 30;

function signature(payload: string): Buffer {
  return createHmac("sha256", sessionSecret()).update(`job-alerts:${payload}`).digest();
}

export function signLinkToken(purpose: LinkPurpose, subject: string, now = Date.now()): string {
  const expires = purpose === "manage" ? Math.floor(now / 1000) + MANAGE_LINK_DAYS * 86_400 : 0;
  const payload = Buffer.from(JSON.stringify([purpose, subject, expires])).toString("base64url");
  return `${payload}.${signature(payload).toString("base64url")}`;
}

/** The subject (alert id or address) of a valid token for this purpose, else null. */
export function verifyLinkToken(purpose: LinkPurpose, token: unknown, now = Date.now()): string | null {
  if (!linkTokenSchema.safeParse(token).success) return null;
  const [payload, mac] = (token as string).split(".");
  const given = Buffer.from(mac, "base64url");
  const expected = signature(payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const [kind, subject, expires] = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as [
      string,
      string,
      number,
    ];
    if (kind !== purpose || typeof subject !== "string") return null;
    if (expires && expires * 1000 < now) return null;
    return subject;
  } catch {
    return null;
  }
}

export function newConfirmToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
