import { z } from "../shared/zod";
import { subscriberEmailSchema } from "../shared/subscriber-email";
import { searchParamsSchema, DECLARED_FACETS, type DeclaredFacetName } from "../search/browser";
import { ALERT_FREQUENCIES } from "./alert-options";

/** Every text a person reads about alerts, shared by the pages, the API and the tests. */
export const ALERT_MESSAGES = {
  created: "Your alert is on. We will e-mail you new jobs like these.",
  checkInbox: "Almost done: check your inbox and click the link to start this alert.",
  tooMany: "This address already has 20 alerts. Delete one in My alerts before adding another.",
  invalidConfirmation:
    "This confirmation link is invalid, was already used or has expired. Create the alert again to get a new link.",
  invalidLink: "This link is not valid. Open the link in your latest alert e-mail.",
  alreadyEnded: "This alert has already ended: nothing was changed.",
  notFound: "No such alert.",
  needsConfirmation: "This alert waits for its confirmation e-mail: click the link in it first.",
} as const;

export const MAX_ALERTS_PER_ADDRESS = 20;
export { ALERT_FREQUENCIES, FREQUENCY_LABELS, type AlertFrequency } from "./alert-options";
export const ALERT_STATUSES = ["pending", "active", "paused"] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];
export const MAX_NAME_LENGTH = 120;

/** Control characters (CR and LF among them) never reach a name or a mail subject. */
export function withoutControls(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/**
 * The saved search: the search page's own URL parameters and rules (so the 200-character
 * limit and its message are the search's), plus `company` for alerts made on a company page.
 */
/** Every declared facet (facet-declarations.ts) is a field of a saved search, as it is a search parameter. */
const declaredFields = Object.fromEntries(DECLARED_FACETS.map((facet) => [facet.name, true])) as Record<
  DeclaredFacetName,
  true
>;

export const alertQuerySchema = searchParamsSchema
  .pick({
    q: true,
    where: true,
    sort: true,
    category: true,
    type: true,
    level: true,
    location: true,
    minSalary: true,
    posted: true,
    ...declaredFields,
  })
  .extend({ company: z.string().trim().max(100, "company is too long").optional() })
  .transform(({ q, ...rest }) => ({ ...rest, q: withoutControls(q), company: rest.company || undefined }));
export type AlertQuery = z.output<typeof alertQuerySchema>;
export type AlertQueryInput = z.input<typeof alertQuerySchema>;

/** A query string such as the search page's ('q=python&location=bengaluru') as the fields of a saved search. */
export function searchRecord(search: string): Record<string, string | string[]> {
  const params = new URLSearchParams(search.startsWith("?") ? search.slice(1) : search);
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key).filter((value) => value !== "");
    if (values.length) raw[key] = values.length === 1 ? values[0] : values;
  }
  return raw;
}

/** The query string of a saved search, for links to the search page and for the pages' hidden fields. */
export function searchStringOf(query: AlertQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.where) params.set("where", query.where);
  for (const value of query.category) params.append("category", value);
  for (const value of query.type) params.append("type", value);
  for (const value of query.level) params.append("level", value);
  for (const value of query.location) params.append("location", value);
  if (query.minSalary) params.set("minSalary", String(query.minSalary));
  if (query.posted) params.set("posted", query.posted);
  for (const facet of DECLARED_FACETS) for (const value of query[facet.name] ?? []) params.append(facet.name, value);
  if (query.sort) params.set("sort", query.sort);
  if (query.company) params.set("company", query.company);
  return params.toString();
}

const nameSchema = z
  .string()
  .transform(withoutControls)
  .pipe(
    z
      .string()
      .min(1, "Give the alert a name")
      .max(MAX_NAME_LENGTH, `The name may be at most ${MAX_NAME_LENGTH} characters`),
  );

export const frequencySchema = z.enum(ALERT_FREQUENCIES, { message: "frequency must be daily, weekly or instant" });

export const createAlertSchema = z.object({
  query: alertQuerySchema.prefault({}),
  frequency: frequencySchema.default("daily"),
  name: nameSchema.optional(),
  /** Guests only: where the alert goes (signed-in users' alerts go to their account's address). */
  email: subscriberEmailSchema.optional(),
});
export type CreateAlertInput = z.output<typeof createAlertSchema>;

export const updateAlertSchema = z
  .object({
    name: nameSchema.optional(),
    frequency: frequencySchema.optional(),
    status: z.enum(["active", "paused"], { message: "status must be active or paused" }).optional(),
    query: alertQuerySchema.optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), "Nothing to change");
export type UpdateAlertInput = z.output<typeof updateAlertSchema>;

/** Confirmation tokens: 32 random bytes, base64url. */
export const confirmTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "Invalid token");
/** Signed link tokens (alert-tokens.ts): payload.signature. */
export const linkTokenSchema = z
  .string()
  .max(600)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/, "Invalid token");
