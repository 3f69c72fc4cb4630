import type { Sql } from "../../../db/client";
import { descriptionText } from "../../shared/html-text";
import type { IndexedJob } from "../index-types";
import { DECLARED_READS } from "../facet-declarations";
import { selectList } from "../facet-columns";
import { SearchIndex } from "../search-index";
import type { SearchFilters } from "../search.schema";

/**
 * 'Posted since' for job alerts (decision 080): the open jobs that appeared on the board
 * (jobs.created_at: posted here, or collected) after a time, in a SearchIndex of their own.
 * A saved search is run against this small index with the same matching code as the search
 * page, so thousands of alerts cost thousands of searches over the new jobs only, not over
 * every job. Built from the SearchIndex's public API; search-index.ts is unchanged.
 */
export interface NewJob extends IndexedJob {
  createdMs: number;
}

export interface NewJobs {
  index: SearchIndex;
  jobs: Map<number, NewJob>;
}

/** The declared facets' columns (facet-declarations.ts `reads`), under their IndexedJob names. */
const declaredColumns = selectList(DECLARED_READS);

export async function loadNewJobs(sql: Sql, since: Date): Promise<NewJobs> {
  const index = new SearchIndex();
  const jobs = new Map<number, NewJob>();
  const rows = sql<(NewJob & { description: string })[]>`
    SELECT j.id, j.title, j.description, j.skills, c.name AS "companyName", c.slug AS "companySlug",
           cat.name AS "categoryName", cat.slug AS "categorySlug", j.employment_type AS "employmentType", j.workplace,
           j.locality, j.region, j.country, j.min_experience AS "minExperience", j.max_experience AS "maxExperience",
           j.salary_min AS "salaryMin", j.salary_max AS "salaryMax", j.salary_currency AS "salaryCurrency", j.salary_unit AS "salaryUnit",
           ${sql.unsafe(declaredColumns)},
           (extract(epoch FROM j.date_posted) * 1000)::float8 AS "postedMs",
           (extract(epoch FROM j.valid_through) * 1000)::float8 AS "validThroughMs",
           (extract(epoch FROM j.created_at) * 1000)::float8 AS "createdMs"
      FROM jobs j
      JOIN companies c ON c.id = j.company_id
      LEFT JOIN categories cat ON cat.id = j.category_id
     WHERE j.status = 'open' AND (j.valid_through IS NULL OR j.valid_through > now()) AND j.created_at > ${since.toISOString()}::timestamptz`.cursor(
    2_000,
  );
  for await (const batch of rows) {
    for (const row of batch) {
      const job = { ...row, description: descriptionText(row.description) };
      index.add(job);
      jobs.set(job.id, job);
    }
  }
  return { index, jobs };
}

export interface SavedSearch {
  q: string;
  /** The place from the search's location box (a city named in `q` is found there too): index.placeSearch. */
  where?: string;
  filters: SearchFilters;
  /** Alerts made on a company page: only that company's jobs. */
  companySlug?: string;
}

/**
 * The new jobs a saved search finds that appeared after `sinceMs`, newest first. Only jobs
 * matching every word count (a search with no job matching every word shows its best partial
 * matches; an alert would mail noise). A word read as another word ('pyhton' as 'python') is
 * accepted only when the full index reads it the same way: the small index knows fewer words,
 * so it could 'correct' a word that the search page takes as typed.
 */
export function matchNewJobs(newJobs: NewJobs, full: SearchIndex, search: SavedSearch, sinceMs: number): number[] {
  if (newJobs.jobs.size === 0) return [];
  // The place is read with the full index's cities, which the new jobs' index may not all have yet.
  const { q, filters } = full.placeSearch(search.q, search.where, search.filters);
  const result = newJobs.index.cachedSearch({ q, filters, sort: "recent", offset: 0, limit: newJobs.jobs.size });
  if (result.mode === "partial" || result.mode === "none") return [];
  if (Object.keys(result.corrections).length) {
    const page = full.cachedSearch({ q, filters, offset: 0, limit: 1 });
    if (JSON.stringify(page.corrections) !== JSON.stringify(result.corrections)) return [];
  }
  return result.ids.filter((id) => {
    const job = newJobs.jobs.get(id)!;
    return job.createdMs > sinceMs && (!search.companySlug || job.companySlug === search.companySlug);
  });
}
