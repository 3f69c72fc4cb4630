import { createHash, randomBytes } from "node:crypto";
import { mkdir, open, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import type { Sql } from "../../db/client";
import { SearchIndex } from "./search-index";
import { SnapshotError, SnapshotReader, SnapshotWriter } from "./snapshot-format";

/**
 * Search index snapshots in DATA_DIR (decision 023): building the index of a million jobs takes
 * minutes, loading it from a file seconds. A snapshot holds the whole index and the change-log
 * watermark it is consistent with (the xmin of the snapshot of its last read of the log: every
 * change of a transaction below it is in the index, changes from it on may not be). A process
 * that loads one catches up from search_changes like any other (search-index-store.ts).
 *
 * One file per database, named by the database's identity, so that a DATA_DIR pointed at another
 * database never reads the wrong one. Written to a temporary file and renamed into place, so that
 * two processes writing at once, or a crash halfway, leave either the old file or the new one,
 * never a mix; a file that is truncated, altered or of an older format fails its checks and is
 * rebuilt.
 */
export interface SnapshotMeta {
  /** pg_snapshot_xmin of the last read of the change log the index reflects (xid8 as text). */
  watermark: string;
  /** When that read happened (ms): log entries changed from about then on must still be there. */
  readAt: number;
  database: string;
  jobs: number;
}

/** Allowance for a transaction that began before the watermark's read and committed after it (its log entries carry its start time). */
export const longestTransactionMs = 30 * 60_000;

/** The identity of the connected database: cluster id where readable, database name and oid. */
export async function databaseIdentity(sql: Sql): Promise<string> {
  let cluster = "";
  try {
    const [row] = await sql<{ id: string }[]>`SELECT system_identifier::text AS id FROM pg_control_system()`;
    cluster = row.id;
  } catch {
    // pg_control_system() needs rights a plain role may lack; name and oid still tell databases apart on one server.
  }
  const [row] = await sql<{ name: string; oid: string; port: number | null }[]>`
    SELECT current_database() AS name, oid::text AS oid, inet_server_port() AS port FROM pg_database WHERE datname = current_database()`;
  return `${cluster}/${row.port ?? ""}/${row.name}/${row.oid}`;
}

export function snapshotFile(dir: string, database: string): string {
  return path.join(dir, `search-index-${createHash("sha256").update(database).digest("hex").slice(0, 16)}.snapshot`);
}

/** Writes the index and its watermark: to a temporary file first, then renamed over the old one. */
export async function writeSnapshot(file: string, index: SearchIndex, meta: SnapshotMeta): Promise<{ bytes: number }> {
  const out = new SnapshotWriter();
  index.writeTo(out);
  const chunks = out.chunks({ ...meta });
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  let bytes = 0;
  try {
    const handle = await open(temporary, "w");
    try {
      for (const chunk of chunks) {
        await handle.write(chunk);
        bytes += chunk.byteLength;
      }
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return { bytes };
}

export type LoadedSnapshot = { index: SearchIndex; meta: SnapshotMeta } | { index: null; reason: string };

/**
 * Reads a snapshot and checks it: the format and checksum (snapshot-format.ts), that it was made
 * from this database, and that its watermark is not ahead of the database (a restored backup).
 * Whether the change log still holds every entry it needs is checked after catching up
 * (changeLogIntactSince), since a trim may run meanwhile.
 */
export async function readSnapshot(file: string, sql: Sql, database: string): Promise<LoadedSnapshot> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    return { index: null, reason: (error as NodeJS.ErrnoException).code === "ENOENT" ? "no snapshot yet" : `unreadable: ${(error as Error).message}` };
  }
  try {
    const input = new SnapshotReader(bytes);
    const meta = input.meta as unknown as SnapshotMeta;
    if (meta.database !== database) return { index: null, reason: "made from another database" };
    const [{ ahead }] = await sql<{ ahead: boolean }[]>`SELECT ${meta.watermark}::xid8 > pg_snapshot_xmin(pg_current_snapshot()) AS ahead`;
    if (ahead) return { index: null, reason: "its watermark is ahead of the database (restored from a backup?)" };
    return { index: SearchIndex.readFrom(input), meta };
  } catch (error) {
    if (error instanceof SnapshotError || error instanceof SyntaxError || error instanceof RangeError) return { index: null, reason: `corrupt: ${error.message}` };
    throw error;
  }
}

/** True when no change-log entry of a transaction that may have started after `since - longestTransactionMs` has been trimmed. */
export async function changeLogIntactSince(sql: Sql, since: number): Promise<boolean> {
  const [row] = await sql<{ before_ms: number }[]>`SELECT (extract(epoch FROM before) * 1000)::float8 AS before_ms FROM search_changes_trimmed`;
  return !row || row.before_ms < since - longestTransactionMs;
}
