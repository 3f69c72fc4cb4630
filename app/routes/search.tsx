import { useRef, type FormEvent } from "react";
import { Form, Link, redirect, useNavigation, useSubmit } from "react-router";
import type { Route } from "./+types/search";
import { markVerified } from "../../core/jobs/job-freshness.service";
import { markSaved } from "../../core/saved-jobs/saved-jobs.service";
import { markApplied } from "../../core/applications/applications.service";
import { SORT_LABELS, type SearchSort } from "../../core/search/search-options";
import { filtersOf, searchParamsFromUrl, searchParamsSchema } from "../../core/search/search.schema";
import { searchJobs } from "../../core/search/search.service";
import { PAGE_SIZE, PRODUCT_NAME } from "../../core/shared/constants";
import { JobCard } from "../components/job-card";
import { searchStringOf } from "../../core/alerts/alerts.schema";
import { AlertSignupForm } from "../components/alerts/alert-signup-form";
import { Pagination } from "../components/pagination";
import { SearchBox } from "../components/search-box";
import { SearchFilters, countActiveFilters, type ActiveFilters } from "../components/search-filters";
import { FiltersToggle, useFiltersToggle } from "../components/filters-toggle";
import { shownQuery, queryCanClaimCount } from "../lib/search-query-text";
import { originFrom, pageMeta } from "../lib/seo";
import { feedLink, searchFeedPath } from "../lib/feeds";
import { getCurrentUser } from "../lib/session.server";

