import { z } from "../shared/zod";
import { sourceTypes } from "../../db/schema/collector";

export { sourceTypes };
export type SourceType = (typeof sourceTypes)[number];

/** SPEC §9 job types the board shows; remote work is the separate workplace column. */
export const employmentTypes = ["Full-time", "Part-time", "Contract", "Internship", "Temporary"] as const;
export type EmploymentType = (typeof employmentTypes)[number];
export type Workplace = "onsite" | "remote" | "hybrid";
export type SalaryUnit = "HOUR" | "DAY" | "WEEK" | "MONTH" | "YEAR";

const httpUrl = z
  .string({ error: "is required" })
  .trim()
  .min(1, "is required")
  .refine((value) => {
    try {
      return ["http:", "https:"].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, "must be an http:// or https:// address");

/** One entry of a sources file, and the input of `collect add`. */
export const sourceEntrySchema = z.strictObject({
  company: z.string({ error: "is required" }).trim().min(1, "is required").max(200, "is longer than 200 characters"),
  type: z.enum(sourceTypes, { error: `must be one of ${sourceTypes.join(", ")}` }),
  url: httpUrl,
  website: httpUrl.optional(),
});
export type SourceEntry = z.infer<typeof sourceEntrySchema>;

export interface Source {
  id: number;
  companyName: string;
  type: SourceType;
  url: string;
  website: string | null;
  paused: boolean;
}

/** A posting as an adapter read it, before normalising: every field but id and title may be missing. */
export interface RawPosting {
  /** The posting's id in its system (or its page address for JSON-LD). */
  id: string;
  title: string;
  descriptionHtml?: string;
  /** Free-text locations, e.g. "Bangalore, India" or "Remote - India". */
  locations: string[];
  /** Structured addresses when the source gives them. */
  addresses?: { locality?: string; region?: string; country?: string; postalCode?: string }[];
  workplace?: Workplace;
  employmentType?: string;
  department?: string;
  salary?: { min?: number; max?: number; currency?: string; unit?: string };
  salaryText?: string;
  experienceMonths?: number;
  datePosted?: string | number;
  validThrough?: string;
  url?: string;
  education?: string;
  companyWebsite?: string;
  companyLogo?: string;
  /** Equity in percent, when the source states it (Ashby's EquityPercentage component). */
  equity?: { min?: number; max?: number };
  /** Facts about the hiring company, when the source gives them (JSON-LD's hiringOrganization). */
  companyFacts?: CompanyFacts;
}

/** Startup facts a source may give; the collector fills only the company's empty ones. */
export interface CompanyFacts {
  foundedYear?: number;
  /** A head count or range as the source writes it ('11-50', 35). */
  teamSize?: string;
  linkedinUrl?: string;
}

/** A posting ready for the jobs table. */
export interface NormalisedJob {
  externalId: string;
  title: string;
  description: string;
  skills: string;
  employmentType: EmploymentType;
  workplace: Workplace;
  address: string | null;
  locality: string | null;
  region: string | null;
  country: string;
  postalCode: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string;
  salaryUnit: SalaryUnit;
  minExperience: number | null;
  maxExperience: number | null;
  education: string | null;
  categoryName: string | null;
  /** null when the source gives no usable date: the store then uses the day it was first seen. */
  datePosted: string | null;
  validThrough: string | null;
  jobUrl: string | null;
  /** Percent; both null when the posting says nothing. */
  equityMin: number | null;
  equityMax: number | null;
}
