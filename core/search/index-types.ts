import type { DeclaredFacetName } from "./facet-declarations";
import type { SearchFilters, SearchSort } from "./search.schema";

/** The shapes the search index takes in and gives back (its public API besides the SearchIndex class). */
export type { IndexedJob } from "./indexed-job";

export interface FacetValue {
  value: string;
  label: string;
  count: number;
}

/** The six built-in facets, and each declared facet (facet-declarations.ts) by its name. */
export interface SearchFacets extends Record<DeclaredFacetName, FacetValue[]> {
  category: FacetValue[];
  jobType: FacetValue[];
  level: FacetValue[];
  location: FacetValue[];
  minSalary: FacetValue[];
  posted: FacetValue[];
}

export interface IndexQuery {
  q?: string;
  filters?: SearchFilters;
  sort?: SearchSort;
  offset: number;
  limit: number;
  facets?: boolean;
  /** Job ids never to return (the job a similar-jobs list is shown beside). */
  excludeIds?: number[];
  now?: number;
}

export interface IndexResult {
  ids: number[];
  total: number;
  /** 'all': every word matched; 'partial': no job had them all, the best partial matches are shown; 'none': nothing matched. */
  mode: "all" | "partial" | "none" | "browse";
  facets?: SearchFacets;
  /** Words that were read as another word ('pyhton' as 'python'). */
  corrections: Record<string, string>;
}

export interface Suggestion {
  text: string;
  kind: "title" | "company" | "skill" | "category";
  count: number;
}
