import { createRoute, z as openApiZod } from "@hono/zod-openapi";
import { z } from "zod";
import { DIRECTORY_EQUITY, DIRECTORY_SORTS } from "../../../core/companies";
import { LPA_BANDS } from "../../../core/search";
import { FUNDING_STAGES, REMOTE_POLICIES, TEAM_SIZES, VISA_SPONSORSHIP } from "../../../lib/startup-facts";
import { errors, json } from "../shared-schemas";

// Checked in the handler with the directory's schema (repeated and comma-separated values both work); the document states its values.
const documentedList = (values: readonly string[] | null, description: string) =>
  openApiZod
    .union([openApiZod.string(), openApiZod.array(openApiZod.string())])
    .optional()
    .openapi({
      description: `${description}: one value, repeated, or comma-separated (at most 30)`,
      anyOf: values
        ? [
            { type: "string", enum: [...values] },
            { type: "array", items: { type: "string", enum: [...values] } },
          ]
        : [{ type: "string" }, { type: "array", items: { type: "string" } }],
    });
const facetList = z.array(z.object({ value: z.string(), label: z.string(), count: z.number().int() }));

export const companyDirectoryRoute = createRoute({
  method: "get",
  path: "/companies",
  operationId: "listCompanies",
  security: [],
  summary: "The company directory: companies with open jobs and their startup facts, filtered, with counts",
  description:
    "A facet's counts are the companies that pass every other filter. Unknown values are a 400 naming the parameter.",
  request: {
    query: z.object({
      stage: documentedList(
        FUNDING_STAGES.map((stage) => stage.value),
        "Funding stage(s)",
      ),
      size: documentedList(
        TEAM_SIZES.map((size) => size.value),
        "Team size band(s)",
      ),
      remote: documentedList(
        REMOTE_POLICIES.map((policy) => policy.value),
        "Remote polic(ies)",
      ),
      city: documentedList(null, "Headquarters city name(s), any case"),
      category: documentedList(null, "Category slug(s): companies with open jobs in one of them"),
      equity: documentedList(
        DIRECTORY_EQUITY.map((item) => item.value),
        "yes: companies with at least one open job offering equity",
      ),
      lpa: documentedList(
        LPA_BANDS.map((band) => band.value),
        "Yearly rupee pay band(s) in LPA, as the search's lpa: companies with at least one open job in one of them",
      ),
      visa: documentedList(
        VISA_SPONSORSHIP.map((item) => item.value),
        "Whether the company sponsors work visas, as it says on its profile (companies that do not say have neither value)",
      ),
      sort: openApiZod
        .string()
        .optional()
        .openapi({
          type: "string",
          enum: [...DIRECTORY_SORTS],
          description: "jobs (most open jobs, default) or newest (newest job first)",
        }),
      page: openApiZod.string().optional().openapi({
        type: "integer",
        minimum: 1,
        maximum: 1000,
        default: 1,
        description: "One-based page of 24 companies",
      }),
    }),
  },
  responses: {
    200: json(
      z.object({
        companies: z.array(
          z.object({
            id: z.number().int(),
            name: z.string(),
            slug: z.string(),
            logoUrl: z.string().nullable(),
            city: z.string().nullable(),
            stage: z.string().nullable(),
            size: z.string().nullable(),
            remotePolicy: z.string().nullable(),
            visaSponsorship: z.boolean().nullable(),
            pitch: z.string().nullable(),
            foundedYear: z.number().int().nullable(),
            openJobs: z.number().int(),
            newestJob: z.string(),
            categories: z.array(z.string()),
            offersEquity: z.boolean(),
            lpaBands: z.array(z.string()),
          }),
        ),
        total: z.number().int(),
        page: z.number().int(),
        pages: z.number().int(),
        facets: z.object({
          stage: facetList,
          size: facetList,
          remote: facetList,
          city: facetList,
          category: facetList,
          equity: facetList,
          lpa: facetList,
          visa: facetList,
        }),
      }),
      "One page of companies and the facet counts",
    ),
    ...errors(400),
  },
});