/**
 * Search results: /search/job?q=…, /search/{term} and /jobs (all jobs). Query,
 * filters, sort and page are all in the URL (a GET form), so every result page
 * can be linked, reloaded and used without JavaScript.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const term = "search" in params ? params.search : undefined;
  let parsed = searchParamsFromUrl(url, term !== undefined ? { q: term.slice(0, 200) } : {});
  // A hand-edited URL with a bad value shows the unfiltered results rather than an error page.
  if (!parsed.success) parsed = searchParamsSchema.safeParse({ q: (url.searchParams.get("q") ?? term ?? "").slice(0, 200) });
  const input = parsed.success ? parsed.data : searchParamsSchema.parse({});
  const user = await getCurrentUser(request);
  const result = await searchJobs({ q: input.q, page: input.page, limit: PAGE_SIZE.search, sort: input.sort, filters: filtersOf(input), facets: true });
  if (result.total > 0 && input.page > result.totalPages) {
    url.searchParams.set("page", String(result.totalPages));
    throw redirect(url.pathname + url.search);
  }
  const filters: ActiveFilters = { category: input.category, type: input.type, level: input.level, location: input.location, minSalary: input.minSalary, posted: input.posted };
  return {
    q: input.q,
    explicitSort: input.sort ?? null,
    filters,
    result: { ...result, jobs: await markApplied(user?.id, await markVerified(await markSaved(user?.id, result.jobs))) },
    signedIn: Boolean(user),
    // The search as an alert saves it: the same parameters, without the page.
    alertSearch: searchStringOf({ ...input, company: undefined }),
    path: url.pathname,
    search: url.search,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [];
  const total = data.result.total.toLocaleString("en-IN");
  const shown = shownQuery(data.q);
  const claims = queryCanClaimCount(data.q, data.result.mode, data.result.corrections);
  const title = !data.q ? `Browse all startup jobs | ${PRODUCT_NAME}` : claims ? `${shown} jobs | ${PRODUCT_NAME}` : `Search results for “${shown}” | ${PRODUCT_NAME}`;
  const description = !data.q
    ? `Browse ${total} open jobs at startups in India and worldwide. Filter by category, job type, experience, location and salary.`
    : claims
      ? `${total} open ${shown} jobs at startups in India and worldwide. Filter by category, job type, experience, location and salary.`
      : `Search results for “${shown}” on ${PRODUCT_NAME}: jobs at startups in India and worldwide.`;
  const canonical = new URLSearchParams();
  if (data.q) canonical.set("q", data.q);
  if (data.result.page > 1) canonical.set("page", String(data.result.page));
  const base = data.path.startsWith("/jobs") ? "/jobs" : "/search/job";
  return [
    ...pageMeta({
      title,
      description,
      path: `${base}${canonical.size ? `?${canonical}` : ""}`,
      origin: originFrom(matches),
      noindex: countActiveFilters(data.filters) > 0 || data.result.total === 0,
    }),
    feedLink(searchFeedPath(data.q, data.filters), `${PRODUCT_NAME}: ${data.q ? `${data.q} jobs` : "jobs"} (this search)`),
  ];
};

const SEARCH_FORM_ID = "job-search-form";

function hrefWith(path: string, search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { q, filters, result, signedIn, path, search, explicitSort, alertSearch } = loaderData;
  const navigation = useNavigation();
  const submit = useSubmit();
  const filtersPanel = useRef<HTMLElement>(null);
  const phoneFilters = useFiltersToggle(filtersPanel);
  const loading = navigation.state === "loading" && (navigation.location.pathname.startsWith("/search") || navigation.location.pathname === "/jobs");
  // /search/{term} submits to /search/job?q=…, where the term becomes an ordinary query.
  const action = path.startsWith("/jobs") ? "/jobs" : "/search/job";
  const basePath = path.startsWith("/search/") && path !== "/search/job" ? "/search/job" : path;
  const baseSearch = path === basePath ? search : `?${new URLSearchParams({ q })}`;
  const pageHref = (page: number) => hrefWith(basePath, baseSearch, { page: page > 1 ? String(page) : null });
  const clearParams = new URLSearchParams();
  if (q) clearParams.set("q", q);
  if (explicitSort) clearParams.set("sort", explicitSort);
  const clearHref = clearParams.size ? `${basePath}?${clearParams}` : basePath;
  const sorts: SearchSort[] = q ? ["relevance", "recent", "title", "company", "location"] : ["recent", "title", "company", "location"];
  const first = (result.page - 1) * result.limit + 1;
  const last = first + result.jobs.length - 1;

  /** With JavaScript, the URL keeps only the fields that say something (no empty values, no default sort). */
  function cleanSubmit(form: HTMLFormElement, keepPage = false) {
    const params = new URLSearchParams();
    const fields = new FormData(form);
    const text = String(fields.get("q") ?? "").trim();
    for (const [key, value] of fields) {
      if (typeof value !== "string" || value.trim() === "") continue;
      if (key === "sort" && value === (text ? "relevance" : "recent")) continue;
      params.append(key, key === "q" ? text : value);
    }
    // SPEC §4: a sort change keeps the page (a new query or filter starts again from page 1).
    if (keepPage && result.page > 1) params.set("page", String(result.page));
    submit(params, { method: "get", action, preventScrollReset: true });
  }

  /** A filter or the sort changed: they belong to the search form (by their form attribute). */
  function applyChange(event: FormEvent<HTMLElement>) {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    if (target.name === "q" || target.form?.id !== SEARCH_FORM_ID) return;
    cleanSubmit(target.form, target.name === "sort");
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      {/* The GET form holds only the search box; the filters and the sort join it with form=…, so that
          the result cards (each Save button is a form of its own) are not nested inside it. */}
      <Form
        id={SEARCH_FORM_ID}
        method="get"
        action={action}
        onSubmit={(event) => {
          event.preventDefault();
          cleanSubmit(event.currentTarget);
        }}
        role="search"
        aria-label="Search jobs"
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <SearchBox id="search-page-q" label="Search jobs by title, skill or company" placeholder="Job title, skill or company" defaultValue={q} className="flex-1" key={q} />
          <button type="submit" className="rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
            Search
          </button>
        </div>
      </Form>

      <div className="mt-6 grid gap-6 lg:grid-cols-[17rem_1fr]" onChange={applyChange}>
        {/* On a phone the filters come after the results until the Filters control opens them above (issue 33). */}
        <aside
          id="search-filters"
          ref={filtersPanel}
          tabIndex={-1}
          aria-label="Filters"
          className={`lg:order-1 lg:block ${phoneFilters.open ? "order-0" : phoneFilters.hydrated ? "hidden" : "order-2"}`}
        >
          {result.facets ? <SearchFilters facets={result.facets} filters={filters} clearHref={clearHref} form={SEARCH_FORM_ID} /> : null}
        </aside>

        <section aria-labelledby="results-heading" className="order-1 min-w-0 lg:order-2">
          <FiltersToggle panelId="search-filters" chosen={countActiveFilters(filters)} hydrated={phoneFilters.hydrated} open={phoneFilters.open} onToggle={phoneFilters.toggle} />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h1 id="results-heading" className="text-2xl font-bold tracking-tight">
                {q ? <>Jobs matching “{shownQuery(q)}”</> : "All jobs"}
              </h1>
              <p className="mt-1 text-sm text-slate-600" aria-live="polite" data-testid="result-count">
                {result.total === 0
                  ? "0 jobs found"
                  : `Showing ${first}–${last} of ${result.total.toLocaleString("en-IN")} ${result.total === 1 ? "job" : "jobs"}`}
              </p>
              {Object.keys(result.corrections).length ? (
                <p className="mt-1 text-sm text-slate-600">
                  Showing results for{" "}
                  <strong>{Object.entries(result.corrections).map(([typed, fixed]) => `${fixed} (you typed ${typed})`).join(", ")}</strong>
                </p>
              ) : null}
              {result.mode === "partial" ? <p className="mt-1 text-sm text-amber-700">No job matched every word; showing the closest matches.</p> : null}
            </div>
            <label className="flex items-center gap-2 text-sm">
              <span className="font-medium text-slate-700">Sort by</span>
              <select name="sort" form={SEARCH_FORM_ID} defaultValue={result.sort} key={result.sort} className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm">
                {sorts.map((sort) => (
                  <option key={sort} value={sort}>
                    {SORT_LABELS[sort]}
                  </option>
                ))}
              </select>
            </label>
          </div>

          {loading ? (
            <p role="status" className="mt-4 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
              Loading jobs...
            </p>
          ) : null}

          {result.jobs.length === 0 ? (
            <div className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
              <h2 className="text-xl font-semibold">No jobs found</h2>
              <p className="mt-2 text-slate-600">Try other words, or fewer filters.</p>
              <div className="mt-6 flex flex-wrap justify-center gap-3">
                {countActiveFilters(filters) ? (
                  <Link to={clearHref} className="rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-700">
                    Clear all filters
                  </Link>
                ) : null}
                <Link to="/" className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
                  Back to Home
                </Link>
              </div>
            </div>
          ) : (
            <ul className={`mt-4 grid gap-4 md:grid-cols-2 ${loading ? "opacity-60" : ""}`} aria-busy={loading || undefined}>
              {result.jobs.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} signedIn={signedIn} headingLevel="h2" />
                </li>
              ))}
            </ul>
          )}

          {result.total > 0 ? <Pagination page={result.page} totalPages={result.totalPages} hrefFor={pageHref} label="Search results pages" /> : null}

          <div className="mt-8">
            <AlertSignupForm idPrefix="search-alert" search={alertSearch} signedIn={signedIn} description="New jobs for this search and its filters, by e-mail. Unsubscribe with one click." />
          </div>
        </section>
      </div>
    </div>
  );
}
