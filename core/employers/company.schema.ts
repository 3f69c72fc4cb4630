import { z } from "../shared/zod";
import { registerSchema } from "../accounts/accounts.schema";
import { isHttpUrl } from "../jobs/job-posting.schema";

/** A company's profile as employers edit it (registration and /dashboard/company). Browser-safe: zod only. */
export const COMPANY_SIZES = ["1-10", "11-50", "51-200", "201-500", "501-1000", "1000+"] as const;
export const COMPANY_MESSAGES = {
  name: "Please enter the company name (at most 120 characters)",
  website: "Please enter the company website: an http:// or https:// address",
  description: "Please describe the company in at most 500 characters",
  city: "Please enter the company's city (at most 80 characters)",
  size: "Please choose a company size from the list",
  choice: "Please choose your company or create a new one",
} as const;

const plain = (message: string, max: number) =>
  z.string({ error: message }).trim().max(max, message).refine((value) => !value.includes("\u0000"), message);

export const companyProfileSchema = z.object({
  company_name: plain(COMPANY_MESSAGES.name, 120).pipe(z.string().min(1, COMPANY_MESSAGES.name)),
  company_website: plain(COMPANY_MESSAGES.website, 2000).refine(isHttpUrl, COMPANY_MESSAGES.website),
  company_description: plain(COMPANY_MESSAGES.description, 500).optional(),
  company_city: plain(COMPANY_MESSAGES.city, 80).optional(),
  company_size: z.union([z.literal(""), z.enum(COMPANY_SIZES, { error: COMPANY_MESSAGES.size })]).optional(),
});
export type CompanyProfileInput = z.infer<typeof companyProfileSchema>;

/** 'I am hiring': the account, and either an existing company to join or a new one to create. */
export const employerSignupSchema = z.discriminatedUnion("company_choice", [
  z.object({
    company_choice: z.literal("existing"),
    company_id: z.coerce.number({ error: COMPANY_MESSAGES.choice }).int(COMPANY_MESSAGES.choice).positive(COMPANY_MESSAGES.choice).max(2_147_483_647, COMPANY_MESSAGES.choice),
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
], { error: COMPANY_MESSAGES.choice });
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
