import type { SearchFacets } from "../../core/search/search-index";
import type { DeclaredFacetName } from "../../core/search/facet-declarations";
import { CheckboxGroup, RadioGroup } from "./search/facet-groups";
import { DeclaredFacetGroups, countDeclaredFilters } from "./search/declared-facet-groups";
import { FilterPanel } from "./search/filter-panel";

/** The search's chosen filters as the page's URL has them: the built-in ones, then each declared facet by name. */
export interface ActiveFilters extends Partial<Record<DeclaredFacetName, string[]>> {
  category: string[];
  type: string[];
  level: string[];
  location: string[];
  minSalary?: number;
  posted?: string;
}

export function countActiveFilters(filters: ActiveFilters): number {
  return filters.category.length + filters.type.length + filters.level.length + filters.location.length + (filters.minSalary ? 1 : 0) + (filters.posted ? 1 : 0) + countDeclaredFilters(filters);
}

/**
 * The filters beside the results: category, job type, experience level,
 * location (city or remote), the declared facets (funding stage, team size,
 * workplace, equity, pay in LPA: one group each, from facet-declarations.ts),
 * minimum salary and posting date, each value with
 * the number of jobs it would give. They are fields of the page's GET form (named
 * by form, which they need not sit inside: the results, with their own Save forms,
 * must not be inside it), so every combination is a URL; with JavaScript a change
 * applies at once.
 */
export function SearchFilters({ facets, filters, clearHref, form }: { facets: SearchFacets; filters: ActiveFilters; clearHref: string; form?: string }) {
  return (
    <FilterPanel active={countActiveFilters(filters)} clearHref={clearHref} clearLabel="Clear all filters" form={form}>
      <CheckboxGroup legend="Category" name="category" values={facets.category} selected={filters.category} form={form} />
      <CheckboxGroup legend="Job type" name="type" values={facets.jobType} selected={filters.type} form={form} />
      <CheckboxGroup legend="Experience level" name="level" values={facets.level} selected={filters.level} form={form} />
      <CheckboxGroup legend="Location" name="location" values={facets.location} selected={filters.location} shown={7} form={form} />
      <DeclaredFacetGroups facets={facets} chosen={filters} form={form} />
      <RadioGroup legend="Minimum salary" name="minSalary" values={facets.minSalary} selected={filters.minSalary ? String(filters.minSalary) : undefined} anyLabel="Any salary" form={form} />
      <RadioGroup legend="Posted within" name="posted" values={facets.posted} selected={filters.posted} anyLabel="Any time" form={form} />
    </FilterPanel>
  );
}
