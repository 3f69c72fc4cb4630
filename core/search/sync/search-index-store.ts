import { boardPart, currentPart } from "../../../config/board";
import { getDatabase, type DatabaseHandle, type Sql } from "../../../db/client";
import { SearchIndex } from "../search-index";
import { selectOpenJobs, toIndexed } from "./open-jobs-read";
import {
  changeLogIntactSince,
  databaseIdentity,
  readSnapshot,
  snapshotFile,
  type SnapshotMeta,
  snapshotFromBytes,
  writeSnapshot,
} from "../snapshot/index-snapshot";
import { isShareableSection, sharedSnapshotBytes } from "../snapshot/shared-bytes";
import { SnapshotReader } from "../snapshot/snapshot-format";
import type { SharedBaseReader, SharedBases } from "./shared-bases";
import { collectAllGarbageSoon } from "../../shared/full-collection";

/**
 * Keeps one SearchIndex per database connection, fed from PostgreSQL:
 * - the first search loads every open job (one streamed read);
 * - each later search first reads the change log (search_changes, filled by
 *   triggers on jobs, companies and categories) by transaction: the rows written
 *   by transactions at or after the xmin of the previous read's snapshot (every
 *   transaction below an xmin had ended, so none of its rows can appear later;
 *   ids are not a safe bound, they are taken at insert, not at commit). One
 *   indexed query that returns nothing when nothing changed; it re-reads only the
 *   jobs named there; closed, expired or deleted jobs leave the index;
 * - when a fifth of the slots belong to removed jobs, or the process was idle
 *   long enough that the log may have been trimmed, it rebuilds in one go;
 * - with snapshots on (configureSearchSnapshots, decision 023), the first load
 *   reads the index from DATA_DIR and catches up from the log instead of reading
 *   every job, and each full build, then every 20 minutes of changes, writes one.
 * Every process of a deployment does the same, so all answer from PostgreSQL's
 * current state within one query's delay.
 *
 * With shared bases (shared-bases.ts, decision 193) the worker threads of one process hold one copy of the index's
 * large arrays: the owner publishes its index after each full load and with each periodic snapshot; a reader never
 * builds, it sits on the newest base and follows the change log from there like any other index.
 */
interface Store {
  index: SearchIndex;
  /** xmin of the snapshot of the last read: changes of transactions from here on may still be unread. */
  watermark: string;
  /** Changes already applied whose transaction is at or above the watermark (read again, not re-applied). */
  applied: Set<string>;
  /** When the read that gave the watermark began (ms, the database's clock, like the log's changed_at). */
  watermarkAt: number;
  checkedAt: number;
  /** When the last read of the change log that was applied began (this process's performance.now()). */
  readBegan: number;
  /** When the index was last written to a snapshot, or came from one (ms); 0: not yet. */
  savedAt: number;
  /** The read of the change log under way, and when it began. */
  refreshing: { began: number; done: Promise<void> } | null;
  /** How long the last full load took, from PostgreSQL or from a snapshot (for /metrics). */
  buildMs: number;
  /** A reader's base (shared-bases.ts): the generation its index sits on; -1 without shared bases. */
  baseGeneration: number;
  /** A reader moving to a newer base, loaded beside the index in service and swapped in by the next read of the log. */
  nextBase: Promise<Store | null> | null;
  /** The moved-to store once ready. */
  nextBaseReady: Store | null;
  /** While a reader catches a base up: a rebuild then means the base is unusable (not another attach). */
  attaching: boolean;
  /** The owner's next read of the log rebuilds from PostgreSQL: a reader found the newest base unusable. */
  renewWanted: boolean;
}

const changeLogKeepMs = 60 * 60_000;
const fullReloadAfterIdleMs = 30 * 60_000;
const maxIncrementalChanges = 20_000;
const snapshotEveryMs = 20 * 60_000;

