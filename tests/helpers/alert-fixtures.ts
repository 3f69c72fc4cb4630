import type { Sql } from "../../db/client";

/** A user row for tests of signed-in users' alerts. */
export async function insertUser(sql: Sql, email: string): Promise<{ id: number; email: string }> {
  const [row] = await sql<{ id: number; email: string }[]>`INSERT INTO users (email, name) VALUES (${email}, 'Test User') RETURNING id, email`;
  return row;
}
