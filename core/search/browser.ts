// core/search, the part a page may load in the browser: no database, no Node (index.ts passes it on; decision 196).
export { DECLARED_FACETS, type DeclaredFacetName, declaredFilterLabels, LPA_BANDS } from "./facet-declarations";
export { type SearchSort, SORT_LABELS } from "./search-options";
export { declaredFiltersOf, filtersOf, SALARY_BUCKETS, searchParamsFromUrl, searchParamsSchema } from "./search.schema";
export type { FacetValue, SearchFacets } from "./index-types";
export { preferredCityOf, type PreferredPlaces } from "./place/preferred-places";
export type { SharedBase, SharedBaseOwner, SharedBaseReader } from "./sync/shared-bases";
