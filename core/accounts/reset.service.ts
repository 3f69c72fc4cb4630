import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { sql } from "../../db/client";
import { RESEND_COUNTDOWN_SECONDS, RESET_CODE_LENGTH } from "../shared/constants";
import { sendMail } from "../mail/mail.service";
import { mailLog } from "../mail/log";
import { resetCodeMail } from "../mail/templates";
import { findUserByEmail, setPassword, userLoginLimitKey } from "./accounts.service";
import { clearLimit, consume } from "./rate-limit";
import type { RequestMeta } from "./request-meta";
import { sessionSecret } from "./secret";
import { revokeUserSessions } from "./session.service";

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
  /** Resolves when the e-mail (if any) has been handed over; handlers do not wait for it. */
  delivery: Promise<void>;
}

/**
 * Step 1: e-mails a fresh code when the address belongs to an account. The
 * answer is the same either way, and the mail goes out after the answer, so
 * neither the message nor its timing says whether the e-mail is registered.
 */
export async function requestPasswordReset(email: string, meta: Pick<RequestMeta, "ip">): Promise<ResetRequestResult> {
  await consume("resetIp", meta.ip);
  await consume("resetAccount", email.trim());
  const user = await findUserByEmail(email);
  if (!user) {
    hashCode(0, "000000");
    return { message: RESET_MESSAGES.sent, delivery: Promise.resolve() };
  }
  // A code sent less than the resend countdown ago stays the one to use.
  const recent = await sql()`
    SELECT 1 FROM password_reset_codes
    WHERE user_id = ${user.id} AND used_at IS NULL AND created_at > now() - make_interval(secs => ${RESEND_COUNTDOWN_SECONDS - 5})`;
  if (recent.length > 0) return { message: RESET_MESSAGES.sent, delivery: Promise.resolve() };

  const code = String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, "0");
  const expiresAt = new Date(Date.now() + RESET_CODE_TTL_MINUTES * 60_000).toISOString();
  await sql().begin(async (tx) => {
    // Only the newest code works.
    await tx`UPDATE password_reset_codes SET used_at = now() WHERE user_id = ${user.id} AND used_at IS NULL`;
    await tx`INSERT INTO password_reset_codes (user_id, code_hash, expires_at) VALUES (${user.id}, ${hashCode(user.id, code)}, ${expiresAt})`;
  });
  const delivery = sendMail(resetCodeMail(user.email, user.name, code, RESET_CODE_TTL_MINUTES)).then(
    () => undefined,
    (error: Error) => mailLog.error({ err: error, to: user.email }, "the password reset e-mail could not be sent"),
  );
  return { message: RESET_MESSAGES.sent, delivery };
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
    WHERE id = (SELECT id FROM password_reset_codes
                WHERE user_id = ${user.id} AND used_at IS NULL AND expires_at > now()
                ORDER BY created_at DESC LIMIT 1)
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

/** Step 2: is this the code we sent? Counts a wrong try; does not use the code up. */
export async function verifyResetCode(email: string, code: string, meta: Pick<RequestMeta, "ip">): Promise<{ ok: boolean; message: string }> {
  await consume("verifyIp", meta.ip);
  const result = await checkCode(email, code, false);
  return result.ok ? { ok: true, message: RESET_MESSAGES.verified } : result;
}

/** Step 3: checks the code again, uses it up, sets the password and ends every session of the account. */
export async function completePasswordReset(
  email: string,
  code: string,
  newPassword: string,
  meta: Pick<RequestMeta, "ip">,
): Promise<{ ok: boolean; message: string }> {
  await consume("verifyIp", meta.ip);
  const result = await checkCode(email, code, true);
  if (!result.ok) return result;
  await setPassword(result.userId, newPassword);
  await revokeUserSessions(result.userId);
  await clearLimit("loginAccount", userLoginLimitKey(result.userId));
  return { ok: true, message: RESET_MESSAGES.done };
}
