// Shared pieces of the table files; not exported from index.ts (it exports tables only).
import { sql, type SQL } from "drizzle-orm";
import { customType } from "drizzle-orm/pg-core";

/** Bytes kept in PostgreSQL (resumes, company logos). */
export const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

/** A full transaction id (pg_current_xact_id()), read as text: it outgrows a JavaScript number. */
export const xid8 = customType<{ data: string }>({ dataType: () => "xid8" });

/** `column IN (...)` from a list of values the code also uses (as PostgreSQL keeps it: `column = ANY (ARRAY[...])`). */
export function oneOf(column: string, values: readonly string[]): SQL {
  return sql.raw(`${column} = ANY (ARRAY[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ")}])`);
}

/** `column BETWEEN low AND high` as PostgreSQL keeps it. */
export function between(column: string, low: number, high: number): SQL {
  return sql.raw(`(${column} >= ${low}) AND (${column} <= ${high})`);
}
