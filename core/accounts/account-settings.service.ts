import type Bowser from "bowser";
import { sql } from "../../db/client";
import { emailChangedMail, emailTakenAttemptMail, passwordChangedMail, queueMail } from "../mail";
import { invalidInput, notFound } from "../shared/app-error";
import { userLoginLimitKey } from "./accounts.service";
import { loginPairKey } from "./auth.service";
import { EMAIL_CODE_MESSAGES, isEmailProved, sendAccountCode, redeemAccountCode } from "./email-verification.service";
import { hashPassword, verifyPassword } from "./password";
import { clearLimit, consume } from "./rate-limit";
import type { RequestMeta } from "./request-meta";
import { recordSecurityEvent } from "./security-events";
import { revokeUserSessions } from "./session.service";
import { SETTINGS_MESSAGES, type ChangePasswordInput, type EmailChangeInput } from "./settings.schema";
import { loadOnFirstUse } from "../shared/load-on-first-use";

// Read when sessions are first described (a sign-in, the settings page), not by every thread at start (decision 214).
const loadBowser = loadOnFirstUse<typeof Bowser>("bowser");

/**
 * The signed-in account's own settings (issue 28, decision 110): password, e-mail, sessions.
 * Every function takes the user id of the session that asks; nothing here reaches another account.
 */

/** What the settings page shows about the account itself. */
export interface AccountOverview {
  email: string;
  emailProved: boolean;
  hasPassword: boolean;
  hasGoogle: boolean;
  /** Notices about the account's jobs are mailed (employer-notices.ts). */
  employerNotices: boolean;
}

export async function accountOverview(userId: number): Promise<AccountOverview> {
  const [row] = await sql()<
    { email: string; proved: boolean; has_password: boolean; has_google: boolean; employer_notices: boolean }[]
  >`
    SELECT email, email_verified_at IS NOT NULL AS proved, password_hash IS NOT NULL AS has_password, google_subject IS NOT NULL AS has_google, employer_notices
      FROM users WHERE id = ${userId}`;
  if (!row) throw notFound("No such account.");
  return {
    email: row.email,
    emailProved: row.proved,
    hasPassword: row.has_password,
    hasGoogle: row.has_google,
    employerNotices: row.employer_notices,
  };
}

/**
 * The proof an action on the account asks for: the password when the account has one (a wrong one
 * counts against the same per-address sign-in bucket as a failed login, so it is no way around
 * the login limit), else a code mailed to the account's address. Throws invalid_input naming the
 * field, or rate_limited.
 */
export async function checkAccountProof(
  userId: number,
  proof: { password?: string; code?: string },
  meta: Pick<RequestMeta, "ip">,
  fields: { password: string; code: string },
): Promise<void> {
  const [row] = await sql()<{ password_hash: string | null }[]>`SELECT password_hash FROM users WHERE id = ${userId}`;
  if (!row) throw notFound("No such account.");
  if (row.password_hash) {
    if (!proof.password) throw invalidInput({ [fields.password]: SETTINGS_MESSAGES.currentPasswordRequired });
    const pair = loginPairKey(userLoginLimitKey(userId), meta.ip);
    await consume("loginIp", meta.ip);
    await consume("loginPair", pair);
    if (!(await verifyPassword(row.password_hash, proof.password)))
      throw invalidInput({ [fields.password]: SETTINGS_MESSAGES.currentPassword });
    await clearLimit("loginPair", pair);
    return;
  }
  if (!proof.code) throw invalidInput({ [fields.code]: SETTINGS_MESSAGES.codeRequired });
  // Outside any transaction of the caller: a wrong try stays counted when the caller's answer is a refusal.
  const email = await redeemAccountCode(userId, proof.code, "account");
  if (!email) throw invalidInput({ [fields.code]: EMAIL_CODE_MESSAGES.invalid });
}

/** A code to the account's own address: proves it, and stands in for a password where there is none. */
export async function sendCodeToAccount(userId: number): Promise<{ message: string }> {
  const { message } = await sendAccountCode(userId, { purpose: "account" });
  return { message };
}

