import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { jobViewSchema } from "../jobs/jobs.routes";
import { errorBody, errorResponses as e, json, signedIn as security } from "../shared-schemas";
import { requireSession } from "../session";

/** SPEC §7 GET /getrecommendedjobs, with one-based paging and the reasons of each match as data. */

export const recommendationsQuery = z.object({
  page: z.coerce
    .number({ message: "page must be a whole number from 1 to 1000" })
    .int("page must be a whole number from 1 to 1000")
    .min(1, "page must be a whole number from 1 to 1000")
    .max(1000, "page must be a whole number from 1 to 1000")
    .default(1),
  limit: z.coerce
    .number({ message: "limit must be a whole number from 1 to 50" })
    .int("limit must be a whole number from 1 to 50")
    .min(1, "limit must be a whole number from 1 to 50")
    .max(50, "limit must be a whole number from 1 to 50")
    .default(10),
});

const matchSchema = z.object({
  skills: z.array(z.string()).describe("Profile skills the job asks for"),
  titleWords: z.array(z.string()).describe("Words of the desired job title in the job's title"),
  category: z.string().nullable().describe("The job's category when it is the preferred industry"),
  experience: z
    .object({ min: z.number().nullable(), max: z.number().nullable(), years: z.number() })
    .nullable()
    .describe("The job's range when the candidate's years fall in it"),
  location: z.string().nullable().describe("'Remote' or the city, when it is the preferred location"),
  likeSaved: z.boolean().describe("Shares the category or skills of jobs the candidate saved"),
  recent: z.boolean().describe("Posted in the last 7 days"),
  score: z.number(),
});

export const getRecommendedJobsRoute = createRoute({
  method: "get",
  path: "/getrecommendedjobs",
  operationId: "getRecommendedJobs",
  tags: ["Recommendations"],
  summary: "Open jobs ranked for the signed-in candidate, each with why (never saved or closed jobs)",
  security,
  middleware: [requireSession] as const,
  request: { query: recommendationsQuery },
  responses: {
    200: json(
      z.object({
        data: z.array(
          jobViewSchema.extend({
            match: matchSchema,
            reason: z.string().describe("The reasons as one line for a card"),
          }),
        ),
        total: z.number().int(),
        page: z.number().int(),
        limit: z.number().int(),
        totalPages: z.number().int(),
        profileIncomplete: z
          .boolean()
          .describe("True when the profile has nothing to match on: the newest jobs are returned"),
      }),
      "Recommended jobs",
    ),
    400: json(errorBody, "page or limit out of range"),
    401: e[401],
  },
});
