import { createHash, randomBytes } from "node:crypto";
import { mkdir, open, readFile, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Sql } from "../../../db/client";
import { SearchIndex } from "../search-index";
import { SnapshotError, SnapshotReader, SnapshotWriter, filledRanges, headBytes } from "./snapshot-format";

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
 * rebuilt. A lock file beside it lets one process write at a time (the others skip: the cluster's
 * workers would otherwise each write the same hundreds of megabytes at once); it only saves work,
 * the rename alone keeps the file whole.
 */
export interface SnapshotMeta {
  /** pg_snapshot_xmin of the last read of the change log the index reflects (xid8 as text). */
  watermark: string;
  /** When that read happened (ms): log entries changed from about then on must still be there. */
  readAt: number;
  database: string;
  jobs: number;
  /**
   * The change-log rows at or above the watermark whose changes the index already holds (ids as text): the catch-up after
   * a load skips them. Without them a transaction left open elsewhere on the server, which holds the watermark low, made
   * every load re-apply what the index already had (on a small board, enough to pass the rebuild share).
   */
  applied: string[];
}

/** The meta a snapshot file carries, checked field by field: one with a field missing or mistyped is corrupt. */
function snapshotMetaOf(meta: Record<string, unknown>): SnapshotMeta {
  const { watermark, readAt, database, jobs, applied } = meta;
  if (
    typeof watermark !== "string" ||
    typeof readAt !== "number" ||
    typeof database !== "string" ||
    typeof jobs !== "number" ||
    !Array.isArray(applied) ||
    !applied.every((id) => typeof id === "string")
  ) {
    throw new SnapshotError("its meta lacks the watermark, read time, database, job count or applied changes");
  }
  return { watermark, readAt, database, jobs, applied: applied as string[] };
}

/** Allowance for a transaction that began before the watermark's read and committed after it (its log entries carry its start time). */
export const longestTransactionMs = 30 * 60_000;

/**
 * The identity of the connected database: the cluster's system identifier where readable, else
 * the server's port; then the database's name and oid. Not the port when the cluster is known:
 * the embedded PostgreSQL listens on a new free port at every start, and a port in the identity
 * gave every restart a new file name, so no restart ever found its snapshot (and each left a
 * file the size of the index behind).
 */
export async function databaseIdentity(sql: Sql): Promise<string> {
  let server = "";
  try {
    const [row] = await sql<{ id: string }[]>`SELECT system_identifier::text AS id FROM pg_control_system()`;
    server = `cluster ${row.id}`;
  } catch {
    // pg_control_system() needs rights a plain role may lack; the port then tells servers on one host apart.
  }
  const [row] = await sql<{ name: string; oid: string; port: number | null }[]>`
    SELECT current_database() AS name, oid::text AS oid, inet_server_port() AS port FROM pg_database WHERE datname = current_database()`;
  return `${server || `port ${row.port ?? ""}`}/${row.name}/${row.oid}`;
}

export function snapshotFile(dir: string, database: string): string {
  return path.join(dir, `search-index-${createHash("sha256").update(database).digest("hex").slice(0, 16)}.snapshot`);
}

/** A lock older than this is taken over even when its pid is alive (a pid reused, or another machine's). */
const staleLockMs = 15 * 60_000;
/**
 * The temporary files and lock tokens this process has under way: a file or lock bearing this
 * process's pid but not listed here is a previous process's (a container restarted with the same
 * pid), not a live write.
 */
const ownWrites = new Set<string>();

/**
 * Writes the index and its watermark: to a temporary file first, then renamed over the old one.
 * The chunks are views of the index's arrays, not copies: the caller keeps the index unchanged
 * until this resolves (a change in between would fail the checksum on load, never be served).
 * Skipped (`written: false`) while another live process holds the lock; `signal` stops a write
 * halfway (a process shutting down), leaving the old file and no temporary one.
 */
