import { Form } from "react-router";
import { DIRECTORY_FILTER_KEYS, DIRECTORY_SORTS, type DirectoryParams } from "../../../core/companies/browser";
import type { DirectoryFacetValue } from "../../../core/companies";
import { FilterPanel } from "../filters/filter-panel";
import { CheckboxGroup, type CountNoun } from "../search/facet-groups";

type DirectoryFacets = Record<(typeof DIRECTORY_FILTER_KEYS)[number], DirectoryFacetValue[]>;

const sortLabels: Record<(typeof DIRECTORY_SORTS)[number], string> = { jobs: "Most open jobs", newest: "Newest job" };
const companies: CountNoun = { one: "company", many: "companies" };
/** A short list the directory declares in its own order (funding stages) is shown whole; long ones keep 'More'. */
const whole = Number.POSITIVE_INFINITY;

export const countDirectoryFilters = (params: DirectoryParams) =>
  DIRECTORY_FILTER_KEYS.reduce((sum, key) => sum + params[key].length, 0);

/**
 * The company directory's sort and filters (issue 29), each value with the number of companies it would give, in the
 * panel the job pages share (filter-panel.tsx). A plain GET form: every combination is a URL, applied by its button.
 */
export function CompanyFilters({ params, facets }: { params: DirectoryParams; facets: DirectoryFacets }) {
  return (
    <Form method="get" action="/companies" aria-label="Filter companies">
      <FilterPanel active={countDirectoryFilters(params)} clearHref="/companies" clearLabel="Clear filters">
        <div>
          <label htmlFor="directory-sort" className="text-sm font-semibold text-slate-900">
            Sort by
          </label>
          <select
            id="directory-sort"
            name="sort"
            defaultValue={params.sort}
            className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
          >
            {DIRECTORY_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {sortLabels[sort]}
              </option>
            ))}
          </select>
        </div>
        <CheckboxGroup
          legend="Funding stage"
          name="stage"
          values={facets.stage}
          selected={params.stage}
          shown={whole}
          noun={companies}
        />
        <CheckboxGroup
          legend="Team size"
          name="size"
          values={facets.size}
          selected={params.size}
          shown={whole}
          noun={companies}
        />
        <CheckboxGroup
          legend="Remote policy"
          name="remote"
          values={facets.remote}
          selected={params.remote}
          noun={companies}
        />
        <CheckboxGroup
          legend="City"
          name="city"
          values={facets.city}
          selected={params.city.map((city) => city.toLowerCase())}
          noun={companies}
        />
        <CheckboxGroup
          legend="Hiring in"
          name="category"
          values={facets.category}
          selected={params.category}
          noun={companies}
        />
        <CheckboxGroup legend="Equity" name="equity" values={facets.equity} selected={params.equity} noun={companies} />
        <CheckboxGroup
          legend="Pay (INR)"
          name="lpa"
          values={facets.lpa}
          selected={params.lpa}
          shown={whole}
          noun={companies}
        />
        <CheckboxGroup
          legend="Visa sponsorship"
          name="visa"
          values={facets.visa}
          selected={params.visa}
          shown={whole}
          noun={companies}
        />
      </FilterPanel>
    </Form>
  );
}