interface SnapshotSettings {
  /** Folder of the snapshot files (DATA_DIR/search-index). */
  dir: string;
  /** Where to say what happened (loaded, rebuilt and why, write failures); searches never fail for a snapshot. */
  log: (message: string) => void;
  /** One index shared by the threads of this process (decision 193), as its owner or as a reader. */
  shared?: SharedBases;
}
/**
 * A board's search state (config/board.ts): its index (one per database handle: a test may switch its board's database),
 * its snapshot settings, and what stops its work at shutdown. Both the server and the React Router bundle's copy of this
 * module find the same part on the same board, so one index serves the API and the pages.
 */
interface SearchPart {
  stores: WeakMap<DatabaseHandle, Promise<Store>>;
  /** Snapshots on (the server's boards) or off (tests and commands build in memory unless they ask). */
  snapshots: SnapshotSettings | null;
  /** Shutdown (stopSearchIndex): a full build and a snapshot write stop halfway instead of holding the process (and its pool). */
  controller: AbortController;
  work: Set<Promise<unknown>>;
  /** When this board last trimmed the change log (ms). */
  lastTrim: number;
}
const searchPart = boardPart<SearchPart>("search", () => ({
  stores: new WeakMap(),
  snapshots: null,
  controller: new AbortController(),
  work: new Set(),
  lastTrim: 0,
}));

/** Turns index snapshots on for the current board (the server does; tests and commands build in memory unless they ask). */
export function configureSearchSnapshots(settings: SnapshotSettings | null): void {
  currentPart(searchPart).snapshots = settings;
}

function snapshotSettings(): SnapshotSettings | null {
  return currentPart(searchPart).snapshots;
}

function lifecycle(): { controller: AbortController; work: Set<Promise<unknown>> } {
  return currentPart(searchPart);
}

/** Remembers a load or refresh under way, so that stopSearchIndex can wait for it to end. */
function tracked<T>(work: Promise<T>): Promise<T> {
  const { work: set } = lifecycle();
  set.add(work);
  const forget = () => set.delete(work);
  work.then(forget, forget);
  return work;
}

/**
 * For a process shutting down, before it closes its database pool: stops a full build and a
 * snapshot write under way (the old snapshot file stays, no temporary file is left) and waits for
 * the index's work to end. Without it the pool's close waited for a build's cursor and a write
 * could be cut off by process.exit, leaving a temporary file as large as the index.
 */
export async function stopSearchIndex(): Promise<void> {
  const { controller, work } = lifecycle();
  controller.abort(new Error("the process is stopping"));
  await Promise.allSettled([...work]);
}

function stopSignal(): AbortSignal {
  return lifecycle().controller.signal;
}

function stores(): WeakMap<DatabaseHandle, Promise<Store>> {
  return currentPart(searchPart).stores;
}

async function build(sql: Sql): Promise<Store> {
  const started = performance.now();
  const index = new SearchIndex();
  const signal = stopSignal();
  signal.throwIfAborted();
  // One repeatable-read snapshot for the watermark, the log rows the load will reflect and the jobs: every transaction
  // below the watermark has ended, and a row at or above it that this snapshot sees was committed with its job change,
  // which the load reads too. Those rows are applied; the rest (transactions still running) are read again later.
  const { xmin, at, applied } = await sql.begin("isolation level repeatable read read only", async (tx) => {
    const [mark] = await tx<{ xmin: string; at: number }[]>`
      SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin, (extract(epoch FROM statement_timestamp()) * 1000)::float8 AS at`;
    const seen = await tx<{ id: string }[]>`SELECT id::text AS id FROM search_changes WHERE tx >= ${mark.xmin}::xid8`;
    for await (const rows of selectOpenJobs(tx).cursor(5_000)) {
      // Leaving the loop closes the cursor: a stopping process does not read the rest of the jobs.
      signal.throwIfAborted();
      for (const row of rows) index.add(toIndexed(row));
    }
    return { ...mark, applied: seen.map((row) => row.id) };
  });
  return { ...freshStore(index, xmin, at, applied), buildMs: performance.now() - started };
}

