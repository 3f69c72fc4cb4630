import { SignJWT, jwtVerify } from "jose";
import { sql } from "../../db/client";
import { PRIVACY_RULES } from "../shared/privacy-rules";
import type { RequestMeta } from "./request-meta";
import { sessionSecret } from "./secret";
import { type AccountUser, userFromRow } from "./user";

export const SESSION_COOKIE = "session";
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
const ISSUER = "startup-job-board";

export interface NewSession {
  /** A signed JWT (three dot-separated parts) naming the session row. */
  token: string;
  sessionId: string;
  expiresAt: Date;
}

/** Opens a session in the database and signs a token that names it. */
export async function createSession(userId: number, meta: Partial<RequestMeta> = {}): Promise<NewSession> {
  const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
  const [row] = await sql()<{ id: string }[]>`
    INSERT INTO sessions (user_id, expires_at, user_agent, ip_address)
    VALUES (${userId}, ${expiresAt.toISOString()}, ${meta.userAgent ?? null}, ${meta.ip ?? null})
    RETURNING id`;
  // Now and then, sweep sessions and reset codes that ended a week ago (no separate job needed).
  if (Math.random() < 0.02) {
    void sweepEndedSessions().catch(() => {});
    void sql()`DELETE FROM password_reset_codes WHERE expires_at < now() - interval '7 days'`.catch(() => {});
  }
  const token = await new SignJWT({ sid: row.id })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(sessionSecret());
  return { token, sessionId: row.id, expiresAt };
}

/** Deletes sessions that ended (expired or signed out) longer ago than the privacy policy says they are kept. */
export async function sweepEndedSessions(): Promise<number> {
  const days = PRIVACY_RULES.endedSessionDays;
  const rows = await sql()`DELETE FROM sessions WHERE expires_at < now() - make_interval(days => ${days}) OR revoked_at
      < now() - make_interval(days => ${days}) RETURNING id`;
  return rows.length;
}

export interface ResolvedSession {
  sessionId: string;
  user: AccountUser;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The session a token names, when the signature holds and the session is
 * neither expired nor revoked; null otherwise. A 'Bearer ' prefix is ignored.
 */
export async function resolveSession(rawToken: string | null | undefined): Promise<ResolvedSession | null> {
  const token = rawToken?.replace(/^Bearer\s+/i, "").trim();
  if (!token || token.split(".").length !== 3 || token.length > 4096) return null;
  let sessionId: string;
  try {
    const { payload } = await jwtVerify(token, sessionSecret(), { issuer: ISSUER, algorithms: ["HS256"] });
    if (typeof payload.sid !== "string" || !uuidPattern.test(payload.sid)) return null;
    sessionId = payload.sid;
  } catch {
    return null;
  }
  const rows = await sql()<Record<string, unknown>[]>`
    SELECT u.id, u.username, u.email, u.name, u.first_name, u.last_name, u.role, u.google_subject,
           (s.last_seen_at < now() - interval '5 minutes') AS stale
    FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.id = ${sessionId} AND s.revoked_at IS NULL AND s.expires_at > now() AND u.disabled_at IS NULL`;
  const row = rows[0];
  if (!row) return null;
  if (row.stale) void sql()`UPDATE sessions SET last_seen_at = now() WHERE id = ${sessionId}`.catch(() => {});
  return { sessionId, user: userFromRow(row) };
}

export async function revokeSession(sessionId: string): Promise<void> {
  await sql()`UPDATE sessions SET revoked_at = now() WHERE id = ${sessionId} AND revoked_at IS NULL`;
}

/** Ends every session of a user (all but one when `except` is given). */
export async function revokeUserSessions(userId: number, except?: string): Promise<number> {
  const rows = except
    ? await sql()`UPDATE sessions SET revoked_at = now() WHERE user_id = ${userId} AND revoked_at IS NULL AND id <> ${except} RETURNING id`
    : await sql()`UPDATE sessions SET revoked_at = now() WHERE user_id = ${userId} AND revoked_at IS NULL RETURNING id`;
  return rows.length;
}
