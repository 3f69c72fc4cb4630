import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { mergeCompaniesSchema } from "../../../core/admin";
import { sourceEntrySchema, sourceTypes } from "../../../core/collector";
import { errors, idParams, json, signedIn } from "../shared-schemas";
import { requireSession } from "../session";

/** Admin calls (admins only: 403 for everyone else), the same core functions as the /admin pages and `npm run collect`. */
const sourceStatus = z.object({
  id: z.number(),
  companyName: z.string(),
  type: z.enum(sourceTypes),
  url: z.string(),
  website: z.string().nullable(),
  paused: z.boolean(),
  lastRunAt: z.string().nullable(),
  lastStatus: z.string().nullable(),
  lastError: z.string().nullable(),
  found: z.number(),
  openJobs: z.number(),
  closedJobs: z.number(),
  lastSuccessAt: z.string().nullable(),
  failing: z.boolean().describe("No successful run for 3 days: its jobs' 'verified' line is paused"),
});
const sourceId = idParams("source id");
const done = z.object({ message: z.string() });

export const listSourcesRoute = createRoute({
  method: "get",
  path: "/admin/sources",
  operationId: "listCollectorSources",
  summary: "Collector sources with their last run, jobs found/open/closed and errors",
  security: signedIn,
  middleware: [requireSession] as const,
  responses: { 200: json(z.object({ data: z.array(sourceStatus) }), "Sources"), ...errors(401, 403) },
});

export const addSourceRoute = createRoute({
  method: "post",
  path: "/admin/sources",
  operationId: "addCollectorSource",
  summary: "Add a source (or update the one with the same URL), as `npm run collect -- add`",
  security: signedIn,
  middleware: [requireSession] as const,
  request: { body: { required: true, content: { "application/json": { schema: sourceEntrySchema } } } },
  responses: { 201: json(z.object({ message: z.string(), id: z.number() }), "Added"), ...errors(400, 401, 403) },
});

export const sourceActionRoute = createRoute({
  method: "post",
  path: "/admin/sources/{id}/{action}",
  operationId: "actOnCollectorSource",
  summary: "Pause, resume or run a source now",
  security: signedIn,
  middleware: [requireSession] as const,
  request: {
    params: sourceId.extend({
      action: z.enum(["pause", "resume", "run"], { error: "action must be pause, resume or run" }),
    }),
  },
  responses: { 200: json(done, "Done (run: the run's summary)"), ...errors(400, 401, 403, 404) },
});

export const removeSourceRoute = createRoute({
  method: "delete",
  path: "/admin/sources/{id}",
  operationId: "removeCollectorSource",
  summary: "Remove a source and close its jobs",
  security: signedIn,
  middleware: [requireSession] as const,
  request: { params: sourceId },
  responses: { 200: json(done, "Removed"), ...errors(400, 401, 403, 404) },
});

export const setUserRoleRoute = createRoute({
  method: "put",
  path: "/admin/users/{id}/role",
  operationId: "setUserRole",
  summary: "Change a user's role to candidate or employer (admins are made only from the command line)",
  security: signedIn,
  middleware: [requireSession] as const,
  request: {
    params: idParams("user id"),
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z.object({
            role: z.enum(["candidate", "employer"], { error: "role must be candidate or employer" }),
          }),
        },
      },
    },
  },
  responses: { 200: json(done, "Changed"), ...errors(400, 401, 403, 404) },
});

export const setUserDisabledRoute = createRoute({
  method: "put",
  path: "/admin/users/{id}/disabled",
  operationId: "setUserDisabled",
  summary: "Disable a user (every session ends at once) or enable them again",
  security: signedIn,
  middleware: [requireSession] as const,
  request: {
    params: idParams("user id"),
    body: {
      required: true,
      content: {
        "application/json": { schema: z.object({ disabled: z.boolean({ error: "disabled must be true or false" }) }) },
      },
    },
  },
  responses: { 200: json(done, "Changed"), ...errors(400, 401, 403, 404) },
});

export const restoreJobRoute = createRoute({
  method: "post",
  path: "/admin/jobs/{id}/restore",
  operationId: "restoreJob",
  summary: "Restore a deleted job within 30 days (it comes back closed)",
  security: signedIn,
  middleware: [requireSession] as const,
  request: { params: idParams("job id") },
  responses: { 200: json(done, "Restored"), ...errors(400, 401, 403, 404) },
});

export const mergeCompaniesRoute = createRoute({
  method: "post",
  path: "/admin/companies/merge",
  operationId: "mergeCompanies",
  summary: "Merge company `from` into company `into`: jobs, employers and sources move, `from` is removed",
  security: signedIn,
  middleware: [requireSession] as const,
  description:
    "Both are company ids (numbers, or digits as text); the same company twice, or one that does not exist, is refused 400 naming the field.",
  request: { body: { required: true, content: { "application/json": { schema: mergeCompaniesSchema } } } },
  responses: { 200: json(z.object({ message: z.string(), jobs: z.number() }), "Merged"), ...errors(400, 401, 403) },
});

export const auditLogRoute = createRoute({
  method: "get",
  path: "/admin/audit",
  operationId: "listAuditLog",
  summary: "The newest audit log entries: who, what, when, before and after",
  security: signedIn,
  middleware: [requireSession] as const,
  request: {
    query: z.object({
      target: z.enum(["job", "user", "company", "source", "member", "mail"]).optional(),
      limit: z.coerce.number().int().min(1).max(500).default(50),
    }),
  },
  responses: {
    200: json(
      z.object({
        data: z.array(
          z.object({
            id: z.number(),
            actorEmail: z.string().nullable(),
            action: z.string(),
            targetType: z.string(),
            targetId: z.string().nullable(),
            before: z.unknown(),
            after: z.unknown(),
            createdAt: z.string(),
          }),
        ),
      }),
      "Entries",
    ),
    ...errors(400, 401, 403),
  },
});