function freshStore(index: SearchIndex, watermark: string, watermarkAt: number, applied: string[]): Store {
  return {
    index,
    watermark,
    applied: new Set(applied),
    watermarkAt,
    checkedAt: Date.now(),
    readBegan: -Infinity,
    savedAt: 0,
    refreshing: null,
    buildMs: 0,
    baseGeneration: -1,
    nextBase: null,
    nextBaseReady: null,
    attaching: false,
    renewWanted: false,
  };
}

/** The first load: from the snapshot when there is a usable one, else a full build (then written as the next snapshot). */
async function load(sql: Sql): Promise<Store> {
  const settings = snapshotSettings();
  if (settings?.shared?.role === "reader") return attach(sql, settings.shared, -1);
  const { store, published } = await loadOwn(sql);
  if (!published) await share(sql, store);
  return store;
}

/**
 * The process's own index, from the snapshot or built. An owner of shared bases reads the file into shared memory and
 * publishes those very bytes (`published`): serialising the loaded index again would hold a second copy of it, which
 * at a million jobs stayed resident beside the base (about 650 MB).
 */
async function loadOwn(sql: Sql): Promise<{ store: Store; published: boolean }> {
  const settings = snapshotSettings();
  if (!settings) return { store: await build(sql), published: false };
  const owner = settings.shared?.role === "owner" ? settings.shared : undefined;
  const database = await databaseIdentity(sql);
  const file = snapshotFile(settings.dir, database);
  const started = Date.now();
  const loaded = await readSnapshot(file, sql, database, owner ? isShareableSection : undefined);
  if (loaded.index) {
    const store: Store = {
      ...freshStore(loaded.index, loaded.meta.watermark, loaded.meta.readAt, loaded.meta.applied),
      savedAt: Date.now(),
    };
    // Catch up first, then ask whether the log was trimmed past the snapshot: a trim committed
    // before the catch-up's read shows in the answer; one after it took nothing the read needed.
    // Not trimming here: this process's own trim, after its read, would make the answer "trimmed".
    await applyChanges(sql, store, { trim: false });
    if (store.index !== loaded.index) {
      settings.log("search index: loaded from the snapshot, then rebuilt: too many changes since it was written");
      return { store, published: false };
    }
    if (await changeLogIntactSince(sql, loaded.meta.readAt)) {
      store.buildMs = Date.now() - started;
      // The file is as old as its read, not as this load: the next write is due 20 minutes after
      // that read (both times in the database's clock), so that the file stays within the log's hour.
      store.savedAt = Date.now() - Math.max(0, store.watermarkAt - loaded.meta.readAt);
      settings.log(
        `search index: ${store.index.liveCount} jobs loaded from ${file} in ${store.buildMs} ms (caught up from the change log)`,
      );
      // Readers catch up from the file's watermark as the owner just did.
      owner?.publish(loaded.bytes);
      return { store, published: owner !== undefined };
    }
    settings.log("search index: the snapshot is older than the change log; rebuilding");
  } else {
    settings.log(`search index: building from the database (snapshot: ${loaded.reason})`);
  }
  const store = await build(sql);
  await save(sql, store);
  return { store, published: false };
}

/**
 * A reader's store on the owner's newest base newer than `generation`, caught up from the change log. A base it
 * cannot use (corrupt, made from another database, older than the log keeps, or too far behind) is never served:
 * it asks for a newer one, which the owner builds from PostgreSQL.
 */
