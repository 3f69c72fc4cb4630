import type { Role } from "../../db/schema/accounts";

/** A user as the rest of the board sees it (never the password hash). */
export interface AccountUser {
  id: number;
  username: string | null;
  email: string;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  hasGoogle: boolean;
}

export function userFromRow(row: Record<string, unknown>): AccountUser {
  return {
    id: Number(row.id),
    username: (row.username as string | null) ?? null,
    email: row.email as string,
    name: (row.name as string | null) ?? null,
    firstName: (row.first_name as string | null) ?? null,
    lastName: (row.last_name as string | null) ?? null,
    role: row.role as Role,
    hasGoogle: Boolean(row.google_subject),
  };
}

/** The API's user shape: SPEC §3 names (usename, emailId) beside the plain ones. */
export function publicUser(user: AccountUser) {
  return {
    id: user.id,
    username: user.username,
    usename: user.name ?? "User",
    name: user.name,
    email: user.email,
    emailId: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    role: user.role,
  };
}

/** SPEC §3 display name: the name, else the e-mail before the @, else 'User'; each word capitalised. */
export function displayName(user: { name?: string | null; email?: string | null } | null | undefined): string {
  const source = user?.name?.trim() || user?.email?.split("@")[0]?.trim() || "User";
  return source
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(" ");
}
