import { env } from "../../config/env";
import { sql } from "../../db/client";
import { rateLimited } from "../shared/app-error";

export interface LimitRule {
  points: number;
  windowSeconds: number;
  /** Per-IP rules are multiplied by AUTH_RATE_LIMIT_FACTOR. */
  perIp: boolean;
}

/** How often each account action may happen. Exported so tests can tighten them. */
export const AUTH_LIMITS = {
  loginIp: { points: 30, windowSeconds: 15 * 60, perIp: true },
  /**
   * Failed logins for one account (its username and e-mail alike, or one unknown
   * identifier) from one address. Never for the account from everywhere: that would
   * let anyone lock its owner out (decision 051).
   */
  loginPair: { points: 10, windowSeconds: 15 * 60, perIp: false },
  registerIp: { points: 10, windowSeconds: 60 * 60, perIp: true },
  resetIp: { points: 10, windowSeconds: 60 * 60, perIp: true },
  /** Codes sent to one e-mail address. */
  resetAccount: { points: 5, windowSeconds: 60 * 60, perIp: false },
  verifyIp: { points: 30, windowSeconds: 15 * 60, perIp: true },
  /** E-mail verification codes sent for one account (decision 063). */
  emailCodeAccount: { points: 5, windowSeconds: 60 * 60, perIp: false },
  googleIp: { points: 30, windowSeconds: 15 * 60, perIp: true },
  // Trust and safety (issue 27, decision 127): writes that cost us or others, per account and per address.
  jobPostAccount: { points: 20, windowSeconds: 60 * 60, perIp: false },
  jobPostIp: { points: 40, windowSeconds: 60 * 60, perIp: true },
  companyEditAccount: { points: 30, windowSeconds: 60 * 60, perIp: false },
  /**
   * Edits, closes and reopens of one employer's jobs: each makes every search index give the job a new slot, and a
   * stream of them would fill the shared index's room for new slots (decision 237).
   */
  jobEditAccount: { points: 60, windowSeconds: 60 * 60, perIp: false },
  logoUploadAccount: { points: 10, windowSeconds: 60 * 60, perIp: false },
  resumeUploadAccount: { points: 20, windowSeconds: 60 * 60, perIp: false },
  uploadIp: { points: 60, windowSeconds: 60 * 60, perIp: true },
  reportAccount: { points: 10, windowSeconds: 60 * 60, perIp: false },
  reportIp: { points: 20, windowSeconds: 60 * 60, perIp: true },
  /** Reports from one network (IPv4 /24, IPv6 /48) in a day, whoever sends them (decision 157). */
  reportNetworkDay: { points: 30, windowSeconds: 24 * 60 * 60, perIp: true },
  emailCodeIp: { points: 20, windowSeconds: 60 * 60, perIp: true },
  /** Alert confirmation mails one client address makes us send to anyone (issue 43, decision 164). */
  alertConfirmIp: { points: 5, windowSeconds: 24 * 60 * 60, perIp: true },
} satisfies Record<string, LimitRule>;
export type LimitName = keyof typeof AUTH_LIMITS;

export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = retryAfterSeconds < 60 ? `${retryAfterSeconds} seconds` : `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return `Too many attempts. Please try again in ${wait}.`;
}

function allowed(rule: LimitRule): number {
  return rule.perIp ? Math.max(1, Math.floor(rule.points * env().AUTH_RATE_LIMIT_FACTOR)) : rule.points;
}

function counterKey(name: LimitName, key: string): string {
  return `${name}:${key.toLowerCase().slice(0, 300)}`;
}

/**
 * Counts one event against a fixed window kept in PostgreSQL (so every process
 * shares it) and throws a rate_limited AppError once the window's points are spent.
 * Returns how many events the window holds, this one included.
 */
export async function consume(name: LimitName, key: string): Promise<number> {
  const rule = AUTH_LIMITS[name];
  const rows = await sql()<{ points: number; remaining: number }[]>`
    INSERT INTO rate_limits (key, points, reset_at)
    VALUES (${counterKey(name, key)}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
    ON CONFLICT (key) DO UPDATE SET
      points = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.points + 1 END,
      reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
    RETURNING points, extract(epoch FROM reset_at - now())::float8 AS remaining`;
  if (Math.random() < 0.01)
    void sql()`DELETE FROM rate_limits WHERE reset_at < now() - interval '1 hour'`.catch(() => {});
  const { points, remaining } = rows[0];
  if (points > allowed(rule)) {
    const retryAfterSeconds = Math.max(1, Math.ceil(remaining));
    throw rateLimited(rateLimitMessage(retryAfterSeconds), retryAfterSeconds);
  }
  return points;
}

export async function clearLimit(name: LimitName, key: string): Promise<void> {
  await sql()`DELETE FROM rate_limits WHERE key = ${counterKey(name, key)}`;
}

/** Clears every counter of a rule whose key starts with `prefix` (e.g. one account's pairs from every address). */
export async function clearLimitsStartingWith(name: LimitName, prefix: string): Promise<void> {
  const pattern = `${counterKey(name, prefix).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  await sql()`DELETE FROM rate_limits WHERE key LIKE ${pattern}`;
}
