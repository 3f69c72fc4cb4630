import { z } from "../shared/zod";
import { LPA_MESSAGE, NOT_LAKHS, payloadPayOf } from "./job-form-pay";

/**
 * The one schema of a job an employer posts or edits (SPEC §3 payload names, §5 rules):
 * the form checks it in the browser, the API validates its body with it, and core
 * parses with it again before writing. No database in here: the category's
 * membership in the list is checked by core (job-writes.service.ts).
 */
/**
 * The job types Post a Job offers: SPEC §9's (decision 178), but for Remote, which the form's Workplace says.
 * SPEC §5's edit-form options (Full Time, Part Time, Contract, Confidential) are still accepted from API clients.
 */
export const JOB_FORM_TYPES = ["Full-time", "Part-time", "Contract", "Internship", "Temporary"] as const;
/** Every job type the payload accepts: SPEC §5's form options and §9's types. */
export const JOB_TYPE_VALUES = [
  "Full Time",
  "Part Time",
  "Contract",
  "Confidential",
  "Full-time",
  "Part-time",
  "Internship",
  "Temporary",
  "Remote",
] as const;
export const SALARY_UNITS = ["YEAR", "MONTH", "WEEK", "DAY", "HOUR"] as const;
export const LIMITS = {
  title: 120,
  description: 20_000,
  location: 120,
  qualification: 200,
  skills: 500,
  url: 2_000,
  company: 120,
  category: 120,
} as const;

export const JOB_MESSAGES = {
  title: `Please enter a job title (at most ${LIMITS.title} characters)`,
  category: "Please choose a category from the list",
  jobType: "Please choose a job type: Full-time, Part-time, Contract, Internship or Temporary",
  description: `Please enter a job description (at most ${LIMITS.description} characters)`,
  location: `Please enter a location, e.g. Bengaluru, Karnataka, or Remote (at most ${LIMITS.location} characters)`,
  deadline: "Please enter an application deadline that is today or later (YYYY-MM-DD)",
  experience: "Please enter experience in years, e.g. 2-5 or 3 (0 to 50)",
  qualification: `Please enter the qualification (at most ${LIMITS.qualification} characters)`,
  link: "Please enter the link to the job: an http:// or https:// address",
  website: "Please enter the company website: an http:// or https:// address",
  salary: "Please enter a salary range in whole numbers, e.g. 1200000-1800000",
  currency: "Please enter a three-letter currency code, e.g. INR",
  unit: "Please choose a salary unit: YEAR, MONTH, WEEK, DAY or HOUR",
  skills: `Please list skills separated by commas (at most ${LIMITS.skills} characters)`,
  company: `Company name is at most ${LIMITS.company} characters`,
  equity: "Please enter equity in percent as a range, e.g. 0.1-0.5 (at most 100), or none",
  equityReversed: "The equity range's first number must not be above its second, e.g. 0.1-0.5",
  equityOver: "Equity is a percentage: at most 100",
  workplace: "Please choose a workplace: onsite, hybrid or remote",
} as const;

/** Equity as typed: '', 'none', '0.5' or '0.1-0.5' (percent). */
export const EQUITY_PATTERN =
  /^\s*(([Nn][Oo][Nn][Ee])|(\d{1,3}(\.\d{1,3})?)\s*%?(\s*(-|[Tt][Oo])\s*(\d{1,3}(\.\d{1,3})?)\s*%?)?)\s*$/;

/** The equity range a job offers, in percent: null when not said, [0, 0] for none. */
export function equityRange(value: string | null | undefined): [number, number] | null {
  const match = EQUITY_PATTERN.exec(value ?? "");
  if (!match || !(value ?? "").trim()) return null;
  if (match[2]) return [0, 0];
  const min = Number(match[3]);
  return [min, match[7] !== undefined ? Number(match[7]) : min];
}

/** Only http(s) web addresses: never javascript:, data: or anything else. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** Today's date (YYYY-MM-DD) in UTC minus one day, so every time zone's "today" passes. */
function earliestDeadline(now = new Date()): string {
  return new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
}

