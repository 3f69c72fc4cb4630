import { createRoute, z as openapiZod } from "@hono/zod-openapi";
import { z } from "zod";
import { companyProfileSchema } from "../../../core/employers";
import { errors, idParams, json, signedIn } from "../shared-schemas";
import { requireSession } from "../session";

/** The signed-in employer's company: read, edit, upload its logo; and every uploaded logo, served from PostgreSQL. */
const companyBody = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  city: z.string().nullable(),
  size: z.string().nullable(),
  logoUrl: z.string().nullable(),
  hasUploadedLogo: z.boolean(),
  stage: z.string().nullable().describe("Funding stage value, e.g. series-a"),
  remotePolicy: z.string().nullable().describe("remote-first, hybrid or office-first"),
  visaSponsorship: z
    .boolean()
    .nullable()
    .describe("Whether the company sponsors work visas; null when it has not said"),
  foundedYear: z.number().int().nullable(),
  techStack: z.array(z.string()),
  pitch: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  careersUrl: z.string().nullable(),
  pendingName: z
    .string()
    .nullable()
    .describe(
      "A verified company's new name, waiting for an admin or a fresh proof of the domain; the company keeps `name` until then",
    ),
});

export const getMyCompanyRoute = createRoute({
  method: "get",
  path: "/company",
  operationId: "getMyCompany",
  summary: "The signed-in employer's company profile",
  security: signedIn,
  middleware: [requireSession] as const,
  responses: { 200: json(companyBody, "The company"), ...errors(401, 403) },
});

export const updateMyCompanyRoute = createRoute({
  method: "put",
  path: "/company",
  operationId: "updateMyCompany",
  summary:
    "Edit the company profile: name, website (http/https, not a public suffix such as co.in or " +
    "github.io), description (500), city, size, and its startup facts (stage, remote policy, " +
    "visa sponsorship, founded year, tech stack, pitch, links; a fact left out keeps its " +
    "value). A name that another company has or that looks the same (case, spacing, invisible " +
    "characters, look-alike letters) is a 400; a verified company's new name waits in `pendingName`",
  security: signedIn,
  middleware: [requireSession] as const,
  request: { body: { required: true, content: { "application/json": { schema: companyProfileSchema } } } },
  responses: { 200: json(companyBody, "Saved"), ...errors(400, 401, 403, 413) },
});

const logoPart = openapiZod
  .custom<File>((value) => value instanceof File, { message: "Send the logo as the 'file' part" })
  .openapi({
    type: "string",
    format: "binary",
    description:
      "PNG, JPEG, WebP or SVG, at most 1 MB (1048576 bytes), checked by content; SVG with scripts, handlers or external references is refused",
  });

export const uploadCompanyLogoRoute = createRoute({
  method: "post",
  path: "/company/logo",
  operationId: "uploadCompanyLogo",
  summary: "Upload the company's logo (multipart, part 'file')",
  security: signedIn,
  middleware: [requireSession] as const,
  request: { body: { required: true, content: { "multipart/form-data": { schema: z.object({ file: logoPart }) } } } },
  responses: {
    200: json(z.object({ message: z.string(), logoUrl: z.string() }), "Stored"),
    ...errors(400, 401, 403, 413),
  },
});

export const companyLogoRoute = createRoute({
  method: "get",
  path: "/company/{id}/logo",
  operationId: "getCompanyLogo",
  summary: "An uploaded company logo (public)",
  security: [],
  request: { params: idParams("company id") },
  responses: {
    200: {
      description: "The image",
      content: {
        "image/png": { schema: z.any() },
        "image/jpeg": { schema: z.any() },
        "image/webp": { schema: z.any() },
        "image/svg+xml": { schema: z.any() },
      },
    },
    ...errors(400, 404),
  },
});
