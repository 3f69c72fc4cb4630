import { jobRecordsByIds } from "../jobs/job-query";
import { toJobView, type JobView } from "../jobs/job-read-shape";
import { SIMILAR_JOBS_LIMIT } from "../shared/constants";
import type { SearchFacets, SearchIndex, Suggestion } from "./search-index";
import { searchIndex } from "./search-index-store";
import type { SearchFilters, SearchSort } from "./search.schema";

export interface SearchInput {
  q?: string;
  /** One-based page. */
  page?: number;
  limit?: number;
  sort?: SearchSort;
  filters?: SearchFilters;
  facets?: boolean;
}

export interface SearchOutput {
  jobs: JobView[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
  sort: SearchSort;
  mode: "all" | "partial" | "none" | "browse";
  corrections: Record<string, string>;
  facets?: SearchFacets;
}

/**
 * The jobs with these ids, in the order given: from the index's row cache when
 * shown recently (a job's entry is dropped the moment the change log names it),
 * else one primary-key read. Each caller gets its own copies.
 */
export async function jobsByIds(ids: number[], index?: SearchIndex): Promise<JobView[]> {
  if (ids.length === 0) return [];
  const byId = new Map<number, JobView>();
  const missing: number[] = [];
  for (const id of ids) {
    const cached = index?.rows.get(id) as JobView | undefined;
    if (cached) byId.set(id, { ...cached });
    else missing.push(id);
  }
  if (missing.length) {
    for (const row of await jobRecordsByIds(missing)) {
      const view = toJobView(row);
      index?.rows.set(row.id, view);
      byId.set(row.id, { ...view });
    }
  }
  return ids.map((id) => byId.get(id)).filter((job): job is JobView => job !== undefined);
}

/**
 * The full search: ranked text match (every word, else the best partial match;
 * last word as a prefix; close spellings; city synonyms), filters with facet
 * counts, one of the sorts, an exact total and one page of jobs.
 */
export async function searchJobs(input: SearchInput): Promise<SearchOutput> {
  const limit = input.limit ?? 6;
  const page = Math.max(1, input.page ?? 1);
  const index = await searchIndex();
  const q = input.q?.trim() ?? "";
  const result = index.cachedSearch({
    q: input.q ?? "",
    filters: input.filters,
    sort: input.sort,
    offset: (page - 1) * limit,
    limit,
    facets: input.facets,
  });
  const sort = input.sort ?? (q && result.mode !== "browse" ? "relevance" : "recent");
  return {
    jobs: await jobsByIds(result.ids, index),
    total: result.total,
    page,
    limit,
    totalPages: Math.max(1, Math.ceil(result.total / limit)),
    sort,
    mode: result.mode,
    corrections: result.corrections,
    facets: result.facets,
  };
}

/** Suggestions for the search boxes: job titles, companies, skills and categories. */
export async function suggest(query: string, limit = 8): Promise<Suggestion[]> {
  return (await searchIndex()).suggest(query, limit);
}

/**
 * Up to four jobs like this one: the same category, ranked by how much of the
 * title they share, then newest; never the job itself.
 */
export async function similarJobs(job: { id: number; title: string; categorySlug: string | null }, limit = SIMILAR_JOBS_LIMIT): Promise<JobView[]> {
  const index = await searchIndex();
  const filters: SearchFilters = job.categorySlug ? { category: [job.categorySlug] } : {};
  // The title's words, each optional: the best partial match ranks jobs sharing the most words first.
  const byTitle = index.cachedSearch({ q: `${job.title} `, filters, offset: 0, limit, excludeIds: [job.id] });
  let ids = byTitle.mode === "none" ? [] : byTitle.ids;
  if (ids.length < limit && job.categorySlug) {
    const recent = index.cachedSearch({ filters, sort: "recent", offset: 0, limit: limit + ids.length, excludeIds: [job.id, ...ids] });
    ids = [...ids, ...recent.ids].slice(0, limit);
  }
  return jobsByIds(ids, index);
}

/** The category slug of an open job, from the index (no database read); undefined for closed or unknown jobs. */
export async function openJobCategorySlug(jobId: number): Promise<string | undefined> {
  return (await searchIndex()).categorySlugOf(jobId);
}