const text = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, message);
const httpUrl = (message: string) => text(message, LIMITS.url).refine(isHttpUrl, message);
const noNul = (value: string) => !value.includes("\u0000");

// Case spelled out instead of the i flag: the OpenAPI document carries a pattern's source, and JSON Schema has no flags.
export const SALARY_PATTERN = /^\s*\d[\d,]{0,13}(\s*(-|[Tt][Oo])\s*\d[\d,]{0,13})?\s*$/;
export const EXPERIENCE_PATTERN =
  /^\s*(\d{1,2})(\s*(-|[Tt][Oo])\s*(\d{1,2}))?\s*(\+|[Yy][Ee][Aa][Rr][Ss]?|[Yy][Rr][Ss]?)?\s*$/;

/** The payload of POST /api/jobs/ and PUT /api/job/{id}; aliases job_location and job_link are folded in by normalisePayload. */
export const jobPayloadSchema = z
  .object({
    title: text(JOB_MESSAGES.title, LIMITS.title).refine(noNul, JOB_MESSAGES.title),
    category: text(JOB_MESSAGES.category, LIMITS.category),
    job_type: z.enum(JOB_TYPE_VALUES, { error: JOB_MESSAGES.jobType }),
    job_description: text(JOB_MESSAGES.description, LIMITS.description).refine(noNul, JOB_MESSAGES.description),
    location: text(JOB_MESSAGES.location, LIMITS.location).refine(noNul, JOB_MESSAGES.location),
    remote: z.boolean().optional(),
    application_deadline: z
      .string({ error: JOB_MESSAGES.deadline })
      .regex(/^\d{4}-\d{2}-\d{2}$/, JOB_MESSAGES.deadline)
      .refine(
        (value) =>
          !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
          new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
        JOB_MESSAGES.deadline,
      )
      .refine((value) => value >= earliestDeadline(), JOB_MESSAGES.deadline)
      .refine(
        (value) => value <= new Date(Date.now() + 366 * 86_400_000).toISOString().slice(0, 10),
        "The application deadline must be within a year",
      ),
    experience: z
      .string({ error: JOB_MESSAGES.experience })
      .regex(EXPERIENCE_PATTERN, JOB_MESSAGES.experience)
      .refine((value) => {
        const [min, max] = experienceRange(value);
        return min <= 50 && max <= 50 && min <= max;
      }, JOB_MESSAGES.experience),
    qualification: text(JOB_MESSAGES.qualification, LIMITS.qualification).refine(noNul, JOB_MESSAGES.qualification),
    link_to_job: httpUrl(JOB_MESSAGES.link),
    salary_range: z
      .string({ error: JOB_MESSAGES.salary })
      .regex(SALARY_PATTERN, JOB_MESSAGES.salary)
      .refine((value) => {
        const [min, max] = salaryRange(value);
        return min > 0 && max >= min && max <= 2_000_000_000;
      }, JOB_MESSAGES.salary),
    // Stored as the code ('usd' as USD): pay bands, the salary filters and the rough rates compare codes exactly.
    salary_currency: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3}$/, JOB_MESSAGES.currency)
      .toUpperCase()
      .optional(),
    salary_unit: z.enum(SALARY_UNITS, { error: JOB_MESSAGES.unit }).optional(),
    skills: z.string().trim().max(LIMITS.skills, JOB_MESSAGES.skills).refine(noNul, JOB_MESSAGES.skills).optional(),
    equity: z
      .string({ error: JOB_MESSAGES.equity })
      .max(40, JOB_MESSAGES.equity)
      .regex(EQUITY_PATTERN, JOB_MESSAGES.equity)
      .refine((value) => (equityRange(value)?.[1] ?? 0) <= 100, JOB_MESSAGES.equityOver)
      .refine((value) => {
        const range = equityRange(value);
        return range === null || range[0] <= range[1];
      }, JOB_MESSAGES.equityReversed)
      .optional()
      .describe("Equity offered, in percent: '0.1-0.5', '0.25' or 'none'; leave out when not said"),
    workplace: z
      .enum(["onsite", "hybrid", "remote"], { error: JOB_MESSAGES.workplace })
      .optional()
      .describe("Where the work is done; 'remote' is also implied by remote=true or job_type Remote"),
    company_name: z.string().trim().max(LIMITS.company, JOB_MESSAGES.company).optional(),
    company_website: z.union([z.literal(""), httpUrl(JOB_MESSAGES.website)]).optional(),
    user: z.union([z.number(), z.string()]).optional().describe("Ignored: the signed-in user posts"),
    id: z.union([z.number(), z.string()]).optional().describe("Ignored on create; on update the path's id counts"),
  })
  .describe("Job create/update payload (SPEC §3)");
