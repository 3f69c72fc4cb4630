import { getDatabase, type DatabaseHandle, type Sql } from "../../db/client";
import { SearchIndex, type IndexedJob } from "./search-index";

/**
 * Keeps one SearchIndex per database connection, fed from PostgreSQL:
 * - the first search loads every open job (one streamed read);
 * - each later search first reads the change log (search_changes, filled by
 *   triggers on jobs, companies and categories) past its watermark, one indexed
 *   query that returns nothing when nothing changed, and re-reads only the jobs
 *   named there; closed, expired or deleted jobs leave the index;
 * - when a fifth of the slots belong to removed jobs, or the process was idle
 *   long enough that the log may have been trimmed, it rebuilds in one go.
 * Every process of a deployment does the same, so all answer from PostgreSQL's
 * current state within one query's delay.
 */
interface Store {
  index: SearchIndex;
  watermark: bigint;
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
    description: row.description,
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
  // The watermark is read first: a change made during the load is applied again later, never lost.
  const [{ max }] = await sql<{ max: string | null }[]>`SELECT max(id)::text AS max FROM search_changes`;
  const cursor = selectOpenJobs(sql).cursor(5_000);
  for await (const rows of cursor) for (const row of rows) index.add(toIndexed(row));
  return { index, watermark: BigInt(max ?? "0"), checkedAt: Date.now(), refreshing: null };
}

async function applyChanges(sql: Sql, store: Store): Promise<void> {
  const idle = Date.now() - store.checkedAt > fullReloadAfterIdleMs;
  const changes = idle
    ? []
    : await sql<{ id: string; job_id: number }[]>`
        SELECT id::text, job_id FROM search_changes WHERE id > ${store.watermark.toString()}::bigint ORDER BY id LIMIT ${maxIncrementalChanges + 1}`;
  if (idle || changes.length > maxIncrementalChanges) {
    const fresh = await build(sql);
    store.index = fresh.index;
    store.watermark = fresh.watermark;
  } else if (changes.length) {
    const ids = [...new Set(changes.map((change) => change.job_id))];
    const rows = await selectOpenJobs(sql, ids);
    const open = new Map(rows.map((row) => [row.id, row]));
    for (const id of ids) {
      const row = open.get(id);
      if (row) store.index.add(toIndexed(row));
      else store.index.remove(id);
    }
    store.watermark = BigInt(changes[changes.length - 1].id);
    if (store.index.deadShare > 0.2) {
      const fresh = await build(sql);
      store.index = fresh.index;
      store.watermark = fresh.watermark;
    }
  }
  store.checkedAt = Date.now();
  if (Date.now() - lastTrim > 10 * 60_000) {
    lastTrim = Date.now();
    await sql`DELETE FROM search_changes WHERE changed_at < ${new Date(Date.now() - changeLogKeepMs).toISOString()}::timestamptz`;
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
