import type { DeclaredFacetName, FacetValue, SearchFacets } from "../../core/search/browser";
import { CheckboxGroup, RadioGroup } from "./search/facet-groups";
import { DeclaredFacetGroups, countDeclaredFilters } from "./search/declared-facet-groups";
import { FilterPanel } from "./filters/filter-panel";

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
  return (
    filters.category.length +
    filters.type.length +
    filters.level.length +
    filters.location.length +
    (filters.minSalary ? 1 : 0) +
    (filters.posted ? 1 : 0) +
    countDeclaredFilters(filters)
  );
}

/**
 * A built-in list without its 'Remote' value, unless a link chose it: remote work is offered once, as the Workplace
 * filter's 'Remote' (issue 44); `type=Remote` and `location=remote` still filter, and show so they can be cleared.
 */
function withoutRemote(values: FacetValue[], selected: string[]): FacetValue[] {
  return values.filter((item) => item.value.toLowerCase() !== "remote" || selected.includes(item.value));
}

/**
 * The filters beside the results: category, job type, experience level,
 * city, the declared facets (funding stage, team size, workplace, equity, pay
 * in LPA: one group each, from facet-declarations.ts) and posting date, each
 * value with the number of jobs it would give. Pay is filtered once, by the
 * LPA bands; the minimum-salary radio shows only when a link chose one
 * (decision 175). They are fields of the page's GET form (named
 * by form, which they need not sit inside: the results, with their own Save forms,
 * must not be inside it), so every combination is a URL; with JavaScript a change
 * applies at once.
 */
export function SearchFilters({
  facets,
  filters,
  clearHref,
  form,
}: {
  facets: SearchFacets;
  filters: ActiveFilters;
  clearHref: string;
  form?: string;
}) {
  return (
    <FilterPanel active={countActiveFilters(filters)} clearHref={clearHref} clearLabel="Clear all filters" form={form}>
      <CheckboxGroup
        legend="Category"
        name="category"
        values={facets.category}
        selected={filters.category}
        form={form}
      />
      <CheckboxGroup
        legend="Job type"
        name="type"
        values={withoutRemote(facets.jobType, filters.type)}
        selected={filters.type}
        form={form}
      />
      <CheckboxGroup
        legend="Experience level"
        name="level"
        values={facets.level}
        selected={filters.level}
        form={form}
      />
      <CheckboxGroup
        legend="Location"
        name="location"
        values={withoutRemote(facets.location, filters.location)}
        selected={filters.location}
        shown={7}
        form={form}
      />
      <DeclaredFacetGroups facets={facets} chosen={filters} form={form} />
      {filters.minSalary ? (
        <RadioGroup
          legend="Minimum salary"
          name="minSalary"
          values={facets.minSalary}
          selected={String(filters.minSalary)}
          anyLabel="Any salary"
          form={form}
        />
      ) : null}
      <RadioGroup
        legend="Posted within"
        name="posted"
        values={facets.posted}
        selected={filters.posted}
        anyLabel="Any time"
        form={form}
      />
    </FilterPanel>
  );
}
