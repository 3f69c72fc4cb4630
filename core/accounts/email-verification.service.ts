import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { sql } from "../../db/client";
import type { Queryable } from "../../db/queryable";
import { inTransaction } from "../../db/transaction";
import { emailVerificationMail, type EmailCodePurpose, queueMail } from "../mail";
import { notFound } from "../shared/app-error";
import { RESET_CODE_LENGTH } from "../shared/constants";
import { consume } from "./rate-limit";
import { sessionSecret } from "./secret";

export const EMAIL_CODE_TTL_MINUTES = 30;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;

export const EMAIL_CODE_MESSAGES = {
  sent: (email: string) =>
    `We have sent a ${RESET_CODE_LENGTH}-digit code to ${email}. It expires in ${EMAIL_CODE_TTL_MINUTES} minutes.`,
  invalid: "Invalid or expired verification code. Please check the code or request a new one.",
  verified: "Your e-mail is verified.",
} as const;

function hashCode(userId: number, email: string, code: string): string {
  return createHmac("sha256", sessionSecret())
    .update(`email-verify:${userId}:${email.toLowerCase()}:${code}`)
    .digest("hex");
}

/**
 * The one code flow of an account (decision 063, extended by decision 110): a code mailed to an
 * address through the mail queue proves that address. Only the newest code of the account works
 * (a new one, to any address, retires the others), it lives 30 minutes, five wrong tries burn it,
 * and five codes an hour per account at most. The settings use it three ways: to prove the
 * account's own address, to prove a new address before the account moves to it, and, for an
 * account without a password, as the proof that stands in for one.
 */
export async function sendAccountCode(
  userId: number,
  options: { to?: string; purpose?: EmailCodePurpose; db?: Queryable } = {},
): Promise<{ message: string; email: string }> {
  const db = options.db ?? sql();
  const [user] = await db<{ email: string; name: string | null }[]>`SELECT email, name FROM users WHERE id = ${userId}`;
  if (!user) throw notFound("No such account.");
  const to = options.to ?? user.email;
  await consume("emailCodeAccount", String(userId));
  const code = String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, "0");
  const write = async (tx: Queryable) => {
    await tx`UPDATE email_verification_codes SET used_at = now() WHERE user_id = ${userId} AND used_at IS NULL`;
    await tx`
      INSERT INTO email_verification_codes (user_id, email, code_hash, expires_at)
      VALUES (${userId}, ${to}, ${hashCode(userId, to, code)}, now() + make_interval(mins => ${EMAIL_CODE_TTL_MINUTES}))`;
    await queueMail(emailVerificationMail(to, user.name, code, EMAIL_CODE_TTL_MINUTES, options.purpose ?? "verify"), {
      db: tx,
    });
  };
  if (options.db) await write(options.db);
  else await inTransaction(sql(), write);
  return { message: EMAIL_CODE_MESSAGES.sent(to), email: to };
}

/**
 * Checks the newest live code of the account and, when it is right, uses it up. `address` says which
 * codes count: 'account' only one sent to the account's current address, 'other' only one sent to
 * another address (an e-mail change). Returns the address the code went to, or null. `db` may be the
 * caller's transaction, so what the code allows happens with its use or not at all.
 */
export async function redeemAccountCode(
  userId: number,
  code: string,
  address: "account" | "other",
  db?: Queryable,
): Promise<string | null> {
  if (!/^\d{4,10}$/.test(code.trim())) return null;
  const q = db ?? sql();
  // Each try is counted in the statement that finds the code, so parallel guesses cannot pass five.
  const [row] = await q<{ id: number; email: string; code_hash: string; current: string }[]>`
    UPDATE email_verification_codes c SET attempts = attempts + 1
      FROM users u
     WHERE c.id = (SELECT id FROM email_verification_codes WHERE user_id = ${userId} AND used_at IS NULL AND expires_at > now() ORDER BY created_at DESC, id DESC LIMIT 1)
       AND c.attempts < ${EMAIL_CODE_MAX_ATTEMPTS} AND u.id = c.user_id
    RETURNING c.id, c.email, c.code_hash, u.email AS current`;
  if (!row) return null;
  const given = Buffer.from(hashCode(userId, row.email, code.trim()), "hex");
  if (!timingSafeEqual(Buffer.from(row.code_hash, "hex"), given)) return null;
  const sameAddress = row.email.toLowerCase() === row.current.toLowerCase();
  // A code for another address than the one asked about is not used up: it stays good for what it was sent for.
  if (sameAddress !== (address === "account")) return null;
  const used =
    await q`UPDATE email_verification_codes SET used_at = now(), attempts = attempts - 1 WHERE id = ${row.id} AND used_at IS NULL RETURNING id`;
  return used.length > 0 ? row.email : null;
}

/** Mails a code that proves the account's address (the banner's 'send me a code'); nothing when it is proved already. */
export async function sendEmailVerificationCode(userId: number): Promise<{ message: string }> {
  const [user] = await sql()<
    { email_verified_at: Date | null }[]
  >`SELECT email_verified_at FROM users WHERE id = ${userId}`;
  if (!user) throw notFound("No such account.");
  if (user.email_verified_at) return { message: EMAIL_CODE_MESSAGES.verified };
  const { message } = await sendAccountCode(userId);
  return { message };
}

/** Checks the newest live code; the right one marks the account's e-mail verified (when it is still the address the code went to). */
export async function confirmEmailVerificationCode(
  userId: number,
  code: string,
): Promise<{ ok: boolean; message: string }> {
  const fail = { ok: false, message: EMAIL_CODE_MESSAGES.invalid };
  const done = await inTransaction(sql(), async (tx) => {
    const email = await redeemAccountCode(userId, code, "account", tx);
    if (!email) return false;
    const verified =
      await tx`UPDATE users SET email_verified_at = coalesce(email_verified_at, now()) WHERE id = ${userId} AND lower(email) = lower(${email}) RETURNING id`;
    return verified.length > 0;
  });
  return done ? { ok: true, message: EMAIL_CODE_MESSAGES.verified } : fail;
}

/** Whether the account's current address is verified. */
export async function isEmailVerified(userId: number): Promise<boolean> {
  const [row] = await sql()<
    { verified: boolean }[]
  >`SELECT email_verified_at IS NOT NULL AS verified FROM users WHERE id = ${userId}`;
  return row?.verified ?? false;
}

/**
 * Whether the account has proved the address it has now (a mailed code, a completed reset by code,
 * Google, or an e-mail change by code). The one question other features ask (trust & safety, issue 27).
 */
export const isEmailProved = isEmailVerified;
