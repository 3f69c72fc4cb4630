import { cachedRows, rowJson, type CachedRow } from "./cached-rows";
import type { JobView } from "../jobs";
import { SIMILAR_JOBS_LIMIT } from "../shared/constants";
import type { FacetValue, PayBand, SearchFacets, SearchIndex, SearchPlace, Suggestion } from "./search-index";
import { searchIndex } from "./sync/search-index-store";
import { filtersOf, type SearchFilters, type SearchParams, type SearchSort } from "./search.schema";

export interface SearchInput {
  q?: string;
  /** The location box: a city by any of its names, or 'remote' (place/search-place.ts). */
  where?: string;
  /** One-based page. */
  page?: number;
  limit?: number;
  sort?: SearchSort;
  filters?: SearchFilters;
  facets?: boolean;
}

/** searchJobs' question as the API's query parameters ask it: as /api/search asks it. */
export function searchInputOf(params: SearchParams): SearchInput {
  const { q, where, page, limit, sort, facets } = params;
  return { q, where, page, limit, sort, filters: filtersOf(params), facets };
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
  /** The place searched: from the location box, or a city named among the keywords; null when none. */
  place: SearchPlace | null;
  /** The words searched for, without the place named among them (q itself when no place was taken from it). */
  keywords: string;
  /** When no job in the place has every word: how many jobs the same words find in any place, and remote. */
  elsewhere: { anywhere: number; remote: number } | null;
}

/**
 * The jobs with these ids, in the order given: from the index's row cache when
 * shown recently (a job's entry is dropped the moment the change log names it),
 * else one primary-key read. Each caller gets its own copies.
 */
export async function jobsByIds(ids: number[], index?: SearchIndex): Promise<JobView[]> {
  return (await cachedRows(ids, index)).map((row) => ({ ...row.view }));
}

/**
 * The full search: ranked text match (every word, else the best partial match;
 * last word as a prefix; close spellings; city synonyms), filters with facet
 * counts, one of the sorts, an exact total and one page of jobs.
 */
export async function searchJobs(input: SearchInput): Promise<SearchOutput> {
  const { index, jobIds, ...answer } = await searchPage(input);
  return { jobs: await jobsByIds(jobIds, index), ...answer };
}

/**
 * searchJobs' answer as the JSON text the search API sends, the same bytes as JSON.stringify of it: each job's
 * JSON is kept beside its row in the row cache, so that a page of jobs shown before is not serialised again
 * (decision 096, 2026-11-26: 0.05 -> 0.03 ms of CPU a search under load).
 */
export async function searchJobsJson(input: SearchInput): Promise<string> {
  const { index, jobIds, ...answer } = await searchPage(input);
  return answerJson(await cachedRows(jobIds, index), answer);
}

/** JSON.stringify of a search answer whose jobs are these rows, from the rows' kept JSON. */
export function answerJson(rows: CachedRow[], answer: Omit<SearchOutput, "jobs">): string {
  // The answer's other fields after "jobs", in SearchOutput's order (JSON.stringify omits an undefined facets).
  return `{"jobs":[${rows.map(rowJson).join(",")}],${JSON.stringify(answer).slice(1)}`;
}

/** The search's page of job ids and everything else of its answer. */
async function searchPage(
  input: SearchInput,
): Promise<Omit<SearchOutput, "jobs"> & { index: SearchIndex; jobIds: number[] }> {
  const limit = input.limit ?? 6;
  const page = Math.max(1, input.page ?? 1);
  const index = await searchIndex();
  const placed = index.placeSearch(input.q ?? "", input.where, input.filters ?? {});
  const q = placed.q.trim();
  const result = index.cachedSearch({
    q: placed.q,
    filters: placed.filters,
    sort: input.sort,
    offset: (page - 1) * limit,
    limit,
    facets: input.facets,
  });
  const sort = input.sort ?? (q && result.mode !== "browse" ? "relevance" : "recent");
  return {
    index,
    jobIds: result.ids,
    total: result.total,
    page,
    limit,
    totalPages: Math.max(1, Math.ceil(result.total / limit)),
    sort,
    mode: result.mode,
    corrections: result.corrections,
    facets: result.facets,
    place: placed.place,
    keywords: placed.q,
    // No job in the place has every word: none at all, or only the closest matches there (mode 'partial').
    elsewhere:
      placed.place && (result.total === 0 || result.mode === "partial")
        ? placeAlternatives(index, placed.q, input.filters ?? {}, placed.place)
        : null,
  };
}

