import { sql } from "../../db/client";
import type { Role } from "../../db/schema/accounts";
import { recordAudit } from "../audit";
import { permissionDenied, type Actor } from "./permissions";
import { revokeUserSessions } from "./session.service";
import { notFound } from "../shared/app-error";

/**
 * Changing roles and disabling users. Admins are made only from the command line
 * (`npm run user -- promote EMAIL admin`) or ADMIN_EMAILS at start: no page or API
 * call can make one (setRoleFromAdminPage refuses 'admin').
 */
export interface UserSummary {
  id: number;
  email: string;
  name: string | null;
  role: Role;
  disabled: boolean;
  companyName: string | null;
  createdAt: string;
}

const userNotFound = (what: string) => notFound(`No user ${what}`);

/** The command line's change: any role, by e-mail. Returns the role before. */
export async function setRoleByEmail(email: string, role: Role, actor: Actor | null = null): Promise<Role> {
  const [before] = await sql()<
    { id: number; role: Role }[]
  >`SELECT id, role FROM users WHERE lower(email) = lower(${email.trim()})`;
  if (!before) throw userNotFound(`with e-mail ${email}`);
  await sql().begin(async (tx) => {
    await tx`UPDATE users SET role = ${role}, updated_at = now() WHERE id = ${before.id}`;
    await recordAudit(
      {
        actor,
        action: "user.role",
        targetType: "user",
        targetId: before.id,
        before: { role: before.role },
        after: { role },
      },
      tx,
    );
  });
  return before.role;
}

/** An admin page's change: candidate or employer only, never to or from admin. */
export async function setRoleFromAdminPage(actor: Actor, userId: number, role: Role): Promise<void> {
  if (actor.role !== "admin") throw permissionDenied();
  if (role === "admin") throw permissionDenied("Admins are made only from the command line.");
  const [before] = await sql()<{ role: Role }[]>`SELECT role FROM users WHERE id = ${userId}`;
  if (!before) throw userNotFound(String(userId));
  if (before.role === "admin") throw permissionDenied("An admin is demoted only from the command line.");
  await sql().begin(async (tx) => {
    await tx`UPDATE users SET role = ${role}, updated_at = now() WHERE id = ${userId}`;
    await recordAudit(
      {
        actor,
        action: "user.role",
        targetType: "user",
        targetId: userId,
        before: { role: before.role },
        after: { role },
      },
      tx,
    );
  });
}

/** Disables (every session ends at once, sign-in refused) or enables a user. An admin cannot disable themselves. */
export async function setUserDisabled(actor: Actor, userId: number, disabled: boolean): Promise<void> {
  if (actor.role !== "admin") throw permissionDenied();
  if (actor.id === userId) throw permissionDenied("You cannot disable your own account.");
  const [before] = await sql()<{ disabled_at: Date | null }[]>`SELECT disabled_at FROM users WHERE id = ${userId}`;
  if (!before) throw userNotFound(String(userId));
  await sql().begin(async (tx) => {
    await tx`UPDATE users SET disabled_at = ${disabled ? new Date().toISOString() : null}, updated_at = now() WHERE id = ${userId}`;
    await recordAudit(
      {
        actor,
        action: disabled ? "user.disable" : "user.enable",
        targetType: "user",
        targetId: userId,
        before: { disabled: Boolean(before.disabled_at) },
        after: { disabled },
      },
      tx,
    );
  });
  if (disabled) await revokeUserSessions(userId);
}

/** Users matching a search (e-mail, name or username contains it), newest first. */
export async function searchUsers(query = "", limit = 50): Promise<UserSummary[]> {
  const like = `%${query.trim().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const rows = await sql()<
    {
      id: number;
      email: string;
      name: string | null;
      role: Role;
      disabled_at: Date | null;
      company_name: string | null;
      created_at: Date;
    }[]
  >`
    SELECT u.id, u.email, u.name, u.role, u.disabled_at, c.name AS company_name, u.created_at
      FROM users u LEFT JOIN company_members m ON m.user_id = u.id LEFT JOIN companies c ON c.id = m.company_id
     WHERE u.email ILIKE ${like} OR u.name ILIKE ${like} OR u.username ILIKE ${like}
     ORDER BY u.created_at DESC, u.id DESC LIMIT ${Math.min(limit, 500)}`;
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    disabled: row.disabled_at !== null,
    companyName: row.company_name,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/** ADMIN_EMAILS at start: each existing account with one of these e-mails becomes an admin. */
export async function applyAdminEmails(emails: string[]): Promise<string[]> {
  const promoted: string[] = [];
  for (const email of emails) {
    const [row] = await sql()<{ role: Role }[]>`SELECT role FROM users WHERE lower(email) = lower(${email})`;
    if (row && row.role !== "admin") {
      await setRoleByEmail(email, "admin");
      promoted.push(email);
    }
  }
  return promoted;
}
