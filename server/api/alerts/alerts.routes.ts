import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { ALERT_FREQUENCIES, ALERT_STATUSES, createAlertSchema, updateAlertSchema } from "../../../core/alerts";
import { DECLARED_FACETS } from "../../../core/search";
import { errorBody, json, signedIn } from "../shared-schemas";
import { requireSessionOrToken } from "../session";

/** Job alerts (decision 080): one Zod schema with core/alerts for every body. */
const tags = ["Alerts"];

/** The declared facets (facet-declarations.ts) of a saved search, as the search's own parameters: pay is `lpa`. */
const declaredFields = Object.fromEntries(
  DECLARED_FACETS.map((facet) => [
    facet.name,
    z
      .array(z.string())
      .optional()
      .describe(`${facet.description}; values: ${facet.values.map((item) => item.value).join(", ")}`),
  ]),
);

const querySchema = z.object({
  q: z.string(),
  where: z.string().optional().describe("The place box's text: a city by any of its names, or 'remote'"),
  category: z.array(z.string()),
  type: z.array(z.string()),
  level: z.array(z.string()),
  location: z.array(z.string()),
  minSalary: z
    .number()
    .int()
    .optional()
    .describe(
      "Older alerts' minimum yearly pay in rupees; pay is filtered by `lpa`, the search's one salary filter (decision 175)",
    ),
  posted: z.enum(["24h", "7d", "30d"]).optional(),
  sort: z.string().optional(),
  company: z.string().optional(),
  ...declaredFields,
});

export const alertSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  query: querySchema,
  search: z.string().describe("The search page's query string of the saved search"),
  frequency: z.enum(ALERT_FREQUENCIES),
  status: z.enum(ALERT_STATUSES),
  preset: z.string().nullable(),
  createdAt: z.string(),
  lastSentAt: z.string().nullable(),
  lastFailure: z.object({ at: z.string(), error: z.string().nullable() }).nullable(),
});

/** A guest manages alerts with the signed link from an alert mail instead of a session. */
const manageToken = z.object({
  token: z
    .string()
    .max(600)
    .optional()
    .describe("The token of the 'Manage your alerts' link in an alert e-mail (guests)"),
});
const alertId = z.object({
  id: z.coerce
    .number({ message: "id must be an alert id" })
    .int("id must be an alert id")
    .positive("id must be an alert id")
    .max(2_147_483_647, "id must be an alert id"),
});
const linkToken = z.object({ token: z.string().max(600).describe("The token from the link in the e-mail") });
const named = z.array(z.object({ id: z.number().int(), name: z.string() }));

export const createAlertRoute = createRoute({
  method: "post",
  path: "/alerts",
  operationId: "createAlert",
  tags,
  summary: "Save a search as a job alert",
  description:
    "Signed in (session cookie or bearer token), the alert goes to the account's address and " +
    "starts at once. A guest gives `email` and the alert starts when the link mailed to it is " +
    "confirmed (one confirmation mail per address an hour, at most 5 a day per client address). " +
    "Until confirmed the alert is named by its search; a `name` given takes effect on " +
    "confirmation. At most 20 alerts per address.",
  security: [],
  request: { body: { required: true, content: { "application/json": { schema: createAlertSchema } } } },
  responses: {
    201: json(
      z.object({ message: z.string(), alert: alertSchema }),
      "Saved: active, or pending until the guest confirms",
    ),
    400: json(errorBody, "Invalid search, frequency, name or address (the search text is limited to 200 characters)"),
    403: json(errorBody, "Cookie-authenticated call without the CSRF header"),
    409: json(errorBody, "The address already has 20 alerts"),
    429: json(
      errorBody,
      "Too many guest alerts, or a 6th confirmation mail in a day, from this client address (Retry-After says when)",
    ),
  },
});

export const listAlertsRoute = createRoute({
  method: "get",
  path: "/alerts",
  operationId: "listAlerts",
  tags,
  summary:
    "The signed-in user's alerts (or, with `token`, the alerts of a guest's address), each with jobs matched in the last 7 days",
  security: signedIn,
  middleware: [requireSessionOrToken] as const,
  request: { query: manageToken },
  responses: {
    200: json(
      z.object({ data: z.array(alertSchema.extend({ matchedLastWeek: z.number().int() })) }),
      "Alerts, newest first",
    ),
    400: json(errorBody, "Invalid or expired manage token"),
    401: json(errorBody, "Not signed in and no token"),
  },
});

export const updateAlertRoute = createRoute({
  method: "patch",
  path: "/alerts/{id}",
  operationId: "updateAlert",
  tags,
  summary: "Rename an alert, change its search or frequency, pause or resume it",
  security: signedIn,
  middleware: [requireSessionOrToken] as const,
  request: {
    params: alertId,
    query: manageToken,
    body: { required: true, content: { "application/json": { schema: updateAlertSchema } } },
  },
  responses: {
    200: json(z.object({ alert: alertSchema }), "Updated"),
    400: json(errorBody, "Invalid change or token"),
    401: json(errorBody, "Not signed in and no token"),
    403: json(errorBody, "Cookie-authenticated call without the CSRF header"),
    404: json(errorBody, "No such alert of this owner"),
    409: json(errorBody, "The alert waits for its confirmation"),
  },
});

export const deleteAlertRoute = createRoute({
  method: "delete",
  path: "/alerts/{id}",
  operationId: "deleteAlert",
  tags,
  summary: "Delete an alert",
  security: signedIn,
  middleware: [requireSessionOrToken] as const,
  request: { params: alertId, query: manageToken },
  responses: {
    200: json(z.object({ message: z.string(), id: z.number().int() }), "Deleted"),
    400: json(errorBody, "Invalid id or token"),
    401: json(errorBody, "Not signed in and no token"),
    403: json(errorBody, "Cookie-authenticated call without the CSRF header"),
    404: json(errorBody, "No such alert of this owner"),
  },
});

export const confirmAlertsRoute = createRoute({
  method: "post",
  path: "/alerts/confirmations",
  operationId: "confirmAlerts",
  tags,
  summary: "Start a guest's pending alerts with the token from the confirmation e-mail (works once, for 48 hours)",
  security: [],
  request: { body: { required: true, content: { "application/json": { schema: linkToken } } } },
  responses: {
    200: json(
      z.object({ message: z.string(), email: z.string(), alerts: named }),
      "Confirmed: these alerts are active",
    ),
    400: json(errorBody, "Unknown, used or expired token"),
  },
});

export const unsubscribeAlertRoute = createRoute({
  method: "post",
  path: "/alerts/unsubscribe",
  operationId: "unsubscribeAlert",
  tags,
  summary:
    "One-click unsubscribe (RFC 8058 List-Unsubscribe-Post target): ends one alert, or all of an address's with a stop-all token",
  description:
    "Mail clients POST `List-Unsubscribe=One-Click` to the URL in the List-Unsubscribe header; the token is in the query string. No body or sign-in is needed.",
  security: [],
  request: { query: linkToken },
  responses: {
    200: json(z.object({ message: z.string(), ended: named }), "Ended"),
    400: json(errorBody, "Forged or malformed token: nothing changed"),
    404: json(errorBody, "The alert has already ended: nothing changed"),
  },
});
