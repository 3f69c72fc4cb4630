import { createRoute, z as openApiZod } from "@hono/zod-openapi";
import { z } from "zod";
import { EXPERIENCE_LEVELS, JOB_TYPES } from "../../../core/shared/constants";
import {
  MAX_LIMIT,
  MAX_QUERY_LENGTH,
  MAX_WHERE_LENGTH,
  SEARCH_SORTS,
  queryText,
  searchBounds,
  DECLARED_FACETS,
  type DeclaredFacetName,
} from "../../../core/search";
import { errorBody, json } from "../shared-schemas";

/** The read calls of SPEC §7 for jobs, categories and companies, plus /search and /suggest. */
const badRequest = json(errorBody, "Invalid parameter: `message` says which and why");
const notFound = json(errorBody, "No such job, category or company");

export const jobViewSchema = z
  .object({
    id: z.number(),
    _id: z.number(),
    slug: z.string(),
    title: z.string(),
    company_name: z.string(),
    companySlug: z.string(),
    hiringOrganization: z.string(),
    hiringOrganizationwebsite: z.string().nullable(),
    hiringOrganizationAddress: z.string().nullable(),
    hiringOrganizationLocality: z.string().nullable(),
    hiringOrganizationDescription: z.string().nullable(),
    logourl: z.string(),
    addressLocality: z.string().nullable(),
    addressRegion: z.string().nullable(),
    addressCountry: z.string(),
    postalCode: z.string().nullable(),
    address: z.string().nullable(),
    catogry: z.string().describe("Category name (sic, SPEC §3); same as category"),
    category: z.string(),
    employmentType: z.string(),
    jobType: z.string(),
    workplace: z
      .enum(["onsite", "remote", "hybrid"])
      .describe(
        "Where the job is done, as the employer said: onsite, hybrid or remote (isRemote: workplace is remote)",
      ),
    isRemote: z.boolean(),
    equityMin: z
      .number()
      .nullable()
      .describe(
        "Equity offered, in percent, the low end; null when the job does not say (0 with equityMax 0: no equity)",
      ),
    equityMax: z
      .number()
      .nullable()
      .describe("Equity offered, in percent, the high end; null when the job does not say"),
    equity: z
      .string()
      .nullable()
      .describe("Display text: '0.1-0.5% equity', '0.25% equity' or 'No equity'; null when the job does not say"),
    description: z.string(),
    skills: z.string().describe("Comma-separated"),
    minexp: z.number().nullable(),
    maxexp: z.number().nullable(),
    salary: z
      .string()
      .describe(
        "Display text: rupees as '₹14.5-21.5 LPA' or '₹25k/month', other currencies as 'USD 90,000 " +
          "- 120,000 per year'; else 'Salary not specified' (salaryMin, salaryMax keep the full figures)",
      ),
    salaryMin: z.number().nullable(),
    salaryMax: z.number().nullable(),
    salaryValue: z.string().nullable(),
    currencyvalue: z.string().nullable(),
    salaryCurrency: z.string(),
    currency: z.string(),
    salaryUnit: z.string(),
    education: z.string().nullable(),
    entrydate: z.string(),
    exitdate: z.string().nullable(),
    datePosted: z.string(),
    validThrough: z.string().nullable().describe("The deadline the employer or source gave"),
    closesAt: z
      .string()
      .nullable()
      .describe(
        "When the job really closes: an employer's job at its deadline or 60 days after it opened, " +
          "whichever is first; a collected job at its source's date, or null (decision 158)",
      ),
    created_at: z.string(),
    updated_at: z.string(),
    joburl: z.string().nullable(),
    status: z.enum(["open", "closed"]),
    isSaved: z.boolean(),
  })
  .describe("Job in the read shape of SPEC §3");

const jobList = z.array(jobViewSchema);

const zeroBasedPage = z
  .string()
  .regex(/^-?\d+$/, "page must be a whole number")
  .transform(Number)
  .pipe(z.number().int().min(0, "page must be 0 or more").max(100_000, "page is too large"))
  .describe("Zero-based page number");
