import { createRoute, z as openapiZod } from "@hono/zod-openapi";
import { z } from "zod";
import { profileSchema } from "../../../core/profiles";
import { errorBody, errorResponses as e, json, signedIn as security } from "../shared-schemas";
import { requireSession } from "../session";

/** SPEC §7: GET /profile, POST /updateprofile and /updateprofiledata, and the owner's resume download and delete. */
const tags = ["Profile"];

const notSignedIn = e[401];
const csrfRefused = json(errorBody, "Cookie-authenticated write without the X-XSRF-TOKEN header");
const badInput = json(
  errorBody,
  "Invalid candidate fields (`errors` names each), an empty file or a file name with path separators or over 120 characters",
);

export const resumeSummarySchema = z.object({
  fileName: z.string(),
  mimeType: z.enum([
    "application/pdf",
    "application/msword",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ]),
  size: z.number().int().min(1).max(5_242_880),
  uploadedAt: z.string().describe("ISO 8601"),
});

export const profileBody = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  desiredjobtitle: z.string().nullable(),
  industry: z.string().nullable(),
  prefindustry: z.string().nullable().describe("Same as industry (SPEC §3 names both)"),
  yoexp: z.number().int().min(0).max(50).nullable(),
  skills: z.string().describe("Comma separated"),
  skillList: z.array(z.string()),
  location: z.string().nullable().describe("Preferred city, or Remote"),
  resumeurl: z.string().nullable().describe("Download address of the resume (its owner only); null without one"),
  resume: resumeSummarySchema.nullable(),
});

const candidatePart = z
  .string({ error: "Send the candidate fields as JSON in the 'candidate' part" })
  .max(20_000, "The candidate part can be at most 20,000 characters")
  .describe(
    `JSON of the candidate fields: ${JSON.stringify(Object.keys(profileSchema.shape))}; name required, yoexp 0-30, skills a list or comma string (at most 50)`,
  );
const filePart = openapiZod
  .custom<File>((value) => value instanceof File, { message: "Send the resume file as the 'file' part" })
  .openapi({
    type: "string",
    format: "binary",
    description: "The resume: PDF, DOC or DOCX, at most 5 MB (5242880 bytes), checked by content",
  });

const updated = json(
  z.object({
    message: z.string().describe("'Profile updated successfully!'"),
    profile: profileBody,
    skillsFound: z
      .array(z.string())
      .describe("Skills of the board's vocabulary in the new resume that the profile lacks"),
    note: z.string().optional().describe("Set when the resume's text could not be read"),
  }),
  "Profile saved",
);

export const getProfileRoute = createRoute({
  method: "get",
  path: "/profile",
  operationId: "getProfile",
  tags,
  summary: "The signed-in candidate's profile",
  security,
  middleware: [requireSession] as const,
  responses: { 200: json(profileBody, "The profile"), 401: notSignedIn },
});

export const updateProfileRoute = createRoute({
  method: "post",
  path: "/updateprofile",
  operationId: "updateProfile",
  tags,
  summary: "Save the profile with a new resume (multipart: 'file' and 'candidate')",
  security,
  middleware: [requireSession] as const,
  request: {
    body: {
      required: true,
      content: { "multipart/form-data": { schema: z.object({ file: filePart, candidate: candidatePart }) } },
    },
  },
  responses: {
    200: updated,
    400: badInput,
    401: notSignedIn,
    403: csrfRefused,
    413: json(errorBody, "'File size should not exceed 5MB'"),
    415: json(
      errorBody,
      "'Invalid file type. Please upload a PDF or Word document.', or an unsafe Word document (zip bomb)",
    ),
  },
});

export const updateProfileDataRoute = createRoute({
  method: "post",
  path: "/updateprofiledata",
  operationId: "updateProfileData",
  tags,
  summary: "Save the profile fields only (multipart: 'candidate'); needs a resume already stored",
  security,
  middleware: [requireSession] as const,
  request: {
    body: { required: true, content: { "multipart/form-data": { schema: z.object({ candidate: candidatePart }) } } },
  },
  responses: { 200: updated, 400: badInput, 401: notSignedIn, 403: csrfRefused },
});

const ownerParam = z.object({
  userId: z.coerce
    .number({ error: "userId must be a user id" })
    .int("userId must be a user id")
    .min(1, "userId must be a user id")
    .max(2_147_483_647, "userId must be a user id"),
});

export const downloadResumeRoute = createRoute({
  method: "get",
  path: "/resumes/{userId}",
  operationId: "downloadResume",
  tags,
  summary: "Download a resume: only its owner gets it; anyone else 404",
  security,
  request: { params: ownerParam },
  responses: {
    200: {
      description: "The file, as an attachment, with the type it was checked to be on upload",
      content: Object.fromEntries(
        resumeSummarySchema.shape.mimeType.options.map((type) => [
          type,
          { schema: openapiZod.string().openapi({ format: "binary" }) },
        ]),
      ),
    },
    400: json(errorBody, "Not a user id"),
    404: json(errorBody, "'No resume available to download.' (also for anyone but the owner)"),
  },
});

export const deleteResumeRoute = createRoute({
  method: "delete",
  path: "/resumes/{userId}",
  operationId: "deleteResume",
  tags,
  summary: "Delete the signed-in user's resume",
  security,
  middleware: [requireSession] as const,
  request: { params: ownerParam },
  responses: {
    200: json(z.object({ message: z.string() }), "Deleted"),
    400: json(errorBody, "Not a user id"),
    401: notSignedIn,
    403: csrfRefused,
    404: json(errorBody, "No resume (also for anyone but the owner)"),
  },
});
