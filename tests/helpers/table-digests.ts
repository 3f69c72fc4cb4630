import type postgres from "postgres";
import type { Sql } from "../../db/client";

export type Digests = Record<string, { rows: number; md5: string }>;

/** Row count and an order-independent checksum of every table of the board (schema_migrations aside). */
export async function tableDigests(sql: Sql | postgres.TransactionSql): Promise<Digests> {
  const tables = await sql<{ name: string }[]>`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> 'schema_migrations' ORDER BY c.relname`;
  const result: Digests = {};
  for (const { name } of tables) {
    const [row] = await sql.unsafe<{ rows: number; md5: string }[]>(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(r::text, E'\\n' ORDER BY r::text COLLATE "C"), '')) AS md5 FROM public."${name}" r`,
    );
    result[name] = row;
  }
  return result;
}
