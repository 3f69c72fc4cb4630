import { z } from "../shared/zod";
import { EXPERIENCE_LEVELS, JOB_TYPES } from "../shared/constants";
import { DECLARED_FACETS, type DeclaredFacetName, type FacetDeclaration } from "./facet-declarations";

/**
 * The search's inputs, one Zod schema shared by /api/search and the search page,
 * so that a URL the page writes is a request the API understands and vice versa.
 */
export { SEARCH_SORTS, SORT_LABELS, type SearchSort } from "./search-options";
import { SEARCH_SORTS } from "./search-options";

export const EXPERIENCE_LEVEL_VALUES = EXPERIENCE_LEVELS;
export { experienceLevelOf, type ExperienceLevel } from "./experience-level";
import type { ExperienceLevel } from "./experience-level";

export const POSTED_WITHIN = {
  "24h": { label: "Last 24 hours", ms: 86_400_000 },
  "7d": { label: "Last 7 days", ms: 7 * 86_400_000 },
  "30d": { label: "Last 30 days", ms: 30 * 86_400_000 },
} as const;
export type PostedWithin = keyof typeof POSTED_WITHIN;
/** The posted windows in milliseconds, shortest first (24 hours, 7 days, 30 days). */
export const POSTED_WINDOWS: number[] = Object.values(POSTED_WITHIN).map((window) => window.ms);

/** Minimum yearly pay, in rupees; other currencies are compared at the rates below. */
export const SALARY_BUCKETS = [
  { value: 300_000, label: "₹3 LPA+" },
  { value: 600_000, label: "₹6 LPA+" },
  { value: 1_000_000, label: "₹10 LPA+" },
  { value: 1_500_000, label: "₹15 LPA+" },
  { value: 2_500_000, label: "₹25 LPA+" },
  { value: 5_000_000, label: "₹50 LPA+" },
] as const;

export { annualSalaryInInr } from "./facets/annual-salary";

export interface SearchFilters {
  category?: string[];
  jobType?: string[];
  level?: ExperienceLevel[];
  location?: string[];
  minSalary?: number;
  posted?: PostedWithin;
  /** The declared facets' chosen values, by facet name (facet-declarations.ts). */
  declared?: Partial<Record<string, string[]>>;
}

export const MAX_QUERY_LENGTH = 200;
export const MAX_LIMIT = 100;
export const MAX_WHERE_LENGTH = 100;

/** At most this many values of one list parameter (a facet has fewer; a city list rarely needs more). */
export const MAX_LIST_VALUES = 30;

const listParam = <T extends z.ZodType<string, string>>(name: string, item: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) =>
      (value === undefined ? [] : Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(","))
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(MAX_LIST_VALUES, `${name} may have at most ${MAX_LIST_VALUES} values`));

/** A declared facet's parameter (facet-declarations.ts): its values, one, repeated or comma-separated. */
const declaredParam = (facet: FacetDeclaration) => {
  const values = facet.values.map((item) => item.value);
  return listParam(
    facet.name,
    z
      .string()
      .refine((value) => values.includes(value), { message: `${facet.name} must be one of ${values.join(", ")}` }),
  );
};

/** The declared facets' parameters, by name: in /api/search, the search page's URL and a saved alert alike. */
export const declaredParams = Object.fromEntries(
  DECLARED_FACETS.map((facet) => [facet.name, declaredParam(facet)]),
) as Record<DeclaredFacetName, ReturnType<typeof declaredParam>>;

export const queryText = z
  .string()
  .max(MAX_QUERY_LENGTH, `The search text may be at most ${MAX_QUERY_LENGTH} characters`);

/** The numeric bounds of the search parameters, for the schema below and the OpenAPI document of /api/search. */
export const searchBounds = {
  page: { type: "integer", minimum: 1, maximum: 10_000, default: 1 },
  limit: { type: "integer", minimum: 1, maximum: MAX_LIMIT, default: 6 },
  minSalary: { type: "integer", minimum: 0, maximum: 1_000_000_000 },
} as const;

export const searchParamsSchema = z.object({
  q: queryText.optional().default(""),
  page: z.coerce
    .number({ message: "page must be a number" })
    .int("page must be a whole number")
    .min(searchBounds.page.minimum, "page must be 1 or more")
    .max(searchBounds.page.maximum, "page is too large")
    .default(searchBounds.page.default),
  limit: z.coerce
    .number({ message: "limit must be a number" })
    .int("limit must be a whole number")
    .min(searchBounds.limit.minimum, "limit must be 1 or more")
    .max(searchBounds.limit.maximum, `limit must be at most ${MAX_LIMIT}`)
    .default(searchBounds.limit.default),
  sort: z.enum(SEARCH_SORTS, { message: `sort must be one of ${SEARCH_SORTS.join(", ")}` }).optional(),
  category: listParam("category", z.string().max(100)),
  type: listParam("type", z.enum(JOB_TYPES, { message: `type must be one of ${JOB_TYPES.join(", ")}` })),
  level: listParam(
    "level",
    z.enum(EXPERIENCE_LEVELS, { message: `level must be one of ${EXPERIENCE_LEVELS.join(", ")}` }),
  ),
  location: listParam("location", z.string().max(100)),
  /** The location box: a city by any of its names ('Bangalore', 'Gurgaon'), or 'remote'; joins the location filter. */
  where: z
    .string()
    .max(MAX_WHERE_LENGTH, `where may be at most ${MAX_WHERE_LENGTH} characters`)
    .optional()
    .transform((value) => value?.trim() || undefined),
  minSalary: z.coerce
    .number({ message: "minSalary must be a number" })
    .int()
    .min(searchBounds.minSalary.minimum, "minSalary must be 0 or more")
    .max(searchBounds.minSalary.maximum)
    .optional(),
  posted: z.enum(["24h", "7d", "30d"], { message: "posted must be 24h, 7d or 30d" }).optional(),
  facets: z
    .enum(["true", "false", "1", "0"])
    .optional()
    .transform((value) => value !== "false" && value !== "0"),
  ...declaredParams,
});
export type SearchParams = z.output<typeof searchParamsSchema>;

/** The declared facets' chosen values of parsed parameters, only those with values (undefined when none has). */
export function declaredFiltersOf(params: Partial<Record<DeclaredFacetName, string[]>>): SearchFilters["declared"] {
  const chosen = DECLARED_FACETS.filter((facet) => (params[facet.name]?.length ?? 0) > 0).map(
    (facet) => [facet.name, params[facet.name]!] as const,
  );
  return chosen.length ? Object.fromEntries(chosen) : undefined;
}

export function filtersOf(
  params: Pick<SearchParams, "category" | "type" | "level" | "location" | "minSalary" | "posted"> &
    Partial<Record<DeclaredFacetName, string[]>>,
): SearchFilters {
  return {
    declared: declaredFiltersOf(params),
    category: params.category.length ? params.category : undefined,
    jobType: params.type.length ? params.type : undefined,
    level: params.level.length ? (params.level as ExperienceLevel[]) : undefined,
    location: params.location.length ? params.location : undefined,
    minSalary: params.minSalary || undefined,
    posted: params.posted,
  };
}

/** Reads a page URL's search parameters (repeated keys become lists); the same rules as the API. */
export function searchParamsFromUrl(url: URL, defaults: { q?: string } = {}) {
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key).filter((value) => value !== "");
    if (values.length === 0) continue;
    raw[key] = values.length === 1 ? values[0] : values;
  }
  if (defaults.q !== undefined && raw.q === undefined) raw.q = defaults.q;
  return searchParamsSchema.safeParse(raw);
}