async function attach(sql: Sql, shared: SharedBaseReader, generation: number): Promise<Store> {
  const settings = snapshotSettings()!;
  const database = await databaseIdentity(sql);
  for (;;) {
    const base = await shared.newerThan(generation);
    stopSignal().throwIfAborted();
    generation = base.generation;
    const started = Date.now();
    const loaded = await snapshotFromBytes(base.bytes, sql, database, isShareableSection);
    if (!loaded.index) {
      settings.log(
        `search index: the shared index (generation ${generation}) is not usable (${loaded.reason}); asking for a new one`,
      );
      continue;
    }
    const store: Store = {
      ...freshStore(loaded.index, loaded.meta.watermark, loaded.meta.readAt, loaded.meta.applied),
      baseGeneration: generation,
      attaching: true,
    };
    try {
      await applyChanges(sql, store, { trim: false });
    } catch (error) {
      if (!(error instanceof UnusableBase)) throw error;
      settings.log(
        `search index: the shared index (generation ${generation}) is too far behind the change log; asking for a new one`,
      );
      continue;
    }
    store.attaching = false;
    if (!(await changeLogIntactSince(sql, loaded.meta.readAt))) {
      settings.log(
        `search index: the shared index (generation ${generation}) is older than the change log; asking for a new one`,
      );
      continue;
    }
    store.buildMs = Date.now() - started;
    settings.log(
      `search index: ${store.index.liveCount} jobs from the shared index (generation ${generation}) in ${store.buildMs} ms (caught up from the change log)`,
    );
    // Loading grew this thread's young generation, and a move leaves the old base's private copies behind: given back
    // once the thread settles, even if it never searches (decision 227).
    collectAllGarbageSoon();
    return store;
  }
}

class UnusableBase extends Error {}

/**
 * The owner's index, published as the readers' newest base; the owner then reads its own index from the same bytes,
 * so that the process holds the large arrays once. Without shared bases, nothing.
 */
async function share(sql: Sql, store: Store): Promise<void> {
  const shared = snapshotSettings()?.shared;
  if (shared?.role !== "owner") return;
  const bytes = sharedSnapshotBytes(store.index, await snapshotMeta(sql, store));
  // Its own copy of the bytes' checks (a base is read by every reader the same way): nothing unread is published.
  store.index = SearchIndex.readFrom(new SnapshotReader(bytes, isShareableSection));
  shared.publish(bytes);
}

/** What a snapshot file or a shared base says of the index it holds: where in the change log it stands. */
async function snapshotMeta(sql: Sql, store: Store): Promise<SnapshotMeta> {
  return {
    watermark: store.watermark,
    readAt: store.watermarkAt,
    database: await databaseIdentity(sql),
    jobs: store.index.liveCount,
    applied: [...store.applied],
  };
}

/** Writes the store's index as the snapshot; a failure is logged and changes nothing else. */
async function save(sql: Sql, store: Store): Promise<void> {
  const settings = snapshotSettings();
  const signal = stopSignal();
  if (!settings || signal.aborted || settings.shared?.role === "reader") return;
  store.savedAt = Date.now();
  try {
    const meta = await snapshotMeta(sql, store);
    const file = snapshotFile(settings.dir, meta.database);
    const { written } = await writeSnapshot(file, store.index, meta, signal);
    if (!written) settings.log(`search index: another process is writing ${file}; not writing it again`);
  } catch (error) {
    settings.log(
      signal.aborted
        ? "search index: the snapshot write stopped: the process is stopping"
        : `search index: the snapshot could not be written: ${(error as Error).message}`,
    );
  }
}

