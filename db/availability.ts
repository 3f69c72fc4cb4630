/**
 * Whether this process can reach its database right now, for the answers while it
 * cannot (503 with Retry-After, /readyz, /healthz; decision 052). Any process works the
 * same: one that owns the embedded PostgreSQL, a cluster worker, or one on DATABASE_URL.
 * A connection error marks the database down once (one log line, not one per request);
 * a probe twice a second while down marks it up again. postgres.js reconnects by itself.
 */
import { getDatabase } from "./client";
import { boardPart, currentPart } from "../config/board";

export interface AvailabilityLog {
  warn(message: string): void;
  info(message: string): void;
}

interface State {
  downSince?: number;
  reason?: string;
  probing?: NodeJS.Timeout;
  log?: AvailabilityLog;
}
/** The current board's (config/board.ts): the React Router bundle and the server find the same one, like the pool. */
const availabilityPart = boardPart<State>("database-availability", () => ({}));
function state(): State {
  return currentPart(availabilityPart);
}

/** Where the availability changes are reported (the server's logger). */
export function setAvailabilityLog(log: AvailabilityLog): void {
  state().log = log;
}

const connectionCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
  // admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting down)
  "57P01",
  "57P02",
  "57P03",
]);

/** A failure to reach the database (server gone, restarting, connection cut), as opposed to a bad query. */
export function isDatabaseUnavailableError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (connectionCodes.has(code) || code.startsWith("08"))) return true;
    if ((current as Error).message === "The database is not connected yet: call connectDatabase() at start.")
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function databaseIsDown(): boolean {
  return state().downSince !== undefined;
}

/** How long the database has been unreachable, 0 while it answers. */
export function databaseDownForMs(): number {
  const since = state().downSince;
  return since === undefined ? 0 : Date.now() - since;
}

async function answers(timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const sql = getDatabase().sql;
    await Promise.race([
      sql`SELECT 1`,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("no answer")), timeoutMs);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

function markUp(): void {
  const current = state();
  if (current.downSince === undefined) return;
  const seconds = ((Date.now() - current.downSince) / 1000).toFixed(1);
  current.log?.info(`the database answers again after ${seconds} s`);
  clearInterval(current.probing);
  current.probing = undefined;
  current.downSince = undefined;
  current.reason = undefined;
}

/** Marks the database unreachable (once) and probes it twice a second until it answers. */
export function markDatabaseDown(reason: string): void {
  const current = state();
  if (current.downSince !== undefined) return;
  current.downSince = Date.now();
  current.reason = reason;
  current.log?.warn(`the database is unreachable (${reason}): answering 503 until it is back`);
  current.probing = setInterval(() => {
    void answers(1_000).then((ok) => ok && markUp());
  }, 500);
  current.probing.unref();
}

/** Reports an error from a query; true when it was the database being unreachable (now marked down). */
export function reportDatabaseError(error: unknown): boolean {
  if (!isDatabaseUnavailableError(error)) return false;
  markDatabaseDown((error as Error).message || String((error as { code?: string }).code));
  return true;
}

/** Asks the database now (at most timeoutMs) and updates the state; true when it answers. */
export async function checkDatabase(timeoutMs = 1_000): Promise<boolean> {
  const ok = await answers(timeoutMs);
  if (ok) markUp();
  else markDatabaseDown("no answer to SELECT 1");
  return ok;
}
