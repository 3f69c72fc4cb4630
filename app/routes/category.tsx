import { Form, data } from "react-router";
import type { Route } from "./+types/category";
import { findCategory } from "../../core/catalog";
import { markVerified } from "../../core/jobs";
import { placeChoices, searchJobs } from "../../core/search";
import { declaredFiltersOf, DECLARED_FACETS, declaredFilterLabels, type FacetValue } from "../../core/search/browser";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { CompactJobCard, compactJob } from "../components/job-detail/compact-job-card";
import { AlertSignupForm } from "../components/alerts/alert-signup-form";
import { Pagination } from "../components/pagination";
import { CategoryFilters } from "../components/category/category-filters";
import { countDeclaredFilters, type DeclaredChoice } from "../components/search/declared-facet-groups";
import { FilteredResults } from "../components/filters/filtered-results";
import { useSearchSubmit } from "../components/search/use-search-submit";
import { getCurrentUser } from "../lib/session.server";
import { declaredFiltersFromUrl } from "../lib/declared-filters.server";
import { appendDeclaredFilters } from "../lib/declared-filters";
import { NotFoundContent } from "./not-found";
import { SITE_FEED_PATH, categoryFeedPath, feedLink } from "../lib/feeds";
import { originFrom, pageMeta } from "../lib/seo";
import { SiteLink } from "../lib/site-links";
import { SearchBox } from "../components/search-box";
import { PlaceBox } from "../components/place-box";
import { groupDigits } from "../../core/shared/number-text";

export const CATEGORY_PAGE_SIZE = 12;

/**
 * category/{category}: the open jobs of one category, newest first, narrowed by the declared facets (funding stage, team
 * size, workplace, equity, pay in LPA) with their counts, in the search's own parameters (?stage=series-a&lpa=20-plus).
 * An unknown category is a 404; an unknown filter value a 400 that names the parameter.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const category = await findCategory(params.category);
  if (!category) {
    return data({ found: false as const, name: params.category }, { status: 404 });
  }
  const url = new URL(request.url);
  const parsed = declaredFiltersFromUrl(url);
  if (!parsed.success) {
    return data(
      { found: true as const, invalid: parsed.error.issues[0]?.message ?? "Invalid filter", category },
      { status: 400 },
    );
  }
  const chosen: DeclaredChoice = parsed.data;
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  const [result, places] = await Promise.all([
    searchJobs({
      filters: { category: [category.slug], declared: declaredFiltersOf(parsed.data) },
      sort: "recent",
      page,
      limit: CATEGORY_PAGE_SIZE,
      facets: true,
    }),
    placeChoices(),
  ]);
  const signedIn = Boolean(await getCurrentUser(request));
  // Only the declared facets' counts: the page shows no other group, and its data stays small.
  const facets = Object.fromEntries(
    DECLARED_FACETS.map((facet) => [facet.name, result.facets?.[facet.name] ?? []]),
  ) as Record<keyof DeclaredChoice, FacetValue[]>;
  return {
    found: true as const,
    invalid: null,
    category,
    chosen,
    facets,
    jobs: (await markVerified(result.jobs)).map(compactJob),
    total: result.total,
    page,
    totalPages: result.totalPages,
    signedIn,
    places,
  };
}

/** The search's parameters for this category and these filters: the search link, the feed and the alert take them as they are. */
const searchOf = (slug: string, chosen: DeclaredChoice) =>
  appendDeclaredFilters(new URLSearchParams({ category: slug }), chosen);

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  if (!loaderData?.found)
    return [{ title: `Category not found | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];
  if (loaderData.invalid !== null)
    return [
      { title: `${loaderData.category.name} Jobs at Startups | ${PRODUCT_NAME}` },
      { name: "robots", content: "noindex" },
    ];
  const { category, total, page, chosen } = loaderData;
  const filtered = countDeclaredFilters(chosen) > 0;
  const feedTitle = [`${PRODUCT_NAME}: ${category.name} jobs`, ...declaredFilterLabels(chosen)].join(" · ");
  return [
    ...pageMeta({
      title: `${category.name} Jobs at Startups | ${PRODUCT_NAME}`,
      description:
        `Explore ${groupDigits(total)} open ${category.name} jobs at startups in India and worldwide. ` +
        `See salaries, experience and skills, and apply on the company's site.`,
      // The canonical address is the unfiltered page's: a filtered page is a view of it, kept out of the index but followed.
      path: `/category/${category.slug}${page > 1 ? `?page=${page}` : ""}`,
      origin: originFrom(matches),
    }),
    ...(filtered ? [{ name: "robots", content: "noindex,follow" }] : []),
    feedLink(
      filtered ? `${SITE_FEED_PATH}?${searchOf(category.slug, chosen)}` : categoryFeedPath(category.slug),
      feedTitle,
    ),
  ];
};

