import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/search";
import { markVerified } from "../../core/jobs";
import { markSaved } from "../../core/saved-jobs";
import { markApplied } from "../../core/applications";
import { searchParamsFromUrl, searchParamsSchema, DECLARED_FACETS } from "../../core/search/browser";
import { placeChoices, searchInputOf, searchJobs } from "../../core/search";
import { PAGE_SIZE, PRODUCT_NAME } from "../../core/shared/constants";
import { searchStringOf } from "../../core/alerts/browser";
import { AlertSignupForm } from "../components/alerts/alert-signup-form";
import { Pagination } from "../components/pagination";
import { SearchBox } from "../components/search-box";
import { PlaceBox } from "../components/place-box";
import { PlaceAlternatives } from "../components/search/place-alternatives";
import { placeHeading } from "../lib/place-heading";
import { SearchFilters, countActiveFilters, type ActiveFilters } from "../components/search-filters";
import { FilteredResults } from "../components/filters/filtered-results";
import { ResultsHeader } from "../components/search/results-header";
import { ResultsList } from "../components/search/results-list";
import { useSearchSubmit } from "../components/search/use-search-submit";
import { shownQuery, queryCanClaimCount } from "../lib/search-query-text";
import { originFrom, pageMeta } from "../lib/seo";
import { feedLink, searchFeedPath } from "../lib/feeds";
import { getCurrentUser } from "../lib/session.server";
import { cardJob } from "../components/card-job";
import { groupDigits } from "../../core/shared/number-text";

