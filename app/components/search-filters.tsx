import { Link } from "react-router";
import type { FacetValue, SearchFacets } from "../../core/search/search-index";

export interface ActiveFilters {
  category: string[];
  type: string[];
  level: string[];
  location: string[];
  minSalary?: number;
  posted?: string;
}

export function countActiveFilters(filters: ActiveFilters): number {
  return filters.category.length + filters.type.length + filters.level.length + filters.location.length + (filters.minSalary ? 1 : 0) + (filters.posted ? 1 : 0);
}

const numberFormat = new Intl.NumberFormat("en-IN");

function CheckboxGroup({ legend, name, values, selected, shown = 8, form }: { legend: string; name: string; values: FacetValue[]; selected: string[]; shown?: number; form?: string }) {
  const visible = values.filter((item, index) => index < shown || selected.includes(item.value));
  const more = values.filter((item) => !visible.includes(item));
  const box = (item: FacetValue) => (
    <li key={item.value}>
      <label className="flex cursor-pointer items-center justify-between gap-2 rounded px-1 py-0.5 text-sm hover:bg-slate-50">
        <span className="flex min-w-0 items-center gap-2">
          <input type="checkbox" form={form} name={name} value={item.value} defaultChecked={selected.includes(item.value)} className="h-4 w-4 rounded border-slate-300 text-brand-600" />
          <span className="truncate">{item.label}</span>
        </span>
        <FacetCount count={item.count} className="shrink-0" />
      </label>
    </li>
  );
  if (values.length === 0) return null;
  return (
    <fieldset className="border-t border-slate-200 pt-3">
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      <ul className="mt-2 space-y-0.5">{visible.map(box)}</ul>
      {more.length ? (
        <details className="mt-1">
          <summary className="cursor-pointer text-sm font-medium text-brand-700">More ({more.length})</summary>
          <ul className="mt-1 space-y-0.5">{more.map(box)}</ul>
        </details>
      ) : null}
    </fieldset>
  );
}

function RadioGroup({ legend, name, values, selected, anyLabel, form }: { legend: string; name: string; values: FacetValue[]; selected: string | undefined; anyLabel: string; form?: string }) {
  return (
    <fieldset className="border-t border-slate-200 pt-3">
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      <ul className="mt-2 space-y-0.5">
        <li>
          <label className="flex cursor-pointer items-center gap-2 rounded px-1 py-0.5 text-sm hover:bg-slate-50">
            <input type="radio" form={form} name={name} value="" defaultChecked={!selected} className="h-4 w-4 border-slate-300 text-brand-600" />
            {anyLabel}
          </label>
        </li>
        {values.map((item) => (
          <li key={item.value}>
            <label className="flex cursor-pointer items-center justify-between gap-2 rounded px-1 py-0.5 text-sm hover:bg-slate-50">
              <span className="flex items-center gap-2">
                <input type="radio" form={form} name={name} value={item.value} defaultChecked={selected === item.value} className="h-4 w-4 border-slate-300 text-brand-600" />
                {item.label}
              </span>
              <FacetCount count={item.count} />
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * The filters beside the results: category, job type, experience level,
 * location (city or remote), minimum salary and posting date, each value with
 * the number of jobs it would give. They are fields of the page's GET form (named
 * by form, which they need not sit inside: the results, with their own Save forms,
 * must not be inside it), so every combination is a URL; with JavaScript a change
 * applies at once.
 */
export function SearchFilters({ facets, filters, clearHref, form }: { facets: SearchFacets; filters: ActiveFilters; clearHref: string; form?: string }) {
  const active = countActiveFilters(filters);
  return (
    <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-center justify-between">
        <h2 className="text-base font-semibold">Filters{active ? ` (${active})` : ""}</h2>
        {active ? (
          <Link to={clearHref} className="text-sm font-medium text-brand-700 hover:underline">
            Clear all filters
          </Link>
        ) : null}
      </div>
      <CheckboxGroup legend="Category" name="category" values={facets.category} selected={filters.category} form={form} />
      <CheckboxGroup legend="Job type" name="type" values={facets.jobType} selected={filters.type} form={form} />
      <CheckboxGroup legend="Experience level" name="level" values={facets.level} selected={filters.level} form={form} />
      <CheckboxGroup legend="Location" name="location" values={facets.location} selected={filters.location} shown={7} form={form} />
      <RadioGroup legend="Minimum salary" name="minSalary" values={facets.minSalary} selected={filters.minSalary ? String(filters.minSalary) : undefined} anyLabel="Any salary" form={form} />
      <RadioGroup legend="Posted within" name="posted" values={facets.posted} selected={filters.posted} anyLabel="Any time" form={form} />
      <button type="submit" form={form} className="w-full rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:border-brand-500">
        Apply filters
      </button>
    </div>
  );
}

/** A facet's job count: the digits for the eye, 'N jobs' for screen readers (aria-label is not allowed on a plain span). */
function FacetCount({ count, className }: { count: number; className?: string }) {
  return (
    <span className={`text-xs tabular-nums text-slate-500 ${className ?? ""}`}>
      <span aria-hidden="true">{numberFormat.format(count)}</span>
      <span className="sr-only">{count === 1 ? "1 job" : `${count} jobs`}</span>
    </span>
  );
}