async function applyChanges(sql: Sql, store: Store, options: { trim: boolean } = { trim: true }): Promise<void> {
  followNewestBase(sql, store);
  const idle = Date.now() - store.checkedAt > fullReloadAfterIdleMs || store.renewWanted;
  store.renewWanted = false;
  // One statement: the snapshot whose xmin is kept is the one the rows were read with. The first
  // row carries the xmin even when there are no changes (the LEFT JOIN keeps it).
  const read = idle
    ? []
    : await sql<{ xmin: string; at: number; id: string | null; job_id: number | null; tx: string | null }[]>`
        SELECT s.xmin::text AS xmin, s.at, c.id::text AS id, c.job_id, c.tx::text AS tx
          FROM (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin, (extract(epoch FROM statement_timestamp()) * 1000)::float8 AS at) s
          LEFT JOIN LATERAL (
            SELECT id, job_id, tx FROM search_changes WHERE tx >= ${store.watermark}::xid8 ORDER BY tx, id LIMIT ${maxIncrementalChanges + 1}
          ) c ON true`;
  const rows = read.filter((row) => row.id !== null);
  if (idle || rows.length > maxIncrementalChanges) {
    await rebuild(sql, store);
  } else {
    const xmin = read[0].xmin;
    // Rows of transactions below the new xmin are never read again; those at or above it are,
    // until it passes them, and are remembered so that they are not applied twice.
    const applied = new Set<string>();
    const changes: { job_id: number }[] = [];
    for (const row of rows) {
      if (!store.applied.has(row.id!)) changes.push({ job_id: row.job_id! });
      if (BigInt(row.tx!) >= BigInt(xmin)) applied.add(row.id!);
    }
    store.watermark = xmin;
    store.watermarkAt = read[0].at;
    store.applied = applied;
    if (changes.length) await applyJobChanges(sql, store, changes);
    if (changes.length && snapshotSettings() && Date.now() - store.savedAt > snapshotEveryMs) {
      await save(sql, store);
      await share(sql, store);
    }
  }
  store.checkedAt = Date.now();
  const part = currentPart(searchPart);
  if (options.trim && Date.now() - part.lastTrim > 10 * 60_000) {
    part.lastTrim = Date.now();
    // The cut-off is recorded with the delete, so that a snapshot reader knows what the log has
    // lost; in the database's clock, like changed_at and a snapshot's read time.
    await sql.begin(async (tx) => {
      const [{ before }] = await tx<
        { before: string }[]
      >`SELECT (now() - make_interval(secs => ${changeLogKeepMs / 1000}))::text AS before`;
      const deleted = await tx`DELETE FROM search_changes WHERE changed_at < ${before}::timestamptz`;
      if (deleted.count > 0) {
        await tx`INSERT INTO search_changes_trimmed (before) VALUES (${before}::timestamptz)
                 ON CONFLICT (only_row) DO UPDATE SET before = greatest(search_changes_trimmed.before, excluded.before)`;
      }
    });
  }
}

/** Re-reads the changed jobs: an open one is (re)indexed, any other removed; both are idempotent. */
async function applyJobChanges(sql: Sql, store: Store, changes: { job_id: number }[]): Promise<void> {
  const ids = [...new Set(changes.map((change) => change.job_id))];
  const rows = await selectOpenJobs(sql, ids);
  const open = new Map(rows.map((row) => [row.id, row]));
  for (const id of ids) {
    const row = open.get(id);
    if (row) store.index.add(toIndexed(row));
    else store.index.remove(id);
  }
  if (store.index.deadShare > 0.2) await rebuild(sql, store);
}

/**
 * A reader on a base older than the owner's newest: moves to it (a reader's private copies of the lists and slots its
 * changes touched are dropped with the old base). Loaded beside the index in service; the first read of the log after
 * it is ready swaps it in, and that read goes on from its watermark.
 */
function followNewestBase(sql: Sql, store: Store): void {
  const shared = snapshotSettings()?.shared;
  if (shared?.role !== "reader" || store.attaching) return;
  if (store.nextBaseReady) {
    adopt(store, store.nextBaseReady);
    store.nextBaseReady = null;
    store.nextBase = null;
    return;
  }
  const newest = shared.newest();
  if (store.nextBase || !newest || newest.generation <= store.baseGeneration) return;
  store.nextBase = tracked(attach(sql, shared, store.baseGeneration)).then(
    (fresh) => (store.nextBaseReady = fresh),
    (error: Error) => {
      store.nextBase = null;
      snapshotSettings()?.log(`search index: moving to the newest shared index failed: ${error.message}`);
      return null;
    },
  );
}