/** How many jobs the words find without the place, and remote: the choices offered when a place found nothing. */
function placeAlternatives(
  index: SearchIndex,
  q: string,
  filters: SearchFilters,
  place: SearchPlace,
): { anywhere: number; remote: number } {
  const others = (filters.location ?? []).filter((value) => value !== place.value);
  const anywhere = index.cachedSearch({
    q,
    filters: { ...filters, location: others.length ? others : undefined },
    offset: 0,
    limit: 1,
  }).total;
  const remote =
    place.value === "remote"
      ? 0
      : index.cachedSearch({ q, filters: { ...filters, location: ["remote"] }, offset: 0, limit: 1 }).total;
  return { anywhere, remote };
}

/** The board's places with their open jobs, most jobs first: suggestions for the location boxes ('remote' first when any). */
export async function placeChoices({ freshAsOf }: IndexFreshness = {}): Promise<FacetValue[]> {
  const facets = (await searchIndex(freshAsOf)).cachedSearch({ offset: 0, limit: 1, facets: true }).facets;
  return (facets?.location ?? []).filter((value) => value.count > 0);
}

/** Suggestions for the search boxes: job titles, companies, skills and categories. */
export async function suggest(query: string, limit = 8): Promise<Suggestion[]> {
  return (await searchIndex()).suggest(query, limit);
}

/**
 * How fresh an answer from the index must be: every change committed before this moment (performance.now()) applied.
 * A page that writes nothing passes its request's start, so that its several questions share one read of the change
 * log (search-index-store.ts); by default, the moment of the call.
 */
export interface IndexFreshness {
  freshAsOf?: number;
}

/**
 * Up to four jobs like this one: the same category, ranked by how much of the
 * title they share, then newest; never the job itself.
 */
export async function similarJobs(
  job: { id: number; title: string; categorySlug: string | null },
  { limit = SIMILAR_JOBS_LIMIT, freshAsOf }: IndexFreshness & { limit?: number } = {},
): Promise<JobView[]> {
  const index = await searchIndex(freshAsOf);
  const filters: SearchFilters = job.categorySlug ? { category: [job.categorySlug] } : {};
  // The title's words, each optional: the best partial match ranks jobs sharing the most words first.
  const byTitle = index.cachedSearch({ q: `${job.title} `, filters, offset: 0, limit, excludeIds: [job.id] });
  let ids = byTitle.mode === "none" ? [] : byTitle.ids;
  if (ids.length < limit && job.categorySlug) {
    const recent = index.cachedSearch({
      filters,
      sort: "recent",
      offset: 0,
      limit: limit + ids.length,
      excludeIds: [job.id, ...ids],
    });
    ids = [...ids, ...recent.ids].slice(0, limit);
  }
  return jobsByIds(ids, index);
}

/** The category slug of an open job, from the index (no database read); undefined for closed or unknown jobs. */
export async function openJobCategorySlug(
  jobId: number,
  { freshAsOf }: IndexFreshness = {},
): Promise<string | undefined> {
  return (await searchIndex(freshAsOf)).categorySlugOf(jobId);
}

/**
 * 'Similar roles in Bengaluru pay …' for a job page: from the index (same category and level, in the city else the
 * country), null when fewer than five state pay.
 */
export async function similarRolesPay(jobId: number, { freshAsOf }: IndexFreshness = {}): Promise<PayBand | null> {
  return (await searchIndex(freshAsOf)).payBandOf(jobId);
}