/** Changes the password (or sets the first one): ends every other session and mails a notice. */
export async function changePassword(
  userId: number,
  currentSessionId: string | null,
  input: ChangePasswordInput,
  meta: Pick<RequestMeta, "ip">,
): Promise<{ message: string }> {
  await checkAccountProof(userId, { password: input.currentPassword, code: input.code }, meta, {
    password: "currentPassword",
    code: "code",
  });
  const passwordHash = await hashPassword(input.newPassword);
  await sql().begin(async (tx) => {
    const [user] = await tx<{ email: string; name: string | null }[]>`
      UPDATE users SET password_hash = ${passwordHash}, updated_at = now() WHERE id = ${userId} RETURNING email, name`;
    const ended = currentSessionId
      ? await tx`UPDATE sessions SET revoked_at = now() WHERE user_id = ${userId} AND revoked_at IS NULL AND id <> ${currentSessionId}`
      : await tx`UPDATE sessions SET revoked_at = now() WHERE user_id = ${userId} AND revoked_at IS NULL`;
    await recordSecurityEvent(tx, userId, "password.changed", meta.ip, { otherSessionsEnded: ended.count });
    await queueMail(passwordChangedMail(user.email, user.name, new Date()), { db: tx });
  });
  return { message: SETTINGS_MESSAGES.passwordChanged };
}

/**
 * Step 1 of an e-mail change: a code to the new address. An address another account uses gets the
 * same answer as a free one (nobody learns who is registered); no code goes out, and that account's
 * owner is told by mail instead.
 */
export async function requestEmailChange(
  userId: number,
  input: EmailChangeInput,
  meta: Pick<RequestMeta, "ip">,
): Promise<{ message: string }> {
  const newEmail = input.newEmail.trim();
  const [me] = await sql()<{ email: string }[]>`SELECT email FROM users WHERE id = ${userId}`;
  if (!me) throw notFound("No such account.");
  if (me.email.toLowerCase() === newEmail.toLowerCase()) throw invalidInput({ newEmail: SETTINGS_MESSAGES.sameEmail });
  await checkAccountProof(userId, { password: input.currentPassword }, meta, {
    password: "currentPassword",
    code: "currentPassword",
  });
  const [other] = await sql()<
    { email: string; name: string | null }[]
  >`SELECT email, name FROM users WHERE lower(email) = lower(${newEmail}) AND id <> ${userId}`;
  if (other) {
    // Counted like a real code, so the limit does not tell either.
    await consume("emailCodeAccount", String(userId));
    await sql().begin(async (tx) => {
      await tx`UPDATE email_verification_codes SET used_at = now() WHERE user_id = ${userId} AND used_at IS NULL`;
      await queueMail(emailTakenAttemptMail(other.email, other.name, new Date()), { db: tx });
    });
    return { message: EMAIL_CODE_MESSAGES.sent(newEmail) };
  }
  const { message } = await sendAccountCode(userId, { to: newEmail, purpose: "change" });
  return { message };
}

/** Step 2: the code from the new address moves the account (and its alerts and profile) to it, proved; the old address is told. */
export async function confirmEmailChange(
  userId: number,
  code: string,
  meta: Pick<RequestMeta, "ip">,
): Promise<{ message: string; email: string }> {
  const wrong = () => invalidInput({ code: EMAIL_CODE_MESSAGES.invalid });
  try {
    return await sql()
      .begin(async (tx) => {
        const newEmail = await redeemAccountCode(userId, code, "other", tx);
        if (!newEmail) return { wrong: true as const };
        const [before] = await tx<
          { email: string; name: string | null }[]
        >`SELECT email, name FROM users WHERE id = ${userId} FOR UPDATE`;
        await tx`UPDATE users SET email = ${newEmail}, email_verified_at = now(), updated_at = now() WHERE id = ${userId}`;
        await tx`UPDATE candidate_profiles SET email = ${newEmail}, updated_at = now() WHERE user_id = ${userId}`;
        // The account's alerts follow it; a guest newsletter sign-up of the new address gives way to the account's own.
        await tx`DELETE FROM job_alerts WHERE user_id IS NULL AND email = lower(${newEmail}) AND preset IS NOT NULL
                 AND EXISTS (SELECT 1 FROM job_alerts mine WHERE mine.user_id = ${userId} AND mine.preset IS NOT NULL)`;
        await tx`UPDATE job_alerts SET email = lower(${newEmail}), updated_at = now() WHERE user_id = ${userId}`;
        await recordSecurityEvent(tx, userId, "email.changed", meta.ip, { from: before.email, to: newEmail });
        await queueMail(emailChangedMail(before.email, before.name, newEmail, new Date()), { db: tx });
        return { message: SETTINGS_MESSAGES.emailChanged, email: newEmail };
      })
      .then((result) => {
        if ("wrong" in result) throw wrong();
        return result;
      });
  } catch (error) {
    // The address was taken by a new registration between the two steps: the same answer as a wrong code.
    if ((error as { code?: string }).code === "23505") throw wrong();
    throw error;
  }
}

