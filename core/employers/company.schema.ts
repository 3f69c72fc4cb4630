import { z } from "../shared/zod";
import { registerSchema } from "../accounts/browser";
import { isHttpUrl } from "../jobs/browser";
import { companyNameProblem, tidyCompanyName } from "../../lib/company-name-check";
import { FUNDING_STAGES, REMOTE_POLICIES, TEAM_SIZES, VISA_SPONSORSHIP, valuesOf } from "../../lib/startup-facts";

/** A company's profile as employers edit it (registration and /dashboard/company). Browser-safe: zod only. */
export const COMPANY_SIZES = valuesOf(TEAM_SIZES);
export const COMPANY_STAGES = valuesOf(FUNDING_STAGES);
export const COMPANY_REMOTE_POLICIES = valuesOf(REMOTE_POLICIES);
export const COMPANY_VISA_SPONSORSHIP = valuesOf(VISA_SPONSORSHIP);
export const TECH_STACK_LIMIT = { tags: 20, length: 40 } as const;
export const COMPANY_MESSAGES = {
  name: "Please enter the company name (at most 120 characters)",
  website: "Please enter the company website: an http:// or https:// address",
  description: "Please describe the company in at most 500 characters",
  city: "Please enter the company's city (at most 80 characters)",
  size: "Please choose a company size from the list",
  choice: "Please choose your company or create a new one",
  stage: `Please choose a funding stage: ${COMPANY_STAGES.join(", ")}`,
  remotePolicy: `Please choose a remote policy: ${COMPANY_REMOTE_POLICIES.join(", ")}`,
  visa: "Please say whether the company sponsors work visas: yes, no, or leave it empty",
  founded: "Please enter the year the company was founded (1800 to this year)",
  techStack: `Please list at most ${TECH_STACK_LIMIT.tags} technologies separated by commas, each at most ${TECH_STACK_LIMIT.length} characters`,
  pitch: "Please describe the company in one line (at most 140 characters)",
  linkedin: "Please enter the company's LinkedIn page: an https://www.linkedin.com/ address",
  careers: "Please enter the company's careers page: an http:// or https:// address",
} as const;

const plain = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .refine((value) => !value.includes("\u0000"), message);

/** A company name: no invisible characters or words mixing alphabets (refused, naming why), whitespace runs made one space (decision 163). */
const companyNameSchema = z
  .string({ error: COMPANY_MESSAGES.name })
  .max(1000, COMPANY_MESSAGES.name)
  .superRefine((value, context) => {
    const problem = companyNameProblem(value);
    if (problem) context.addIssue({ code: "custom", message: problem });
  })
  .transform(tidyCompanyName)
  .pipe(z.string().min(1, COMPANY_MESSAGES.name).max(120, COMPANY_MESSAGES.name));

