import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { jobViewSchema } from "../jobs/jobs.routes";
import { errorBody, json, signedIn } from "../shared-schemas";
import { requireSession } from "../session";
import { PAGE_SIZE } from "../../../core/shared/constants";

export const SAVED_LIMIT_MAX = 100;

/** SPEC §7 POST /saved-jobs/ {job}, plus listing and removing, for the signed-in user. */
const security = signedIn;
const jobId = z.coerce
  .number({ message: "job must be a job id" })
  .int("job must be a job id")
  .positive("job must be a job id")
  .max(2_147_483_647, "job must be a job id");

export const savedJobMessage = z.object({ message: z.string(), saved: z.boolean(), job: z.number() });

export const saveJobRoute = createRoute({
  method: "post",
  path: "/saved-jobs/",
  operationId: "saveJob",
  summary: "Save a job for the signed-in user (saving twice keeps one entry)",
  security,
  middleware: [requireSession] as const,
  request: { body: { content: { "application/json": { schema: z.object({ job: jobId }) } }, required: true } },
  responses: {
    200: json(savedJobMessage, "Saved: 'Job saved successfully!'"),
    400: json(errorBody, "No valid job id"),
    401: json(errorBody, "Not signed in"),
    404: json(errorBody, "Job not found"),
  },
});

export const unsaveJobRoute = createRoute({
  method: "delete",
  path: "/saved-jobs/{job}",
  operationId: "unsaveJob",
  summary: "Remove a job from the signed-in user's saved jobs",
  security,
  middleware: [requireSession] as const,
  request: { params: z.object({ job: jobId }) },
  responses: {
    200: json(savedJobMessage, "Removed: 'Job removed'"),
    400: json(errorBody, "No valid job id"),
    401: json(errorBody, "Not signed in"),
  },
});

export const listSavedJobsRoute = createRoute({
  method: "get",
  path: "/saved-jobs/",
  operationId: "listSavedJobs",
  summary: "The signed-in user's saved jobs, most recently saved first, a page at a time with the total",
  security,
  middleware: [requireSession] as const,
  request: {
    query: z.object({
      page: z.coerce
        .number({ message: "page must be a whole number from 1" })
        .int("page must be a whole number from 1")
        .min(1, "page must be a whole number from 1")
        .max(100_000, "page must be at most 100000")
        .default(1)
        .describe("1-based page"),
      limit: z.coerce
        .number({ message: `limit must be a whole number from 1 to ${SAVED_LIMIT_MAX}` })
        .int(`limit must be a whole number from 1 to ${SAVED_LIMIT_MAX}`)
        .min(1, `limit must be a whole number from 1 to ${SAVED_LIMIT_MAX}`)
        .max(SAVED_LIMIT_MAX, `limit must be a whole number from 1 to ${SAVED_LIMIT_MAX}`)
        .default(PAGE_SIZE.saved)
        .describe(`Jobs per page (default ${PAGE_SIZE.saved}, as the saved-jobs page)`),
    }),
  },
  responses: {
    200: json(
      z.object({
        data: z.array(jobViewSchema).describe("This page's saved jobs"),
        total: z.number().int().describe("Saved jobs on all pages"),
        page: z.number().int(),
        limit: z.number().int(),
        totalPages: z.number().int().describe("At least 1"),
      }),
      "Saved jobs, one page",
    ),
    400: json(errorBody, "Bad page or limit"),
    401: json(errorBody, "Not signed in"),
  },
});
