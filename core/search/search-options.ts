/** Search options the pages show; kept free of dependencies so the browser bundle stays small. */
export const SEARCH_SORTS = ["relevance", "recent", "title", "company", "location", "pay"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** SPEC §2 sort options (Most Recent is the default); 'Best Match' is offered only beside a query. */
export const SORT_LABELS: Record<SearchSort, string> = {
  relevance: "Best Match",
  recent: "Most Recent",
  title: "Job Title A-Z",
  company: "Company Name",
  location: "Location",
  // Issue 44 (decision 175): highest pay first, by the top of each job's range per year in rupees; jobs without pay last.
  pay: "Highest pay",
};