export type JobPayload = z.infer<typeof jobPayloadSchema>;

/** SPEC §3: the edit form reads job_location and job_link; either name is accepted. Strings from forms become the schema's types. */
export function normalisePayload(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...raw };
  if (out.location === undefined && raw.job_location !== undefined) out.location = raw.job_location;
  if (out.link_to_job === undefined && raw.job_link !== undefined) out.link_to_job = raw.job_link;
  delete out.job_location;
  delete out.job_link;
  if (typeof out.remote === "string") out.remote = out.remote === "on" || out.remote === "true";
  for (const key of [
    "salary_currency",
    "salary_unit",
    "skills",
    "company_name",
    "company_website",
    "equity",
    "workplace",
  ])
    if (out[key] === "") delete out[key];
  return out;
}

export function experienceRange(value: string): [number, number] {
  const match = EXPERIENCE_PATTERN.exec(value);
  if (!match) return [0, 0];
  const min = Number(match[1]);
  return [min, match[4] !== undefined ? Number(match[4]) : min];
}

export function salaryRange(value: string): [number, number] {
  const amounts = value.split(/-|to/i).map((part) => Number(part.replace(/[,\s]/g, "")));
  return [amounts[0] ?? 0, amounts[1] ?? amounts[0] ?? 0];
}

/** SPEC §5's form options and §9's types to the stored employment type (remote work is the workplace). */
export function employmentTypeOf(jobType: (typeof JOB_TYPE_VALUES)[number]): {
  employmentType: string;
  remote: boolean;
} {
  switch (jobType) {
    case "Full Time":
    case "Full-time":
    case "Confidential":
      return { employmentType: "Full-time", remote: false };
    case "Remote":
      return { employmentType: "Full-time", remote: true };
    case "Part Time":
    case "Part-time":
      return { employmentType: "Part-time", remote: false };
    default:
      return { employmentType: jobType, remote: false };
  }
}

/** The form option a stored employment type shows as on the edit form (SPEC §9's spelling). */
export function formJobType(employmentType: string): (typeof JOB_FORM_TYPES)[number] {
  if (employmentType === "Full Time") return "Full-time";
  if (employmentType === "Part Time") return "Part-time";
  return (JOB_FORM_TYPES as readonly string[]).includes(employmentType)
    ? (employmentType as (typeof JOB_FORM_TYPES)[number])
    : "Full-time";
}

/** The form's fields, in order; every value is a string as the browser sends it. */
export const JOB_FORM_FIELDS = [
  "title",
  "category",
  "job_type",
  "location",
  "salary_range",
  "salary_currency",
  "salary_unit",
  "experience",
  "qualification",
  "application_deadline",
  "link_to_job",
  "skills",
  "job_description",
  "workplace",
  "equity",
] as const;

/** The form's pay: typed in lakhs a year (LPA) for a rupee yearly salary, converted by payloadPayOf before the payload's check. */
const formSalary = z
  .string()
  .refine((value) => !value.startsWith(NOT_LAKHS), LPA_MESSAGE)
  .pipe(jobPayloadSchema.shape.salary_range);

/**
 * The schema the form checks, in the browser and in the page's action: the payload schema after the same folding of
 * form strings, with pay converted from the form's LPA to the payload's whole rupees (core/jobs/job-form-pay.ts).
 */
export const jobFormSchema = z.preprocess(
  (value) => normalisePayload(payloadPayOf(value as Record<string, unknown>)),
  jobPayloadSchema.extend({ salary_range: formSalary }),
);
