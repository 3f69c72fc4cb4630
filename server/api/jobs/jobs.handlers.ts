import type { RouteHandler } from "@hono/zod-openapi";
import { listCategories, findCategory, findCompany } from "../../../core/catalog";
import { listCompanyJobs, countOpenJobs, GONE, lookUpJob, listRecentJobs, JOB_GONE_MESSAGE } from "../../../core/jobs";
import {
  searchInputOf,
  searchParamsSchema,
  searchJobs,
  searchJobsJson,
  similarJobs,
  suggest,
  type SearchOutput,
} from "../../../core/search";
import { PAGE_SIZE } from "../../../core/shared/constants";
import type { ApiApp } from "../api-app";
import type { AppEnv } from "../../context";
import { validationFailed } from "../errors";
import { jsonTextResponse } from "../json-text";
import {
  allJobsFirstPageRoute,
  allJobsRoute,
  categoryJobsRoute,
  categoryListRoute,
  companyJobsRoute,
  homepageRoute,
  jobRoute,
  recommendedJobsRoute,
  searchRoute,
  searchTextRoute,
  suggestRoute,
} from "./jobs.routes";

export const allJobs: RouteHandler<typeof allJobsRoute, AppEnv> = async (c) => {
  const { page } = c.req.valid("param");
  const { limit } = c.req.valid("query");
  return c.json(await listRecentJobs({ page, limit }), 200);
};

export const allJobsFirstPage: RouteHandler<typeof allJobsFirstPageRoute, AppEnv> = async (c) => {
  const { limit } = c.req.valid("query");
  return c.json(await listRecentJobs({ page: 0, limit }), 200);
};

export const searchText: RouteHandler<typeof searchTextRoute, AppEnv> = async (c) => {
  const { query, page } = c.req.valid("param");
  const { limit } = c.req.valid("query");
  const result = await searchJobs({ q: query, page: page + 1, limit });
  return c.json(result.jobs, 200);
};

export const homepage: RouteHandler<typeof homepageRoute, AppEnv> = async (c) => {
  const [jobs, categories, totalJobs] = await Promise.all([
    listRecentJobs({ page: 0, limit: PAGE_SIZE.home }),
    listCategories(),
    countOpenJobs(),
  ]);
  return c.json({ jobs, data: jobs, categories, totalJobs }, 200);
};

export const jobHandler: RouteHandler<typeof jobRoute, AppEnv> = async (c) => {
  const { id } = c.req.valid("param");
  const job = await lookUpJob(id);
  if (!job) return c.json({ message: "Job not found", requestId: c.get("requestId") }, 404);
  // Rejected by an admin (decision 178): gone for good, and nothing of its text.
  if (job === GONE) return c.json({ message: JOB_GONE_MESSAGE, requestId: c.get("requestId") }, 410);
  return c.json(job, 200);
};

export const categoryJobs: RouteHandler<typeof categoryJobsRoute, AppEnv> = async (c) => {
  const category = await findCategory(c.req.valid("param").category);
  if (!category) return c.json({ message: "No such category", requestId: c.get("requestId") }, 404);
  const { page, limit } = c.req.valid("query");
  const result = await searchJobs({
    filters: { category: [category.slug] },
    sort: "recent",
    page: (page ?? 0) + 1,
    limit,
  });
  return c.json(result.jobs, 200);
};

export const companyJobs: RouteHandler<typeof companyJobsRoute, AppEnv> = async (c) => {
  const company = await findCompany(c.req.valid("param").company);
  if (!company) return c.json({ message: "No such company", requestId: c.get("requestId") }, 404);
  return c.json(await listCompanyJobs(company.id), 200);
};

export const recommendedJobs: RouteHandler<typeof recommendedJobsRoute, AppEnv> = async (c) => {
  const category = await findCategory(c.req.valid("param").category);
  if (!category) return c.json({ message: "No such category", requestId: c.get("requestId") }, 404);
  const { exclude, title, limit } = c.req.valid("query");
  return c.json(
    await similarJobs({ id: exclude ?? 0, title: title ?? "", categorySlug: category.slug }, { limit }),
    200,
  );
};

export const searchHandler: RouteHandler<typeof searchRoute, AppEnv> = async (c) => {
  const raw: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    const kept = values.filter((value) => value !== "");
    if (kept.length) raw[key] = kept.length === 1 ? kept[0] : kept;
  }
  const parsed = searchParamsSchema.safeParse(raw);
  if (!parsed.success) return validationFailed(c, parsed.error);
  const params = parsed.data;
  // searchJobs' answer as JSON text (each job's JSON is kept in the row cache), typed as c.json of that answer.
  const body = await searchJobsJson(searchInputOf(params));
  return jsonTextResponse<SearchOutput>(c, body);
};

export const suggestHandler: RouteHandler<typeof suggestRoute, AppEnv> = async (c) => {
  const { q, limit } = c.req.valid("query");
  return c.json({ query: q, suggestions: await suggest(q, limit) }, 200);
};

/** The read calls of SPEC §7 for finding jobs; every one answers from core/. */
export function registerJobRoutes(api: ApiApp): void {
  api.openapi(allJobsRoute, allJobs);
  api.openapi(allJobsFirstPageRoute, allJobsFirstPage);
  api.openapi(searchTextRoute, searchText);
  api.openapi(homepageRoute, homepage);
  api.openapi(jobRoute, jobHandler);
  api.openapi(categoryJobsRoute, categoryJobs);

  api.openapi(categoryListRoute, async (c) => c.json(await listCategories(), 200));
  api.get("/category/list", async (c) => c.json(await listCategories(), 200));
  api.openapi(companyJobsRoute, companyJobs);
  api.openapi(recommendedJobsRoute, recommendedJobs);
  api.openapi(searchRoute, searchHandler);
  api.openapi(suggestRoute, suggestHandler);
}
