import { randomInt } from "node:crypto";
import { sql } from "../../db/client";
import type { CreateUserInput, LoginInput, RegisterInput } from "./accounts.schema";
import { hashPassword, verifyPassword } from "./password";
import { revokeUserSessions } from "./session.service";
import { type AccountUser, userFromRow } from "./user";

export type AccountResult =
  { ok: true; user: AccountUser } | { ok: false; errors: Record<string, string>; message: string };

export const TAKEN = {
  email: "An account with this e-mail already exists. Log in or reset your password.",
  username: "This username is taken. Please choose another.",
} as const;

export async function getUserById(id: number): Promise<AccountUser | null> {
  const rows = await sql()<Record<string, unknown>[]>`
    SELECT id, username, email, name, first_name, last_name, role, google_subject FROM users WHERE id = ${id}`;
  return rows[0] ? userFromRow(rows[0]) : null;
}

async function findUserRow(identifier: string): Promise<Record<string, unknown> | undefined> {
  const value = identifier.trim();
  const rows = value.includes("@")
    ? await sql()<Record<string, unknown>[]>`
        SELECT id, username, email, name, first_name, last_name, role, google_subject, password_hash, disabled_at
        FROM users WHERE lower(email) = lower(${value})`
    : await sql()<Record<string, unknown>[]>`
        SELECT id, username, email, name, first_name, last_name, role, google_subject, password_hash, disabled_at
        FROM users WHERE lower(username) = lower(${value})`;
  return rows[0];
}

/** The failed-login bucket of one account, however its owner spells the login. */
export function userLoginLimitKey(userId: number): string {
  return `user:${userId}`;
}

/**
 * The failed-login bucket for what was typed: the account's (so its username and
 * e-mail share one), else the identifier itself, trimmed and lowercased.
 */
export async function loginLimitKey(identifier: string): Promise<string> {
  const row = await findUserRow(identifier);
  return row ? userLoginLimitKey(Number(row.id)) : `unknown:${identifier.trim().toLowerCase()}`;
}

export async function findUserByEmail(email: string): Promise<AccountUser | null> {
  const rows = await sql()<Record<string, unknown>[]>`
    SELECT id, username, email, name, first_name, last_name, role, google_subject FROM users WHERE lower(email) = lower(${email.trim()})`;
  return rows[0] ? userFromRow(rows[0]) : null;
}

/**
 * Username or e-mail with a password. Always runs one argon2 verification, even
 * for an unknown user, so neither the answer nor its timing says who exists.
 */
export async function authenticate(input: LoginInput): Promise<AccountUser | null> {
  const row = await findUserRow(input.username);
  const ok = await verifyPassword((row?.password_hash as string | null | undefined) ?? null, input.password);
  // A disabled account cannot sign in (its sessions ended when an admin disabled it).
  return ok && row && !row.disabled_at ? userFromRow(row) : null;
}

export function splitName(name: string): { first: string; last: string } {
  const parts = name.trim().split(/\s+/);
  return { first: parts[0] ?? "", last: parts.slice(1).join(" ") };
}

/** A free username from an e-mail's local part (for accounts made without one). */
async function deriveUsername(email: string): Promise<string> {
  let base = email
    .split("@")[0]
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, "")
    .slice(0, 24);
  if (base.length < 3) base = `user${base}`;
  for (let attempt = 0; attempt < 8; attempt++) {
    const candidate = attempt === 0 ? base : `${base}${randomInt(100, 100_000)}`;
    const taken = await sql()`SELECT 1 FROM users WHERE lower(username) = lower(${candidate})`;
    if (taken.length === 0) return candidate;
  }
  return `user${Date.now().toString(36)}${randomInt(1000, 9999)}`;
}

function takenResult(error: unknown): AccountResult | null {
  const pgError = error as { code?: string; constraint_name?: string };
  if (pgError?.code !== "23505") return null;
  if (pgError.constraint_name?.includes("username")) {
    return { ok: false, errors: { username: TAKEN.username }, message: TAKEN.username };
  }
  return { ok: false, errors: { email: TAKEN.email }, message: TAKEN.email };
}

