import { Link } from "react-router";
import type { FacetValue } from "../../../core/search/search-index";
import type { DeclaredFacetName } from "../../../core/search/facet-declarations";
import { DeclaredFacetGroups, countDeclaredFilters, type DeclaredChoice } from "../search/declared-facet-groups";

/**
 * A category page's filters (issue 29): the declared facets (funding stage, team size, workplace, equity, pay in LPA),
 * each value with the number of this category's jobs it would give under the other chosen filters. Fields of the page's
 * GET form; the Apply button submits it without JavaScript (with it, a change applies at once).
 */
export function CategoryFilters({ facets, chosen, clearHref }: { facets: Partial<Record<DeclaredFacetName, FacetValue[]>>; chosen: DeclaredChoice; clearHref: string }) {
  const active = countDeclaredFilters(chosen);
  return (
    <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-center justify-between">
        <h2 className="text-base font-semibold">Filters{active ? ` (${active})` : ""}</h2>
        {active ? (
          <Link to={clearHref} className="text-sm font-medium text-brand-700 hover:underline">
            Clear filters
          </Link>
        ) : null}
      </div>
      <DeclaredFacetGroups facets={facets} chosen={chosen} />
      <button type="submit" className="w-full rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:border-brand-500">
        Apply filters
      </button>
    </div>
  );
}
