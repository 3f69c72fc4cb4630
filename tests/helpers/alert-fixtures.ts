import type { Sql } from "../../db/client";

/** A user row for tests of signed-in users' alerts. */
/** A signed-in user whose address is proved (an unproved one's alerts wait for double opt-in: issue 27); proved: false for one that is not. */
export async function insertUser(
  sql: Sql,
  email: string,
  options: { proved?: boolean } = {},
): Promise<{ id: number; email: string }> {
  const proved = options.proved ?? true;
  const [row] = await sql<{ id: number; email: string }[]>`
    INSERT INTO users (email, name, email_verified_at) VALUES (${email}, 'Test User', ${proved ? new Date().toISOString() : null}::timestamptz)
    RETURNING id, email`;
  return row;
}