export interface AccountSession {
  id: string;
  browser: string;
  system: string;
  device: string;
  ip: string | null;
  signedInAt: string;
  lastSeenAt: string;
  current: boolean;
}

/** Browser, system and kind of device from a User-Agent, by bowser (a maintained parser). */
export function describeUserAgent(userAgent: string | null): { browser: string; system: string; device: string } {
  if (!userAgent) return { browser: "Unknown browser", system: "Unknown system", device: "unknown" };
  const parsed = loadBowser().parse(userAgent);
  const browser = parsed.browser.name
    ? `${parsed.browser.name}${parsed.browser.version ? ` ${parsed.browser.version.split(".")[0]}` : ""}`
    : "Unknown browser";
  const system = parsed.os.name
    ? `${parsed.os.name}${parsed.os.versionName ? ` ${parsed.os.versionName}` : parsed.os.version ? ` ${parsed.os.version}` : ""}`
    : "Unknown system";
  return { browser, system, device: parsed.platform.type ?? "unknown" };
}

/** Every live session of the account, the asking one first, then the most recently seen. */
export async function listAccountSessions(userId: number, currentSessionId: string | null): Promise<AccountSession[]> {
  const rows = await sql()<
    { id: string; user_agent: string | null; ip_address: string | null; created_at: Date; last_seen_at: Date }[]
  >`
    SELECT id, user_agent, ip_address, created_at, last_seen_at FROM sessions
     WHERE user_id = ${userId} AND revoked_at IS NULL AND expires_at > now()
     ORDER BY (id = ${currentSessionId ?? "00000000-0000-0000-0000-000000000000"}) DESC, last_seen_at DESC, created_at DESC`;
  return rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.user_agent),
    ip: row.ip_address,
    signedInAt: new Date(row.created_at).toISOString(),
    lastSeenAt: new Date(row.last_seen_at).toISOString(),
    current: row.id === currentSessionId,
  }));
}

/**
 * Ends one session of the account. Sessions are checked against the database on every request
 * (resolveSession), so the ended one is refused at its next request on every process. A session
 * of another account, or none, is not found (the same answer either way).
 */
export async function endAccountSession(
  userId: number,
  sessionId: string,
  meta: Pick<RequestMeta, "ip">,
): Promise<void> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sessionId))
    throw notFound(SETTINGS_MESSAGES.noSession);
  const ended = await sql().begin(async (tx) => {
    const rows = await tx<{ user_agent: string | null }[]>`
      UPDATE sessions SET revoked_at = now() WHERE id = ${sessionId} AND user_id = ${userId} AND revoked_at IS NULL AND expires_at > now()
      RETURNING user_agent`;
    if (rows[0]) await recordSecurityEvent(tx, userId, "session.ended", meta.ip, describeUserAgent(rows[0].user_agent));
    return rows.length > 0;
  });
  if (!ended) throw notFound(SETTINGS_MESSAGES.noSession);
}

/** 'Sign out everywhere else': every session of the account but the asking one. */
export async function endOtherSessions(
  userId: number,
  currentSessionId: string,
  meta: Pick<RequestMeta, "ip">,
): Promise<{ ended: number }> {
  const ended = await revokeUserSessions(userId, currentSessionId);
  if (ended > 0) await recordSecurityEvent(sql(), userId, "sessions.ended-others", meta.ip, { ended });
  return { ended };
}

export { isEmailProved };

/** The address a live e-mail change code was sent to (the settings page asks for its code), or null. */
export async function pendingEmailChange(userId: number): Promise<string | null> {
  const [row] = await sql()<{ email: string }[]>`
    SELECT c.email FROM email_verification_codes c JOIN users u ON u.id = c.user_id
     WHERE c.user_id = ${userId} AND c.used_at IS NULL AND c.expires_at > now() AND c.attempts < 5 AND lower(c.email) <> lower(u.email)
     ORDER BY c.created_at DESC, c.id DESC LIMIT 1`;
  return row?.email ?? null;
}
