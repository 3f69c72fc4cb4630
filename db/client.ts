import { drizzle, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "./schema";

export type Database = PostgresJsDatabase<typeof schema>;
export type Sql = postgres.Sql;

export interface DatabaseHandle {
  url: string;
  sql: Sql;
  db: Database;
  close(): Promise<void>;
}

/** How the board's connections name themselves in pg_stat_activity (restore refuses while they are there). */
export const applicationName = "startup-job-board";

export function openDatabase(url: string, poolSize = 10): DatabaseHandle {
  const sql = postgres(url, {
    max: poolSize,
    onnotice: () => {},
    connection: { application_name: applicationName },
  });
  const db = drizzle(sql, { schema });
  return { url, sql, db, close: () => sql.end({ timeout: 5 }) };
}

// The React Router bundle and the server each get their own copy of this module;
// keeping the handle on globalThis makes both use one pool.
const handleKey = Symbol.for("startup-job-board.database");
type HandleHolder = { [handleKey]?: DatabaseHandle };

export function setDatabase(handle: DatabaseHandle | undefined): void {
  (globalThis as HandleHolder)[handleKey] = handle;
}

export function getDatabase(): DatabaseHandle {
  const handle = (globalThis as HandleHolder)[handleKey];
  if (!handle) throw new Error("The database is not connected yet: call connectDatabase() at start.");
  return handle;
}

/** The Drizzle query builder of the connected database. */
export function db(): Database {
  return getDatabase().db;
}

/** The raw SQL client of the connected database, for queries Drizzle cannot express well. */
export function sql(): Sql {
  return getDatabase().sql;
}
