import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { sql } from "../../db/client";
import { emailVerificationMail } from "../mail/email-verification-mail";
import { queueMail } from "../mail/mail-queue";
import { RESET_CODE_LENGTH } from "../shared/constants";
import { consume } from "./rate-limit";
import { sessionSecret } from "./secret";

export const EMAIL_CODE_TTL_MINUTES = 30;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;

export const EMAIL_CODE_MESSAGES = {
  sent: (email: string) => `We have sent a ${RESET_CODE_LENGTH}-digit code to ${email}. It expires in ${EMAIL_CODE_TTL_MINUTES} minutes.`,
  invalid: "Invalid or expired verification code. Please check the code or request a new one.",
  verified: "Your e-mail is verified.",
} as const;

function hashCode(userId: number, email: string, code: string): string {
  return createHmac("sha256", sessionSecret()).update(`email-verify:${userId}:${email.toLowerCase()}:${code}`).digest("hex");
}

/**
 * How an e-mail becomes verified (decision 063): a code mailed to the account's address through the
 * mail queue, like the password reset's; only the newest code works, five wrong tries burn it, and
 * five codes an hour per account at most. Proving the address sets users.email_verified_at.
 */
export async function sendEmailVerificationCode(userId: number): Promise<{ message: string }> {
  const [user] = await sql()<{ email: string; name: string | null; email_verified_at: Date | null }[]>`SELECT email, name, email_verified_at FROM users WHERE id = ${userId}`;
  if (!user) throw new Error("no such user");
  if (user.email_verified_at) return { message: EMAIL_CODE_MESSAGES.verified };
  await consume("emailCodeAccount", String(userId));
  const code = String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, "0");
  await sql().begin(async (tx) => {
    await tx`UPDATE email_verification_codes SET used_at = now() WHERE user_id = ${userId} AND used_at IS NULL`;
    await tx`
      INSERT INTO email_verification_codes (user_id, email, code_hash, expires_at)
      VALUES (${userId}, ${user.email}, ${hashCode(userId, user.email, code)}, now() + make_interval(mins => ${EMAIL_CODE_TTL_MINUTES}))`;
    await queueMail(emailVerificationMail(user.email, user.name, code, EMAIL_CODE_TTL_MINUTES), { db: tx });
  });
  return { message: EMAIL_CODE_MESSAGES.sent(user.email) };
}

/** Checks the newest live code; the right one marks the account's e-mail verified (when it is still the address the code went to). */
export async function confirmEmailVerificationCode(userId: number, code: string): Promise<{ ok: boolean; message: string }> {
  const fail = { ok: false, message: EMAIL_CODE_MESSAGES.invalid };
  if (!/^\d{4,10}$/.test(code.trim())) return fail;
  // Each try is counted in the statement that finds the code, so parallel guesses cannot pass five.
  const [row] = await sql()<{ id: number; email: string; code_hash: string }[]>`
    UPDATE email_verification_codes SET attempts = attempts + 1
     WHERE id = (SELECT id FROM email_verification_codes WHERE user_id = ${userId} AND used_at IS NULL AND expires_at > now() ORDER BY created_at DESC LIMIT 1)
       AND attempts < ${EMAIL_CODE_MAX_ATTEMPTS}
    RETURNING id, email, code_hash`;
  if (!row) return fail;
  const given = Buffer.from(hashCode(userId, row.email, code.trim()), "hex");
  if (!timingSafeEqual(Buffer.from(row.code_hash, "hex"), given)) return fail;
  const done = await sql().begin(async (tx) => {
    const used = await tx`UPDATE email_verification_codes SET used_at = now() WHERE id = ${row.id} AND used_at IS NULL RETURNING id`;
    if (used.length === 0) return false;
    const verified = await tx`UPDATE users SET email_verified_at = now() WHERE id = ${userId} AND lower(email) = lower(${row.email}) RETURNING id`;
    return verified.length > 0;
  });
  return done ? { ok: true, message: EMAIL_CODE_MESSAGES.verified } : fail;
}

/** Whether the account's current address is verified. */
export async function isEmailVerified(userId: number): Promise<boolean> {
  const [row] = await sql()<{ verified: boolean }[]>`SELECT email_verified_at IS NOT NULL AS verified FROM users WHERE id = ${userId}`;
  return row?.verified ?? false;
}
