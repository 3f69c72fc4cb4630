import { z } from "../shared/zod";
import { FUNDING_STAGES, REMOTE_POLICIES, TEAM_SIZES, VISA_SPONSORSHIP, valuesOf } from "../../lib/startup-facts";
import { LPA_BANDS } from "../search/browser";

/** /companies and GET /api/companies: the directory's filters, one schema for the page and the API. */
export const DIRECTORY_SORTS = ["jobs", "newest"] as const;
export const DIRECTORY_PAGE_SIZE = 24;
const MAX_VALUES = 30;

const listOf = <T extends z.ZodType<string, string>>(item: T, field: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) =>
      (value === undefined ? [] : Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(","))
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(MAX_VALUES, `${field} may name at most ${MAX_VALUES} values`));

const stages = valuesOf(FUNDING_STAGES);
const sizes = valuesOf(TEAM_SIZES);
const policies = valuesOf(REMOTE_POLICIES);
/** Job-level facts as company filters: the search's parameter names and band values (facet-declarations.ts). */
export const DIRECTORY_EQUITY = [{ value: "yes", label: "Offers equity" }] as const;
const lpaBands = valuesOf(LPA_BANDS);
const visa = valuesOf(VISA_SPONSORSHIP);

export const directoryParamsSchema = z.object({
  stage: listOf(z.enum(stages, { message: `stage must be one of ${stages.join(", ")}` }), "stage"),
  size: listOf(z.enum(sizes, { message: `size must be one of ${sizes.join(", ")}` }), "size"),
  remote: listOf(z.enum(policies, { message: `remote must be one of ${policies.join(", ")}` }), "remote"),
  city: listOf(
    z
      .string()
      .max(100, "city is at most 100 characters")
      .refine(
        (value) => ![...value].some((char) => char.charCodeAt(0) < 32),
        "city must not contain control characters",
      ),
    "city",
  ),
  category: listOf(
    z
      .string()
      .max(100, "category is at most 100 characters")
      .regex(/^[a-z0-9-]+$/, "category must be a category slug, e.g. backend-development"),
    "category",
  ),
  equity: listOf(
    z.enum(["yes"], { message: "equity must be yes (companies with an open job offering equity)" }),
    "equity",
  ),
  lpa: listOf(z.enum(lpaBands, { message: `lpa must be one of ${lpaBands.join(", ")}` }), "lpa"),
  visa: listOf(z.enum(visa, { message: `visa must be one of ${visa.join(", ")}` }), "visa"),
  sort: z.enum(DIRECTORY_SORTS, { message: "sort must be jobs or newest" }).optional().default("jobs"),
  page: z.coerce
    .number({ message: "page must be a number" })
    .int("page must be a whole number")
    .min(1, "page must be 1 or more")
    .max(1_000, "page is too large")
    .default(1),
});
export type DirectoryParams = z.output<typeof directoryParamsSchema>;
/** The directory's list filters, in the order its links write them. */
export const DIRECTORY_FILTER_KEYS = ["stage", "size", "remote", "city", "category", "equity", "lpa", "visa"] as const;

/** The first problem of each parameter, keyed by the parameter's name ('stage', not 'stage.0'). */
export function directoryFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? "_")] ??= issue.message;
  return errors;
}

/** Reads a page URL's parameters (repeated keys become lists) with the API's rules. */
export function directoryParamsFromUrl(url: URL) {
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key).filter((value) => value !== "");
    if (values.length) raw[key] = values.length === 1 ? values[0] : values;
  }
  return directoryParamsSchema.safeParse(raw);
}