export async function writeSnapshot(
  file: string,
  index: SearchIndex,
  meta: SnapshotMeta,
  signal?: AbortSignal,
): Promise<{ written: boolean; bytes: number }> {
  await mkdir(path.dirname(file), { recursive: true });
  const lock = await takeLock(`${file}.lock`);
  if (!lock) return { written: false, bytes: 0 };
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  ownWrites.add(path.basename(temporary));
  let bytes = 0;
  try {
    await removeStrayTemporaries(file);
    const out = new SnapshotWriter();
    index.writeTo(out);
    const chunks = out.chunks({ ...meta });
    const handle = await open(temporary, "w");
    try {
      for (const chunk of chunks) {
        signal?.throwIfAborted();
        await handle.write(chunk);
        bytes += chunk.byteLength;
      }
      await handle.sync();
    } finally {
      await handle.close();
    }
    signal?.throwIfAborted();
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  } finally {
    ownWrites.delete(path.basename(temporary));
    await lock.release();
  }
  return { written: true, bytes };
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Creates the lock file (exclusively); takes over one left by a dead process or older than staleLockMs; null while another holds it. */
async function takeLock(lockFile: string): Promise<{ release(): Promise<void> } | null> {
  const token = `${process.pid} ${randomBytes(8).toString("hex")}`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockFile, "wx");
      ownWrites.add(token);
      await handle.writeFile(token);
      await handle.close();
      return {
        async release() {
          ownWrites.delete(token);
          // Only our own: after a takeover, the lock belongs to the process that took it.
          const current = await readFile(lockFile, "utf8").catch(() => "");
          if (current === token) await rm(lockFile, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const held = await readFile(lockFile, "utf8").catch(() => "");
    const holder = Number(held.split(" ")[0]);
    const age = Date.now() - ((await stat(lockFile).catch(() => null))?.mtimeMs ?? 0);
    // A lock being written this instant has no pid yet: leave it to its writer, like a live one.
    const live = !holder || (holder === process.pid ? ownWrites.has(held) : processAlive(holder));
    if (age < staleLockMs && live) return null;
    await rm(lockFile, { force: true });
  }
  return null;
}

/** Temporary files of processes that died while writing (a crash, a SIGKILL): each is as large as a snapshot. */
async function removeStrayTemporaries(file: string): Promise<void> {
  const prefix = `${path.basename(file)}.`;
  for (const name of await readdir(path.dirname(file))) {
    const match = name.startsWith(prefix) ? /^(\d+)\.[0-9a-f]+\.tmp$/.exec(name.slice(prefix.length)) : null;
    const pid = Number(match?.[1]);
    if (match && (pid === process.pid ? !ownWrites.has(name) : !processAlive(pid)))
      await rm(path.join(path.dirname(file), name), { force: true });
  }
}

/** A usable snapshot: the index read from `bytes` (whose sections it may still view), and what its meta says. */
export type LoadedSnapshot =
  { index: SearchIndex; meta: SnapshotMeta; bytes: Buffer } | { index: null; reason: string };

/**
 * Reads a snapshot and checks it: the format and checksum (snapshot-format.ts), that it was made
 * from this database, and that its watermark is not ahead of the database (a restored backup).
 * Whether the change log still holds every entry it needs is checked after catching up
 * (changeLogIntactSince), since a trim may run meanwhile.
 */
export async function readSnapshot(
  file: string,
  sql: Sql,
  database: string,
  shareable?: (name: string) => boolean,
): Promise<LoadedSnapshot> {
  let bytes: Buffer;
  try {
    bytes = await readWholeFile(file, shareable !== undefined);
  } catch (error) {
    return {
      index: null,
      reason:
        (error as NodeJS.ErrnoException).code === "ENOENT"
          ? "no snapshot yet"
          : `unreadable: ${(error as Error).message}`,
    };
  }
  return snapshotFromBytes(bytes, sql, database, shareable);
}

/**
 * The file in one buffer, read piece by piece: fs.readFile refuses a file over 2 GiB (ERR_FS_FILE_TOO_LARGE), and a
 * snapshot of three million jobs comes close to that (about 700 bytes a job). In shared memory when the owner of the
 * worker threads' index reads it, so that the same bytes become their base instead of a second copy of the index. The
 * buffer starts zeroed, and the sections' room (zeros in the file) is not read: untouched, it takes no memory until a
 * thread writes a new slot or posting there (decision 236).
 */
async function readWholeFile(file: string, shared: boolean): Promise<Buffer> {
  const handle = await open(file, "r");
  try {
    const { size } = await handle.stat();
    const bytes = shared ? Buffer.from(new SharedArrayBuffer(size)) : Buffer.alloc(size);
    const readRange = async (start: number, end: number) => {
      const piece = 64 * 2 ** 20;
      for (let at = start; at < end;) {
        const { bytesRead } = await handle.read(bytes, at, Math.min(piece, end - at), at);
        if (bytesRead === 0) throw new SnapshotError("the file ended early");
        at += bytesRead;
      }
    };
    await readRange(0, Math.min(size, 16));
    const headEnd = Math.min(size, headBytes(bytes.subarray(0, 16)));
    await readRange(16, headEnd);
    // A header that does not read, or names bytes past the end: the whole file, for the reader to say what is wrong.
    const ranges = filledRanges(bytes.subarray(0, headEnd));
    const toRead = ranges?.every(([, end]) => end <= size) ? ranges : [[0, size]];
    for (const [start, end] of toRead) await readRange(Math.max(start, headEnd), end);
    return bytes;
  } finally {
    await handle.close();
  }
}

/**
 * readSnapshot's checks and read, of bytes already in memory: a file's, or the shared index of the machine's worker
 * threads (shared-bytes.ts; `shareable` then names the sections that stay views of the shared memory).
 */
export async function snapshotFromBytes(
  bytes: Buffer,
  sql: Sql,
  database: string,
  shareable?: (name: string) => boolean,
): Promise<LoadedSnapshot> {
  try {
    const input = new SnapshotReader(bytes, shareable);
    const meta = snapshotMetaOf(input.meta);
    if (meta.database !== database) return { index: null, reason: "made from another database" };
    const [{ ahead }] = await sql<
      { ahead: boolean }[]
    >`SELECT ${meta.watermark}::xid8 > pg_snapshot_xmin(pg_current_snapshot()) AS ahead`;
    if (ahead) return { index: null, reason: "its watermark is ahead of the database (restored from a backup?)" };
    return { index: SearchIndex.readFrom(input), meta, bytes };
  } catch (error) {
    if (error instanceof SnapshotError || error instanceof SyntaxError || error instanceof RangeError)
      return { index: null, reason: `corrupt: ${error.message}` };
    throw error;
  }
}

/** True when no change-log entry of a transaction that may have started after `since - longestTransactionMs` has been trimmed. */
export async function changeLogIntactSince(sql: Sql, since: number): Promise<boolean> {
  const [row] = await sql<
    { before_ms: number }[]
  >`SELECT (extract(epoch FROM before) * 1000)::float8 AS before_ms FROM search_changes_trimmed`;
  return !row || row.before_ms < since - longestTransactionMs;
}
