import { getDatabase, type DatabaseHandle, type Sql } from "../../db/client";
import { descriptionText } from "../shared/html-text";
import { SearchIndex, type IndexedJob } from "./search-index";

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
 *   long enough that the log may have been trimmed, it rebuilds in one go.
 * Every process of a deployment does the same, so all answer from PostgreSQL's
 * current state within one query's delay.
 */
interface Store {
  index: SearchIndex;
  /** xmin of the snapshot of the last read: changes of transactions from here on may still be unread. */
  watermark: string;
  /** Changes already applied whose transaction is at or above the watermark (read again, not re-applied). */
  applied: Set<string>;
  checkedAt: number;
  refreshing: Promise<void> | null;
}

const storesKey = Symbol.for("startup-job-board.search-stores");
type Holder = { [storesKey]?: WeakMap<DatabaseHandle, Promise<Store>> };
const changeLogKeepMs = 60 * 60_000;
const fullReloadAfterIdleMs = 30 * 60_000;
const maxIncrementalChanges = 20_000;
let lastTrim = 0;

function stores(): WeakMap<DatabaseHandle, Promise<Store>> {
  const holder = globalThis as Holder;
  holder[storesKey] ??= new WeakMap();
  return holder[storesKey];
}

interface JobRow {
  id: number;
  title: string;
  description: string;
  skills: string;
  company_name: string;
  company_slug: string;
  category_name: string | null;
  category_slug: string | null;
  employment_type: string;
  workplace: "onsite" | "remote" | "hybrid";
  locality: string | null;
  region: string | null;
  country: string;
  min_experience: number | null;
  max_experience: number | null;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string;
  salary_unit: string;
  posted_ms: number;
  valid_ms: number | null;
}

function toIndexed(row: JobRow): IndexedJob {
  return {
    id: row.id,
    title: row.title,
    // Collected descriptions are HTML: index their words, not tag and attribute names.
    description: descriptionText(row.description),
    skills: row.skills,
    companyName: row.company_name,
    companySlug: row.company_slug,
    categoryName: row.category_name,
    categorySlug: row.category_slug,
    employmentType: row.employment_type,
    workplace: row.workplace,
    locality: row.locality,
    region: row.region,
    country: row.country,
    minExperience: row.min_experience,
    maxExperience: row.max_experience,
    salaryMin: row.salary_min,
    salaryMax: row.salary_max,
    salaryCurrency: row.salary_currency,
    salaryUnit: row.salary_unit,
    postedMs: row.posted_ms,
    validThroughMs: row.valid_ms,
  };
}

function selectOpenJobs(sql: Sql, ids?: number[]) {
  return sql<JobRow[]>`
    SELECT j.id, j.title, j.description, j.skills, c.name AS company_name, c.slug AS company_slug,
           cat.name AS category_name, cat.slug AS category_slug, j.employment_type, j.workplace,
           j.locality, j.region, j.country, j.min_experience, j.max_experience, j.salary_min, j.salary_max,
           j.salary_currency, j.salary_unit,
           (extract(epoch FROM j.date_posted) * 1000)::float8 AS posted_ms,
           (extract(epoch FROM j.valid_through) * 1000)::float8 AS valid_ms
      FROM jobs j
      JOIN companies c ON c.id = j.company_id
      LEFT JOIN categories cat ON cat.id = j.category_id
     WHERE j.status = 'open' AND (j.valid_through IS NULL OR j.valid_through > now())
       ${ids ? sql`AND j.id = ANY(${ids}::int[])` : sql``}`;
}

async function build(sql: Sql): Promise<Store> {
  const index = new SearchIndex();
  // The watermark is read first: every transaction below it has ended, so the load sees its
  // changes; a change of a transaction still running, or made during the load, is read again later.
  const [{ xmin }] = await sql<{ xmin: string }[]>`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`;
  const cursor = selectOpenJobs(sql).cursor(5_000);
  for await (const rows of cursor) for (const row of rows) index.add(toIndexed(row));
  return { index, watermark: xmin, applied: new Set(), checkedAt: Date.now(), refreshing: null };
}

async function applyChanges(sql: Sql, store: Store): Promise<void> {
  const idle = Date.now() - store.checkedAt > fullReloadAfterIdleMs;
  // One statement: the snapshot whose xmin is kept is the one the rows were read with. The first
  // row carries the xmin even when there are no changes (the LEFT JOIN keeps it).
  const read = idle
    ? []
    : await sql<{ xmin: string; id: string | null; job_id: number | null; tx: string | null }[]>`
        SELECT s.xmin::text AS xmin, c.id::text AS id, c.job_id, c.tx::text AS tx
          FROM (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin) s
          LEFT JOIN LATERAL (
            SELECT id, job_id, tx FROM search_changes WHERE tx >= ${store.watermark}::xid8 ORDER BY tx, id LIMIT ${maxIncrementalChanges + 1}
          ) c ON true`;
  const rows = read.filter((row) => row.id !== null);
  if (idle || rows.length > maxIncrementalChanges) {
    const fresh = await build(sql);
    store.index = fresh.index;
    store.watermark = fresh.watermark;
    store.applied = fresh.applied;
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
    store.applied = applied;
    if (changes.length) await applyJobChanges(sql, store, changes);
  }
  store.checkedAt = Date.now();
  if (Date.now() - lastTrim > 10 * 60_000) {
    lastTrim = Date.now();
    await sql`DELETE FROM search_changes WHERE changed_at < ${new Date(Date.now() - changeLogKeepMs).toISOString()}::timestamptz`;
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
  if (store.index.deadShare > 0.2) {
    const fresh = await build(sql);
    store.index = fresh.index;
    store.watermark = fresh.watermark;
    store.applied = fresh.applied;
  }
}

/** The search index of the connected database, up to date with every committed change. */
export async function searchIndex(): Promise<SearchIndex> {
  const handle = getDatabase();
  let pending = stores().get(handle);
  if (!pending) {
    pending = build(handle.sql);
    stores().set(handle, pending);
    pending.catch(() => stores().delete(handle));
  }
  const store = await pending;
  // A refresh already under way may have read the log before this caller's own write
  // committed; wait for it, then share the next one, which starts after this call did.
  if (store.refreshing) await store.refreshing;
  store.refreshing ??= applyChanges(handle.sql, store).finally(() => {
    store.refreshing = null;
  });
  await store.refreshing;
  return store.index;
}