/** Takes over another store's index and its place in the change log. */
function adopt(store: Store, fresh: Store): void {
  store.index = fresh.index;
  store.watermark = fresh.watermark;
  store.watermarkAt = fresh.watermarkAt;
  store.applied = fresh.applied;
  store.buildMs = fresh.buildMs;
  store.baseGeneration = fresh.baseGeneration;
}

async function rebuild(sql: Sql, store: Store): Promise<void> {
  const shared = snapshotSettings()?.shared;
  if (shared?.role === "reader") {
    // A reader never builds (that would be a whole private copy): its base is unusable, or it moves to a newer one.
    if (store.attaching) throw new UnusableBase();
    adopt(store, await attach(sql, shared, (shared.newest()?.generation ?? 0) - 1));
    return;
  }
  const fresh = await build(sql);
  store.index = fresh.index;
  store.watermark = fresh.watermark;
  store.watermarkAt = fresh.watermarkAt;
  store.applied = fresh.applied;
  store.buildMs = fresh.buildMs;
  await save(sql, store);
  await share(sql, store);
}

/**
 * The search index of the connected database, with every change committed before `freshAsOf` applied (a moment of this
 * process's performance.now(); by default the call). A read of the change log that began after that moment saw all of
 * them, so one read serves every caller that asks for no later a moment: a page's several questions to the index share
 * its one read (decision 146). A read that began before it may have missed the caller's own write: the caller waits
 * for it, then reads again.
 */
export async function searchIndex(freshAsOf = performance.now()): Promise<SearchIndex> {
  const handle = getDatabase();
  let pending = stores().get(handle);
  if (!pending) {
    pending = tracked(load(handle.sql));
    stores().set(handle, pending);
    pending.catch(() => stores().delete(handle));
  }
  const store = await pending;
  const moment = Math.min(freshAsOf, performance.now());
  while (store.readBegan < moment) await (store.refreshing ?? readChangeLog(handle.sql, store)).done;
  return store.index;
}

function readChangeLog(sql: Sql, store: Store): NonNullable<Store["refreshing"]> {
  const began = performance.now();
  const done = tracked(
    applyChanges(sql, store)
      .then(() => {
        store.readBegan = Math.max(store.readBegan, began);
      })
      .finally(() => {
        store.refreshing = null;
      }),
  );
  store.refreshing = { began, done };
  return store.refreshing;
}

/**
 * For the owner of shared bases: a reader found the newest base unusable (corrupt, or older than the change log keeps),
 * so the index is rebuilt from PostgreSQL and published again. Resolves when it has been.
 */
export async function renewSharedIndex(): Promise<void> {
  const pending = stores().get(getDatabase());
  if (pending) (await pending).renewWanted = true;
  await searchIndex();
}

export interface SearchIndexStats {
  /** Open jobs in the index. */
  documents: number;
  /** Seconds the last full load from PostgreSQL took. */
  buildSeconds: number;
  /** Committed changes in the change log that this index has not applied yet (it applies them at its next search). */
  pendingChanges: number;
  /** Age of the oldest of those changes, in seconds (0 when none): how far the index lags the database. */
  lagSeconds: number;
}

/**
 * What /metrics shows of this process's index; undefined while it has none (it is built on
 * first use). Never builds one: a scrape must not load every job into a process that does not search.
 */
export async function searchIndexStats(): Promise<SearchIndexStats | undefined> {
  const handle = getDatabase();
  const pending = stores().get(handle);
  if (!pending) return undefined;
  const store = await pending;
  const [row] = await handle.sql<{ pending: number; lag: number | null }[]>`
    SELECT count(*)::int AS pending, extract(epoch FROM now() - min(changed_at))::float8 AS lag
      FROM search_changes
     WHERE tx >= ${store.watermark}::xid8 AND NOT (id = ANY(${[...store.applied]}::bigint[]))`;
  return {
    documents: store.index.liveCount,
    buildSeconds: store.buildMs / 1000,
    pendingChanges: row.pending,
    lagSeconds: Math.max(0, row.lag ?? 0),
  };
}
