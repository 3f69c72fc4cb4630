import { Link, data } from "react-router";
import type { Route } from "./+types/category";
import { findCategory } from "../../core/catalog/catalog.service";
import { markVerified } from "../../core/jobs/job-freshness.service";
import { searchJobs } from "../../core/search/search.service";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { CompactJobCard, compactJob } from "../components/job-detail/compact-job-card";
import { AlertSignupForm } from "../components/alerts/alert-signup-form";
import { Pagination } from "../components/pagination";
import { getCurrentUser } from "../lib/session.server";
import { NotFoundContent } from "./not-found";
import { categoryFeedPath, feedLink } from "../lib/feeds";
import { originFrom, pageMeta } from "../lib/seo";

export const CATEGORY_PAGE_SIZE = 12;

/** category/{category}: the open jobs of one category, newest first; an unknown category is a 404. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const category = await findCategory(params.category);
  if (!category) {
    return data({ found: false as const, name: params.category }, { status: 404 });
  }
  const page = Math.max(1, Math.min(10_000, Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10) || 1));
  const result = await searchJobs({ filters: { category: [category.slug] }, sort: "recent", page, limit: CATEGORY_PAGE_SIZE });
  const signedIn = Boolean(await getCurrentUser(request));
  return { found: true as const, category, jobs: (await markVerified(result.jobs)).map(compactJob), total: result.total, page, totalPages: result.totalPages, signedIn };
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  if (!loaderData?.found) return [{ title: `Category not found | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];
  const { category, total, page } = loaderData;
  return [
    ...pageMeta({
      title: `${category.name} Jobs at Startups | ${PRODUCT_NAME}`,
      description: `Explore ${total.toLocaleString("en-IN")} open ${category.name} jobs at startups in India and worldwide. See salaries, experience and skills, and apply on the company's site.`,
      path: `/category/${category.slug}${page > 1 ? `?page=${page}` : ""}`,
      origin: originFrom(matches),
    }),
    feedLink(categoryFeedPath(category.slug), `${PRODUCT_NAME}: ${category.name} jobs`),
  ];
};

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) {
    return (
      <div>
        <p className="mx-auto max-w-xl px-4 pt-10 text-center text-lg font-semibold text-slate-700">No jobs in the selected category!</p>
        <NotFoundContent />
      </div>
    );
  }
  const { category, jobs, total, page, totalPages, signedIn } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Explore {category.name} Jobs</h1>
      <p className="mt-2 text-slate-600">
        {total.toLocaleString("en-IN")} open {total === 1 ? "job" : "jobs"} ·{" "}
        <Link to={`/search/job?category=${encodeURIComponent(category.slug)}`} className="font-medium text-brand-700 hover:underline">
          Search and filter these jobs
        </Link>
      </p>
      {jobs.length === 0 ? (
        <p className="mt-10 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-lg font-semibold">No jobs in the selected category!</p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {jobs.map((job) => (
            <li key={job.id}>
              <CompactJobCard job={job} />
            </li>
          ))}
        </ul>
      )}
      {total > 0 ? <Pagination page={page} totalPages={totalPages} hrefFor={(target) => (target > 1 ? `/category/${category.slug}?page=${target}` : `/category/${category.slug}`)} /> : null}
      <div className="mt-8">
        <AlertSignupForm idPrefix="category-alert" search={`category=${encodeURIComponent(category.slug)}`} signedIn={signedIn} description={`New ${category.name} jobs by e-mail. Unsubscribe with one click.`} />
      </div>
    </div>
  );
}
