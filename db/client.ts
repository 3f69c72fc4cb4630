import { drizzle, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { boardPart, currentPart, type Board } from "../config/board";
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

/** The current board's database (config/board.ts): the server's, given at start; a test's or a CLI's, on the default board. */
const databasePart = boardPart<{ handle?: DatabaseHandle }>("database", () => ({}));

/** Makes `handle` the current board's database (the default board's, outside any board's scope); undefined forgets it. */
export function setDatabase(handle: DatabaseHandle | undefined): void {
  currentPart(databasePart).handle = handle;
}

/** Gives a board its database (the server's start sequence, a test's second board). */
export function setBoardDatabase(board: Board, handle: DatabaseHandle | undefined): void {
  board.part(databasePart).handle = handle;
}

export function getDatabase(): DatabaseHandle {
  const handle = currentPart(databasePart).handle;
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
