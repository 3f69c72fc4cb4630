import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { sql } from "../../db/client";
import { RESEND_COUNTDOWN_SECONDS, RESET_CODE_LENGTH } from "../shared/constants";
import { cancelQueuedMail, queueMail, resetCodeMail } from "../mail";
import { loginPairKey } from "./auth.service";
import { findUserByEmail, setPassword, userLoginLimitKey } from "./accounts.service";
import { clearLimitsStartingWith, consume } from "./rate-limit";
import type { RequestMeta } from "./request-meta";
import { sessionSecret } from "./secret";
import { recordSecurityEvent } from "./security-events";
import { revokeUserSessions } from "./session.service";
import { invalidInput } from "../shared/app-error";

export const RESET_CODE_TTL_MINUTES = 10;
export const RESET_CODE_MAX_ATTEMPTS = 5;

export const RESET_MESSAGES = {
  sent: `If an account exists for that e-mail, we have sent a ${RESET_CODE_LENGTH}-digit verification code. It expires in ${RESET_CODE_TTL_MINUTES} minutes.`,
  verified: "Code verified. Choose a new password.",
  invalidCode: "Invalid or expired verification code. Please check the code or request a new one.",
  done: "Your password has been reset. You can now log in with your new password.",
} as const;

function hashCode(userId: number, code: string): string {
  return createHmac("sha256", sessionSecret()).update(`reset:${userId}:${code}`).digest("hex");
}

export interface ResetRequestResult {
  message: string;
}

/**
 * Step 1: e-mails a fresh code when the address belongs to an account. The
 * answer is the same either way, and the mail is queued (delivered by the mail
 * worker after the answer), so neither the message nor its timing says whether
 * the e-mail is registered. A code counts its minutes from its mail's delivery,
 * so a mail server that is down for a while does not leave a code expired on arrival.
 */
export async function requestPasswordReset(email: string, meta: Pick<RequestMeta, "ip">): Promise<ResetRequestResult> {
  await consume("resetIp", meta.ip);
  await consume("resetAccount", email.trim());
  const user = await findUserByEmail(email);
  if (!user) {
    hashCode(0, "000000");
    return { message: RESET_MESSAGES.sent };
  }
  // A code delivered less than the resend countdown ago stays the one to use. One
  // whose mail has not gone out yet (mail server down) is replaced, so asking again works.
  const recent = await sql()`
    SELECT 1 FROM password_reset_codes c JOIN mail_outbox m ON m.id = c.mail_id
    WHERE c.user_id = ${user.id} AND c.used_at IS NULL AND m.status = 'sent'
      AND c.created_at > now() - make_interval(secs => ${RESEND_COUNTDOWN_SECONDS - 5})`;
  if (recent.length > 0) return { message: RESET_MESSAGES.sent };

  const code = String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, "0");
  const expiresAt = new Date(Date.now() + RESET_CODE_TTL_MINUTES * 60_000).toISOString();
  await sql().begin(async (tx) => {
    // Only the newest code works; the mails of older ones still waiting are withdrawn.
    const replaced = await tx<{ mail_id: string | null }[]>`
      UPDATE password_reset_codes SET used_at = now() WHERE user_id = ${user.id} AND used_at IS NULL RETURNING mail_id`;
    await cancelQueuedMail(
      replaced.flatMap((row) => (row.mail_id ? [Number(row.mail_id)] : [])),
      { db: tx },
    );
    const mail = await queueMail(resetCodeMail(user.email, user.name, code, RESET_CODE_TTL_MINUTES), { db: tx });
    await tx`
      INSERT INTO password_reset_codes (user_id, code_hash, expires_at, mail_id)
      VALUES (${user.id}, ${hashCode(user.id, code)}, ${expiresAt}, ${mail.id})`;
  });
  return { message: RESET_MESSAGES.sent };
}

type CodeCheck = { ok: true; userId: number; codeId: number } | { ok: false; message: string };

async function checkCode(email: string, code: string, consumeCode: boolean): Promise<CodeCheck> {
  const fail = { ok: false, message: RESET_MESSAGES.invalidCode } as const;
  const user = await findUserByEmail(email);
  if (!user) {
    hashCode(0, code);
    return fail;
  }
  // Every try is counted in the same statement that finds the live code, before
  // comparing, so parallel guesses cannot get past five; five wrong tries burn it.
  const rows = await sql()<{ id: number; code_hash: string }[]>`
    UPDATE password_reset_codes SET attempts = attempts + 1
    WHERE id = (SELECT c.id FROM password_reset_codes c LEFT JOIN mail_outbox m ON m.id = c.mail_id
                WHERE c.user_id = ${user.id} AND c.used_at IS NULL
                  AND greatest(c.expires_at, m.sent_at + make_interval(mins => ${RESET_CODE_TTL_MINUTES})) > now()
                ORDER BY c.created_at DESC LIMIT 1)
      AND attempts < ${RESET_CODE_MAX_ATTEMPTS}
    RETURNING id, code_hash`;
  const row = rows[0];
  if (!row) {
    hashCode(user.id, code);
    return fail;
  }
  const expected = Buffer.from(row.code_hash, "hex");
  const given = Buffer.from(hashCode(user.id, code), "hex");
  if (!timingSafeEqual(expected, given)) return fail;
  // The right code was not a wrong try: give the attempt back.
  if (consumeCode) {
    const used = await sql()`
      UPDATE password_reset_codes SET used_at = now(), attempts = attempts - 1 WHERE id = ${row.id} AND used_at IS NULL RETURNING id`;
    if (used.length === 0) return fail;
  } else {
    await sql()`UPDATE password_reset_codes SET attempts = attempts - 1 WHERE id = ${row.id}`;
  }
  return { ok: true, userId: user.id, codeId: Number(row.id) };
}

/** A wrong, expired or used-up code: invalid input on the code field. */
const codeRefused = (message: string) => invalidInput({ otp: message });

/** Step 2: is this the code we sent? Counts a wrong try; does not use the code up. A wrong code is invalid_input. */
export async function verifyResetCode(
  email: string,
  code: string,
  meta: Pick<RequestMeta, "ip">,
): Promise<{ message: string }> {
  await consume("verifyIp", meta.ip);
  const result = await checkCode(email, code, false);
  if (!result.ok) throw codeRefused(result.message);
  return { message: RESET_MESSAGES.verified };
}

/** Step 3: checks the code again, uses it up, sets the password and ends every session of the account. */
export async function completePasswordReset(
  email: string,
  code: string,
  newPassword: string,
  meta: Pick<RequestMeta, "ip">,
): Promise<{ message: string }> {
  await consume("verifyIp", meta.ip);
  const result = await checkCode(email, code, true);
  if (!result.ok) throw codeRefused(result.message);
  await setPassword(result.userId, newPassword);
  // The code went to the account's address: that proves it (decision 063), as an e-mail verification code would.
  await sql()`UPDATE users SET email_verified_at = coalesce(email_verified_at, now()) WHERE id = ${result.userId}`;
  await revokeUserSessions(result.userId);
  await recordSecurityEvent(sql(), result.userId, "password.reset", meta.ip);
  // The owner proved it by mail: their failed logins no longer slow them down on any address.
  await clearLimitsStartingWith("loginPair", loginPairKey(userLoginLimitKey(result.userId), ""));
  return { message: RESET_MESSAGES.done };
}
