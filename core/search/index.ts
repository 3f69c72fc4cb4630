// core/search: job search: the in-process index (decisions 020, 141), its queries, facets and suggestions, similar
// jobs, and the jobs a feed URL names. Its door (decision 196): the rest of the board imports core/search only from
// here, or from browser.ts, the part a page may load in the browser.
export * from "./browser";
export { cachedRows } from "./cached-rows";
export { lpaBandOf } from "./facet-declarations";
export type { IndexedJob } from "./indexed-job";
export { jobsForFeed } from "./job-feed-query";
export {
  configureSearchSnapshots,
  loadNewJobs,
  matchNewJobs,
  type NewJobs,
  searchIndex,
  searchIndexStats,
  stopSearchIndex,
  writeSnapshot,
} from "./search-index-store";
export { BoundedCache, type FacetValue, type SearchFacets, SearchIndex } from "./search-index";
export {
  experienceLevelOf,
  MAX_LIMIT,
  MAX_QUERY_LENGTH,
  MAX_WHERE_LENGTH,
  queryText,
  SEARCH_SORTS,
  searchBounds,
} from "./search.schema";
export {
  answerJson,
  jobsByIds,
  openJobCategorySlug,
  placeChoices,
  searchInputOf,
  searchJobs,
  searchJobsJson,
  type SearchOutput,
  similarJobs,
  similarRolesPay,
  suggest,
} from "./search.service";
export {
  databaseIdentity,
  renewSharedIndex,
  type SharedBase,
  type SharedBaseOwner,
  type SharedBaseReader,
  type SharedBases,
  snapshotFile,
} from "./search-index-store";
export { preferredCityOf, type PreferredPlaces } from "./search-index";
