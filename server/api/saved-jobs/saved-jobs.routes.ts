import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { jobViewSchema } from "../jobs/jobs.routes";
import { errorBody, json, signedIn } from "../shared-schemas";

/** SPEC §7 POST /saved-jobs/ {job}, plus listing and removing, for the signed-in user. */
const security = signedIn;
const jobId = z.coerce.number({ message: "job must be a job id" }).int("job must be a job id").positive("job must be a job id").max(2_147_483_647, "job must be a job id");

export const savedJobMessage = z.object({ message: z.string(), saved: z.boolean(), job: z.number() });

export const saveJobRoute = createRoute({
  method: "post",
  path: "/saved-jobs/",
  operationId: "saveJob",
  summary: "Save a job for the signed-in user (saving twice keeps one entry)",
  security,
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
  summary: "The signed-in user's saved jobs, most recently saved first",
  security,
  responses: {
    200: json(z.object({ data: z.array(jobViewSchema) }), "Saved jobs"),
    401: json(errorBody, "Not signed in"),
  },
});