/**
 * Search results: /search/job?q=…, /search/{term} and /jobs (all jobs). Query,
 * filters, sort and page are all in the URL (a GET form), so every result page
 * can be linked, reloaded and used without JavaScript.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const term = "search" in params ? params.search : undefined;
  let parsed = searchParamsFromUrl(url, term !== undefined ? { q: term.slice(0, 200) } : {});
  // A hand-edited URL with a bad value: a 400 that names the parameter, above the results without the filters.
  const invalid = parsed.success ? null : (parsed.error.issues[0]?.message ?? "Invalid filter");
  if (!parsed.success)
    parsed = searchParamsSchema.safeParse({ q: (url.searchParams.get("q") ?? term ?? "").slice(0, 200) });
  const input = parsed.success ? parsed.data : searchParamsSchema.parse({});
  const user = await getCurrentUser(request);
  const [result, places] = await Promise.all([
    searchJobs({ ...searchInputOf(input), limit: PAGE_SIZE.search, facets: true }),
    placeChoices(),
  ]);
  if (result.total > 0 && input.page > result.totalPages) {
    url.searchParams.set("page", String(result.totalPages));
    throw redirect(url.pathname + url.search);
  }
  const declared = Object.fromEntries(DECLARED_FACETS.map((facet) => [facet.name, input[facet.name]]));
  const filters: ActiveFilters = {
    category: input.category,
    type: input.type,
    level: input.level,
    location: input.location,
    minSalary: input.minSalary,
    posted: input.posted,
    ...declared,
  };
  const page = {
    q: input.q,
    invalid,
    explicitSort: input.sort ?? null,
    filters,
    result: {
      ...result,
      jobs: (await markApplied(user?.id, await markVerified(await markSaved(user?.id, result.jobs)))).map(cardJob),
    },
    places,
    signedIn: Boolean(user),
    // The search as an alert saves it: the same parameters, without the page.
    alertSearch: searchStringOf({ ...input, company: undefined }),
    path: url.pathname,
    // Links from a page with a bad value (pages, sort) leave the bad value out.
    search: invalid ? (input.q ? `?${new URLSearchParams({ q: input.q })}` : "") : url.search,
  };
  return data(page, { status: invalid ? 400 : 200 });
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [];
  const total = groupDigits(data.result.total);
  const shown = shownQuery(data.q);
  const claims = queryCanClaimCount(data.q, data.result.mode, data.result.corrections);
  const { place, keywords, mode } = data.result;
  // No job in the place has every word: the page shows the closest matches there, and says so in its title too.
  const closest = place !== null && mode === "partial";
  const title = place
    ? `${placeHeading(keywords, place, mode)} | ${PRODUCT_NAME}`
    : !data.q
      ? `Browse all startup jobs | ${PRODUCT_NAME}`
      : claims
        ? `${shown} jobs | ${PRODUCT_NAME}`
        : `Search results for “${shown}” | ${PRODUCT_NAME}`;
  const description =
    place && closest
      ? `${placeHeading(keywords, place, mode)} on ${PRODUCT_NAME}: no open job there matches every word.`
      : place
        ? `${total} open ${placeHeading(keywords, place).replace(/^\w/, (letter) => letter.toLowerCase())} ` +
          `at startups. Filter by category, job type, experience and salary.`
        : !data.q
          ? `Browse ${total} open jobs at startups in India and worldwide. Filter by category, job type, experience, location and salary.`
          : claims
            ? `${total} open ${shown} jobs at startups in India and worldwide. Filter by category, job type, experience, location and salary.`
            : `Search results for “${shown}” on ${PRODUCT_NAME}: jobs at startups in India and worldwide.`;
  // A search with a place is named by its words and the place's name ('/search/job?q=react&where=Bengaluru'), however it was typed.
  const canonical = new URLSearchParams();
  const words = place ? keywords.trim() : data.q;
  if (words) canonical.set("q", words);
  if (place) canonical.set("where", place.label);
  if (data.result.page > 1) canonical.set("page", String(data.result.page));
  const base = data.path.startsWith("/jobs") ? "/jobs" : "/search/job";
  return [
    ...pageMeta({
      title,
      description,
      path: `${base}${canonical.size ? `?${canonical}` : ""}`,
      origin: originFrom(matches),
      noindex:
        countActiveFilters(data.filters) > 0 ||
        data.result.total === 0 ||
        closest ||
        data.invalid !== null ||
        (place !== null && !place.known),
    }),
    feedLink(
      searchFeedPath(data.q, data.filters),
      `${PRODUCT_NAME}: ${data.q ? `${data.q} jobs` : "jobs"} (this search)`,
    ),
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
  const { q, invalid, filters, result, places, signedIn, path, search, explicitSort, alertSearch } = loaderData;
  const { place, keywords, elsewhere } = result;
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" &&
    (navigation.location.pathname.startsWith("/search") || navigation.location.pathname === "/jobs");
  // /search/{term} submits to /search/job?q=…, where the term becomes an ordinary query.
  const action = path.startsWith("/jobs") ? "/jobs" : "/search/job";
  const basePath = path.startsWith("/search/") && path !== "/search/job" ? "/search/job" : path;
  // /search/{term}?where=… keeps its other parameters beside the term, which becomes q.
  const baseSearch =
    path === basePath
      ? search
      : `?${new URLSearchParams([["q", q], ...[...new URLSearchParams(search)].filter(([key]) => key !== "q")])}`;
  const pageHref = (page: number) => hrefWith(basePath, baseSearch, { page: page > 1 ? String(page) : null });
  const clearParams = new URLSearchParams();
  if (q) clearParams.set("q", q);
  if (explicitSort) clearParams.set("sort", explicitSort);
  // The location box is part of the search, like the words; the filters are what this clears.
  if (place?.from === "where") clearParams.set("where", place.label);
  const clearHref = clearParams.size ? `${basePath}?${clearParams}` : basePath;
  const first = (result.page - 1) * result.limit + 1;
  const last = first + result.jobs.length - 1;

  const { cleanSubmit, applyChange } = useSearchSubmit(SEARCH_FORM_ID, action, result.page);

  // Said when no job in the place has every word: above the closest matches there, or in place of an empty list.
  const placeAlternatives =
    place && elsewhere ? (
      <PlaceAlternatives
        keywords={keywords}
        place={place}
        elsewhere={elsewhere}
        anywhereHref={hrefWith(basePath, baseSearch, { q: keywords.trim() || null, where: null, page: null })}
        remoteHref={hrefWith(basePath, baseSearch, { q: keywords.trim() || null, where: "remote", page: null })}
      />
    ) : null;
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
          {/* A city named among the words moves to the location box, so that the two boxes say what was searched. */}
          <SearchBox
            id="search-page-q"
            label="Search jobs by title, skill or company"
            placeholder="Job title, skill or company"
            defaultValue={place?.from === "query" ? keywords.trim() : q}
            className="flex-1"
            key={`${q}|${place?.label ?? ""}`}
          />
          <PlaceBox
            id="search-page-where"
            choices={places}
            defaultValue={place?.label ?? ""}
            className="sm:w-64"
            key={`where|${place?.label ?? ""}`}
          />
          <button
            type="submit"
            className="rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
          >
            Search
          </button>
        </div>
      </Form>

      {/* On a phone the filters come after the results until the Filters control opens them above (issue 33). */}
      <FilteredResults
        panelId="search-filters"
        chosen={countActiveFilters(filters)}
        panel={
          result.facets ? (
            <SearchFilters facets={result.facets} filters={filters} clearHref={clearHref} form={SEARCH_FORM_ID} />
          ) : null
        }
        labelledBy="results-heading"
        panelWidth="wide"
        onChange={applyChange}
        notice={
          invalid ? (
            <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
              {`These filters are not valid: ${invalid}. The results below are without them.`}
            </p>
          ) : null
        }
      >
        <ResultsHeader
          q={q}
          total={result.total}
          first={first}
          last={last}
          corrections={result.corrections}
          mode={result.mode}
          sort={result.sort}
          form={SEARCH_FORM_ID}
          place={place}
          keywords={keywords}
        />
        {place && elsewhere && result.total > 0 ? placeAlternatives : null}
        <ResultsList
          jobs={result.jobs}
          signedIn={signedIn}
          loading={loading}
          clearHref={countActiveFilters(filters) ? clearHref : null}
          emptyHelp={place && elsewhere ? placeAlternatives : undefined}
        />

        {result.total > 0 ? (
          <Pagination
            page={result.page}
            totalPages={result.totalPages}
            hrefFor={pageHref}
            label="Search results pages"
          />
        ) : null}

        <div className="mt-8">
          <AlertSignupForm
            idPrefix="search-alert"
            search={alertSearch}
            signedIn={signedIn}
            description="New jobs for this search and its filters, by e-mail. Unsubscribe with one click."
          />
        </div>
      </FilteredResults>
    </div>
  );
}
