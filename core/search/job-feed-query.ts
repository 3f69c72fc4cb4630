import { findCategory, findCompany } from "../catalog";
import { listCompanyJobs, type JobView, listNewestJobs, payOrNull, type JobFeedItem } from "../jobs";
import { filtersOf, searchParamsFromUrl } from "./search.schema";
import { declaredFilterLabels } from "./facet-declarations";
import { searchJobs } from "./search.service";
import { AppError, notFound } from "../shared/app-error";
import { cutText, descriptionText } from "../shared/html-text";

export const FEED_SIZE = 50;

/**
 * The jobs of /feed.xml for the query of the page that links to it: the search page's parameters (q, category,
 * type, level, location, minSalary, posted, read by the same Zod schema as the page and the API), a category page
 * (category=slug) or a company page (company=name or slug). No parameters: the newest jobs of the board.
 * Newest first, as feed readers expect. A bad parameter is AppError invalid_input, an unknown company or
 * category not_found (the feed answers them as plain text with the kind's status).
 */
export interface FeedQueryResult {
  title: string;
  items: JobFeedItem[];
}

export async function jobsForFeed(url: URL): Promise<FeedQueryResult> {
  const company = url.searchParams.get("company");
  if (company !== null) {
    const found = await findCompany(company);
    if (!found) throw notFound("No such company");
    return { title: `jobs at ${found.name}`, items: (await listCompanyJobs(found.id, FEED_SIZE)).map(feedItemOf) };
  }
  const parsed = searchParamsFromUrl(url);
  if (!parsed.success)
    throw new AppError("invalid_input", parsed.error.issues.map((issue) => issue.message).join("; "));
  const params = parsed.data;
  const filters = filtersOf(params);
  const filtered = params.q !== "" || Object.values(filters).some((value) => value !== undefined);
  if (!filtered) return { title: "newest jobs", items: await listNewestJobs(FEED_SIZE) };
  // The title names each category by its name, as the category page does ("Backend Development", not its slug).
  const categories = await Promise.all(params.category.map(findCategory));
  if (params.category.length === 1 && !categories[0]) throw notFound("No such category");
  const categoryNames = params.category.map((slug, i) => categories[i]?.name ?? slug);
  const result = await searchJobs({ q: params.q, sort: "recent", page: 1, limit: FEED_SIZE, filters });
  return {
    title: feedTitle(params.q, categoryNames, params.location, declaredFilterLabels(params)),
    items: result.jobs.map(feedItemOf),
  };
}

/** 'python jobs in bengaluru · Series A · 11-50': the words and categories, the places, then the declared facets' values. */
function feedTitle(q: string, category: string[], location: string[], declared: string[]): string {
  const what = [q, category.join(", ")].filter(Boolean).join(" ");
  return [`${what ? `${what} jobs` : "jobs"}${location.length ? ` in ${location.join(", ")}` : ""}`, ...declared].join(
    " · ",
  );
}

function feedItemOf(job: JobView): JobFeedItem {
  return {
    id: job.id,
    title: job.title,
    companyName: job.company_name,
    categoryName: job.category || null,
    locality: job.addressLocality,
    region: job.addressRegion,
    workplace: job.workplace,
    description: cutText(descriptionText(job.description), 600),
    datePosted: job.datePosted,
    lastModified: job.datePosted,
    pay: payOrNull({
      salaryMin: job.salaryMin,
      salaryMax: job.salaryMax,
      currency: job.salaryCurrency,
      salaryUnit: job.salaryUnit,
    }),
  };
}
