import type { DeclaredFacetName, FacetValue } from "../../../core/search/browser";
import { DeclaredFacetGroups, countDeclaredFilters, type DeclaredChoice } from "../search/declared-facet-groups";
import { FilterPanel } from "../filters/filter-panel";

/**
 * A category page's filters (issue 29): the declared facets (funding stage, team size, workplace, equity, pay in LPA),
 * each value with the number of this category's jobs it would give under the other chosen filters. Fields of the page's
 * GET form, in the panel the search page's filters share (filter-panel.tsx).
 */
export function CategoryFilters({
  facets,
  chosen,
  clearHref,
}: {
  facets: Partial<Record<DeclaredFacetName, FacetValue[]>>;
  chosen: DeclaredChoice;
  clearHref: string;
}) {
  return (
    <FilterPanel active={countDeclaredFilters(chosen)} clearHref={clearHref} clearLabel="Clear filters">
      <DeclaredFacetGroups facets={facets} chosen={chosen} />
    </FilterPanel>
  );
}
