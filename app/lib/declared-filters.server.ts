import { searchRecord } from "../../core/alerts";
import { DECLARED_FACETS, type DeclaredFacetName, searchParamsSchema } from "../../core/search";

/**
 * The declared facets' parameters of a page URL (/category/{slug}?stage=series-a&lpa=20-plus), read by the search's own
 * schema and URL rules (repeated or comma-separated values, 30 at most, "stage must be one of …"), so a category page's
 * filters are the URL /search/job and /api/search understand. Only these fields: the category page shows no other
 * filter, and a parameter it does not show (type=…) stays ignored, as before.
 */
const declaredFields = Object.fromEntries(DECLARED_FACETS.map((facet) => [facet.name, true])) as Record<
  DeclaredFacetName,
  true
>;
const declaredParamsSchema = searchParamsSchema.pick(declaredFields);

export function declaredFiltersFromUrl(url: URL) {
  return declaredParamsSchema.safeParse(searchRecord(url.search));
}
