import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { REPORT_DETAILS_MAX, REPORT_REASONS } from "../../../core/trust";
import { errorBody, errors, idParams, json, jsonBodyOf, signedIn, tooManyRequests } from "../shared-schemas";
import { requireSession } from "../session";

/** Issue 27's calls (decisions 125, 126): reports of a job, the admins' report and review queues, the 'still hiring' link. */
const tags = ["Trust and safety"];
const done = z.object({ message: z.string() });
/** The admins' queues: a session is needed here, the admin role is checked in core/trust. */
const adminCall = [requireSession];
const reasons = Object.keys(REPORT_REASONS) as [keyof typeof REPORT_REASONS, ...(keyof typeof REPORT_REASONS)[]];

export const reportJobRoute = createRoute({
  method: "post",
  path: "/jobs/{id}/reports",
  operationId: "reportJob",
  tags,
  summary: "Report a job (guests too): one report per person and job, limited per account, per address and per network",
  description:
    "Money reports from three different networks (IPv4 /24, IPv6 /48), each from an account " +
    "with a proved e-mail, hide the job at once, pending an admin's review, and its employer is " +
    "told. Guests' reports, unproved accounts' reports and further reports from one network go " +
    "to the admins' queue without hiding anything. The reporter is never shown to the employer.",
  security: [],
  request: {
    params: idParams("job id"),
    body: jsonBodyOf(
      z.object({
        reason: z.enum(reasons).describe(
          Object.entries(REPORT_REASONS)
            .map(([key, value]) => `${key}: ${value.label}`)
            .join("; "),
        ),
        details: z.string().max(REPORT_DETAILS_MAX).optional().describe("Required for 'other'"),
      }),
    ),
  },
  responses: {
    201: json(
      z.object({ message: z.string(), hidden: z.boolean().describe("The job is now hidden pending review") }),
      "Reported",
    ),
    429: tooManyRequests,
    ...errors(
      400,
      403,
      [404, "No such job, or it is not public (held for review jobs included)"],
      [409, "You reported this job already"],
    ),
  },
});

const reportedJob = z.object({
  jobId: z.number(),
  title: z.string(),
  companyId: z.number(),
  companyName: z.string(),
  companyVerified: z.boolean(),
  status: z.string(),
  reports: z.number().describe("Every open report"),
  counted: z
    .number()
    .describe("Networks (IPv4 /24, IPv6 /48) with a report from an account with a proved e-mail: the people who count"),
  hiddenByReports: z.boolean().describe("The reports hide the job now, pending review"),
  severity: z.number().describe("3: money or fake company, 2: discriminatory, 1: other reasons"),
  reasons: z.record(z.string(), z.number()).nullable(),
  details: z.array(z.string()),
});

export const listReportsRoute = createRoute({
  method: "get",
  path: "/admin/reports",
  operationId: "listJobReports",
  tags,
  summary:
    "Jobs with open reports (admins): a verified employer's job hidden by reports first, then by people counted, severity and reports",
  security: signedIn,
  middleware: adminCall,
  responses: { 200: json(z.object({ data: z.array(reportedJob) }), "The report queue"), ...errors(401, 403) },
});

export const decideReportsRoute = createRoute({
  method: "post",
  path: "/admin/reports/{id}",
  operationId: "decideJobReports",
  tags,
  summary: "Settle a job's open reports: dismiss, close the job, delete it, or hold its company (admins)",
  security: signedIn,
  middleware: adminCall,
  request: {
    params: idParams("job id"),
    body: jsonBodyOf(z.object({ action: z.enum(["dismiss", "close", "delete", "hold_company"]) })),
  },
  responses: { 200: json(done, "Done"), ...errors(400, 401, 403, 404) },
});

const heldJob = z.object({
  jobId: z.number(),
  title: z.string(),
  companyId: z.number(),
  companyName: z.string(),
  companyVerified: z.boolean(),
  posterEmail: z.string().nullable(),
  heldAt: z.string(),
  status: z
    .enum(["pending", "closed"])
    .describe("'closed' when its employer closed it while it waited: approving keeps it closed"),
  reasons: z.array(z.object({ code: z.string(), label: z.string(), detail: z.string() })),
  posting: z
    .object({
      description: z
        .string()
        .describe(
          "As the employer wrote it (plain text; the job page renders its paragraphs and lists as text, never as markup)",
        ),
      pay: z.string().describe("The job page's words: '₹12-18 LPA', '₹25k/month', 'Salary not specified'"),
      experience: z.string(),
      jobType: z.string(),
      place: z.string().describe("'City, Region', or 'Remote'"),
      workplace: z.string().describe("'On-site', 'Hybrid' or 'Remote'"),
      applyLinkText: z
        .string()
        .nullable()
        .describe("The apply address as stored, a look-alike host in punycode; null when there is none"),
      applyUrl: z
        .string()
        .nullable()
        .describe("The same address when it is an http(s) address a browser may follow; else null"),
      companyHost: z
        .string()
        .nullable()
        .describe("The company website's host, to compare with the apply link's (punycode for a look-alike)"),
    })
    .describe("The posting itself, to read before deciding (issue 44)"),
});

export const listReviewRoute = createRoute({
  method: "get",
  path: "/admin/review",
  operationId: "listHeldJobs",
  tags,
  summary:
    "Jobs held for review with the reasons they are held (admins): a verified employer's job hidden by reports first, then oldest first",
  security: signedIn,
  middleware: adminCall,
  responses: { 200: json(z.object({ data: z.array(heldJob) }), "The review queue"), ...errors(401, 403) },
});

export const decideReviewRoute = createRoute({
  method: "post",
  path: "/admin/review/{id}",
  operationId: "decideHeldJob",
  tags,
  summary:
    "Approve (optionally verifying the company) or reject, with a reason, a held job (admins); the employer is mailed",
  security: signedIn,
  middleware: adminCall,
  request: {
    params: idParams("job id"),
    body: jsonBodyOf(
      z.object({
        decision: z.enum(["approve", "reject"]),
        note: z.string().max(500).optional().describe("Required to reject: the reason the employer reads"),
        verifyCompany: z
          .boolean()
          .optional()
          .describe("Approve and verify the company, releasing its other jobs held only for that"),
      }),
    ),
  },
  responses: { 200: json(done, "Decided"), ...errors(400, 401, 403, [404, "No held job with this id"]) },
});

export const stillHiringRoute = createRoute({
  method: "post",
  path: "/jobs/still-hiring",
  operationId: "confirmStillHiring",
  tags,
  summary: "The one click of a 'still hiring?' mail: the job stays open another 60 days",
  description: "The token comes from the reminder mailed 7 days before an employer's job closes; it works once.",
  security: [],
  request: { query: z.object({ token: z.string().max(200) }) },
  responses: {
    200: json(z.object({ message: z.string(), openUntil: z.string() }), "Kept open"),
    400: json(errorBody, "The link does not work (forged, used, or the job is no longer open): nothing changed"),
  },
});