const FILTERS_FORM_ID = "category-filters-form";

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) {
    return (
      <div>
        <p className="mx-auto max-w-xl px-4 pt-10 text-center text-lg font-semibold text-slate-700">
          No jobs in the selected category!
        </p>
        <NotFoundContent />
      </div>
    );
  }
  if (loaderData.invalid !== null)
    return (
      <InvalidFilters name={loaderData.category.name} slug={loaderData.category.slug} message={loaderData.invalid} />
    );
  return <CategoryJobs {...loaderData} />;
}

function CategoryJobs({
  category,
  chosen,
  facets,
  jobs,
  total,
  page,
  totalPages,
  signedIn,
  places,
}: Extract<Route.ComponentProps["loaderData"], { invalid: null }>) {
  const path = `/category/${category.slug}`;
  const { cleanSubmit, applyChange } = useSearchSubmit(FILTERS_FORM_ID, path, page);
  const active = countDeclaredFilters(chosen);
  // Pagination keeps the filters: the page's own parameters, then the page.
  const hrefFor = (target: number) => {
    const params = appendDeclaredFilters(new URLSearchParams(), chosen);
    if (target > 1) params.set("page", String(target));
    return params.size ? `${path}?${params}` : path;
  };
  const search = searchOf(category.slug, chosen).toString();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Explore {category.name} Jobs</h1>
      <p className="mt-2 text-slate-600">
        {groupDigits(total)} open {total === 1 ? "job" : "jobs"}
        {active ? " matching these filters" : ""} ·{" "}
        <SiteLink to={`/search/job?${search}`} className="font-medium text-brand-700 hover:underline">
          Search and filter these jobs
        </SiteLink>
      </p>
      {/* Words and a place within this category: a plain GET to the search page, with the category as its filter. */}
      <Form
        method="get"
        action="/search/job"
        role="search"
        aria-label={`Search ${category.name} jobs`}
        className="mt-4 flex flex-col gap-2 sm:flex-row"
      >
        <input type="hidden" name="category" value={category.slug} />
        <SearchBox
          id="category-q"
          label={`Search ${category.name} jobs by title, skill or company`}
          placeholder="Job title, skill or company"
          className="flex-1"
        />
        <PlaceBox id="category-where" choices={places} className="sm:w-64" />
        <button type="submit" className="rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
          Search
        </button>
      </Form>
      {/* As on the search page (issue 33): on a phone the filters follow the jobs until the Filters control opens them above. */}
      <FilteredResults
        panelId="category-filters"
        chosen={active}
        label={`${category.name} jobs`}
        panel={
          // A GET form of its own (the job cards are outside it): every combination is a URL; with JavaScript a change applies at once.
          <Form
            id={FILTERS_FORM_ID}
            method="get"
            action={path}
            aria-label={`Filter ${category.name} jobs`}
            onChange={applyChange}
            onSubmit={(event) => {
              event.preventDefault();
              cleanSubmit(event.currentTarget);
            }}
          >
            <CategoryFilters facets={facets} chosen={chosen} clearHref={path} />
          </Form>
        }
      >
        {jobs.length === 0 ? (
          active ? (
            <div className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center lg:mt-0">
              <p className="text-lg font-semibold">No jobs match these filters</p>
              <SiteLink to={path} className="mt-2 inline-block font-medium text-brand-700 hover:underline">
                Clear filters
              </SiteLink>
            </div>
          ) : (
            <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-lg font-semibold lg:mt-0">
              No jobs in the selected category!
            </p>
          )
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:mt-0">
            {jobs.map((job) => (
              <li key={job.id}>
                <CompactJobCard job={job} />
              </li>
            ))}
          </ul>
        )}
        {total > 0 ? <Pagination page={page} totalPages={totalPages} hrefFor={hrefFor} /> : null}
        <div className="mt-8">
          <AlertSignupForm
            idPrefix="category-alert"
            search={search}
            signedIn={signedIn}
            description={`New ${category.name} jobs${active ? " matching these filters" : ""} by e-mail. Unsubscribe with one click.`}
          />
        </div>
      </FilteredResults>
    </div>
  );
}

/** An unknown filter value (a hand-edited URL): a 400 that says which parameter is wrong, and the way back. */
function InvalidFilters({ name, slug, message }: { name: string; slug: string; message: string }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Explore {name} Jobs</h1>
      <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 px-6 py-8">
        <p className="text-lg font-semibold text-red-800">These filters are not valid: {message}.</p>
        <SiteLink to={`/category/${slug}`} className="mt-2 inline-block font-medium text-brand-700 hover:underline">
          Clear filters
        </SiteLink>
      </div>
    </div>
  );
}