async function takenCheck(email: string, username: string | undefined): Promise<AccountResult | null> {
  const rows = await sql()<{ email_taken: boolean; username_taken: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM users WHERE lower(email) = lower(${email})) AS email_taken,
           EXISTS (SELECT 1 FROM users WHERE ${username ?? null}::text IS NOT NULL AND lower(username) = lower(${username ?? null}::text)) AS username_taken`;
  const errors: Record<string, string> = {};
  if (rows[0].email_taken) errors.email = TAKEN.email;
  if (rows[0].username_taken) errors.username = TAKEN.username;
  const first = Object.values(errors)[0];
  return first ? { ok: false, errors, message: first } : null;
}

/** Registration (SPEC §5): the account and its candidate profile, in one transaction. */
export async function registerCandidate(input: RegisterInput): Promise<AccountResult> {
  const taken = await takenCheck(input.email, input.username);
  if (taken) return taken;
  const passwordHash = await hashPassword(input.password);
  const username = input.username ?? (await deriveUsername(input.email));
  const { first, last } = splitName(input.name);
  try {
    const row = await sql().begin(async (tx) => {
      const [user] = await tx<Record<string, unknown>[]>`
        INSERT INTO users (username, email, name, first_name, last_name, password_hash, role)
        VALUES (${username}, ${input.email}, ${input.name}, ${first}, ${last}, ${passwordHash}, 'candidate')
        RETURNING id, username, email, name, first_name, last_name, role, google_subject`;
      await tx`
        INSERT INTO candidate_profiles (user_id, name, email, phone, desired_job_title, industry, preferred_industry, years_of_experience, skills)
        VALUES (${user.id as number}, ${input.name}, ${input.email}, ${input.phone}, ${input.desiredjobtitle}, ${input.industry},
                ${input.industry}, ${input.yoexp}, ${normaliseSkills(input.skills)})`;
      return user;
    });
    return { ok: true, user: userFromRow(row) };
  } catch (error) {
    const result = takenResult(error);
    if (result) return result;
    throw error;
  }
}

/** POST /api/user/create/: an account with username, first and last name. */
export async function createUserAccount(input: CreateUserInput): Promise<AccountResult> {
  const taken = await takenCheck(input.email, input.username);
  if (taken) return taken;
  const passwordHash = await hashPassword(input.password);
  const name = [input.first_name, input.last_name].filter(Boolean).join(" ");
  try {
    const row = await sql().begin(async (tx) => {
      const [user] = await tx<Record<string, unknown>[]>`
        INSERT INTO users (username, email, name, first_name, last_name, password_hash, role)
        VALUES (${input.username}, ${input.email}, ${name}, ${input.first_name}, ${input.last_name}, ${passwordHash}, 'candidate')
        RETURNING id, username, email, name, first_name, last_name, role, google_subject`;
      await tx`INSERT INTO candidate_profiles (user_id, name, email) VALUES (${user.id as number}, ${name}, ${input.email})`;
      return user;
    });
    return { ok: true, user: userFromRow(row) };
  } catch (error) {
    const result = takenResult(error);
    if (result) return result;
    throw error;
  }
}

function normaliseSkills(skills: string): string {
  return skills
    .split(",")
    .map((skill) => skill.trim())
    .filter(Boolean)
    .join(", ");
}

export async function setPassword(userId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await sql()`UPDATE users SET password_hash = ${passwordHash}, updated_at = now() WHERE id = ${userId}`;
}

export interface GoogleIdentity {
  subject: string;
  email: string;
  name: string | null;
  givenName: string | null;
  familyName: string | null;
}

/**
 * A verified Google identity to an account: the one already linked to this
 * Google subject, else the account with the same (verified) e-mail, now linked
 * (its password cleared and its sessions ended), else a new candidate account without a password.
 */
export async function findOrCreateGoogleUser(
  identity: GoogleIdentity,
): Promise<{ user: AccountUser; created: boolean }> {
  const found = await googleUser(identity);
  await markGoogleVerifiedEmail(found.user.id, identity.email);
  return found;
}

/**
 * Google checked the address (verifyGoogleIdToken refuses a token whose email_verified is not true),
 * so the account's e-mail counts as verified (decision 063), as after a mailed code: only while the
 * account's address is still the one Google vouched for.
 */
async function markGoogleVerifiedEmail(userId: number, email: string): Promise<void> {
  await sql()`UPDATE users SET email_verified_at = now() WHERE id = ${userId} AND email_verified_at IS NULL AND lower(email) = lower(${email})`;
}

async function googleUser(identity: GoogleIdentity): Promise<{ user: AccountUser; created: boolean }> {
  const linked = await sql()<Record<string, unknown>[]>`
    SELECT id, username, email, name, first_name, last_name, role, google_subject FROM users WHERE google_subject = ${identity.subject}`;
  if (linked[0]) return { user: userFromRow(linked[0]), created: false };
  // Registration never proved the e-mail, so whoever set the existing password may
  // not own the address Google just proved: linking drops that password and ends
  // the account's sessions (the owner can set a password by reset).
  const byEmail = await sql()<Record<string, unknown>[]>`
    UPDATE users SET google_subject = ${identity.subject}, name = COALESCE(users.name, ${identity.name}), password_hash = NULL, updated_at = now()
    FROM (SELECT id, password_hash IS NOT NULL AS had_password FROM users
          WHERE lower(email) = lower(${identity.email}) AND google_subject IS NULL FOR UPDATE) AS target
    WHERE users.id = target.id
    RETURNING users.id, users.username, users.email, users.name, users.first_name, users.last_name, users.role, users.google_subject, target.had_password`;
  if (byEmail[0]) {
    if (byEmail[0].had_password) await revokeUserSessions(Number(byEmail[0].id));
    return { user: userFromRow(byEmail[0]), created: false };
  }
  const name = identity.name ?? ([identity.givenName, identity.familyName].filter(Boolean).join(" ") || null);
  const username = await deriveUsername(identity.email);
  try {
    const row = await sql().begin(async (tx) => {
      const [user] = await tx<Record<string, unknown>[]>`
        INSERT INTO users (username, email, name, first_name, last_name, role, google_subject)
        VALUES (${username}, ${identity.email}, ${name}, ${identity.givenName}, ${identity.familyName}, 'candidate', ${identity.subject})
        RETURNING id, username, email, name, first_name, last_name, role, google_subject`;
      await tx`INSERT INTO candidate_profiles (user_id, name, email) VALUES (${user.id as number}, ${name ?? identity.email.split("@")[0]}, ${identity.email})`;
      return user;
    });
    return { user: userFromRow(row), created: true };
  } catch (error) {
    // Two sign-ins racing for one new account: the other one made it.
    if ((error as { code?: string }).code === "23505") {
      const again = await sql()<Record<string, unknown>[]>`
        SELECT id, username, email, name, first_name, last_name, role, google_subject FROM users WHERE google_subject = ${identity.subject}`;
      if (again[0]) return { user: userFromRow(again[0]), created: false };
    }
    throw error;
  }
}
