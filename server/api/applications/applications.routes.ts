import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import {
  TRACKER_STATUSES,
  createApplicationSchema,
  listApplicationsSchema,
  updateApplicationSchema,
} from "../../../core/applications";
import { errorBody, errors, idParams, json, signedIn } from "../shared-schemas";
import { requireSession } from "../session";

/** The applications a candidate tracks (issue 30): one Zod schema with core/applications for every input. */
const tags = ["Applications"];
const status = z.enum(TRACKER_STATUSES);

export const applicationSchema = z
  .object({
    id: z.number().int(),
    jobId: z.number().int().nullable().describe("Null once the job was removed for good"),
    jobTitle: z.string(),
    companyName: z.string(),
    jobHref: z.string().nullable().describe("The job's page; null once the job was removed"),
    jobClosed: z.boolean(),
    jobClosedAt: z.string().nullable().describe("When the job closed (ISO 8601), if it did"),
    status,
    appliedAt: z.string().nullable(),
    note: z.string().describe("Private: only the candidate sees it"),
    nextStep: z.string().nullable().describe("YYYY-MM-DD"),
    remind: z.boolean().describe("Mail a reminder on the next-step date"),
    timeline: z.array(z.object({ status, at: z.string() })).describe("Every status change, oldest first"),
  })
  .openapi("Application");

const applicationPage = z.object({
  items: z.array(applicationSchema),
  counts: z.record(status, z.number().int()).describe("Applications per status, whatever the filter"),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
  status: status.nullable(),
});

const params = idParams("application id");

export const listApplicationsRoute = createRoute({
  method: "get",
  path: "/applications/",
  operationId: "listApplications",
  tags,
  summary: "The signed-in candidate's applications, 10 a page, by next step then date applied, with counts per status",
  security: signedIn,
  middleware: [requireSession] as const,
  request: { query: listApplicationsSchema },
  responses: { 200: json(applicationPage, "One page of applications"), ...errors(400, 401) },
});

export const createApplicationRoute = createRoute({
  method: "post",
  path: "/applications/",
  operationId: "createApplication",
  tags,
  summary: "Track a job applied to (a job only gone to apply for moves into the tracker)",
  security: signedIn,
  middleware: [requireSession] as const,
  request: { body: { content: { "application/json": { schema: createApplicationSchema } }, required: true } },
  responses: {
    201: json(applicationSchema, "Tracked"),
    ...errors(
      400,
      401,
      [
        404,
        "Job not found: no such job, or nobody may see it (held for review, hidden by reports, deleted), unless you went to apply to it before it was held",
      ],
      [409, "This job is already tracked: one application, its date kept"],
    ),
  },
});

export const updateApplicationRoute = createRoute({
  method: "patch",
  path: "/applications/{id}",
  operationId: "updateApplication",
  tags,
  summary: "Change an application's status (kept with its date in the timeline), note, next-step date or reminder",
  security: signedIn,
  middleware: [requireSession] as const,
  request: { params, body: { content: { "application/json": { schema: updateApplicationSchema } }, required: true } },
  responses: { 200: json(applicationSchema, "Changed"), ...errors(400, 401, [404, "No such application of yours"]) },
});

export const deleteApplicationRoute = createRoute({
  method: "delete",
  path: "/applications/{id}",
  operationId: "deleteApplication",
  tags,
  summary: "Stop tracking an application (its timeline goes with it)",
  security: signedIn,
  middleware: [requireSession] as const,
  request: { params },
  responses: {
    200: json(z.object({ message: z.string() }), "Removed"),
    ...errors(400, 401, [404, "No such application of yours"]),
  },
});

export const exportApplicationsRoute = createRoute({
  method: "get",
  path: "/applications/export",
  operationId: "exportApplications",
  tags,
  summary: "All of the candidate's applications as CSV (UTF-8 with BOM, every field quoted, formulas defused)",
  security: signedIn,
  middleware: [requireSession] as const,
  responses: {
    200: { description: "The CSV file", content: { "text/csv": { schema: z.string() } } },
    ...errors(401),
  },
});

export const stopReminderRoute = createRoute({
  method: "post",
  path: "/applications/reminders/stop",
  operationId: "stopApplicationReminder",
  tags,
  summary: "One-click stop of an application's reminders (RFC 8058 List-Unsubscribe-Post target)",
  description:
    "Mail clients POST `List-Unsubscribe=One-Click` to the URL in the reminder's " +
    "List-Unsubscribe header; the token is in the query string. No body or sign-in is needed.",
  security: [],
  request: { query: z.object({ token: z.string().max(100) }) },
  responses: {
    200: json(z.object({ message: z.string() }), "Stopped"),
    400: json(errorBody, "The link does not work: nothing changed"),
  },
});
