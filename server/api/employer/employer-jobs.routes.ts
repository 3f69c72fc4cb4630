import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { jobPayloadSchema, JOB_MESSAGES, LIMITS } from "../../../core/jobs";
import { STATS_DAYS } from "../../../core/shared/constants";
import { errors, idParams, json, signedIn } from "../shared-schemas";
import { requireSession } from "../session";

/** SPEC §7's job writes (POST /jobs/, PUT and DELETE /job/{id}, GET /user/jobs) plus close/reopen. */
const { location: _location, link_to_job: _link, ...rest } = jobPayloadSchema.shape;
export const jobBodySchema = z
  .object({
    ...rest,
    location: jobPayloadSchema.shape.location.optional(),
    job_location: jobPayloadSchema.shape.location.optional().describe("Same as location (the edit form's name)"),
    link_to_job: jobPayloadSchema.shape.link_to_job.optional(),
    job_link: jobPayloadSchema.shape.link_to_job.optional().describe("Same as link_to_job (the job forms' name)"),
  })
  .superRefine((body, context) => {
    if (body.location === undefined && body.job_location === undefined)
      context.addIssue({ code: "custom", path: ["location"], message: JOB_MESSAGES.location });
    if (body.link_to_job === undefined && body.job_link === undefined)
      context.addIssue({ code: "custom", path: ["link_to_job"], message: JOB_MESSAGES.link });
  })
  .describe(
    `Job create/update payload (SPEC §3). Text fields are stored as text: markup shows as typed. Description at most ${LIMITS.description} characters.`,
  );

const jobId = idParams("job id");
const message = z.object({ message: z.string(), id: z.number() });
const postedStatus = z
  .enum(["open", "pending"])
  .describe(
    "open: live at once; pending: held for review (the company is not verified yet, or the posting shows scam signals) and in no public list until approved",
  );

export const createJobRoute = createRoute({
  method: "post",
  path: "/jobs/",
  operationId: "createJob",
  summary:
    "Post a job for the signed-in employer's company (admins name the company). The same Idempotency-Key makes one job.",
  security: signedIn,
  middleware: [requireSession] as const,
  request: {
    headers: z.object({
      "idempotency-key": z
        .string()
        .max(100)
        .optional()
        .describe("Any unique string per form; a repeat answers the first job"),
    }),
    body: { content: { "application/json": { schema: jobBodySchema } }, required: true },
  },
  responses: {
    201: json(
      message.extend({ created: z.literal(true), status: postedStatus }),
      "Created: 'Job created successfully'",
    ),
    200: json(
      message.extend({ created: z.literal(false), status: postedStatus }),
      "Already created with this Idempotency-Key: the first job",
    ),
    ...errors(400, 401, 403, 413, 429),
  },
});

export const updateJobRoute = createRoute({
  method: "put",
  path: "/job/{id}",
  operationId: "updateJob",
  summary: "Edit a job of your company (admins: any job) with the full payload",
  security: signedIn,
  middleware: [requireSession] as const,
  request: { params: jobId, body: { content: { "application/json": { schema: jobBodySchema } }, required: true } },
  responses: { 200: json(message, "Updated: 'Job updated successfully'"), ...errors(400, 401, 403, 404, 413, 429) },
});

export const deleteJobRoute = createRoute({
  method: "delete",
  path: "/job/{id}",
  operationId: "deleteJob",
  summary: "Delete a job of your company: its page answers 404 (an admin may restore it within 30 days)",
  security: signedIn,
  middleware: [requireSession] as const,
  request: { params: jobId },
  responses: { 200: json(message, "Deleted"), ...errors(400, 401, 403, 404) },
});

export const setJobStatusRoute = createRoute({
  method: "post",
  path: "/job/{id}/status",
  operationId: "setJobStatus",
  summary: "Close a job (its page stays and says 'This job is closed') or reopen it",
  security: signedIn,
  middleware: [requireSession] as const,
  request: {
    params: jobId,
    body: {
      content: {
        "application/json": {
          schema: z.object({ status: z.enum(["open", "closed"], { error: "status must be open or closed" }) }),
        },
      },
      required: true,
    },
  },
  responses: {
    200: json(message, "Done"),
    ...errors(
      400,
      401,
      403,
      404,
      [409, "Reopening a job our review team rejected: `message` gives the admin's reason"],
      429,
    ),
  },
});

const postingSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  state: z
    .enum(["open", "closed", "expired", "pending", "rejected"])
    .describe(
      "pending: held for review, seen only by its employer and admins; rejected: refused in " +
        "review, gone for good (its page answers 410) and cannot be reopened",
    ),
  heldFor: z.array(z.string()).describe("Codes of why a pending job is held (unverified_company, asks_money, ...)"),
  rejectedBecause: z.string().nullable().describe("The admin's reason, for a rejected job; null otherwise"),
  source: z.string().describe("manual (posted here) or the collector's source type; collected jobs are read-only here"),
  sourceCheckedAt: z.string().nullable(),
  datePosted: z.string(),
  validThrough: z.string().nullable(),
  views: z.number().describe(`Job page views over ${STATS_DAYS} days`),
  applyClicks: z.number().describe(`Apply clicks over ${STATS_DAYS} days`),
  daily: z.array(z.object({ day: z.string(), views: z.number(), clicks: z.number() })),
});

export const listMyJobsRoute = createRoute({
  method: "get",
  path: "/user/jobs",
  operationId: "listMyJobs",
  summary: `The signed-in employer's company's jobs (open, closed, expired) with views and Apply clicks over ${STATS_DAYS} days`,
  security: signedIn,
  middleware: [requireSession] as const,
  responses: { 200: json(z.object({ data: z.array(postingSchema) }), "Postings, newest first"), ...errors(401, 403) },
});