const limitParam = (fallback: number) =>
  z.coerce
    .number({ message: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be 1 or more")
    .max(MAX_LIMIT, `limit must be at most ${MAX_LIMIT}`)
    .default(fallback)
    .describe(`Jobs per page (1 to ${MAX_LIMIT})`);
const jobId = z
  .string()
  .regex(/^\d{1,9}$/, "id must be a number")
  .transform(Number)
  .describe("Numeric job id");
const nameParam = (what: string) => z.string().min(1).max(200, `${what} is too long`);

export const allJobsRoute = createRoute({
  method: "get",
  path: "/alljobs/{page}",
  operationId: "listJobsPage",
  security: [],
  summary: "All open jobs, newest first (SPEC §7: page 0 and limit 6 by default)",
  request: { params: z.object({ page: zeroBasedPage }), query: z.object({ limit: limitParam(6) }) },
  responses: { 200: json(jobList, "One page of jobs"), 400: badRequest },
});

export const allJobsFirstPageRoute = createRoute({
  method: "get",
  path: "/alljobs",
  operationId: "listJobs",
  security: [],
  summary: "The first page of all open jobs (page 0)",
  request: { query: z.object({ limit: limitParam(6) }) },
  responses: { 200: json(jobList, "The first page of jobs"), 400: badRequest },
});

export const searchTextRoute = createRoute({
  method: "get",
  path: "/searchtext/{query}/{page}",
  operationId: "searchText",
  security: [],
  summary: "Text search, ranked; zero-based page, returns an array (SPEC §7)",
  request: {
    params: z.object({ query: queryText.min(1, "Enter a search term"), page: zeroBasedPage }),
    query: z.object({ limit: limitParam(6) }),
  },
  responses: { 200: json(jobList, "One page of matching jobs"), 400: badRequest },
});

export const homepageRoute = createRoute({
  method: "get",
  path: "/homepage",
  operationId: "getHomepage",
  security: [],
  summary: "What the home page shows: the newest jobs, the categories and the number of open jobs",
  responses: {
    200: json(
      z.object({
        jobs: jobList,
        data: jobList.describe("The same jobs (SPEC: lists come as an array or an object with a data field)"),
        categories: z.array(z.object({ id: z.number(), name: z.string(), slug: z.string() })),
        totalJobs: z.number(),
      }),
      "Home page data",
    ),
  },
});

export const jobRoute = createRoute({
  method: "get",
  path: "/job/{id}",
  operationId: "getJob",
  security: [],
  summary: "One job by id (closed jobs too, with status 'closed'); 410 for a job our review team rejected",
  request: { params: z.object({ id: jobId }) },
  responses: {
    200: json(jobViewSchema, "The job"),
    400: badRequest,
    404: notFound,
    410: json(errorBody, "Gone: our review team rejected this job; nothing of it is shown"),
  },
});

export const categoryJobsRoute = createRoute({
  method: "get",
  path: "/category/{category}/jobs",
  operationId: "listCategoryJobs",
  security: [],
  summary: "Open jobs of a category (by slug or name), newest first",
  request: {
    params: z.object({ category: nameParam("category") }),
    query: z.object({ page: zeroBasedPage.optional(), limit: limitParam(MAX_LIMIT) }),
  },
  responses: { 200: json(jobList, "Jobs of the category"), 400: badRequest, 404: notFound },
});

export const categoryListRoute = createRoute({
  method: "get",
  path: "/category/list/",
  operationId: "listCategories",
  security: [],
  summary: "Every category: id and name (plus slug)",
  responses: {
    200: json(z.array(z.object({ id: z.number(), name: z.string(), slug: z.string() })), "Categories, alphabetical"),
  },
});

export const companyJobsRoute = createRoute({
  method: "get",
  path: "/cmp/{company}/jobs",
  operationId: "listCompanyJobs",
  security: [],
  summary: "Open jobs of a company (by name or slug), newest first",
  request: { params: z.object({ company: nameParam("company") }) },
  responses: { 200: json(jobList, "Jobs of the company"), 400: badRequest, 404: notFound },
});

export const recommendedJobsRoute = createRoute({
  method: "get",
  path: "/recommendedjobs/{category}",
  operationId: "listRecommendedJobs",
  security: [],
  summary: "Similar jobs: open jobs of the category, those sharing the most title words with `title` first",
  request: {
    params: z.object({ category: nameParam("category") }),
    query: z.object({
      exclude: z
        .string()
        .regex(/^\d{1,9}$/, "exclude must be a job id")
        .transform(Number)
        .optional()
        .describe("A job id to leave out (the job being viewed)"),
      title: z.string().max(MAX_QUERY_LENGTH).optional().describe("Rank jobs with this title's words first"),
      limit: limitParam(4),
    }),
  },
  responses: { 200: json(jobList, "Similar jobs"), 400: badRequest, 404: notFound },
});

const facetList = z.array(z.object({ value: z.string(), label: z.string(), count: z.number() }));

// Checked in the handler with the shared search schema (repeated and comma-separated values both work); the
// document states the same bounds and values (searchBounds and the enums come from core/search/search.schema.ts).
const manyValues = z.union([z.string(), z.array(z.string())]).optional();
const documented = (schema: Record<string, unknown>, description: string) =>
  openApiZod
    .string()
    .optional()
    .openapi({ ...schema, description });
const documentedList = (values: readonly string[], description: string) =>
  openApiZod
    .union([openApiZod.string(), openApiZod.array(openApiZod.string())])
    .optional()
    .openapi({
      description: `${description}: one value, repeated, or comma-separated`,
      anyOf: [
        { type: "string", enum: [...values] },
        { type: "array", items: { type: "string", enum: [...values] } },
      ],
    });

// The declared facets' parameters and counts (core/search/facet-declarations.ts), one of each per declaration.
const declaredQuery = Object.fromEntries(
  DECLARED_FACETS.map((facet) => [
    facet.name,
    documentedList(
      facet.values.map((item) => item.value),
      facet.description,
    ),
  ]),
) as Record<DeclaredFacetName, ReturnType<typeof documentedList>>;
const declaredFacetLists = Object.fromEntries(DECLARED_FACETS.map((facet) => [facet.name, facetList])) as Record<
  DeclaredFacetName,
  typeof facetList
>;

export const searchRoute = createRoute({
  method: "get",
  path: "/search",
  operationId: "searchJobs",
  security: [],
  summary: "Full search: text, filters, sort, facet counts and the exact total",
  description:
    "All words must match unless no job has them all (then the best partial matches, mode " +
    "'partial'); the last word is a prefix unless the text ends with a space; close spellings " +
    "are corrected (see `corrections`); city names have their other spellings (Bangalore = " +
    "Bengaluru). A place comes from `where`, or else from a city named among the words of `q` " +
    "('react developer in bengaluru'), which is then searched as the place, not as a word (see " +
    "`place` and `keywords`); the place joins the `location` filter. A city in `location` or " +
    "`where` means jobs in that city; remote jobs are the place 'remote'. Filters may repeat or be comma-separated.",
  request: {
    query: z.object({
      q: queryText.optional().describe(`Search text (at most ${MAX_QUERY_LENGTH} characters)`),
      page: documented(searchBounds.page, "One-based page (default 1)"),
      limit: documented(searchBounds.limit, `Jobs per page, 1 to ${MAX_LIMIT} (default 6)`),
      sort: documented(
        { type: "string", enum: [...SEARCH_SORTS] },
        "relevance (default with text), recent (default without), title, company, location, or pay: " +
          "highest pay first (the top of each job's range per year in rupees, other currencies " +
          "converted at fixed rates, as minSalary reads it; then newest; jobs without pay last)",
      ),
      category: manyValues.describe("Category slug(s)"),
      type: documentedList(JOB_TYPES, "Job type(s)"),
      level: documentedList(EXPERIENCE_LEVELS, "Experience level(s)"),
      location: manyValues.describe(
        "City slug(s) (e.g. bengaluru) or 'remote': jobs in any of them; a city does not include remote jobs",
      ),
      where: z
        .string()
        .max(MAX_WHERE_LENGTH, `where may be at most ${MAX_WHERE_LENGTH} characters`)
        .optional()
        .describe(
          `The place, as a person types it (at most ${MAX_WHERE_LENGTH} characters): a city by any of ` +
            `its names (Bangalore, Gurgaon, Bombay) or 'remote'. A place no job is in finds nothing (see \`elsewhere\`)`,
        ),
      minSalary: documented(
        searchBounds.minSalary,
        "Minimum yearly pay in rupees (other currencies converted at fixed rates)",
      ),
      posted: documented({ type: "string", enum: ["24h", "7d", "30d"] }, "Posted within: 24h, 7d or 30d"),
      facets: documented(
        { type: "string", enum: ["true", "false", "1", "0"] },
        "Include facet counts: true (default) or false",
      ),
      ...declaredQuery,
    }),
  },
  responses: {
    200: json(
      z.object({
        jobs: jobList,
        total: z.number(),
        page: z.number(),
        limit: z.number(),
        totalPages: z.number(),
        sort: z.enum(SEARCH_SORTS),
        mode: z.enum(["all", "partial", "none", "browse"]),
        corrections: z.record(z.string(), z.string()),
        facets: z
          .object({
            category: facetList,
            jobType: facetList,
            level: facetList,
            location: facetList,
            minSalary: facetList,
            posted: facetList,
            ...declaredFacetLists,
          })
          .optional(),
        place: z
          .object({
            value: z.string().describe("The location filter's value: a city slug, or 'remote'"),
            label: z.string().describe("The place's name as the board writes it (Bengaluru for bangalore)"),
            from: z
              .enum(["where", "query"])
              .describe("where: the `where` parameter; query: a city named among the words of `q`"),
            known: z.boolean().describe("false when no open job was ever filed in this place (it then finds nothing)"),
          })
          .nullable()
          .describe("The place searched, or null"),
        keywords: z.string().describe("The words searched for: `q` without the place named in it"),
        elsewhere: z
          .object({
            anywhere: z.number().describe("Jobs the same words and filters find in any place"),
            remote: z.number().describe("… and remote"),
          })
          .nullable()
          .describe(
            "When a place found no job, or only closest matches (mode partial): what the same search finds elsewhere; else null",
          ),
      }),
      "One page of results",
    ),
    400: badRequest,
  },
});

export const suggestRoute = createRoute({
  method: "get",
  path: "/suggest",
  operationId: "getSuggestions",
  security: [],
  summary: "Suggestions while typing: job titles, companies, skills and categories",
  request: {
    query: z.object({
      q: queryText.describe("What has been typed so far"),
      limit: z.coerce.number().int().min(1, "limit must be 1 or more").max(20, "limit must be at most 20").default(8),
    }),
  },
  responses: {
    200: json(
      z.object({
        query: z.string(),
        suggestions: z.array(
          z.object({ text: z.string(), kind: z.enum(["title", "company", "skill", "category"]), count: z.number() }),
        ),
      }),
      "Suggestions, best first",
    ),
    400: badRequest,
  },
});