export const companyProfileSchema = z.object({
  company_name: companyNameSchema,
  company_website: plain(COMPANY_MESSAGES.website, 2000).refine(isHttpUrl, COMPANY_MESSAGES.website),
  company_description: plain(COMPANY_MESSAGES.description, 500).optional(),
  company_city: plain(COMPANY_MESSAGES.city, 80).optional(),
  company_size: z
    .union([z.literal(""), z.enum(COMPANY_SIZES, { error: COMPANY_MESSAGES.size })], { error: COMPANY_MESSAGES.size })
    .optional(),
  // Startup facts (issue 29): left out, a fact keeps its stored value; "" clears it.
  company_stage: z
    .union([z.literal(""), z.enum(COMPANY_STAGES, { error: COMPANY_MESSAGES.stage })], {
      error: COMPANY_MESSAGES.stage,
    })
    .optional(),
  company_remote_policy: z
    .union([z.literal(""), z.enum(COMPANY_REMOTE_POLICIES, { error: COMPANY_MESSAGES.remotePolicy })], {
      error: COMPANY_MESSAGES.remotePolicy,
    })
    .optional(),
  company_visa: z
    .union([z.literal(""), z.enum(COMPANY_VISA_SPONSORSHIP, { error: COMPANY_MESSAGES.visa })], {
      error: COMPANY_MESSAGES.visa,
    })
    .optional()
    .describe('Whether the company sponsors work visas: yes or no; "" when it does not say'),
  company_founded: z
    .union(
      [
        z.literal(""),
        z.coerce
          .number({ error: COMPANY_MESSAGES.founded })
          .int(COMPANY_MESSAGES.founded)
          .min(1800, COMPANY_MESSAGES.founded),
      ],
      { error: COMPANY_MESSAGES.founded },
    )
    .refine((value) => value === "" || value <= new Date().getUTCFullYear(), "The founded year cannot be in the future")
    .optional()
    .describe("The year the company was founded; not in the future"),
  company_tech_stack: z
    .union(
      [
        plain(COMPANY_MESSAGES.techStack, 1000),
        z
          .array(plain(COMPANY_MESSAGES.techStack, TECH_STACK_LIMIT.length))
          .max(TECH_STACK_LIMIT.tags, COMPANY_MESSAGES.techStack),
      ],
      { error: COMPANY_MESSAGES.techStack },
    )
    .transform((value) => techStackList(value))
    .refine(
      (tags) => tags.length <= TECH_STACK_LIMIT.tags && tags.every((tag) => tag.length <= TECH_STACK_LIMIT.length),
      COMPANY_MESSAGES.techStack,
    )
    .optional()
    .describe("Technologies, as a list or separated by commas"),
  company_pitch: plain(COMPANY_MESSAGES.pitch, 140).optional(),
  company_linkedin: z
    .union([z.literal(""), plain(COMPANY_MESSAGES.linkedin, 300).refine(isLinkedInUrl, COMPANY_MESSAGES.linkedin)], {
      error: COMPANY_MESSAGES.linkedin,
    })
    .optional(),
  company_careers: z
    .union([z.literal(""), plain(COMPANY_MESSAGES.careers, 2000).refine(isHttpUrl, COMPANY_MESSAGES.careers)], {
      error: COMPANY_MESSAGES.careers,
    })
    .optional(),
});

/** Tags from a comma string or a list: trimmed, without empties or repeats (case-insensitive). */
export function techStackList(value: string | string[]): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of Array.isArray(value) ? value : value.split(",")) {
    const tag = raw.trim().replace(/\s+/g, " ");
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

export function isLinkedInUrl(value: string): boolean {
  if (!isHttpUrl(value)) return false;
  const host = new URL(value).hostname.toLowerCase();
  return host === "linkedin.com" || host.endsWith(".linkedin.com");
}
export type CompanyProfileInput = z.infer<typeof companyProfileSchema>;

/** 'I am hiring': the account, and either an existing company to join or a new one to create. */
export const employerSignupSchema = z.discriminatedUnion(
  "company_choice",
  [
    z.object({
      company_choice: z.literal("existing"),
      company_id: z.coerce
        .number({ error: COMPANY_MESSAGES.choice })
        .int(COMPANY_MESSAGES.choice)
        .positive(COMPANY_MESSAGES.choice)
        .max(2_147_483_647, COMPANY_MESSAGES.choice),
      name: registerSchema.shape.name,
      email: registerSchema.shape.email,
      password: registerSchema.shape.password,
    }),
    companyProfileSchema.extend({
      company_choice: z.literal("new"),
      name: registerSchema.shape.name,
      email: registerSchema.shape.email,
      password: registerSchema.shape.password,
    }),
  ],
  { error: COMPANY_MESSAGES.choice },
);
export type EmployerSignupInput = z.infer<typeof employerSignupSchema>;

/** The host of a website without a leading www., for matching an e-mail's domain. */
export function websiteDomain(website: string | null | undefined): string | null {
  if (!website) return null;
  try {
    return new URL(website).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return null;
  }
}
